import type { AccessRule, AfterLoginRule } from '../common/access.ts';
import { type Site } from '../entities/kit.ts';
import { BACK_OFFICE_ROLES, BOOKERS } from '../entities/roles.ts';

/**
 * The access rules of the front office, as data for the route guards. The training site has no back office, so its
 * admins stay in the front office instead of bouncing between two pages.
 */
export function frontOffice(site: Site): AccessRule {
  return { backOfficeRoles: BACK_OFFICE_ROLES[site] };
}

export const HOME = '/home_search';

/** /users: managers only; everyone else goes back to the search. */
export const managersOnly: AccessRule = { roles: ['ROLE_MANAGER'], deniedTo: HOME };

/** /travellers: the company's travellers are kept by those who book (an accountant does not), as the API allows. */
export const bookersOnly: AccessRule = { roles: BOOKERS, deniedTo: HOME };

export function frontLogin(site: Site): AfterLoginRule {
  return { backOfficeRoles: BACK_OFFICE_ROLES[site], backOfficeFirst: true, home: '/' };
}
