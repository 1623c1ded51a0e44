import type { AuthProvider, UserIdentity } from 'react-admin';
import { type Site } from '../entities/kit.ts';
import { BACK_OFFICE_ROLES } from '../entities/roles.ts';
import { loginPath } from '../common/access.ts';
import { ApiError } from '../common/api.ts';
import { logout, ping, session } from '../common/session.ts';
import { allowed } from './access.ts';

/** Where the visitor is, so the sign-in page can send them back. */
const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The sign-in page and the front office are other apps: leaving is a full page load, and the promise never settles
 * so the back office renders nothing meanwhile.
 */
function leave(path: string): Promise<never> {
  window.location.assign(path);
  return new Promise<never>(() => {});
}

/** The back office over the shared session store: the front app signs in, this app only checks and signs out. */
export function authProvider(site: Site): AuthProvider {
  // The identity is refreshed once per page load (a ping as the app starts), not on every navigation.
  let refreshed: Promise<unknown> | null = null;
  const roles = () => session.get().identity?.roles ?? [];

  return {
    // Never called: the app has no sign-in page of its own (loginPage={false}).
    login: () => Promise.reject(new Error('sign in on /login')),

    async checkAuth() {
      if (!session.get().token) return leave(loginPath(here()));
      refreshed ??= ping();
      await refreshed;
      const identity = session.get().identity;
      if (!identity) return leave(loginPath(here()));
      if (!roles().some((role) => BACK_OFFICE_ROLES[site].includes(role))) {
        return leave(`/?redirect=${encodeURIComponent(here())}`);
      }
    },

    async checkError(error: unknown) {
      const status = (error as { status?: number })?.status;
      // 401: the token is no longer accepted (apiFetch already ended the session); 403 stays an error on the page.
      if (status === 401) {
        logout();
        return leave(loginPath(here()));
      }
    },

    async logout() {
      logout();
      // An absolute address makes react-admin load the front app's sign-in page instead of routing inside /admin.
      return `${window.location.origin}/login`;
    },

    async getIdentity(): Promise<UserIdentity> {
      const identity = session.get().identity;
      if (!identity) throw new ApiError(401, 401, 'no session');
      return { id: identity.id, fullName: `${identity.firstName} ${identity.lastName}`.trim() || identity.username };
    },

    async getPermissions() {
      return roles();
    },

    async canAccess({ action, resource }) {
      return allowed(site, roles(), resource, action);
    },
  };
}
