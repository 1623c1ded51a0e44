import type { Knex } from 'knex';
import type { BookingEvent } from '../../../entities/bookingFlow.ts';
import { STATUS } from '../../../entities/bookingStatus.ts';
import type { BedType, RuleErrors } from '../../../entities/bookingRules.ts';
import { agencyToday } from '../../../entities/bookingRules.ts';
import { customFieldOptionLabel, customFieldsErrors } from '../../../entities/customFields.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import type { Identity } from '../../../entities/identity.ts';
import { offlineRequestErrors, type OfflinePriority, type OfflineRequest } from '../../../entities/offlineRules.ts';
import type { RequestDetails, RequestPerson, StoredContact } from '../../../entities/offlineReplies.ts';
import type { RequestKind } from '../../../entities/groupRules.ts';
import { matchesOrderNumber } from '../../../entities/patterns.ts';
import { forbidden, invalid, notFound } from '../../errors.ts';
import { newLinkToken } from '../../tokens.ts';
import { visibleBooking } from '../queries/access.ts';
import { newBookingRef, requestColumns } from '../queries/columns.ts';
import { companyCustomFields } from '../queries/customFields.ts';
import type { BookingContext } from './context.ts';
import { notifyBooking } from './notifications.ts';
import { type Booker, bookerOf, companyManagers } from './people.ts';
import { moveBooking, recordCreation, startStatus, statusForbidden } from './status.ts';
import { askManagers } from './validation.ts';

// Offline requests (the pages offline/home, offline/{id}/edit): the booker's form, its drafts and submission. The
// booker's answers to the agency are in offlineAnswers.ts, the agency's steps in agency.ts.

/** Statuses in which the booker may still change a request: a draft, and a sent request the agency has not taken. */
const EDITABLE: readonly number[] = [STATUS.draft, STATUS.request_sent];

/** The booker, when both the user and the company send offline requests (403 otherwise). */
export async function offlineBooker(db: Knex, identity: Identity): Promise<Booker> {
  const booker = await bookerOf(db, identity);
  if (!booker.user_offline || !booker.company_offline) throw forbidden();
  return booker;
}

/**
 * What the form needs to know before the user fills it: whether the user may send requests at all, whether managers
 * must authorise them, the purchase-order rules, and how soon the agency answers.
 */
export async function offlineSettings(knex: Knex, identity: Identity) {
  const row = identity.company
    ? await knex('user as u')
        .join('company as c', 'c.id', 'u.company_id')
        .where({ 'u.id': identity.id })
        .first(
          'u.offline_enabled as user_offline',
          'c.offline_enabled as company_offline',
          'c.require_manager_pre_validation',
          'c.order_number_required',
          'c.order_number_label',
          'c.order_number_pattern',
        )
    : null;
  const hours = await knex('configuration').where({ name: 'offline_response_hours' }).first('value');
  return {
    offline: Boolean(row?.user_offline && row?.company_offline),
    preValidation: Boolean(row?.require_manager_pre_validation),
    orderNumber: { required: Boolean(row?.order_number_required), label: row?.order_number_label ?? null, pattern: row?.order_number_pattern ?? null },
    responseHours: Number(hours?.value) || 24,
  };
}

/**
 * Every rule of a request, with the ones that need the database: the favourite place, the travellers and the
 * managers belong to the company, the purchase order matches its pattern, the custom fields their definitions.
 * Answers the destination to store (the favourite place's when none was typed).
 */
async function checkRequest(
  db: Knex,
  booker: Booker,
  request: OfflineRequest,
  needsManagers: boolean,
): Promise<{ destination: string | null; customFields: Record<string, string | boolean | null> }> {
  const errors: RuleErrors = offlineRequestErrors(request, { today: agencyToday() });
  const { submit } = request;
  let destination = request.destination?.trim() || null;

  if (request.favoriteLocationId) {
    const place = await db('favorite_location').where({ id: request.favoriteLocationId, company_id: booker.company_id, enabled: true }).first('name', 'city');
    if (!place) errors.favoriteLocationId = ErrorCode.BAD_FORMAT;
    else destination ??= [place.name, place.city].filter(Boolean).join(', ');
  }

  const travellerIds = request.travellers.map((traveller) => traveller.travellerId).filter((id): id is number => Boolean(id));
  if (travellerIds.length > 0) {
    const known = new Set(
      (await db('traveller').whereIn('id', travellerIds).where({ company_id: booker.company_id }).select('id')).map((row) => row.id as number),
    );
    request.travellers.forEach((traveller, index) => {
      if (traveller.travellerId && !known.has(traveller.travellerId)) errors[`travellers.${index}.travellerId`] = ErrorCode.BAD_FORMAT;
    });
  }

  Object.assign(
    errors,
    await approvalErrors(db, booker, request, { needsManagers: needsManagers && submit, orderNumberRequired: submit && booker.order_number_required }),
  );

  // A draft may leave required fields for later; what it does fill must already be right.
  const fields = (await companyCustomFields(db, booker.company_id)).map((field) => (submit ? field : { ...field, required: false }));
  const custom = customFieldsErrors(fields, request.customFields ?? {});
  Object.assign(errors, custom.errors);

  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { destination, customFields: custom.stored };
}

