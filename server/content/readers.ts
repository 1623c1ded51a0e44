import { AGENCY_ROLES, COMPANY_ROLES, type Role } from '../../entities/roles.ts';

/** What the front office reads: the company users, and the agency staff who look at it as they would. */
export const READERS: readonly Role[] = [...COMPANY_ROLES, ...AGENCY_ROLES];
/** The most items a page shows or a request names. */
export const LIST_MAX = 100;

/** The page of a list the front office asks for. */
export const paging = {
  type: 'object',
  additionalProperties: false,
  properties: { page: { type: 'integer', minimum: 1, maximum: 100_000 }, perPage: { type: 'integer', minimum: 1, maximum: LIST_MAX } },
} as const;
