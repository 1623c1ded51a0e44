import type { Knex } from 'knex';
import { address, trigram } from './helpers.ts';

/** The places searched around, the supplier's hotel catalogue, and the hotels that allot rooms, with their staff. */
export async function hotelTables(knex: Knex): Promise<void> {
  await knex.schema.createTable('location', (t) => {
    t.increments('id');
    t.string('name', 255).notNullable();
    t.string('address', 255);
    t.decimal('geo_lat', 9, 6).notNullable();
    t.decimal('geo_lng', 9, 6).notNullable();
    t.string('type', 20).notNullable();
    t.index(['name', 'id']);
    t.index(['type', 'name']);
  });
  await trigram(knex, 'location', 'name');

  await knex.schema.createTable('hotel', (t) => {
    t.increments('id');
    t.string('ref', 50).notNullable().unique();
    t.string('name', 255).notNullable();
    t.integer('category');
    address(t);
    t.string('phone_number', 30);
    t.string('email', 255);
    t.string('website', 255);
    t.string('opening_hours', 255);
    t.text('comment');
    t.index(['name', 'id']);
    t.index(['category', 'id']);
    t.index(['city', 'id']);
    t.index(['post_code', 'id']);
  });
  await trigram(knex, 'hotel', 'name', 'city');

  await knex.schema.createTable('contingent_hotel', (t) => {
    t.increments('id');
    t.string('name', 255).notNullable();
    t.string('hrs_ref', 50);
    t.integer('category');
    address(t);
    t.string('phone_number', 30);
    t.string('email', 255);
    t.string('website', 255);
    t.string('opening_hours', 255);
    t.text('comment');
    t.string('contingent_email', 1000);
    t.integer('hotel_user_id').references('user.id').onDelete('SET NULL').index();
    t.boolean('enable_virtual_card').notNullable().defaultTo(false);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.index(['name', 'id']);
    t.index(['hrs_ref', 'id']);
    t.index(['category', 'id']);
    t.index(['city', 'id']);
    t.index(['post_code', 'id']);
  });
  await trigram(knex, 'contingent_hotel', 'name', 'city');

  await knex.schema.alterTable('user', (t) => {
    t.integer('hotel_id').references('contingent_hotel.id').onDelete('SET NULL').index();
    t.index(['email', 'id']);
  });
}
