import type { Knex } from 'knex';
import { TRANSITIONS } from '../../../entities/bookingFlow.ts';
import { AGENCY_TIME_ZONE } from '../../../entities/agencyTime.ts';

const BATCH = 500;
const scheduled = (event: string) => TRANSITIONS.find((transition) => transition.event === event && transition.actors.includes('scheduler'))!;
const completion = scheduled('complete');
const abandonment = scheduled('abandon');

/**
 * How long an online booking left unfinished after "Réserver" stays in its booker's "En cours", to be resumed: a day
 * untouched, then it is given up, as the booker would have by leaving it (its offer's price is long gone by then).
 */
export const UNFINISHED_KEPT_HOURS = 24;

/**
 * Bookings whose stay is over become completed (the 'complete' row of the transition table), with their history row.
 * Idempotent, and safe with several instances running it at once: each batch claims its rows with
 * FOR UPDATE SKIP LOCKED, so no booking is completed twice. Answers how many were completed.
 */
export async function completePastBookings(knex: Knex): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await knex.raw<{ rows: { id: number }[] }>(
      `WITH due AS (
         SELECT id, status FROM booking
          WHERE status = ANY(?) AND departure_date < (now() AT TIME ZONE '${AGENCY_TIME_ZONE}')::date
          ORDER BY departure_date, id
          LIMIT ?
          FOR UPDATE SKIP LOCKED
       ), moved AS (
         UPDATE booking b SET status = ?, updated_at = now() FROM due WHERE b.id = due.id RETURNING b.id, due.status AS status_from
       )
       INSERT INTO booking_history (booking_id, type, status_from, status_to, comment)
       SELECT id, 'status', status_from, ?, NULL FROM moved
       RETURNING booking_id AS id`,
      [completion.from.filter((status) => status !== null), BATCH, completion.to, completion.to],
    );
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/**
 * Online bookings left unfinished for `hours` are given up (the 'abandon' row of the transition table), with their
 * history row: they leave the bookings' lists and exports. A finalisation under way touches its booking, so none is
 * given up under its feet. Safe with several instances at once, as completePastBookings. Answers how many.
 */
export async function abandonUnfinishedBookings(knex: Knex, hours = UNFINISHED_KEPT_HOURS): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await knex.raw<{ rows: { id: number }[] }>(
      `WITH due AS (
         SELECT id, status FROM booking
          WHERE status = ANY(?) AND is_online AND updated_at < now() - make_interval(hours => ?)
          ORDER BY updated_at, id
          LIMIT ?
          FOR UPDATE SKIP LOCKED
       ), moved AS (
         UPDATE booking b SET status = ?, updated_at = now() FROM due WHERE b.id = due.id RETURNING b.id, due.status AS status_from
       )
       INSERT INTO booking_history (booking_id, type, status_from, status_to, comment)
       SELECT id, 'status', status_from, ?, NULL FROM moved
       RETURNING booking_id AS id`,
      [abandonment.from.filter((status) => status !== null), hours, BATCH, abandonment.to, abandonment.to],
    );
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}
