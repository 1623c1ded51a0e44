import { adoptSession } from './session.ts';

/**
 * A session handed to another site of the platform. Each site keeps its session in its own origin's storage, so an
 * admin acting as a hotel user from the agency's back office passes the tokens in the address fragment, which never
 * reaches a server, and the receiving app takes them out of the address at once.
 */
const KEY = 'handoff';

export function handoffUrl(origin: string, path: string, tokens: { token: string; parentToken: string | null }): string {
  return `${origin}${path}#${KEY}=${encodeURIComponent(JSON.stringify(tokens))}`;
}

/** Takes a handed-over session out of the address, if there is one. Call before the app first renders. */
export function adoptHandoff(): void {
  const match = new RegExp(`^#${KEY}=(.+)$`).exec(window.location.hash);
  if (!match) return;
  history.replaceState(null, '', window.location.pathname + window.location.search);
  try {
    const { token, parentToken } = JSON.parse(decodeURIComponent(match[1])) as { token: unknown; parentToken: unknown };
    if (typeof token === 'string') adoptSession(token, typeof parentToken === 'string' ? parentToken : null);
  } catch {
    // A damaged address is ignored: the visitor simply signs in.
  }
}
