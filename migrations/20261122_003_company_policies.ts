import type { Knex } from 'knex';

/**
 * Two per-company configurations: the white label (the agency contacts a white-labelled company's users see) and the
 * travel policy (default prices per room, a season, and prices per sector). One of each per company at most, hence
 * the unique company_id, which also serves as the foreign key's index. Check constraints follow the naming of
 * 002_domain (`<table>__<column>__c<code>`) so a violation that slips past the routes still names its field and code.
 */

const PRICES = ['price_with_breakfast', 'price_without_breakfast', 'price_evening_stop', 'price_meal'] as const;
const SECTOR_TYPES = ['region', 'department', 'city', 'zone', 'other'] as const;

function check(knex: Knex, table: string, column: string, code: number, condition: string) {
  return knex.raw(`ALTER TABLE ?? ADD CONSTRAINT ?? CHECK (${condition})`, [table, `${table}__${column}__c${code}`]);
}

function prices(t: Knex.CreateTableBuilder) {
  for (const price of PRICES) t.decimal(price, 12, 2);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('company_white_mark', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().unique().references('company.id').onDelete('CASCADE');
    t.string('phone', 30);
    t.string('emergency_phone', 30);
    t.string('email', 255);
    t.string('opening_hours', 255);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('travel_policy', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().unique().references('company.id').onDelete('CASCADE');
    t.integer('mode').notNullable().defaultTo(0);
    prices(t);
    // A yearly season as day/month, e.g. 01/07 to 31/08; it may run over the new year (01/12 to 28/02).
    t.string('date_from', 5);
    t.string('date_to', 5);
    t.timestamps(true, true);
  });
  await check(knex, 'travel_policy', 'mode', 760, 'mode IN (0, 10, 20, 30)');
  await check(knex, 'travel_policy', 'date_from', 20, '(date_from IS NULL) = (date_to IS NULL)');
  for (const price of PRICES) await check(knex, 'travel_policy', price, 11, `${price} >= 0`);

  await knex.schema.createTable('travel_policy_row', (t) => {
    t.increments('id');
    t.integer('travel_policy_id').notNullable().references('travel_policy.id').onDelete('CASCADE').index();
    t.enu('sector_type', SECTOR_TYPES, { useNative: true, enumName: 'travel_policy_sector_type' }).notNullable();
    // A region name, a department code ('69', '2A'), a city, a zone id or free text, as sector_type says.
    t.text('sector_value').notNullable();
    prices(t);
    // Deferred: a save may swap the sectors of two rows, which collide only halfway through the updates.
    t.unique(['travel_policy_id', 'sector_type', 'sector_value'], { deferrable: 'deferred' });
  });
  for (const price of PRICES) await check(knex, 'travel_policy_row', price, 11, `${price} >= 0`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('travel_policy_row');
  await knex.raw('DROP TYPE IF EXISTS travel_policy_sector_type');
  await knex.schema.dropTableIfExists('travel_policy');
  await knex.schema.dropTableIfExists('company_white_mark');
}
