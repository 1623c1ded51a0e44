import type { Knex } from 'knex';
import { accountContext, isWeakPassword } from '../auth/passwordPolicy.ts';
import { quote, type EntitySql } from './sql.ts';

/** The fields of an account descriptor a password must not be made of, and the column each is stored in. */
const ACCOUNT_WORDS = { email: 'email', first_name: 'first_name', last_name: 'last_name', company: 'company_id', hotel: 'hotel_id' } as const;

/**
 * Whether a password written through a descriptor (the back office's account forms) is weak (server/auth/passwordPolicy.ts),
 * weighed against the record's own words: what the body sends, else what is stored.
 */
export async function isWeakRecordPassword(
  knex: Knex,
  sql: EntitySql,
  body: Record<string, unknown>,
  id: number | undefined,
  password: string,
): Promise<boolean> {
  const fields = (Object.keys(ACCOUNT_WORDS) as (keyof typeof ACCOUNT_WORDS)[]).filter((name) => sql.byName.has(name));
  const stored =
    id === undefined
      ? undefined
      : (
          await knex.raw<{ rows: Record<string, unknown>[] }>(
            `SELECT ${fields.map((name) => `${quote(sql.byName.get(name)!.column)} AS ${quote(name)}`).join(', ')} FROM ${sql.table} WHERE "id" = ?`,
            [id],
          )
        ).rows[0];
  const values = Object.fromEntries(fields.map((name) => [ACCOUNT_WORDS[name], (name in body ? body[name] : stored?.[name]) ?? null]));
  return isWeakPassword(password, await accountContext(knex, values));
}
