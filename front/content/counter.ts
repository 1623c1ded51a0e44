import { useEffect, useSyncExternalStore } from 'react';
import { session } from '../../common/session.ts';

/** How often the menu's counts are refreshed while a page stays open. */
const REFRESH_MS = 60_000;

export interface Counter {
  /** The count in a component; `poll` (once, in the frame) fetches it now and then every minute. */
  useCount(options?: { poll?: boolean }): number;
  set(count: number): void;
  refresh(): Promise<void>;
}

/**
 * A count shown in the menu (unseen messages, unread news): one value for the whole app, fetched from the server and
 * set directly by the screens that change it, so the menu follows at once.
 */
export function createCounter(fetchCount: () => Promise<number>): Counter {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const refresh = async () => {
    if (!session.get().token) return;
    try {
      set(await fetchCount());
    } catch {
      // The count waits for the next refresh; a refused session is handled by the api client.
    }
  };
  return {
    set,
    refresh,
    useCount({ poll = false } = {}) {
      useEffect(() => {
        if (!poll) return;
        void refresh();
        const timer = setInterval(() => void refresh(), REFRESH_MS);
        return () => clearInterval(timer);
      }, [poll]);
      return useSyncExternalStore(
        subscribe,
        () => count,
        () => count,
      );
    },
  };
}
