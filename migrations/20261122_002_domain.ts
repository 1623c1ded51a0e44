import type { Knex } from 'knex';

/**
 * The rest of the domain model: travellers and company settings, the hotel catalogue, contingents, bookings,
 * messages and surveys. Check constraints are named `<table>__<column>__c<code>` so a violation reaches the client
 * as the error code of its rule on the right field.
 */

async function trigram(knex: Knex, table: string, ...columns: string[]) {
  for (const column of columns) {
    await knex.raw('CREATE INDEX ?? ON ?? USING gin (?? gin_trgm_ops)', [`${table}_${column}_trgm`, table, column]);
  }
}

function check(knex: Knex, table: string, column: string, code: number, condition: string) {
  return knex.raw(`ALTER TABLE ?? ADD CONSTRAINT ?? CHECK (${condition})`, [table, `${table}__${column}__c${code}`]);
}

function address(t: Knex.CreateTableBuilder) {
  t.string('address1', 255);
  t.string('address2', 255);
  t.string('post_code', 20);
  t.string('city', 100);
  t.string('country', 100);
  t.decimal('geo_lat', 9, 6);
  t.decimal('geo_lng', 9, 6);
}

export async function up(knex: Knex): Promise<void> {
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

  await knex.schema.createTable('booking', (t) => {
    t.increments('id');
    t.string('ref', 30).notNullable().unique();
    t.string('booking_base_id', 100);
    t.integer('status').notNullable();
    t.boolean('is_online').notNullable();
    t.date('arrival_date').notNullable();
    t.date('departure_date').notNullable();
    t.string('destination', 255);
    t.string('travellers', 1000);
    t.integer('company_id').notNullable().references('company.id').onDelete('RESTRICT');
    t.integer('user_id').references('user.id').onDelete('SET NULL');
    t.integer('hotel_id').references('hotel.id').onDelete('SET NULL').index();
    t.decimal('booking_fees_global', 12, 2);
    t.string('booking_fees_global_label', 100);
    t.decimal('booking_fees_per_room', 12, 2);
    t.string('booking_fees_per_room_label', 100);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The back-office screens filter by company and status and sort by arrival; the front office lists a user's.
    t.index(['company_id', 'status', 'arrival_date', 'id']);
    t.index(['company_id', 'arrival_date', 'id']);
    t.index(['status', 'arrival_date', 'id']);
    t.index(['user_id', 'arrival_date', 'id']);
    t.index(['arrival_date', 'id']);
    t.index(['departure_date', 'id']);
    t.index(['created_at', 'id']);
    t.index(['booking_base_id']);
  });
  await check(knex, 'booking', 'departure_date', 23, 'departure_date > arrival_date');
  await trigram(knex, 'booking', 'ref', 'destination', 'travellers');

  await knex.schema.createTable('booking_history', (t) => {
    t.increments('id');
    t.integer('booking_id').notNullable().references('booking.id').onDelete('CASCADE');
    t.timestamp('date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('type', 50).notNullable();
    t.integer('status_from');
    t.integer('status_to');
    t.integer('user_id').references('user.id').onDelete('SET NULL').index();
    t.text('comment');
    t.index(['booking_id', 'date', 'id']);
    t.index(['date', 'id']);
    t.index(['type', 'date']);
  });

  await knex.schema.createTable('contingent_booking', (t) => {
    t.increments('id');
    t.string('ref', 30).notNullable().unique();
    t.integer('booking_id').references('booking.id').onDelete('SET NULL').index();
    t.integer('hotel_id').notNullable().references('contingent_hotel.id').onDelete('RESTRICT');
    t.integer('hotel_gamme_id').notNullable().references('hotelgamme.id').onDelete('RESTRICT').index();
    t.integer('company_id').references('company.id').onDelete('SET NULL').index();
    t.integer('status').notNullable();
    t.boolean('is_online').notNullable().defaultTo(true);
    t.boolean('is_etape').notNullable().defaultTo(false);
    t.date('arrival_date').notNullable();
    t.date('departure_date').notNullable();
    t.integer('quantite').notNullable().defaultTo(1);
    t.string('destination', 255);
    t.string('travellers', 1000);
    t.decimal('fees', 12, 2);
    t.index(['hotel_id', 'arrival_date', 'id']);
    t.index(['arrival_date', 'id']);
    t.index(['departure_date', 'id']);
    t.index(['status', 'arrival_date', 'id']);
  });
  await trigram(knex, 'contingent_booking', 'ref', 'travellers');

  await knex.schema.alterTable('maillog', (t) => {
    t.integer('booking_id').references('booking.id').onDelete('SET NULL');
    t.index(['booking_id', 'send_at', 'id']);
  });

  await knex.schema.createTable('message', (t) => {
    t.increments('id');
    t.timestamp('date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('subject', 255).notNullable();
    t.text('content').notNullable();
    t.integer('user_id').notNullable().references('user.id').onDelete('CASCADE');
    t.integer('company_id').references('company.id').onDelete('CASCADE');
    t.integer('bba_contact_id').references('bbacontact.id').onDelete('SET NULL');
    t.integer('booking_id').references('booking.id').onDelete('SET NULL').index();
    t.integer('parent_id').references('message.id').onDelete('CASCADE');
    t.boolean('seen').notNullable().defaultTo(false);
    t.index(['company_id', 'date', 'id']);
    t.index(['user_id', 'date', 'id']);
    t.index(['bba_contact_id', 'date', 'id']);
    t.index(['parent_id', 'date', 'id']);
    t.index(['date', 'id']);
    t.index(['subject', 'id']);
  });
  await trigram(knex, 'message', 'subject');

  await knex.schema.createTable('survey_question_traveller', (t) => {
    t.increments('id');
    t.integer('position').notNullable().defaultTo(0);
    t.string('label', 255).notNullable();
    t.integer('field_type').notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.index(['position', 'id']);
    t.index(['label', 'id']);
    t.index(['field_type', 'position']);
  });
  await trigram(knex, 'survey_question_traveller', 'label');

  await knex.schema.createTable('survey_reply', (t) => {
    t.increments('id');
    t.timestamp('date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('company_id').references('company.id').onDelete('CASCADE');
    t.integer('user_id').references('user.id').onDelete('SET NULL').index();
    t.integer('traveller_id').references('traveller.id').onDelete('SET NULL').index();
    t.integer('booking_id').references('booking.id').onDelete('SET NULL').index();
    t.text('answers');
    t.index(['company_id', 'date', 'id']);
    t.index(['date', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('maillog', (t) => t.dropColumn('booking_id'));
  await knex.schema.alterTable('user', (t) => t.dropColumn('hotel_id'));
  for (const table of [
    'survey_reply', 'survey_question_traveller', 'message', 'contingent_booking', 'booking_history', 'booking',
    'retrocession', 'hotelretrocession', 'contingent', 'configcontingent', 'hotelgamme', 'contingent_hotel', 'hotel',
    'location', 'company_provider_data', 'favorite_location', 'booking_option_field', 'booking_input_field', 'traveller',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
