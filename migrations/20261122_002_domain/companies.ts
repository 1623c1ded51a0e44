import type { Knex } from 'knex';
import { address, trigram } from './helpers.ts';

/**
 * The company's people and settings: its travellers, the custom booking fields and their choices, favourite places,
 * supplier codes.
 */
export async function companyTables(knex: Knex): Promise<void> {
  await knex.schema.createTable('traveller', (t) => {
    t.increments('id');
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.specificType('full_name', "text GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED");
    t.string('email', 255);
    t.string('mobile_phone', 30);
    t.integer('company_id').notNullable().references('company.id').onDelete('CASCADE');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['company_id', 'last_name', 'id']);
    t.index(['last_name', 'id']);
    t.index(['first_name', 'id']);
    t.index(['full_name', 'id']);
    t.index(['email', 'id']);
    t.index(['created_at', 'id']);
  });
  await trigram(knex, 'traveller', 'first_name', 'last_name', 'email');

  await knex.schema.createTable('booking_input_field', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('company.id').onDelete('CASCADE');
    t.string('label', 255).notNullable();
    t.integer('rank').notNullable().defaultTo(0);
    t.integer('type').notNullable();
    t.boolean('required').notNullable().defaultTo(false);
    t.integer('text_length');
    t.string('placeholder', 255);
    t.string('mask', 100);
    t.string('error_message', 255);
    t.boolean('read_only').notNullable().defaultTo(false);
    t.string('default_value', 255);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.index(['company_id', 'rank', 'id']);
    t.index(['rank', 'id']);
    t.index(['label', 'id']);
    t.index(['type', 'rank']);
  });
  await trigram(knex, 'booking_input_field', 'label');

  await knex.schema.createTable('booking_option_field', (t) => {
    t.increments('id');
    t.integer('field_id').notNullable().references('booking_input_field.id').onDelete('CASCADE');
    t.string('label', 255).notNullable();
    t.string('value', 255).notNullable();
    t.integer('rank').notNullable().defaultTo(0);
    t.index(['field_id', 'rank', 'id']);
    t.index(['rank', 'id']);
    t.index(['label', 'id']);
  });
  await trigram(knex, 'booking_option_field', 'label');

  await knex.schema.createTable('favorite_location', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('company.id').onDelete('CASCADE');
    t.string('name', 255).notNullable();
    address(t);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.index(['company_id', 'name', 'id']);
    t.index(['name', 'id']);
    t.index(['city', 'id']);
  });
  await knex.raw('ALTER TABLE favorite_location ALTER COLUMN geo_lat SET NOT NULL, ALTER COLUMN geo_lng SET NOT NULL');
  await trigram(knex, 'favorite_location', 'name', 'city');

  await knex.schema.createTable('company_provider_data', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('company.id').onDelete('CASCADE');
    t.string('label', 255).notNullable();
    t.index(['company_id', 'label', 'id']);
    t.index(['label', 'id']);
  });
  await trigram(knex, 'company_provider_data', 'label');
}
