/** The roles (docs/glossary.md, roles), and the groups of them the product decides by. */
import type { Site } from './kit.ts';

export const ROLES = [
  'ROLE_ADMIN',
  'ROLE_BBA_ADMIN',
  'ROLE_BBA_AGENT',
  'ROLE_MANAGER',
  'ROLE_ACCOUNTANT',
  'ROLE_USER',
  'ROLE_HOTEL',
  'ROLE_ADMIN_HOTEL',
] as const;
export type Role = (typeof ROLES)[number];

/** Agency staff: they reach the back office and see every company's rows. */
export const AGENCY_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_BBA_ADMIN', 'ROLE_BBA_AGENT'];
/** Agency staff who configure the platform. */
export const AGENCY_ADMIN_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'];
export const COMPANY_ROLES: readonly Role[] = ['ROLE_MANAGER', 'ROLE_ACCOUNTANT', 'ROLE_USER'];
/** Who books, online and offline: the company's users and managers (an accountant reads bookings, never makes them). */
export const BOOKERS: readonly Role[] = ['ROLE_USER', 'ROLE_MANAGER'];
/** Who reads the front office's bookings: the agency and the company's people (a hotel account reads none). */
export const BOOKING_READERS: readonly Role[] = [...AGENCY_ROLES, ...COMPANY_ROLES];
export const HOTEL_ROLES: readonly Role[] = ['ROLE_HOTEL', 'ROLE_ADMIN_HOTEL'];
/** Roles allowed into a back office (/admin): the agency's on the default site, the hotel admin's on the contingents site. */
export const BACK_OFFICE_ROLES: Readonly<Record<Site, readonly Role[]>> = {
  default: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN', 'ROLE_BBA_AGENT'],
  contingents: ['ROLE_ADMIN_HOTEL'],
  formation: [],
};
