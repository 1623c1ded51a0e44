// The booking form of an online booking confirmed: the rules checked again, the booking claimed for this confirmation
// (finalisationClaim.ts), then either the managers asked first or the stay booked at the provider and the next step
// taken (nextStep.ts). Every status change goes through moveBooking (status.ts).
import type { FromSchema } from 'json-schema-to-ts';
import type { Knex } from 'knex';
import { roomErrors } from '../../../entities/bookingRules.ts';
import { type BookingStatus, STATUS, statusHas } from '../../../entities/bookingStatus.ts';
import { customFieldsErrors } from '../../../entities/customFields.ts';
import { ErrorCode, type ErrorCodeValue } from '../../../entities/errors.ts';
import type { Identity } from '../../../entities/identity.ts';
import type { FinaliseResult } from '../../../entities/onlineBookingReplies.ts';
import { matchesOrderNumber } from '../../../entities/patterns.ts';
import { isTrainingCompany } from '../../../entities/training.ts';
import type { ValidationPhase } from '../../../entities/validationRules.ts';
import { prepared } from '../../db/prepared.ts';
import { forbidden, invalid, notFound } from '../../errors.ts';
import { roomColumns } from '../queries/columns.ts';
import { customFieldsColumn, type CustomFieldsColumn, customFieldsOf } from '../queries/customFields.ts';
import type { BookingRow } from '../queries/row.ts';
import type { Aside } from './admission.ts';
import type { finaliseSchema } from '../routes/schemas.ts';
import type { BookingContext } from './context.ts';
import { claimBooking, finalisingHere } from './finalisationClaim.ts';
import { afterProviderBooking, bookAtProvider } from './nextStep.ts';
import { activeBooker, type Booker, bookerColumn, companyManagers } from './people.ts';
import { moveBooking, statusForbidden } from './status.ts';
import { askManagers } from './validation.ts';

/** The booking form, as its route's schema accepts it. */
export type FinaliseBody = FromSchema<typeof finaliseSchema>;

/** What finalising reads of the booking it confirms: named columns, so that the read runs as a prepared statement. */
const FINALISING_COLUMNS = [
  'id',
  'ref',
  'status',
  'validation',
  'is_online',
  'confirmation_key',
  'company_id',
  'single_rooms',
  'double_rooms',
  'departure_date',
  'travel_policy_ok',
  'offer_key',
  'travellers',
  'booking_fees_global',
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
const travellersColumn = (db: Knex, companyId: number, ids: number[]) =>
  db.raw(
    `(SELECT coalesce(json_agg(json_build_object('id', t.id, 'first_name', t.first_name, 'last_name', t.last_name)), '[]')
    FROM traveller t WHERE t.id = ANY(?::int[]) AND t.company_id = ? AND t.enabled) AS named_travellers`,
    [[...new Set(ids)], companyId],
  );

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
  const rows: (FinalisingBooking & FormFacts)[] = await prepared(
    knex('booking')
      .where({ user_id: identity.id })
      .where((where) => where.where({ id, is_online: true }).orWhere({ confirmation_key: body.confirmationKey }))
      .select(
        ...FINALISING_COLUMNS,
        bookerColumn(knex, identity),
        travellersColumn(
          knex,
          identity.company.id,
          body.rooms.flatMap((room) => room.travellers),
        ),
        customFieldsColumn(knex, identity.company.id),
      ),
  );
  const replay = rows.find((row) => row.confirmation_key === body.confirmationKey);
  if (replay && replay.status !== STATUS.incomplete) return finaliseResult(replay);
  const booking = rows.find((row) => row.id === id && row.is_online);
  if (!booking) throw notFound();
  if (booking.status !== STATUS.incomplete) throw statusForbidden();
  const booker = activeBooker(booking.booker);
  const checked = await checkFinalise(knex, booking, booker, identity, body);

  // Claim the booking for this confirmation; a second request with the same key waits for the first one's result.
  const claim = await claimBooking(knex, booking.id, identity.id, body.confirmationKey, aside);
  if (claim !== 'claimed') return finaliseResult(claim);
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
        moved = await moveBooking(trx, notifier, {
          bookingId: booking.id,
          locked,
          event: 'request_authorisation',
          actor: 'user',
          userId: identity.id,
          patch: { ...checked.patch, validation: 'pre' },
          alongside,
        });
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

export function finaliseResult(booking: { id: number; ref: string; status: BookingStatus; validation: string | null }): FinaliseResult {
  return {
    id: booking.id,
    ref: booking.ref,
    status: booking.status,
    validation: statusHas(booking.status, 'manager') ? (booking.validation as ValidationPhase) : null,
    requireOrderNumber: booking.status === STATUS.awaiting_purchase_order,
  };
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
