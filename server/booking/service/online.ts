// The online booking (walked through in docs/architecture.md): an offer chosen on the offers page becomes a booking
// in status 0, the booking form reads it back with everything it needs, and the booker may give it up. Its
// finalisation is in finalise.ts.
import type { FromSchema } from 'json-schema-to-ts';
import type { Knex } from 'knex';
import { agencyToday, nightsBetween, stayErrors } from '../../../entities/bookingRules.ts';
import { STATUS } from '../../../entities/bookingStatus.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import type { Identity } from '../../../entities/identity.ts';
import { DEFAULT_SERVICES, type Offer } from '../../../entities/offer.ts';
import type { ValidationPhase } from '../../../entities/validationRules.ts';
import { ApiError, invalid, notFound } from '../../errors.ts';
import { evaluateOffer } from '../../offers/policy.ts';
import { newLinkToken } from '../../tokens.ts';
import { actorsOf, visibleBooking } from '../queries/access.ts';
import { newBookingRef, snapshotOf } from '../queries/columns.ts';
import { companyCustomFields } from '../queries/customFields.ts';
import type { searchSchema } from '../routes/schemas.ts';
import type { BookingContext } from './context.ts';
import { claimedColumn } from './finalisationClaim.ts';
import { bookerOf, bookerWithPolicy, companyManagers } from './people.ts';
import { createWithoutMail, moveBooking, type Moved, startStatus, statusForbidden } from './status.ts';
import { validationPhase } from './validation.ts';

/** The search an offer was chosen in, as its route's schema accepts it. */
export type SearchBody = FromSchema<typeof searchSchema>;

/** A chosen offer becomes the caller's booking in status 0, once the server has judged the offer again. */
export async function startOnlineBooking({ knex, offers }: BookingContext, identity: Identity, { offerKey, search }: { offerKey: string; search: SearchBody }) {
  const { booker, policy } = await bookerWithPolicy(knex, identity);
  if (!booker.online_enabled || !booker.hrs_search_enabled || booker.company_online === false) {
    throw new ApiError(403, ErrorCode.ONLINE_DISABLED, 'online booking is not enabled for this user');
  }
  const errors = stayErrors(search, { online: true, today: agencyToday() });
  if (Object.keys(errors).length > 0) throw invalid(errors, 'invalid stay');

  const offer = await offers.quote(offerKey, { companyId: booker.company_id, training: policy.training });
  if (!offer) throw new ApiError(409, ErrorCode.NOT_AVAILABLE, 'the offer is no longer available');
  // The key carries its stay: an offer quoted for other dates or rooms than the search is not this booking's.
  const rooms = offer.occupancy === 2 ? search.double : search.single;
  if (offer.rooms !== rooms || offer.nights !== nightsBetween(search.from, search.to) || (offer.occupancy === 2) !== search.double > 0) {
    throw invalid({ offerKey: ErrorCode.BAD_FORMAT }, 'the offer does not match the search');
  }
  // The offers page hides what the settings and the travel policy exclude; the server judges the offer again.
  const verdict = evaluateOffer(offer, policy, { services: { ...DEFAULT_SERVICES, ...search.services }, from: search.from });
  if (verdict.excluded) throw new ApiError(409, ErrorCode.NO_OFFER, `the offer is excluded: ${verdict.excluded}`);

  const status = startStatus('start_online', 'user', true);
  return createWithoutMail(
    knex,
    { event: 'start_online', status, userId: identity.id },
    knex('booking')
      .insert({
        ref: newBookingRef(knex),
        public_token: newLinkToken(),
        status,
        is_online: true,
        arrival_date: search.from,
        departure_date: search.to,
        destination: destinationName(search.destination) || offer.hotel.city,
        travellers: '',
        company_id: booker.company_id,
        user_id: identity.id,
        hotel_id: catalogueHotelOf(knex, offer),
        ...snapshotOf(offer),
        single_rooms: search.single,
        double_rooms: search.double,
        services: JSON.stringify(search.services ?? {}),
        booking_fees_global: booker.booking_fees_global_online,
        booking_fees_global_label: booker.booking_fees_global_label,
        booking_fees_per_room: booker.booking_fees_per_room_online,
        booking_fees_per_room_label: booker.booking_fees_per_room_label,
        payment_mode: offer.paymentMode ?? booker.payment_mode,
        travel_policy_ok: verdict.travelPolicy.ok,
        // Which decision the managers take, fixed when the offer is chosen: the form asks for them accordingly.
        validation: validationPhase(booker, verdict.travelPolicy),
      })
      .returning(['id', 'ref']),
  );
}