/**
 * The company's rules on who authorises a request and on its purchase order, shared by every request a booker sends
 * (offline, group, seminar): the managers named are the company's (never the booker), at least one when `needsManagers`;
 * the purchase order matches the company's pattern, and is there when `orderNumberRequired`.
 */
export async function approvalErrors(
  db: Knex,
  booker: Booker,
  request: { managers?: readonly number[] | null; orderNumber?: string | null },
  { needsManagers, orderNumberRequired }: { needsManagers: boolean; orderNumberRequired: boolean },
): Promise<RuleErrors> {
  const errors: RuleErrors = {};
  const managers = request.managers ?? [];
  if (needsManagers && managers.length === 0) errors.managers = ErrorCode.MANAGER_REQUIRED;
  if (managers.length > 0) {
    // Nobody authorises their own request.
    const found = await companyManagers(db, booker.company_id, booker.id).whereIn('id', managers);
    if (found.length !== new Set(managers).size) errors.managers = ErrorCode.MUST_BE_MANAGER;
  }

  const orderNumber = request.orderNumber?.trim();
  if (orderNumber) {
    if (!matchesOrderNumber(orderNumber, booker.order_number_pattern)) errors.orderNumber = ErrorCode.BAD_FORMAT;
  } else if (orderNumberRequired) {
    errors.orderNumber = ErrorCode.FIELD_REQUIRED;
  }
  return errors;
}

/** The company travellers a request names, linked to the booking so their own lists show it. */
async function linkTravellers(trx: Knex.Transaction, bookingId: number, request: OfflineRequest) {
  await trx('booking_traveller').where({ booking_id: bookingId }).delete();
  const ids = [...new Set(request.travellers.map((traveller) => traveller.travellerId).filter((id): id is number => Boolean(id)))];
  if (ids.length > 0) await trx('booking_traveller').insert(ids.map((id) => ({ booking_id: bookingId, traveller_id: id, room: 0 })));
}

/** What submitting leads to: the agency directly, or the managers first when the company wants to authorise. */
export const submitEvent = (request: { submit: boolean }, booker: Pick<Booker, 'require_manager_pre_validation'>): BookingEvent =>
  !request.submit ? 'save_draft' : booker.require_manager_pre_validation ? 'request_authorisation' : 'submit_request';

/** A request saved as a draft, or sent: to the agency, or to the managers first. */
export async function createRequest({ knex: db, notifier }: BookingContext, identity: Identity, request: OfflineRequest) {
  const booker = await offlineBooker(db, identity);
  const checked = await checkRequest(db, booker, request, booker.require_manager_pre_validation);
  const event = submitEvent(request, booker);
  const status = startStatus(event, 'user', false);
  return db.transaction(async (trx) => {
    const [booking] = await trx('booking')
      .insert({
        ...requestColumns(request, checked),
        ref: newBookingRef(trx),
        status,
        is_online: false,
        company_id: booker.company_id,
        user_id: booker.id,
        public_token: newLinkToken(),
        validation: event === 'request_authorisation' ? 'pre' : null,
        booking_fees_global: booker.booking_fees_global_offline,
        booking_fees_global_label: booker.booking_fees_global_offline != null ? booker.booking_fees_global_label : null,
        booking_fees_per_room: booker.booking_fees_per_room_offline,
        booking_fees_per_room_label: booker.booking_fees_per_room_offline != null ? booker.booking_fees_per_room_label : null,
      })
      .returning(['id', 'ref', 'status']);
    await linkTravellers(trx, booking.id, request);
    if (event === 'request_authorisation') await askManagers(trx, booking.id, request.managers ?? [], 'pre', null);
    await recordCreation(trx, notifier, { bookingId: booking.id, event, status, userId: identity.id, comment: request.comments?.trim() || null });
    return booking as { id: number; ref: string; status: number };
  });
}

