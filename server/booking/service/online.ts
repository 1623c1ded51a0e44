// The online booking (walked through in docs/architecture.md): an offer chosen on the offers page becomes a booking
// in status 0, the booking form reads it back with everything it needs, and the finalisation books it at the provider
// or asks the managers. Every status change goes through moveBooking (status.ts).
import type { Knex } from 'knex';
import type { BookingRow } from '../queries/row.ts';
import type { BookingActor } from '../../../entities/bookingFlow.ts';
import { agencyToday, nightsBetween, roomErrors, stayErrors } from '../../../entities/bookingRules.ts';
import { type BookingStatus, STATUS, statusHas } from '../../../entities/bookingStatus.ts';
import { customFieldsErrors, type CustomFieldValue } from '../../../entities/customFields.ts';
import { ErrorCode, type ErrorCodeValue } from '../../../entities/errors.ts';
import type { Identity } from '../../../entities/identity.ts';
import { DEFAULT_SERVICES, type Offer } from '../../../entities/offer.ts';
import { matchesOrderNumber } from '../../../entities/patterns.ts';
import { isTrainingCompany } from '../../../entities/training.ts';
import type { ValidationPhase } from '../../../entities/validationRules.ts';
import { ApiError, forbidden, invalid, notFound } from '../../errors.ts';
import { newLinkToken } from '../../tokens.ts';
import { evaluateOffer } from '../../offers/policy.ts';
import { OfferNotAvailable, type OfferProvider } from '../../offers/provider.ts';
import { actorsOf, visibleBooking } from '../queries/access.ts';
import { newBookingRef, type RoomInput, roomColumns, snapshotOf } from '../queries/columns.ts';
import { prepared } from '../../db/prepared.ts';
import { companyCustomFields, customFieldsColumn, type CustomFieldsColumn, customFieldsOf } from '../queries/customFields.ts';
import type { Aside } from './admission.ts';
import type { BookingContext } from './context.ts';
import type { BookingNotifier } from './notifications.ts';
import { activeBooker, type Booker, bookerColumn, bookerOf, bookerWithPolicy, companyManagers } from './people.ts';
import { createWithoutMail, type LockedBooking, type Move, moveBooking, type Moved, startStatus, statusForbidden } from './status.ts';
import { askManagers, postValidationNeeded, validationPhase, type ValidationSettings } from './validation.ts';

export interface SearchBody {
  /** A name, or the search form's destination object (its label, or its city). */
  destination?: string | { label?: string; city?: string } | null;
  from: string;
  to: string;
  single: number;
  double: number;
  services?: Record<string, boolean>;
}

export interface FinaliseBody {
  rooms: RoomInput[];
  remarks?: string | null;
  extras?: string | null;
  customFields?: Record<string, CustomFieldValue>;
  orderNumber?: string | null;
  managers?: number[];
  confirmationKey: string;
}

/** What finalising reads of the booking it confirms: named columns, so that the read runs as a prepared statement. */
const FINALISING_COLUMNS = [
  'id', 'ref', 'status', 'validation', 'is_online', 'confirmation_key', 'company_id', 'single_rooms', 'double_rooms', 'departure_date',
  'travel_policy_ok', 'offer_key', 'travellers', 'booking_fees_global',
] as const satisfies readonly (keyof BookingRow)[];
/** An online booking always has its offer's key. */
type FinalisingBooking = Omit<Pick<BookingRow, (typeof FINALISING_COLUMNS)[number]>, 'status' | 'offer_key'> & { status: BookingStatus; offer_key: string };

/** What the finalisation reads with the booking to judge the form: the booker, the travellers named, the custom fields. */
type FormFacts = { booker: Booker | null; named_travellers: Traveller[]; custom_fields: CustomFieldsColumn };

/** A traveller of the booker's company the form names, as the finalisation reads them. */
interface Traveller {
  id: number;
  first_name: string;
  last_name: string;
}

/** The enabled travellers of the company among `ids`, as a column (`named_travellers`) of the finalisation's read. */
const travellersColumn = (db: Knex, companyId: number, ids: number[]) => db.raw(
  `(SELECT coalesce(json_agg(json_build_object('id', t.id, 'first_name', t.first_name, 'last_name', t.last_name)), '[]')
    FROM traveller t WHERE t.id = ANY(?::int[]) AND t.company_id = ? AND t.enabled) AS named_travellers`,
  [[...new Set(ids)], companyId],
);

