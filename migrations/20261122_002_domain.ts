import type { Knex } from 'knex';
import { companyTables } from './20261122_002_domain/companies.ts';
import { hotelTables } from './20261122_002_domain/hotels.ts';
import { contingentTables } from './20261122_002_domain/contingents.ts';
import { bookingTables } from './20261122_002_domain/bookings.ts';
import { messageTables } from './20261122_002_domain/messages.ts';

/**
 * The rest of the domain model: travellers and company settings, the hotel catalogue, contingents, bookings,
 * messages and surveys. Check constraints are named `<table>__<column>__c<code>` so a violation reaches the client
 * as the error code of its rule on the right field.
 */

export async function up(knex: Knex): Promise<void> {
  await companyTables(knex);
  await hotelTables(knex);
  await contingentTables(knex);
  await bookingTables(knex);
  await messageTables(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('maillog', (t) => t.dropColumn('booking_id'));
  await knex.schema.alterTable('user', (t) => t.dropColumn('hotel_id'));
  for (const table of [
    'survey_reply',
    'survey_question_traveller',
    'message',
    'contingent_booking',
    'booking_history',
    'booking',
    'retrocession',
    'hotelretrocession',
    'contingent',
    'configcontingent',
    'hotelgamme',
    'contingent_hotel',
    'hotel',
    'location',
    'company_provider_data',
    'favorite_location',
    'booking_option_field',
    'booking_input_field',
    'traveller',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
