import { Container } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { t } from '../common/i18n/index.ts';
import { useSession } from '../common/session.ts';
import { TopBar } from '../common/TopBar.tsx';
import type { Identity } from '../entities/identity.ts';
import { HOME } from './rules.ts';

/** The front office's main pages; the offline request only for those allowed to send one. */
function frontLinks(identity: Identity) {
  return [
    { to: HOME, label: t('front.nav.search') },
    ...(identity.offline ? [{ to: '/offline/home', label: t('front.nav.offline') }] : []),
    { to: '/bookings', label: t('front.nav.bookings') },
  ];
}

/** The frame of every signed-in page of the front office. */
export function Layout({ training }: { training: boolean }) {
  const { identity } = useSession();
  // The route guard above only lets signed-in users in; between logout and the redirect there is nothing to frame.
  if (!identity) return null;
  return (
    <>
      <TopBar brand={t('app.name')} badge={training ? t('front.training.badge') : undefined} identity={identity} links={frontLinks(identity)} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
        <Outlet />
      </Container>
    </>
  );
}