/** What the screens need to say what happens next. */
export interface FinaliseResult {
  id: number;
  ref: string;
  status: BookingStatus;
  validation: ValidationPhase | null;
  requireOrderNumber: boolean;
}

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
  return createWithoutMail(knex, { event: 'start_online', status, userId: identity.id }, knex('booking')
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
    .returning(['id', 'ref']));
}

/** Whether the offer's cancellation terms make the company ask the traveller for a card as guarantee. */
const cardRequired = (guarantee: string, freeCancellation: boolean | null) => guarantee === 'always' || (guarantee === 'chargeable' && !freeCancellation);

/** The unfinished booking as its form shows it: the offer, the stay, the fees, and what the form asks for. */
export async function bookingForm({ knex }: BookingContext, identity: Identity, id: number) {
  const booking = await unfinishedBooking(knex, identity, id);
  const booker = await bookerOf(knex, identity);
  const [customFields, managers] = await Promise.all([
    companyCustomFields(knex, booker.company_id),
    companyManagers(knex, booker.company_id, identity.id),
  ]);
  const phase = booking.validation as ValidationPhase | null;
  const rooms = booking.single_rooms + booking.double_rooms;
  const perRoom = booking.booking_fees_per_room ?? 0;
  const global = booking.booking_fees_global ?? 0;
  const fees = global + perRoom * rooms;
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
      total: fees,
    },
    total: (booking.total_price ?? 0) + fees,
    customFields,
    orderNumber: { required: booker.order_number_required, label: booker.order_number_label, pattern: booker.order_number_pattern },
    payment: { mode: booking.payment_mode, cardGuarantee: booker.card_guarantee, cardRequired: cardRequired(booker.card_guarantee, booking.free_cancellation) },
    validation: { phase, managers: phase ? managers : [], multiManager: booker.multi_manager_enabled },
    travelPolicyOk: booking.travel_policy_ok,
  };
}

/**
 * The booking form confirmed: the rules checked, the booking claimed for this confirmation, then either the managers
 * asked to authorise it (10), or the stay booked at the provider and the next step taken (validation, purchase
 * order, confirmed).
 */
