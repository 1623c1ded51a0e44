import { Alert, Link, Stack } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { afterLogin } from '../common/access.ts';
import { FollowDecision } from '../common/FollowDecision.tsx';
import { t } from '../common/i18n/index.ts';
import { LoginForm } from '../common/LoginForm.tsx';
import { useSession } from '../common/session.ts';
import type { Site } from '../entities/kit.ts';
import { frontLogin } from './rules.ts';

/** /login: once signed in (now or before), the user goes where the `redirect` parameter asked, or home. */
export function LoginPage({ site }: { site: Site }) {
  const { identity } = useSession();
  const [params] = useSearchParams();
  if (identity) return <FollowDecision decision={afterLogin(identity, params.get('redirect'), frontLogin(site))} />;
  return (
    <LoginForm
      title={t('app.name')}
      subtitle={t('front.login.subtitle')}
      notice={
        site === 'formation' && (
          <Alert severity="info" data-testid="training-notice">
            {t('front.training.notice')}
          </Alert>
        )
      }
      footer={
        site !== 'formation' && (
          <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to="/lost_password">
              {t('people.lost.link')}
            </Link>
            <Link component={RouterLink} to="/create_account">
              {t('people.account.link')}
            </Link>
          </Stack>
        )
      }
    />
  );
}
