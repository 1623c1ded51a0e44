import type { Knex } from 'knex';
import { check, trigram } from './helpers.ts';

/** The contingent hotels' room types, allotment templates, nights of allotment and release rules with their releases. */
export async function contingentTables(knex: Knex): Promise<void> {
  await knex.schema.createTable('hotelgamme', (t) => {
    t.increments('id');
    t.integer('hotel_id').notNullable().references('contingent_hotel.id').onDelete('CASCADE');
    t.string('description', 255).notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.index(['hotel_id', 'description', 'id']);
    t.index(['description', 'id']);
  });
  await trigram(knex, 'hotelgamme', 'description');

  await knex.schema.createTable('configcontingent', (t) => {
    t.increments('id');
    t.integer('hotel_id').notNullable().references('contingent_hotel.id').onDelete('CASCADE');
    t.integer('hotel_gamme_id').notNullable().references('hotelgamme.id').onDelete('CASCADE').index();
    t.integer('company_id').references('company.id').onDelete('CASCADE').index();
    t.integer('qte_init').notNullable();
    t.decimal('prix_achat', 12, 2).notNullable();
    t.decimal('prix_vente', 12, 2).notNullable();
    t.decimal('prix_achat_etape', 12, 2);
    t.decimal('prix_vente_etape', 12, 2);
    t.decimal('taxe_sejour', 12, 2);
    t.integer('cancel_day').notNullable();
    t.integer('cancel_hour').notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.index(['hotel_id', 'id']);
  });

  await knex.schema.createTable('contingent', (t) => {
    t.increments('id');
    t.integer('hotel_id').notNullable().references('contingent_hotel.id').onDelete('CASCADE');
    t.integer('hotel_gamme_id').notNullable().references('hotelgamme.id').onDelete('CASCADE');
    t.integer('company_id').references('company.id').onDelete('CASCADE').index();
    t.date('contingent_date').notNullable();
    t.integer('qte_init').notNullable();
    t.integer('qte_resa').notNullable().defaultTo(0);
    t.integer('qte_retro').notNullable().defaultTo(0);
    t.specificType('qte_dispo', 'integer GENERATED ALWAYS AS (qte_init - qte_resa - qte_retro) STORED');
    t.decimal('prix_achat', 12, 2).notNullable();
    t.decimal('prix_achat_etape', 12, 2);
    t.decimal('prix_vente', 12, 2).notNullable();
    t.decimal('prix_vente_etape', 12, 2);
    t.decimal('taxe_sejour', 12, 2);
    t.timestamp('cancellation_deadline', { useTz: true }).notNullable();
    t.index(['hotel_id', 'contingent_date', 'id']);
    t.index(['contingent_date', 'id']);
    t.index(['hotel_gamme_id', 'contingent_date']);
    t.index(['qte_dispo', 'id']);
  });
  // One general allotment and one per company for a room type and a day: a missing company counts as a value.
  await knex.raw('CREATE UNIQUE INDEX contingent_day_unique ON contingent (hotel_gamme_id, contingent_date, company_id) NULLS NOT DISTINCT');
  await check(knex, 'contingent', 'qte_init', 750, 'qte_init >= qte_resa + qte_retro AND qte_resa >= 0 AND qte_retro >= 0');
  await check(knex, 'contingent', 'cancellation_deadline', 755, "(cancellation_deadline AT TIME ZONE 'Europe/Paris')::date <= contingent_date");

  await knex.schema.createTable('hotelretrocession', (t) => {
    t.increments('id');
    t.integer('hotel_id').notNullable().references('contingent_hotel.id').onDelete('CASCADE');
    t.integer('taux').notNullable();
    t.integer('days').notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.index(['hotel_id', 'days', 'id']);
    t.index(['days', 'id']);
    t.index(['taux', 'id']);
  });
  await check(knex, 'hotelretrocession', 'taux', 655, 'taux BETWEEN 0 AND 100');

  await knex.schema.createTable('retrocession', (t) => {
    t.increments('id');
    t.integer('hotel_id').notNullable().references('contingent_hotel.id').onDelete('CASCADE');
    t.integer('hotelgamme_id').notNullable().references('hotelgamme.id').onDelete('CASCADE');
    t.integer('company_id').references('company.id').onDelete('CASCADE').index();
    t.date('contingent_date').notNullable();
    t.integer('qte').notNullable();
    t.integer('taux').notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['hotel_id', 'contingent_date', 'id']);
    t.index(['hotelgamme_id', 'contingent_date']);
    t.index(['contingent_date', 'id']);
    t.index(['created_at', 'id']);
  });
  await check(knex, 'retrocession', 'taux', 655, 'taux BETWEEN 0 AND 100');
}