export async function finaliseBooking(
  { knex, notifier, offers }: BookingContext,
  identity: Identity,
  id: number,
  body: FinaliseBody,
  aside: Aside = (wait) => wait(),
): Promise<FinaliseResult> {
  // The caller's booking, and the one this confirmation key claimed if another, in one read. The same confirmation sent
  // again (a double click, a retried request) answers what the first one did, whichever booking it named; one still
  // being finalised (status 0) is waited for below, in claimBooking.
  // What the form's rules need comes with them: the booker, read afresh so that switching a user or a company off
  // takes effect at once, the travellers the form names, and the company's custom fields.
  if (!identity.company) throw forbidden();
  const rows: (FinalisingBooking & FormFacts)[] = await prepared(knex('booking').where({ user_id: identity.id })
    .where((where) => where.where({ id, is_online: true }).orWhere({ confirmation_key: body.confirmationKey }))
    .select(
      ...FINALISING_COLUMNS,
      bookerColumn(knex, identity),
      travellersColumn(knex, identity.company.id, body.rooms.flatMap((room) => room.travellers)),
      customFieldsColumn(knex, identity.company.id),
    ));
  const replay = rows.find((row) => row.confirmation_key === body.confirmationKey);
  if (replay && replay.status !== STATUS.incomplete) return finaliseResult(replay);
  const booking = rows.find((row) => row.id === id && row.is_online);
  if (!booking) throw notFound();
  if (booking.status !== STATUS.incomplete) throw statusForbidden();
  const booker = activeBooker(booking.booker);
  const checked = await checkFinalise(knex, booking, booker, identity, body);

  // Claim the booking for this confirmation; a second request with the same key waits for the first one's result.
  const claim = await claimBooking(knex, booking.id, identity.id, body.confirmationKey, aside);
  if (claim !== 'claimed') return claim;
  const ended = finalisingHere(identity.id, body.confirmationKey);
  let providerReference: string | null = null;
  const toBook = { ...booking, travellers: checked.patch.travellers };
  // An allotment of this database is booked inside the transaction below, with the status change: both commit or
  // neither does, so a crash in between holds no room and a retry books once.
  const bookedWithin = checked.phase !== 'pre' && offers.booksWithin(booking.offer_key);
  try {
    // A remote supplier is called before the transaction opens: the claim already makes this request the only one
    // finalising the booking, and no connection or row lock is held while a supplier answers.
    if (checked.phase !== 'pre' && !bookedWithin) providerReference = (await aside(() => bookAtProvider(offers, toBook))).reference;
    return await knex.transaction(async (trx) => {
      // The booking is locked by the statement that moves it, which checks that it is still unfinished and claimed by
      // this request: a claim taken over after its timeout (this request was thought dead) is no longer this
      // request's to finish, and everything written before rolls back.
      const locked = { ...booking, unchanged: { status: STATUS.incomplete, confirmation_key: body.confirmationKey } };
      // An unfinished booking has no traveller rows: they are written here only, by the statement that ends it.
      const alongside = trx('booking_traveller').insert(checked.travellers);
      let moved;
      if (checked.phase === 'pre') {
        await askManagers(trx, booking.id, checked.managers, 'pre', booking.departure_date);
        moved = await moveBooking(trx, notifier, { bookingId: booking.id, locked, event: 'request_authorisation', actor: 'user', userId: identity.id, patch: { ...checked.patch, validation: 'pre' }, alongside });
      } else {
        moved = await afterProviderBooking(trx, notifier, {
          booking: { ...locked, order_number: checked.patch.order_number },
          company: booker,
          policyOk: booking.travel_policy_ok,
          postManagers: checked.phase === 'post' ? checked.managers : null,
          actor: 'user',
          userId: identity.id,
          // The form's values and the travellers are written with the status, in one statement.
          patch: bookedWithin ? checked.patch : { ...checked.patch, booking_base_id: providerReference },
          alongside,
        });
        // Last, so that the allotment's rows stay locked from here to the commit only.
        if (bookedWithin) await bookAtProvider(offers, toBook, { within: trx, training: isTrainingCompany(booker.company_name) });
      }
      return finaliseResult({ ...locked, status: moved.to, validation: checked.phase });
    });
  } catch (error) {
    // A stay booked at the provider whose record could not be kept is cancelled there, so nobody pays for it.
    if (providerReference) await offers.cancel(booking.offer_key, providerReference).catch(() => undefined);
    // The booking stays unfinished and free for another attempt (the failure screen offers to restart).
    await knex('booking').where({ id: booking.id, status: STATUS.incomplete, confirmation_key: body.confirmationKey }).update({ confirmation_key: null });
    throw error;
  } finally {
    ended();
  }
}

/** The booker gives a booking up (an online one left unfinished, most often); to anyone else it is not theirs (404). */
export async function abandonBooking({ knex, notifier }: BookingContext, identity: Identity, id: number): Promise<Moved> {
  const booking = await visibleBooking(knex, identity, id);
  if (!(await actorsOf(knex, identity, booking)).includes('user')) throw notFound();
  return knex.transaction(async (trx) => {
    // A booking being finalised (its confirmation claimed, and the claim still alive) is not given up under the
    // finalisation's feet.
    const current = await trx('booking').where({ id: booking.id }).forUpdate()
      .first('status', trx.raw('(confirmation_key IS NOT NULL AND updated_at >= now() - make_interval(secs => ?)) as claimed', [CLAIM_TIMEOUT_SECONDS]));
    if (current.status === STATUS.incomplete && current.claimed) throw statusForbidden();
    return moveBooking(trx, notifier, { bookingId: booking.id, event: 'abandon', actor: 'user', userId: identity.id });
  });
}

/**
 * Books the offer at its provider; a vanished offer answers 409 not_available and the caller's transaction rolls back.
 * `within` is the caller's transaction, for a provider whose stock is in this database (OfferProvider.booksWithin).
 */
export async function bookAtProvider(
  offers: OfferProvider,
  booking: Pick<BookingRow, 'id' | 'offer_key' | 'ref' | 'travellers' | 'company_id' | 'booking_fees_global'>,
  { within, training }: { within?: Knex.Transaction; training?: boolean } = {},
) {
  try {
    return await offers.book(booking.offer_key!, {
      ref: booking.ref,
      travellers: (booking.travellers ?? '').split(', ').filter(Boolean),
      row: { id: booking.id, companyId: booking.company_id, fees: booking.booking_fees_global },
      training,
    }, within);
  } catch (error) {
    if (error instanceof OfferNotAvailable) throw new ApiError(409, ErrorCode.NOT_AVAILABLE, 'the offer is no longer available');
    throw error;
  }
}

