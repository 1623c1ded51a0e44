import { Container } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { hasAnyRole } from '../common/access.ts';
import { BOOKERS } from '../entities/roles.ts';
import { LoadingScreen } from '../common/LoadingScreen.tsx';
import { t } from '../common/i18n/index.ts';
import { useSession } from '../common/session.ts';
import { TopBar } from '../common/TopBar.tsx';
import type { Identity } from '../entities/identity.ts';
import { HOME } from './rules.ts';
import { unreadNews } from './content/contentApi.ts';
import { unseenMessages } from './messages/unseen.ts';
import { ContactStrip, useWhiteMark } from './contact/whiteMark.tsx';

/** The front office's main pages; the offline request only for those allowed to send one. */
function frontLinks(identity: Identity, counts: { messages: number; news: number }) {
  return [
    { to: HOME, label: t('front.nav.search') },
    ...(identity.offline ? [{ to: '/offline/home', label: t('front.nav.offline') }] : []),
    ...(identity.offline ? [{ to: '/group', label: t('group.nav.group'), more: true }] : []),
    { to: '/bookings', label: t('front.nav.bookings') },
    { to: '/message/list', label: t('messages.nav'), count: counts.messages },
    { to: '/news', label: t('content.nav.news'), count: counts.news },
    { to: '/notification/list', label: t('content.nav.notifications'), more: true },
    { to: '/events', label: t('content.nav.events'), more: true },
    { to: '/help', label: t('content.nav.help'), more: true },
    { to: '/stats', label: t('stats.nav'), more: true },
    { to: '/survey', label: t('survey.nav'), more: true },
    ...(hasAnyRole(identity, BOOKERS) ? [{ to: '/travellers', label: t('people.nav.travellers'), more: true }] : []),
    ...(hasAnyRole(identity, ['ROLE_MANAGER']) ? [{ to: '/users', label: t('people.nav.users'), more: true }] : []),
    { to: '/profile', label: t('people.nav.profile'), more: true },
  ];
}

/** The frame of every signed-in page of the front office. */
export function Layout({ training }: { training: boolean }) {
  const { identity } = useSession();
  // The menu's counts, refreshed every minute while the front office is open.
  const messages = unseenMessages.useCount({ poll: true });
  const news = unreadNews.useCount({ poll: true });
  // A white-labelled company's name, logo and contacts replace the agency's.
  const whiteMark = useWhiteMark(identity);
  // The route guard above only lets signed-in users in; between logout and the redirect there is nothing to frame.
  if (!identity) return null;
  return (
    <>
      <TopBar
        brand={whiteMark?.company ?? t('app.name')}
        logo={whiteMark?.logo}
        badge={training ? t('front.training.badge') : undefined}
        identity={identity}
        links={frontLinks(identity, { messages, news })}
      />
      {/* At least a window high: the contact strip starts below the fold, so a page growing as its data arrives does
          not push it down in sight (a layout shift). */}
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 5 }, minHeight: '100vh' }}>
        {/* The menu stays while a page's screen is fetched the first time. */}
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Container>
      <ContactStrip identity={identity} mark={whiteMark} />
    </>
  );
}
