import type { Knex } from 'knex';
import type { Identity } from '../../../entities/identity.ts';
import { decisionsOf, openPhaseOf, STATUS_OF, type ValidationPhase } from '../../../entities/validationRules.ts';
import { linkInvalid } from '../service/validation.ts';
import { actorsOf, visibleBooking } from './access.ts';
import { bookingManagers } from './detail.ts';

/**
 * The booking as a manager deciding on it reads it, by the mail's link or signed in (GET /booking/:id/validation):
 * one statement.
 */
export async function validationBooking(knex: Knex, bookingId: number) {
  const booking = await knex('booking as b')
    .join('company as c', 'c.id', 'b.company_id')
    .leftJoin('user as u', 'u.id', 'b.user_id')
    .where('b.id', bookingId)
    .first(
      'b.id',
      'b.ref',
      'b.status',
      'b.hotel_name',
      'b.hotel_address',
      'b.room_label',
      'b.destination',
      'b.arrival_date',
      'b.departure_date',
      'b.travellers',
      'b.single_rooms',
      'b.double_rooms',
      'b.total_price',
      'b.currency',
      'b.free_cancellation',
      'b.cancellation_deadline',
      'b.breakfast_included',
      'b.fees_total',
      'b.amount',
      'b.travel_policy_ok',
      'b.order_number',
      'b.remarks',
      'c.name as company',
      'u.first_name as booker_first_name',
      'u.last_name as booker_last_name',
    );
  const rooms = booking.single_rooms + booking.double_rooms;
  return {
    ref: booking.ref as string,
    status: booking.status as number,
    company: booking.company as string,
    booker: `${booking.booker_first_name ?? ''} ${booking.booker_last_name ?? ''}`.trim(),
    hotelName: booking.hotel_name,
    hotelAddress: booking.hotel_address,
    roomLabel: booking.room_label,
    destination: booking.destination,
    from: String(booking.arrival_date instanceof Date ? booking.arrival_date.toISOString() : booking.arrival_date).slice(0, 10),
    to: String(booking.departure_date instanceof Date ? booking.departure_date.toISOString() : booking.departure_date).slice(0, 10),
    travellers: booking.travellers,
    rooms,
    totalPrice: booking.total_price === null ? null : Number(booking.total_price),
    fees: booking.fees_total as number,
    amount: booking.amount as number | null,
    currency: booking.currency,
    breakfastIncluded: booking.breakfast_included,
    freeCancellation: booking.free_cancellation,
    cancellationDeadline: booking.cancellation_deadline,
    travelPolicyOk: booking.travel_policy_ok,
    orderNumber: booking.order_number,
    remarks: booking.remarks,
  };
}

/** A booking's validation as a signed-in reader sees it: the open question, who was asked, whether the caller decides. */
export async function validationState(knex: Knex, identity: Identity, id: number) {
  const visible = await visibleBooking(knex, identity, id);
  const [booking, managers] = await Promise.all([validationBooking(knex, visible.id), bookingManagers(knex, visible.id)]);
  // A question is open while the status waits on it and someone was asked it.
  const open = openPhaseOf(visible.status);
  const phase = open && managers.some((manager) => manager.phase === open) ? open : null;
  const actors = await actorsOf(knex, identity, visible);
  const canDecide =
    phase !== null &&
    actors.includes('manager') &&
    managers.some((manager) => manager.user_id === identity.id && manager.phase === phase && manager.decision === null);
  return {
    phase,
    canDecide,
    decisions: canDecide && phase ? decisionsOf(phase) : [],
    managers: managers.map((manager) => ({
      userId: manager.user_id,
      name: `${manager.first_name} ${manager.last_name}`,
      phase: manager.phase,
      decision: manager.decision,
      reason: manager.reason,
      decidedAt: manager.decided_at,
    })),
    booking,
  };
}

/** The question behind a manager's private link, with its booking; a link unknown, expired or used up is 205. */
export async function validationByLink(knex: Knex, token: string) {
  const asked = await knex('booking_manager').where({ token }).first();
  if (!asked || new Date(asked.expires_at) <= new Date() || asked.decision !== null) throw linkInvalid();
  const booking = await validationBooking(knex, asked.booking_id);
  const manager = await knex('user').where({ id: asked.user_id }).first('first_name', 'last_name');
  if (booking.status !== STATUS_OF[asked.phase as ValidationPhase]) throw linkInvalid();
  return {
    phase: asked.phase,
    decisions: decisionsOf(asked.phase),
    expiresAt: asked.expires_at,
    manager: { firstName: manager.first_name, lastName: manager.last_name },
    booking,
  };
}