/**
 * The step after the provider booked: a validation by the managers (post), else the purchase order when the company
 * requires one and none was given, else confirmed. Managers of a post-validation are asked here, before the mails.
 */
export async function afterProviderBooking(
  trx: Knex.Transaction,
  notifier: BookingNotifier,
  {
    booking,
    company,
    policyOk,
    postManagers,
    actor,
    userId,
    patch,
    alongside,
  }: {
    /** Locked by the caller in this transaction. */
    booking: LockedBooking & { order_number: string | null; departure_date: string | Date };
    company: ValidationSettings;
    policyOk: boolean | null;
    postManagers: readonly number[] | null;
    actor: BookingActor;
    userId: number | null;
    patch: Record<string, unknown>;
    alongside?: Move['alongside'];
  },
): Promise<Moved> {
  if (postManagers && postManagers.length > 0 && postValidationNeeded(company, policyOk)) {
    await askManagers(trx, booking.id, postManagers, 'post', booking.departure_date);
    return moveBooking(trx, notifier, { bookingId: booking.id, locked: booking, event: 'await_validation', actor, userId, patch: { ...patch, validation: 'post' }, alongside });
  }
  return confirmOrAwaitOrder(trx, notifier, { booking, company, actor, userId, patch, alongside });
}

/** Confirmed (60), or awaiting its purchase order (55) when the company requires one and the booking has none. */
export function confirmOrAwaitOrder(
  trx: Knex.Transaction,
  notifier: BookingNotifier,
  { booking, company, actor, userId, patch = {}, confirm = 'book', alongside }: {
    /** Locked by the caller in this transaction. */
    booking: LockedBooking & { order_number: string | null };
    company: ValidationSettings;
    actor: BookingActor;
    userId: number | null;
    patch?: Record<string, unknown>;
    /** The table's row that confirms: 'book' after the provider booked, 'validate' for a manager's validation. */
    confirm?: 'book' | 'validate';
    alongside?: Move['alongside'];
  },
): Promise<Moved> {
  const orderNumber = 'order_number' in patch ? (patch.order_number as string | null) : booking.order_number;
  const event = company.order_number_required && !orderNumber ? 'await_order_number' : confirm;
  return moveBooking(trx, notifier, { bookingId: booking.id, locked: booking, event, actor, userId, patch, alongside });
}

export function finaliseResult(booking: { id: number; ref: string; status: BookingStatus; validation: string | null }): FinaliseResult {
  return {
    id: booking.id,
    ref: booking.ref,
    status: booking.status,
    validation: statusHas(booking.status, 'manager') ? (booking.validation as ValidationPhase) : null,
    requireOrderNumber: booking.status === STATUS.awaiting_purchase_order,
  };
}

