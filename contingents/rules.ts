import type { AccessDecision, AccessRule, AfterLoginRule } from '../common/access.ts';
import { hasAnyRole } from '../common/access.ts';
import type { Identity } from '../entities/identity.ts';
import { BACK_OFFICE_ROLES, HOTEL_ROLES } from '../entities/roles.ts';

/** The access rules of the contingents site, as data for the route guards. */

/** The hotel home: hotel staff only; anyone else is told the page is not for them. */
export const hotelHome: AccessRule = { roles: HOTEL_ROLES };

/** Any signed-in user (/redirect, unknown pages). */
export const signedIn: AccessRule = {};

export const REDIRECT = '/redirect';

/** After sign-in, without a redirect asked for, /redirect dispatches by role. */
export const contingentsLogin: AfterLoginRule = { backOfficeRoles: BACK_OFFICE_ROLES.contingents, backOfficeFirst: false, home: REDIRECT };

/** /redirect: hotel admins to their back office (another page), everyone else to the hotel home. */
export function hotelLanding(identity: Identity): Extract<AccessDecision, { action: 'route' | 'page' }> {
  return hasAnyRole(identity, BACK_OFFICE_ROLES.contingents) ? { action: 'page', to: '/admin' } : { action: 'route', to: '/' };
}
