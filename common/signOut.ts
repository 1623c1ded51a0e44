import { logout } from './session.ts';

/**
 * Signing out on purpose: the session is forgotten and the sign-in page is loaded afresh, so no screen state of the
 * previous user survives in memory, and the sign-in page does not offer to return to the page just left.
 */
export function signOut() {
  logout();
  window.location.assign('/login');
}
