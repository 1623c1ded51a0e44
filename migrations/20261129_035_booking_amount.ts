import type { Knex } from 'knex';

/**
 * A booking's fees and amount, computed once by the database from what the booking keeps: the fees are the global fee
 * plus the per-room fee for each room (at least one), and the amount is the stay's price plus those fees, null while
 * the stay has no price (a request not yet quoted). Every screen, document, export and statistic reads these columns
 * (docs/glossary.md, amount). The statistics' covering indexes carry the amount instead of the stay's price.
 */
const FEES = 'coalesce(booking_fees_global, 0) + coalesce(booking_fees_per_room, 0) * greatest(single_rooms + double_rooms, 1)';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE booking
    ADD COLUMN fees_total numeric(12, 2) GENERATED ALWAYS AS (${FEES}) STORED,
    ADD COLUMN amount numeric(12, 2) GENERATED ALWAYS AS (total_price + ${FEES}) STORED`);
  await knex.raw('DROP INDEX booking_stats_company, booking_stats_user');
  await knex.raw(`CREATE INDEX booking_stats_company ON booking (company_id, arrival_date)
    INCLUDE (status, departure_date, single_rooms, double_rooms, amount, travel_policy_ok)`);
  await knex.raw(`CREATE INDEX booking_stats_user ON booking (user_id, arrival_date)
    INCLUDE (company_id, status, departure_date, single_rooms, double_rooms, amount, travel_policy_ok)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX booking_stats_company, booking_stats_user');
  await knex.raw('ALTER TABLE booking DROP COLUMN amount, DROP COLUMN fees_total');
  await knex.raw(`CREATE INDEX booking_stats_company ON booking (company_id, arrival_date)
    INCLUDE (status, departure_date, single_rooms, double_rooms, total_price, travel_policy_ok)`);
  await knex.raw(`CREATE INDEX booking_stats_user ON booking (user_id, arrival_date)
    INCLUDE (company_id, status, departure_date, single_rooms, double_rooms, total_price, travel_policy_ok)`);
}
