import { FollowDecision } from '../common/FollowDecision.tsx';
import { useSession } from '../common/session.ts';
import { hotelLanding } from './rules.ts';

/** /redirect: where sign-in lands; sends each hotel role to its space. */
export function RedirectPage() {
  const { identity } = useSession();
  // The guard around this route only lets signed-in users in.
  if (!identity) return null;
  return <FollowDecision decision={hotelLanding(identity)} />;
}
