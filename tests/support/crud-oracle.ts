import { expect } from 'vitest';
import type { EntityDescriptor, FilterKind } from '../../entities/kit.ts';
import { columnOf } from '../../entities/kit.ts';
import type { Role } from '../../entities/roles.ts';
import { DEMO_ACCOUNTS } from '../../seeds/demo-accounts.ts';
import { listQuery, type DemoRole, type TestApp } from './app.ts';

// The oracles of the generated routes' tests: which demo account plays which part, and which rows the database says
// a route answers, to compare with what it does answer.

export const roleHaving = (roles: readonly Role[], companyOnly = false): DemoRole | undefined =>
  DEMO_ACCOUNTS.find((account) => account.roles.some((role) => roles.includes(role)) && (!companyOnly || account.company))?.role;
export const roleLacking = (roles: readonly Role[]): DemoRole | undefined =>
  DEMO_ACCOUNTS.find((account) => !account.roles.some((role) => roles.includes(role)))?.role;

/** The fields a list of the entity sorts on: the id, and those its descriptor declares sortable. */
export const sortableFields = (entity: EntityDescriptor) => [
  'id',
  ...Object.entries(entity.fields)
    .filter(([, field]) => field.sortable)
    .map(([name]) => name),
];

/** The fields of the entity filtered this way (those `search` names are what the free text `q` reads). */
export const fieldsFiltered = (entity: EntityDescriptor, kind: FilterKind) =>
  Object.entries(entity.fields)
    .filter(([, field]) => field.filter === kind)
    .map(([name]) => name);

/** A record of the generated routes as the agency admin reads it (`path`: `users/12`), which must be found. */
export async function adminRecord(t: TestApp, path: string) {
  const response = await t.call('admin', 'GET', `/backend/api/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An edit as the back office's form sends it: the record as read, with some fields changed. */
export const adminEdit = async (t: TestApp, path: string, changes: Record<string, unknown>) =>
  t.call('admin', 'PUT', `/backend/api/${path}`, { ...(await adminRecord(t, path)), ...changes });

/** The rows an entity serves, as the oracle of the API: its table less the rows another screen or entity owns. */
export function rowsOf(t: TestApp, entity: EntityDescriptor) {
  const query = t.db.knex(entity.table);
  const reserved = entity.reservedRows;
  if (reserved) query.whereNotIn(columnOf(reserved.field, entity.fields[reserved.field]), reserved.values);
  if (entity.onlyWith) query.whereNotNull(columnOf(entity.onlyWith, entity.fields[entity.onlyWith]));
  return query;
}

/** The ids PostgreSQL gives for a sort, as the oracle of the API's order. */
export async function idsSortedBy(t: TestApp, entity: EntityDescriptor, field: string, order: 'ASC' | 'DESC', where: Record<string, unknown> = {}) {
  const column = field === 'id' ? 'id' : columnOf(field, entity.fields[field]);
  const rows = await rowsOf(t, entity)
    .where(where)
    .orderBy([
      { column, order },
      { column: 'id', order },
    ])
    .select('id');
  return rows.map((row) => row.id);
}

export const list = (t: TestApp, role: DemoRole, entity: EntityDescriptor, params: Parameters<typeof listQuery>[0] = {}) =>
  t.call(role, 'GET', `/backend/api/${entity.path}${listQuery(params)}`);

export type Account = (typeof DEMO_ACCOUNTS)[number];
export const accountOf = (role: DemoRole) => DEMO_ACCOUNTS.find((account) => account.role === role)!;
export const hasRole = (account: Account, roles: readonly Role[]) => account.roles.some((role) => roles.includes(role));

/** The demo user and its colleagues of every company role (manager, accountant). */
export const colleagues = DEMO_ACCOUNTS.filter((account) => account.company === accountOf('user').company);

/**
 * The ids of the rows an account may reach, as the oracle of the scoped routes: every row for roles that bypass the
 * scope; its tenant's otherwise; and of those only its own (or those shared with it) when the descriptor declares an
 * owner and the account's roles do not read the whole tenant.
 */
export async function reachableIds(t: TestApp, entity: EntityDescriptor, account: Account): Promise<Set<number>> {
  const query = rowsOf(t, entity);
  const scope = entity.scope;
  if (scope && !hasRole(account, scope.bypass)) {
    const me = await t.db.knex('user').where({ email: account.email }).first('id', 'company_id', 'hotel_id');
    const tenant = scope.claim === 'company' ? me.company_id : me.hotel_id;
    if (tenant === null) query.whereRaw('false');
    else query.where(scope.column, tenant);
    const owner = scope.owner;
    if (owner && !hasRole(account, owner.wholeTenant)) {
      query.where((own) => {
        own.where(owner.column, me.id);
        if (owner.sharedWith) own.orWhereIn('id', t.db.knex(owner.sharedWith.table).where(owner.sharedWith.user, me.id).select(owner.sharedWith.row));
      });
    }
  }
  return new Set((await query.select('id')).map((row) => row.id));
}
