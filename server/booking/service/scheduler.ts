import type { Knex } from 'knex';
import { type BookingEvent, TRANSITIONS } from '../../../entities/bookingFlow.ts';
import { AGENCY_TIME_ZONE } from '../../../entities/agencyTime.ts';

const BATCH = 500;

/**
 * How long an online booking left unfinished after "Réserver" stays in its booker's "En cours", to be resumed: a day
 * untouched, then it is given up, as the booker would have by leaving it (its offer's price is long gone by then).
 */
export const UNFINISHED_KEPT_HOURS = 24;

/**
 * Moves the bookings that `due` (a condition on the booking's columns, with its values) picks, in the order `order`,
 * through the scheduler's row of `event` in the transition table, each with its history row. Idempotent, and safe
 * with several instances running it at once: each batch claims its rows with FOR UPDATE SKIP LOCKED, so no booking is
 * moved twice. Answers how many were moved.
 */
async function moveDue(knex: Knex, event: BookingEvent, due: { where: string; values: Knex.Value[]; order: string }): Promise<number> {
  const transition = TRANSITIONS.find((candidate) => candidate.event === event && candidate.actors.includes('scheduler'))!;
  let total = 0;
  for (;;) {
    const { rows } = await knex.raw<{ rows: { id: number }[] }>(
      `WITH due AS (
         SELECT id, status FROM booking
          WHERE status = ANY(?) AND ${due.where}
          ORDER BY ${due.order}, id
          LIMIT ?
          FOR UPDATE SKIP LOCKED
       ), moved AS (
         UPDATE booking b SET status = ?, updated_at = now() FROM due WHERE b.id = due.id RETURNING b.id, due.status AS status_from
       )
       INSERT INTO booking_history (booking_id, type, status_from, status_to, comment)
       SELECT id, 'status', status_from, ?, NULL FROM moved
       RETURNING booking_id AS id`,
      [transition.from.filter((status) => status !== null), ...due.values, BATCH, transition.to, transition.to],
    );
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/** Bookings whose stay is over become completed. */
export const completePastBookings = (knex: Knex) =>
  moveDue(knex, 'complete', { where: `departure_date < (now() AT TIME ZONE '${AGENCY_TIME_ZONE}')::date`, values: [], order: 'departure_date' });

/**
 * Online bookings left unfinished for `hours` are given up: they leave the bookings' lists and exports. A
 * finalisation under way touches its booking, so none is given up under its feet.
 */
export const abandonUnfinishedBookings = (knex: Knex, hours = UNFINISHED_KEPT_HOURS) =>
  moveDue(knex, 'abandon', { where: 'is_online AND updated_at < now() - make_interval(hours => ?)', values: [hours], order: 'updated_at' });
