import type { Knex } from 'knex';

/**
 * Travellers a visitor without an account saves through a company's generated link (/gen/{uid}): each is a traveller
 * of the company, marked with the visitor's random chain, so the link's form lists only the visitor's own ones
 * (GET /api/public/travellers is scoped by company and chain). The mark is cleared once the visitor's requests are
 * bound to an account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('traveller', (t) => {
    t.string('unique_chain', 64);
    t.index(['company_id', 'unique_chain']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('traveller', (t) => {
    t.dropIndex(['company_id', 'unique_chain']);
    t.dropColumn('unique_chain');
  });
}
