import type { Identity } from '../entities/identity.ts';
import type { Role } from '../entities/roles.ts';

/**
 * Who may enter a route and where the others go: pure decisions, so the route guards of every app share one rule
 * and the rule is tested without a browser.
 */

/** A path that stays on this site: absolute, not protocol-relative, no scheme, no backslash trick. */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters (C0, DEL, C1): URL parsing drops or mangles them, so the path checked is not the one followed.
  if (/\p{Cc}/u.test(raw)) return null;
  // Coming back to the sign-in page after signing in would loop.
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login/')) return null;
  return raw;
}

/** The sign-in page, remembering where the visitor wanted to go. */
export function loginPath(wanted: string): string {
  const target = safeRedirect(wanted);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}

/** The back office is another page (the admin app), not a route of the front apps. */
export const BACK_OFFICE_PATH = '/admin';

export function isBackOfficePath(path: string): boolean {
  return path === BACK_OFFICE_PATH || path.startsWith(`${BACK_OFFICE_PATH}/`) || path.startsWith(`${BACK_OFFICE_PATH}?`);
}

export function hasAnyRole(identity: Pick<Identity, 'roles'> | null, roles: readonly Role[]): boolean {
  return Boolean(identity?.roles.some((role) => roles.includes(role)));
}

/** Where to go next: a route of this app, a full page load of another app, or the unauthorised message. */
export type AccessDecision = { action: 'allow' } | { action: 'route'; to: string } | { action: 'page'; to: string } | { action: 'unauthorised' };

export interface AccessRule {
  /** The user needs one of these roles; any signed-in user when absent. */
  roles?: readonly Role[];
  /** Users with one of these roles belong to the back office and are sent there (the front office's admin rule). */
  backOfficeRoles?: readonly Role[];
  /** Where a signed-in user without the roles is sent; the unauthorised message when absent. */
  deniedTo?: string;
}

/** The decision of a route guard for the identity at `here` (path and query of the current location). */
export function decideAccess(identity: Identity | null, here: string, rule: AccessRule): AccessDecision {
  if (!identity) return { action: 'route', to: loginPath(here) };
  if (rule.backOfficeRoles && hasAnyRole(identity, rule.backOfficeRoles)) return { action: 'page', to: BACK_OFFICE_PATH };
  if (rule.roles && !hasAnyRole(identity, rule.roles)) {
    return rule.deniedTo ? { action: 'route', to: rule.deniedTo } : { action: 'unauthorised' };
  }
  return { action: 'allow' };
}

export interface AfterLoginRule {
  /** Roles that may enter this site's back office. */
  backOfficeRoles: readonly Role[];
  /** Whether back-office users go straight to the back office (front office) or through the app's own dispatch. */
  backOfficeFirst: boolean;
  /** Where to go when no redirect was asked for. */
  home: string;
}

/** Where a user lands after signing in, given the `redirect` query parameter of the sign-in page. */
export function afterLogin(
  identity: Identity,
  rawRedirect: string | null,
  rule: AfterLoginRule,
): Exclude<AccessDecision, { action: 'allow' | 'unauthorised' }> {
  const target = safeRedirect(rawRedirect);
  const backOfficeUser = hasAnyRole(identity, rule.backOfficeRoles);
  if (target && isBackOfficePath(target)) {
    return backOfficeUser ? { action: 'page', to: target } : { action: 'route', to: rule.home };
  }
  if (backOfficeUser && rule.backOfficeFirst) return { action: 'page', to: BACK_OFFICE_PATH };
  return { action: 'route', to: target ?? rule.home };
}
