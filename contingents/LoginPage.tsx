import { useSearchParams } from 'react-router-dom';
import { afterLogin } from '../common/access.ts';
import { FollowDecision } from '../common/FollowDecision.tsx';
import { t } from '../common/i18n/index.ts';
import { LoginForm } from '../common/LoginForm.tsx';
import { useSession } from '../common/session.ts';
import { contingentsLogin } from './rules.ts';

/** /login of the hotel site: once signed in, the `redirect` parameter, or /redirect to dispatch by role. */
export function LoginPage() {
  const { identity } = useSession();
  const [params] = useSearchParams();
  if (identity) return <FollowDecision decision={afterLogin(identity, params.get('redirect'), contingentsLogin)} />;
  return <LoginForm title={t('contingents.name')} subtitle={t('contingents.login.subtitle')} />;
}
