import { useEffect, useState } from 'react';
import { bannerKept, bannerKnown } from './Banner.tsx';
import { ping, session } from './session.ts';

/**
 * Refreshes the stored identity from the server once, when the app starts; until it answers, the app shows a loading
 * indicator rather than screens built on an identity that may be stale or revoked. A refused token ends the session
 * (session.ts), after which the route guards send the user to the sign-in page. The first screen also waits for the
 * agency's banner on a first visit (Banner.tsx), which would otherwise push it down as it arrives.
 */
export function useStartupPing(): boolean {
  const [ready, setReady] = useState(() => !session.get().token && bannerKept());
  useEffect(() => {
    if (ready) return;
    let live = true;
    void Promise.all([session.get().token ? ping() : null, bannerKnown()]).finally(() => live && setReady(true));
    return () => {
      live = false;
    };
    // Once per app start (`ready` never turns back to false): later token changes come from the app itself, which
    // already knows the identity.
  }, [ready]);
  return ready;
}
