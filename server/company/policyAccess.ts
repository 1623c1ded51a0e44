import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES, type Role } from '../../entities/roles.ts';
import { hasAnyRole, identityOf, type Access } from '../auth/access.ts';
import { forbidden, notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';

/** The agency reads every company's white label and travel policy; a company's managers read their own. */
export const POLICY_READERS: Access = [...AGENCY_ROLES, 'ROLE_MANAGER'];
/** Only the agency's administrators change them. */
export const POLICY_EDITORS: Access = AGENCY_ADMIN_ROLES;

const COMPANY_READERS: readonly Role[] = ['ROLE_MANAGER'];

/**
 * Checks the caller may read this company's configuration and that the company exists. Another company's users get
 * 404, not 403: they must not learn which company ids exist. `readers`: the company's own roles allowed (managers by
 * default).
 */
export async function assertCompanyReadable(knex: Knex, request: FastifyRequest, companyId: number, readers: readonly Role[] = COMPANY_READERS): Promise<void> {
  const identity = identityOf(request);
  if (!hasAnyRole(identity, AGENCY_ROLES)) {
    if (identity.company?.id !== companyId) throw notFound();
    if (!hasAnyRole(identity, readers)) throw forbidden();
  }
  await assertCompanyExists(knex, companyId);
}

export async function assertCompanyExists(knex: Knex, companyId: number): Promise<void> {
  if (!(await knex('company').where({ id: companyId }).first('id'))) throw notFound();
}

/** The routes of a company's policies are on the company: `/:id` is its id. */
export const companyParams = idParams;
