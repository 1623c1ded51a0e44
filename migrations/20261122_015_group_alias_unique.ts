import type { Knex } from 'knex';

/**
 * A company's group alias names its public request link (/offline/booking/prelogged/group/{alias}), which is looked up
 * whatever the case: two aliases differing only by case would name the same link. The plain unique constraint of 011
 * becomes a unique index on the lower-cased alias.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company', (t) => t.dropUnique(['group_alias']));
  await knex.raw('CREATE UNIQUE INDEX company_group_alias_lower_unique ON company (lower(group_alias))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX company_group_alias_lower_unique');
  await knex.schema.alterTable('company', (t) => t.unique(['group_alias']));
}
