import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import type { AccessDecision } from './access.ts';
import { LoadingScreen } from './LoadingScreen.tsx';

/** Carries out a decision to go elsewhere: a route of this app, or a full load of another app's page. */
export function FollowDecision({ decision }: { decision: Extract<AccessDecision, { action: 'route' | 'page' }> }) {
  const page = decision.action === 'page' ? decision.to : null;
  useEffect(() => {
    // Another app (the back office) is another page: only a full load reaches it.
    if (page) window.location.assign(page);
  }, [page]);
  return decision.action === 'route' ? <Navigate to={decision.to} replace /> : <LoadingScreen />;
}