function destinationName(destination: SearchBody['destination']): string | null {
  if (!destination) return null;
  const name = typeof destination === 'string' ? destination : destination.label ?? destination.city ?? '';
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

/** The booking a confirmation key claimed; `stale` when its claim has outlived CLAIM_TIMEOUT_SECONDS. */
async function byConfirmationKey(db: Knex, userId: number, key: string) {
  return prepared(db('booking').where({ user_id: userId, confirmation_key: key })
    .first('id', 'ref', 'status', 'validation', db.raw('updated_at < now() - make_interval(secs => ?) AS stale', [CLAIM_TIMEOUT_SECONDS])));
}

/**
 * The finalisations this process is running, by booker and confirmation key, each with a promise that settles when it
 * ends: the same confirmation sent again wakes the moment the first one ends, instead of at its next poll.
 */
const finalising = new Map<string, Promise<void>>();
const finalisingKey = (userId: number, key: string) => `${userId} ${key}`;

/** Notes a claimed finalisation as running here; answers the function that says it ended. */
function finalisingHere(userId: number, key: string): () => void {
  let end!: () => void;
  const name = finalisingKey(userId, key);
  finalising.set(name, new Promise((resolve) => { end = resolve; }));
  return () => {
    finalising.delete(name);
    end();
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A claim left by a request that died half-way is taken over after this long. */
export const CLAIM_TIMEOUT_SECONDS = 120;
const CLAIM_WAIT_MS = 60_000;

/**
 * Sets the confirmation key on an unfinished booking in one conditional statement, so that of two requests only one
 * books. The other, holding no connection meanwhile, waits for the first to finish and answers its result; if the
 * first failed (the key is released) it tries again. A booking claimed by another key answers 150.
 */
async function claimBooking(db: Knex, bookingId: number, userId: number, key: string, aside: Aside): Promise<'claimed' | FinaliseResult> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  let attempt = 0;
  let claimable = true;
  for (;;) {
    try {
      if (claimable) {
        const claimed = await prepared(db('booking')
          .where({ id: bookingId, user_id: userId, status: STATUS.incomplete })
          .where((where) => where.whereNull('confirmation_key').orWhereRaw(`updated_at < now() - interval '${CLAIM_TIMEOUT_SECONDS} seconds'`))
          .update({ confirmation_key: key, updated_at: db.fn.now() })
          .returning('id'));
        if (claimed.length > 0) return 'claimed';
      }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const first = await byConfirmationKey(db, userId, key);
    if (first && first.status !== STATUS.incomplete) return finaliseResult(first);
    if (first) {
      // Being finalised by the first request, which holds the booking's row: only a read, which waits on no lock,
      // until that request ends or is given up for dead.
      claimable = first.stale;
    } else {
      // Not this key's: finalised, or being finalised, by another confirmation.
      const current = await db('booking').where({ id: bookingId }).first('status', 'confirmation_key');
      if (current.status !== STATUS.incomplete || current.confirmation_key !== null) throw statusForbidden();
      // The key was released: the first request failed, and this one tries again.
      claimable = true;
    }
    if (Date.now() > deadline) throw statusForbidden();
    // The first request usually finishes within milliseconds: poll often at first, then less; when it runs in this
    // process, its end wakes us at once.
    const pause = sleep(Math.min(200, 10 * ++attempt));
    const running = finalising.get(finalisingKey(userId, key));
    await aside(() => (running ? Promise.race([pause, running]) : pause));
  }
}

/**
 * Every rule of the booking form at once (errors keyed as the form's inputs), and what the finalisation stores:
 * rooms that match the offer, travellers of the company, custom fields, the purchase order, the managers to ask.
 */
async function checkFinalise(db: Knex, booking: FinalisingBooking & FormFacts, booker: Booker, identity: Identity, body: FinaliseBody) {
  const errors: Record<string, ErrorCodeValue> = { ...roomErrors(body.rooms) };
  const wanted = booking.double_rooms > 0 ? { occupancy: 2, count: booking.double_rooms } : { occupancy: 1, count: booking.single_rooms };
  if (body.rooms.length !== wanted.count) errors.rooms ??= ErrorCode.ROOMS_NOT_FILLED;
  body.rooms.forEach((room, index) => {
    if (room.occupancy !== wanted.occupancy) errors[`rooms.${index}.occupancy`] = ErrorCode.BAD_FORMAT;
  });

  const byId = new Map(booking.named_travellers.map((person) => [person.id, person]));
  body.rooms.forEach((room, index) => {
    if (room.travellers.some((id) => !byId.has(id))) errors[`rooms.${index}.travellers`] = ErrorCode.NOT_FOUND;
  });

  const custom = customFieldsErrors(customFieldsOf(booking.custom_fields), body.customFields ?? {});
  Object.assign(errors, custom.errors);

  const orderNumber = body.orderNumber?.trim() || null;
  if (orderNumber && !matchesOrderNumber(orderNumber, booker.order_number_pattern)) errors.orderNumber = ErrorCode.BAD_FORMAT;

  const phase = booking.validation as ValidationPhase | null;
  const managers = phase ? [...new Set(body.managers ?? [])] : [];
  if (phase) {
    if (managers.length === 0) errors.managers = ErrorCode.MANAGER_REQUIRED;
    else if (managers.length > 1 && !booker.multi_manager_enabled) errors.managers = ErrorCode.TOO_LONG;
    else {
      const known = await companyManagers(db, booking.company_id, identity.id).whereIn('id', managers);
      if (known.length !== managers.length) errors.managers = ErrorCode.MUST_BE_MANAGER;
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors, 'invalid booking');

  const rooms = roomColumns(booking.id, body.rooms, byId);
  return {
    phase,
    managers,
    travellers: rooms.travellers,
    patch: {
      ...rooms.patch,
      remarks: body.remarks?.trim() || null,
      extras: body.extras?.trim() || null,
      custom_fields: JSON.stringify(custom.stored),
      order_number: orderNumber,
    },
  };
}