/** Whether the offer's cancellation terms make the company ask the traveller for a card as guarantee. */
const cardRequired = (guarantee: string, freeCancellation: boolean | null) => guarantee === 'always' || (guarantee === 'chargeable' && !freeCancellation);

/** The unfinished booking as its form shows it: the offer, the stay, the fees, and what the form asks for. */
export async function bookingForm({ knex }: BookingContext, identity: Identity, id: number) {
  const booking = await unfinishedBooking(knex, identity, id);
  const booker = await bookerOf(knex, identity);
  const [customFields, managers] = await Promise.all([companyCustomFields(knex, booker.company_id), companyManagers(knex, booker.company_id, identity.id)]);
  const phase = booking.validation as ValidationPhase | null;
  return {
    id: booking.id,
    ref: booking.ref,
    status: booking.status,
    offer: {
      provider: booking.provider,
      hotelKey: booking.hotel_key,
      offerKey: booking.offer_key,
      hotelName: booking.hotel_name,
      hotelAddress: booking.hotel_address,
      roomLabel: booking.room_label,
      pricePerNight: booking.price_per_night,
      totalPrice: booking.total_price,
      currency: booking.currency,
      breakfastIncluded: booking.breakfast_included,
      breakfastPrice: booking.breakfast_price,
      freeCancellation: booking.free_cancellation,
      cancellationDeadline: booking.cancellation_deadline,
    },
    stay: {
      destination: booking.destination,
      from: booking.arrival_date,
      to: booking.departure_date,
      nights: nightsBetween(booking.arrival_date, booking.departure_date),
      single: booking.single_rooms,
      double: booking.double_rooms,
      services: booking.services,
    },
    fees: {
      global: booking.booking_fees_global,
      globalLabel: booking.booking_fees_global_label,
      perRoom: booking.booking_fees_per_room,
      perRoomLabel: booking.booking_fees_per_room_label,
      total: booking.fees_total,
    },
    total: booking.amount ?? booking.fees_total,
    customFields,
    orderNumber: { required: booker.order_number_required, label: booker.order_number_label, pattern: booker.order_number_pattern },
    payment: { mode: booking.payment_mode, cardGuarantee: booker.card_guarantee, cardRequired: cardRequired(booker.card_guarantee, booking.free_cancellation) },
    validation: { phase, managers: phase ? managers : [], multiManager: booker.multi_manager_enabled },
    travelPolicyOk: booking.travel_policy_ok,
  };
}

/** The booker gives a booking up (an online one left unfinished, most often); to anyone else it is not theirs (404). */
export async function abandonBooking({ knex, notifier }: BookingContext, identity: Identity, id: number): Promise<Moved> {
  const booking = await visibleBooking(knex, identity, id);
  if (!(await actorsOf(knex, identity, booking)).includes('user')) throw notFound();
  return knex.transaction(async (trx) => {
    // A booking being finalised (its confirmation claimed, and the claim still alive) is not given up under the
    // finalisation's feet.
    const current = await trx('booking').where({ id: booking.id }).forUpdate().first('status', claimedColumn(trx));
    if (current.status === STATUS.incomplete && current.claimed) throw statusForbidden();
    return moveBooking(trx, notifier, { bookingId: booking.id, event: 'abandon', actor: 'user', userId: identity.id });
  });
}

function destinationName(destination: SearchBody['destination']): string | null {
  if (!destination) return null;
  const name = typeof destination === 'string' ? destination : (destination.label ?? destination.city ?? '');
  return name.trim().slice(0, 255) || null;
}

/** The catalogue hotel behind a simulator offer (hotel key `sim-<id>`) when it is one, as the booking's hotel_id. */
function catalogueHotelOf(db: Knex, offer: Offer): Knex.Raw<number | null> | null {
  const match = /^sim-(\d+)$/.exec(offer.hotel.key);
  if (!match || Number(match[1]) > 2147483647) return null;
  // Read by the insert itself: a hotel gone since the search leaves the booking without one.
  return db.raw('(SELECT id FROM hotel WHERE id = ?)', [Number(match[1])]);
}

/** The caller's own online booking while it is unfinished (status 0). Anything else is a 404. */
async function unfinishedBooking(db: Knex, identity: Identity, id: number) {
  const booking = await db('booking').where({ id, user_id: identity.id, is_online: true }).first();
  if (!booking || booking.status !== STATUS.incomplete) throw notFound();
  return booking;
}
