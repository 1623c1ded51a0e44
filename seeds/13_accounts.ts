import type { Knex } from 'knex';

/**
 * The mail domains of each company: the domains its users' addresses already use, so the demo companies' managers
 * can create accounts and their staff can create their own (/create_account).
 */
export async function seed(knex: Knex): Promise<void> {
  await knex.raw(`
    UPDATE company c SET domains = d.domains
    FROM (
      SELECT company_id, array_agg(DISTINCT lower(split_part(email, '@', 2)) ORDER BY lower(split_part(email, '@', 2))) AS domains
      FROM "user" WHERE company_id IS NOT NULL GROUP BY company_id
    ) d
    WHERE d.company_id = c.id`);
}
