import type { Knex } from 'knex';

/**
 * A hotel admin creates its allotment config with its purchase price only: the sale price is the agency's to set.
 * Until it does, the generated days sell at the purchase price.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('configcontingent', (t) => {
    t.decimal('prix_vente', 12, 2).nullable().alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('configcontingent')
    .whereNull('prix_vente')
    .update({ prix_vente: knex.ref('prix_achat') });
  await knex.schema.alterTable('configcontingent', (t) => {
    t.decimal('prix_vente', 12, 2).notNullable().alter();
  });
}
