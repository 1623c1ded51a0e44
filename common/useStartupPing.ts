import { useEffect, useState } from 'react';
import { ping, session } from './session.ts';

/**
 * Refreshes the stored identity from the server once, when the app starts; until it answers, the app shows a loading
 * indicator rather than screens built on an identity that may be stale or revoked. A refused token ends the session
 * (session.ts), after which the route guards send the user to the sign-in page.
 */
export function useStartupPing(): boolean {
  const [ready, setReady] = useState(() => !session.get().token);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void ping().finally(() => live && setReady(true));
    return () => {
      live = false;
    };
    // Once per app start (`ready` never turns back to false): later token changes come from the app itself, which
    // already knows the identity.
  }, [ready]);
  return ready;
}
