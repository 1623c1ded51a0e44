import type { Knex } from 'knex';

/**
 * Online bookings left unfinished after "Réserver" are given up once untouched for a day (server/booking/service/
 * scheduler.ts): the sweep finds them by their last change, among the few still in that status.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX booking_unfinished ON booking (updated_at) WHERE status = 0 AND is_online');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX booking_unfinished');
}
