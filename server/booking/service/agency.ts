import type { FromSchema } from 'json-schema-to-ts';
import type { AgencyEvent } from '../../../entities/bookingFlow.ts';
import { nextStatus } from '../../../entities/bookingFlow.ts';
import type { BookingStatus } from '../../../entities/bookingStatus.ts';
import type { RuleErrors } from '../../../entities/bookingRules.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import type { Identity } from '../../../entities/identity.ts';
import { invalid } from '../../errors.ts';
import { visibleBooking } from '../queries/access.ts';
import type { agencyBody } from '../routes/schemas.ts';
import type { BookingContext } from './context.ts';
import { moveBooking, type Moved, statusForbidden } from './status.ts';

// The agency's side of bookings, from the back office: the steps of an offline request, and taking a booking out.

/** What an agency step takes, as its route's schema accepts it (no body is an empty one). */
export type AgencyBody = NonNullable<FromSchema<typeof agencyBody>>;

/** What each agency step records, and what it cannot do without (code 10 on the missing input). */
export async function agencyStep({ knex: db, notifier }: BookingContext, identity: Identity, id: number, event: AgencyEvent, body: AgencyBody) {
  const booking = await visibleBooking(db, identity, id);
  const clean = (value: string | null | undefined) => value?.trim() || null;
  const offer = {
    ...(clean(body.hotelName) && { hotel_name: clean(body.hotelName) }),
    ...(body.pricePerNight != null && { price_per_night: body.pricePerNight }),
    ...(body.totalPrice != null && { total_price: body.totalPrice }),
    ...(clean(body.reference) && { booking_base_id: clean(body.reference) }),
  };
  const errors: RuleErrors = {};
  let patch: Record<string, unknown> = {};
  let comment = clean(body.comment);
  switch (event) {
    case 'take':
      patch = { agent_id: identity.id };
      break;
    case 'propose':
      if (!clean(body.proposal)) errors.proposal = ErrorCode.FIELD_REQUIRED;
      if (!offer.hotel_name) errors.hotelName = ErrorCode.FIELD_REQUIRED;
      if (offer.total_price == null) errors.totalPrice = ErrorCode.FIELD_REQUIRED;
      patch = { ...offer, proposal: clean(body.proposal) };
      comment = clean(body.proposal);
      break;
    case 'agency_confirm':
      // Confirmed straight from processing, or on the accepted proposal, whose hotel and price stand unless changed.
      if (!offer.hotel_name && !booking.hotel_name) errors.hotelName = ErrorCode.FIELD_REQUIRED;
      if (offer.total_price == null && booking.total_price == null) errors.totalPrice = ErrorCode.FIELD_REQUIRED;
      patch = offer;
      break;
    case 'modification_done':
      patch = offer;
      break;
    case 'cancellation_done':
      break;
    case 'agency_cancel':
      if (!clean(body.reason)) errors.reason = ErrorCode.FIELD_REQUIRED;
      patch = { cancellation_comment: clean(body.reason) };
      comment = clean(body.reason);
      break;
  }
  // The status is checked first: a form for a step the request is not at would only mislead.
  if (booking.is_online || nextStatus(booking.status as BookingStatus, event, 'agent', false) === null) throw statusForbidden();
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const moved = await db.transaction((trx) => moveBooking(trx, notifier, { bookingId: id, event, actor: 'agent', userId: identity.id, comment, patch }));
  return { id, ref: booking.ref as string, status: moved.to };
}

/** An agency admin takes a booking out of every list and every flow; the history keeps who did it and from what. */
export function adminDisable({ knex, notifier }: BookingContext, identity: Identity, id: number): Promise<Moved> {
  return knex.transaction((trx) => moveBooking(trx, notifier, { bookingId: id, event: 'disable', actor: 'admin', userId: identity.id }));
}
