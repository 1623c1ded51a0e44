import type { Knex } from 'knex';

/**
 * The back office's bookings list filters on the kind of request (group, seminar, public link, training) in arrival
 * order. Most bookings are no such request, so the index holds only those that are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX booking_request_kind ON booking (request_kind, arrival_date, id) WHERE request_kind IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX booking_request_kind');
}
