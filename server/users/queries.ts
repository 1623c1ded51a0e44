import type { Knex } from 'knex';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { COMPANY_ROLES, type Role } from '../../entities/roles.ts';
import type { USER_ORDERS } from './schemas.ts';

/** The reads of the users screens: a company's users page by page, and a user as those screens show it. */

const COLUMNS = ['id', 'gender', 'first_name', 'last_name', 'email', 'roles', 'position', 'landline', 'mobile_phone', 'enabled', 'created_at'] as const;

export interface UserRow {
  id: number;
  gender: string | null;
  first_name: string;
  last_name: string;
  email: string;
  roles: Role[];
  position: string | null;
  landline: string | null;
  mobile_phone: string | null;
  enabled: boolean;
  created_at: Date;
  has_password: boolean;
}

/** A user as the users screen shows it. */
export const userOut = (row: UserRow) => ({
  id: row.id,
  gender: row.gender,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  // Only the roles a company gives; an agency role never shows in (nor leaks through) a company's screen.
  roles: row.roles.filter((role) => COMPANY_ROLES.includes(role)),
  position: row.position,
  landline: row.landline,
  mobilePhone: row.mobile_phone,
  enabled: row.enabled,
  passwordDefined: row.has_password,
});

/** The columns of a user row, with whether a password is set, for a select or a returning. */
export const userColumns = (knex: Knex) => [...COLUMNS, knex.raw('password IS NOT NULL as has_password')];

export interface UsersPageQuery {
  perPage?: number;
  currentPage?: number;
  orderBy?: (typeof USER_ORDERS)[number];
  order?: 'asc' | 'desc' | 'ASC' | 'DESC';
  search?: string;
}

/** A page of a company's users, searched by name or address, with their total. */
export async function companyUsersPage(
  knex: Knex,
  companyId: number,
  { perPage = PAGE_SIZE, currentPage = 1, orderBy = 'last_name', order: asked = 'asc', search = '' }: UsersPageQuery,
) {
  const order = asked.toLowerCase() as 'asc' | 'desc';
  const query = knex('user').where({ company_id: companyId });
  const words = search.trim();
  if (words) {
    const like = `%${words.replace(/[\\%_]/g, '\\$&')}%`;
    query.where((where) =>
      where
        .whereILike('first_name', like)
        .orWhereILike('last_name', like)
        .orWhereILike('email', like)
        .orWhereRaw("first_name || ' ' || last_name ILIKE ?", [like])
        .orWhereRaw("last_name || ' ' || first_name ILIKE ?", [like]),
    );
  }
  const rows = await query
    .clone()
    .orderBy([
      { column: orderBy, order },
      { column: 'id', order },
    ])
    .limit(perPage)
    .offset((currentPage - 1) * perPage)
    .select(...userColumns(knex), knex.raw('count(*) over() as total'));
  const total = rows.length > 0 ? Number(rows[0].total) : currentPage > 1 ? Number((await query.count({ n: '*' }).first())?.n ?? 0) : 0;
  return { items: (rows as UserRow[]).map(userOut), total, currentPage, perPage };
}

/** A user as the users screen shows it. */
export async function userById(knex: Knex, id: number): Promise<UserRow | undefined> {
  return knex('user')
    .where({ id })
    .first(...userColumns(knex));
}

/** The mail domains of a company, which its users' addresses must be of. */
export async function companyDomains(knex: Knex, companyId: number): Promise<string[]> {
  return ((await knex('company').where({ id: companyId }).first('domains')) as { domains: string[] }).domains;
}

/** A person's own profile. */
export async function profileOf(knex: Knex, id: number) {
  const row = await knex('user')
    .where({ id })
    .first(...COLUMNS, 'email2', 'send_voucher_to_travellers');
  if (!row) return undefined;
  return {
    ...userOut(row),
    roles: row.roles as Role[],
    email2: row.email2 as string | null,
    sendVoucherToTravellers: row.send_voucher_to_travellers as boolean,
  };
}