/** The booker corrects a draft (and may send it), or a sent request the agency has not taken yet. */
export async function updateRequest({ knex: db, notifier }: BookingContext, identity: Identity, id: number, request: OfflineRequest) {
  const booker = await offlineBooker(db, identity);
  const current = await visibleBooking(db, identity, id);
  // Only its booker edits a request; a manager asked to authorise it decides through the validation link.
  if (current.is_online || current.user_id !== identity.id) throw notFound();
  if (!EDITABLE.includes(current.status)) throw statusForbidden();
  // A request already sent stays sent: it is corrected, never turned back into a draft.
  if (current.status === STATUS.request_sent && !request.submit) throw statusForbidden();
  const checked = await checkRequest(db, booker, request, booker.require_manager_pre_validation && current.status === STATUS.draft);
  return db.transaction(async (trx) => {
    const locked = await trx('booking').where({ id }).forUpdate().first('status');
    if (!EDITABLE.includes(locked.status)) throw statusForbidden();
    await trx('booking')
      .where({ id })
      .update({ ...requestColumns(request, checked), updated_at: trx.fn.now() });
    await linkTravellers(trx, id, request);
    if (locked.status === STATUS.request_sent) {
      // The agency has not started on it: it gets the corrected request, the booker its confirmation again.
      await trx('booking_history').insert({ booking_id: id, type: 'comment', user_id: identity.id, comment: request.comments?.trim() || null });
      await notifyBooking(trx, notifier, id, 'submit_request', { comment: request.comments?.trim() || null, actorId: identity.id });
      return { id, ref: current.ref as string, status: STATUS.request_sent };
    }
    const event = submitEvent(request, booker);
    if (event === 'request_authorisation') await askManagers(trx, id, request.managers ?? [], 'pre', null);
    const moved = await moveBooking(trx, notifier, {
      bookingId: id,
      event,
      actor: 'user',
      userId: identity.id,
      comment: request.comments?.trim() || null,
      patch: { validation: event === 'request_authorisation' ? 'pre' : null },
    });
    return { id, ref: current.ref as string, status: moved.to };
  });
}

/** A request as its edit form and its detail show it. */
export async function requestForm(db: Knex, identity: Identity, id: number) {
  const booking = await visibleBooking(db, identity, id);
  if (booking.is_online) throw notFound();
  const managers = await db('booking_manager').where({ booking_id: id, phase: 'pre' }).orderBy('id').pluck('user_id');
  const agent = booking.agent_id ? await db('user').where({ id: booking.agent_id }).first('first_name', 'last_name') : null;
  // Whom the agency answers about a group or seminar request sent signed in (a visitor's request names its requester).
  const booker =
    booking.request_kind && !booking.requester && booking.user_id
      ? await db('user').where({ id: booking.user_id }).first('first_name', 'last_name', 'email', 'mobile_phone', 'landline')
      : null;
  const values = (booking.custom_fields ?? {}) as Record<string, string | boolean | null>;
  // The values with their labels, for whoever reads the request (the agent above all) rather than edits it.
  const references = (await companyCustomFields(db, booking.company_id)).flatMap((field) => {
    const value = values[String(field.id)];
    if (value === undefined || value === null) return [];
    // A dropdown shows the option's label, as the booker chose it.
    return [{ id: field.id, label: field.label, type: field.type, value: customFieldOptionLabel(field, value) }];
  });
  return {
    id: booking.id,
    ref: booking.ref,
    status: booking.status,
    from: booking.arrival_date,
    to: booking.departure_date,
    destination: booking.destination,
    favoriteLocationId: booking.favorite_location_id,
    priority: booking.priority as OfflinePriority | null,
    budget: booking.budget,
    responseDate: booking.response_date,
    single: booking.single_rooms,
    double: booking.double_rooms,
    bedTypes: booking.rooms.filter((room) => room.occupancy === 2).map((room) => (room.bedType ?? null) as BedType | null),
    travellers: (booking.contacts ?? []) as StoredContact[],
    services: booking.services ?? {},
    comments: booking.comments,
    customFields: values,
    orderNumber: booking.order_number,
    references,
    managers,
    proposal: booking.proposal,
    hotelName: booking.hotel_name,
    pricePerNight: booking.price_per_night,
    totalPrice: booking.total_price,
    reference: booking.booking_base_id,
    agent: agent ? `${agent.first_name} ${agent.last_name}` : null,
    // Group, seminar and public-link requests (server/group): what kind, its details, who sent it without an account.
    kind: (booking.request_kind ?? null) as RequestKind | null,
    details: (booking.request_details ?? null) as RequestDetails,
    requester: (booking.requester ?? null) as RequestPerson,
    booker: booker
      ? { firstName: booker.first_name, lastName: booker.last_name, email: booker.email, phone: booker.mobile_phone || booker.landline || null, company: null }
      : null,
    editable: booking.user_id === identity.id && EDITABLE.includes(booking.status),
  };
}
