import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { decideAccess, type AccessRule } from './access.ts';
import { FollowDecision } from './FollowDecision.tsx';
import { useSession } from './session.ts';
import { Unauthorised } from './Unauthorised.tsx';

/** Lets the routes below through only when the rule allows the current user; sends everyone else where it says. */
export function RouteGuard({ rule, children }: { rule: AccessRule; children?: ReactNode }) {
  const { identity } = useSession();
  const location = useLocation();
  const decision = decideAccess(identity, location.pathname + location.search, rule);
  if (decision.action === 'allow') return children ?? <Outlet />;
  if (decision.action === 'unauthorised') return <Unauthorised />;
  return <FollowDecision decision={decision} />;
}
