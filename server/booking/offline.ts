import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { AgencyEvent, BookingActor, BookingEvent } from '../../entities/bookingFlow.ts';
import { AGENCY_EVENTS, nextStatus } from '../../entities/bookingFlow.ts';
import { type BookingStatus, STATUS } from '../../entities/bookingStatus.ts';
import type { RuleErrors } from '../../entities/bookingRules.ts';
import { agencyToday, BED_TYPES } from '../../entities/bookingRules.ts';
import { ErrorCode } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import { AGENCY_ROLES, type Role } from '../../entities/roles.ts';
import { SEARCH_SERVICES } from '../../entities/offer.ts';
import { OFFLINE_PRIORITIES, offlineRequestErrors, type OfflineRequest } from '../../entities/offlineRules.ts';
import { customFieldOptionLabel, customFieldsErrors } from '../../entities/customFields.ts';
import { matchesOrderNumber } from '../../entities/patterns.ts';
import { identityOf } from '../auth/access.ts';
import { forbidden, invalid, notFound } from '../errors.ts';
import { idParams, idSchema } from '../schemas.ts';
import { actorsOf, visibleBooking } from './queries/access.ts';
import { companyCustomFields } from './queries/customFields.ts';
import { bookingNotifier, notifyBooking, type BookingNotifier } from './service/notifications.ts';
import { moveBooking, recordCreation, startStatus, statusForbidden } from './service/status.ts';
import { newLinkToken, nextBookingRef } from './service/tokens.ts';

/** Who sends offline requests: the company's bookers (an accountant only reads). */
const BOOKER_ROLES: readonly Role[] = ['ROLE_MANAGER', 'ROLE_USER'];
/** How long a manager's link to authorise a request stays valid. */
const MANAGER_LINK_DAYS = 30;
/** Statuses in which the booker may still change a request: a draft, and a sent request the agency has not taken. */
const EDITABLE: readonly number[] = [STATUS.draft, STATUS.request_sent];

const isoDate = { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const money = { type: ['number', 'null'], minimum: 0, maximum: 9999999 } as const;

const requestBody = {
  type: 'object',
  additionalProperties: false,
  required: ['submit', 'single', 'double', 'travellers', 'services'],
  properties: {
    submit: { type: 'boolean' },
    from: isoDate,
    to: isoDate,
    destination: text(255),
    favoriteLocationId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    priority: { type: ['string', 'null'], enum: [...OFFLINE_PRIORITIES, null] },
    budget: money,
    responseDate: isoDate,
    single: { type: 'integer', minimum: 0, maximum: 99 },
    double: { type: 'integer', minimum: 0, maximum: 99 },
    bedTypes: { type: 'array', maxItems: 99, items: { type: ['string', 'null'], enum: [...BED_TYPES, null] } },
    travellers: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['firstName', 'lastName'],
        properties: {
          travellerId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
          firstName: { type: 'string', maxLength: 100 },
          lastName: { type: 'string', maxLength: 100 },
          email: text(255),
          phone: text(30),
        },
      },
    },
    services: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(SEARCH_SERVICES.map((service) => [service, { type: 'boolean' }])),
    },
    comments: text(5000),
    customFields: {
      type: 'object',
      maxProperties: 100,
      additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: 5000 },
    },
    orderNumber: text(100),
    managers: { type: 'array', maxItems: 20, items: idSchema },
  },
} as const;

const movedResponse = { 200: { type: 'object', properties: { id: { type: 'integer' }, ref: { type: 'string' }, status: { type: 'integer' } } } };

interface Booker {
  id: number;
  company_id: number;
  first_name: string;
  last_name: string;
  user_offline: boolean;
  company_offline: boolean;
  require_manager_pre_validation: boolean;
  order_number_required: boolean;
  order_number_pattern: string | null;
  booking_fees_global_offline: number | null;
  booking_fees_global_label: string | null;
  booking_fees_per_room_offline: number | null;
  booking_fees_per_room_label: string | null;
}

/**
 * The signed-in booker with the settings of the company that decide on a request. Read from the database rather than
 * the token, so switching offline off for a user or a company takes effect at once.
 */
async function bookerOf(db: Knex, identity: Identity): Promise<Booker> {
  if (!identity.company) throw forbidden();
  const booker: Booker | undefined = await db('user as u')
    .join('company as c', 'c.id', 'u.company_id')
    .where({ 'u.id': identity.id, 'u.company_id': identity.company.id })
    .first(
      'u.id', 'u.company_id', 'u.first_name', 'u.last_name', 'u.offline_enabled as user_offline', 'c.offline_enabled as company_offline',
      'c.require_manager_pre_validation', 'c.order_number_required', 'c.order_number_pattern', 'c.booking_fees_global_offline',
      'c.booking_fees_global_label', 'c.booking_fees_per_room_offline', 'c.booking_fees_per_room_label',
    );
  if (!booker || !booker.user_offline || !booker.company_offline) throw forbidden();
  return booker;
}

/**
 * Every rule of a request, with the ones that need the database: the favourite place, the travellers and the
 * managers belong to the company, the purchase order matches its pattern, the custom fields their definitions.
 * Answers the destination to store (the favourite place's when none was typed).
 */
async function checkRequest(db: Knex, booker: Booker, request: OfflineRequest, needsManagers: boolean): Promise<{ destination: string | null; customFields: Record<string, string | boolean | null> }> {
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

  const managers = request.managers ?? [];
  if (needsManagers && submit && managers.length === 0) errors.managers = ErrorCode.MANAGER_REQUIRED;
  if (managers.length > 0) {
    const found = await db('user')
      .whereIn('id', managers)
      .where({ company_id: booker.company_id, enabled: true })
      .whereRaw("roles @> '{ROLE_MANAGER}'")
      // Nobody authorises their own request.
      .whereNot({ id: booker.id })
      .count<{ count: number }[]>('id as count');
    if (Number(found[0].count) !== new Set(managers).size) errors.managers = ErrorCode.MUST_BE_MANAGER;
  }

  const orderNumber = request.orderNumber?.trim();
  if (orderNumber) {
    if (!matchesOrderNumber(orderNumber, booker.order_number_pattern)) errors.orderNumber = ErrorCode.BAD_FORMAT;
  } else if (submit && booker.order_number_required) {
    errors.orderNumber = ErrorCode.FIELD_REQUIRED;
  }

  // A draft may leave required fields for later; what it does fill must already be right.
  const fields = (await companyCustomFields(db, booker.company_id)).map((field) => (submit ? field : { ...field, required: false }));
  const custom = customFieldsErrors(fields, request.customFields ?? {});
  Object.assign(errors, custom.errors);

  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { destination, customFields: custom.stored };
}

/** The booking columns of a request's content (shared by creation and edit). */
function requestColumns(request: OfflineRequest, { destination, customFields }: { destination: string | null; customFields: Record<string, unknown> }) {
  const contacts = request.travellers.map((traveller) => ({
    travellerId: traveller.travellerId ?? null,
    firstName: traveller.firstName.trim(),
    lastName: traveller.lastName.trim(),
    email: traveller.email?.trim() || null,
    phone: traveller.phone?.trim() || null,
  }));
  const rooms = [
    ...Array.from({ length: request.single }, () => ({ occupancy: 1 })),
    ...Array.from({ length: request.double }, (_, room) => ({ occupancy: 2, bedType: request.bedTypes?.[room] ?? null })),
  ];
  return {
    arrival_date: request.from,
    departure_date: request.to,
    destination,
    favorite_location_id: request.favoriteLocationId ?? null,
    priority: request.priority ?? null,
    budget: request.budget ?? null,
    response_date: request.responseDate || null,
    single_rooms: request.single,
    double_rooms: request.double,
    rooms: JSON.stringify(rooms),
    services: JSON.stringify(Object.fromEntries(SEARCH_SERVICES.map((service) => [service, Boolean(request.services[service])]))),
    comments: request.comments?.trim() || null,
    custom_fields: JSON.stringify(customFields),
    order_number: request.orderNumber?.trim() || null,
    contacts: JSON.stringify(contacts),
    travellers: contacts.map((contact) => `${contact.firstName} ${contact.lastName}`).join(', ').slice(0, 1000) || null,
  };
}

/** The company travellers a request names, linked to the booking so their own lists show it. */
async function linkTravellers(trx: Knex.Transaction, bookingId: number, request: OfflineRequest) {
  await trx('booking_traveller').where({ booking_id: bookingId }).delete();
  const ids = [...new Set(request.travellers.map((traveller) => traveller.travellerId).filter((id): id is number => Boolean(id)))];
  if (ids.length > 0) await trx('booking_traveller').insert(ids.map((id) => ({ booking_id: bookingId, traveller_id: id, room: 0 })));
}

/** The managers asked to authorise a request before it reaches the agency, each with a private link. */
async function askManagers(trx: Knex.Transaction, bookingId: number, managers: readonly number[]) {
  await trx('booking_manager').where({ booking_id: bookingId, phase: 'pre' }).whereNull('decision').delete();
  const expires = new Date(Date.now() + MANAGER_LINK_DAYS * 86_400_000);
  await trx('booking_manager')
    .insert([...new Set(managers)].map((userId) => ({ booking_id: bookingId, user_id: userId, phase: 'pre', token: newLinkToken(), expires_at: expires })))
    .onConflict(['booking_id', 'user_id', 'phase'])
    .ignore();
}

/** What submitting leads to: the agency directly, or the managers first when the company wants to authorise. */
const submitEvent = (request: OfflineRequest, booker: Booker): BookingEvent =>
  !request.submit ? 'save_draft' : booker.require_manager_pre_validation ? 'request_authorisation' : 'submit_request';

async function createRequest(db: Knex, notifier: BookingNotifier, identity: Identity, request: OfflineRequest) {
  const booker = await bookerOf(db, identity);
  const checked = await checkRequest(db, booker, request, booker.require_manager_pre_validation);
  const event = submitEvent(request, booker);
  const status = startStatus(event, 'user', false);
  return db.transaction(async (trx) => {
    const ref = await nextBookingRef(trx);
    const [booking] = await trx('booking')
      .insert({
        ...requestColumns(request, checked),
        ref,
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
    if (event === 'request_authorisation') await askManagers(trx, booking.id, request.managers ?? []);
    await recordCreation(trx, notifier, { bookingId: booking.id, event, status, userId: identity.id, comment: request.comments?.trim() || null });
    return booking as { id: number; ref: string; status: number };
  });
}

async function updateRequest(db: Knex, notifier: BookingNotifier, identity: Identity, id: number, request: OfflineRequest) {
  const booker = await bookerOf(db, identity);
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
    await trx('booking').where({ id }).update({ ...requestColumns(request, checked), updated_at: trx.fn.now() });
    await linkTravellers(trx, id, request);
    if (locked.status === STATUS.request_sent) {
      // The agency has not started on it: it gets the corrected request, the booker its confirmation again.
      await trx('booking_history').insert({ booking_id: id, type: 'comment', user_id: identity.id, comment: request.comments?.trim() || null });
      await notifyBooking(trx, notifier, id, 'submit_request', { comment: request.comments?.trim() || null, actorId: identity.id });
      return { id, ref: current.ref as string, status: STATUS.request_sent };
    }
    const event = submitEvent(request, booker);
    if (event === 'request_authorisation') await askManagers(trx, id, request.managers ?? []);
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
async function requestForm(db: Knex, identity: Identity, id: number) {
  const booking = await visibleBooking(db, identity, id);
  if (booking.is_online) throw notFound();
  const managers = await db('booking_manager').where({ booking_id: id, phase: 'pre' }).orderBy('id').pluck('user_id');
  const agent = booking.agent_id ? await db('user').where({ id: booking.agent_id }).first('first_name', 'last_name') : null;
  // Whom the agency answers about a group or seminar request sent signed in (a visitor's request names its requester).
  const booker = booking.request_kind && !booking.requester && booking.user_id
    ? await db('user').where({ id: booking.user_id }).first('first_name', 'last_name', 'email', 'mobile_phone', 'landline')
    : null;
  const rooms = (booking.rooms ?? []) as { occupancy: number; bedType?: string | null }[];
  const values = (booking.custom_fields ?? {}) as Record<string, string | boolean | null>;
  // The values with their labels, for whoever reads the request (the agent above all) rather than edits it.
  const references = (await companyCustomFields(db, booking.company_id))
    .filter((field) => values[String(field.id)] !== undefined && values[String(field.id)] !== null)
    .map((field) => {
      // A dropdown shows the option's label, as the booker chose it.
      return { id: field.id, label: field.label, type: field.type, value: customFieldOptionLabel(field, values[String(field.id)]) };
    });
  return {
    id: booking.id,
    ref: booking.ref,
    status: booking.status,
    from: booking.arrival_date,
    to: booking.departure_date,
    destination: booking.destination,
    favoriteLocationId: booking.favorite_location_id,
    priority: booking.priority,
    budget: booking.budget,
    responseDate: booking.response_date,
    single: booking.single_rooms,
    double: booking.double_rooms,
    bedTypes: rooms.filter((room) => room.occupancy === 2).map((room) => room.bedType ?? null),
    travellers: booking.contacts ?? [],
    services: booking.services ?? {},
    comments: booking.comments,
    customFields: booking.custom_fields ?? {},
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
    kind: booking.request_kind ?? null,
    details: booking.request_details ?? null,
    requester: booking.requester ?? null,
    booker: booker ? { firstName: booker.first_name, lastName: booker.last_name, email: booker.email, phone: booker.mobile_phone || booker.landline || null, company: null } : null,
    editable: booking.user_id === identity.id && EDITABLE.includes(booking.status),
  };
}

/**
 * Moves an offline booking as the first of the caller's parts in it the transition table allows (a booker who is also
 * an asked manager answers as either); none allowed is code 150, no part at all a 404.
 */
async function moveAs(
  db: Knex,
  notifier: BookingNotifier,
  identity: Identity,
  id: number,
  event: BookingEvent,
  parts: readonly BookingActor[],
  { comment = null, patch }: { comment?: string | null; patch?: Record<string, unknown> } = {},
) {
  const booking = await visibleBooking(db, identity, id);
  if (booking.is_online) throw statusForbidden();
  const actors = (await actorsOf(db, identity, booking)).filter((actor) => parts.includes(actor));
  if (actors.length === 0) throw notFound();
  const actor = actors.find((candidate) => nextStatus(booking.status as BookingStatus, event, candidate, false) !== null) ?? actors[0];
  const moved = await db.transaction((trx) => moveBooking(trx, notifier, { bookingId: id, event, actor, userId: identity.id, comment, patch }));
  return { id, ref: booking.ref as string, status: moved.to };
}

interface AgencyBody {
  proposal?: string | null;
  hotelName?: string | null;
  pricePerNight?: number | null;
  totalPrice?: number | null;
  reference?: string | null;
  comment?: string | null;
  reason?: string | null;
}

/** What each agency step records, and what it cannot do without (code 10 on the missing input). */
async function agencyMove(db: Knex, notifier: BookingNotifier, identity: Identity, id: number, event: AgencyEvent, body: AgencyBody) {
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
  const moved = await db.transaction((trx) =>
    moveBooking(trx, notifier, { bookingId: id, event, actor: 'agent', userId: identity.id, comment, patch }),
  );
  return { id, ref: booking.ref as string, status: moved.to };
}

/**
 * Offline requests (specification, section 2: offline/home, offline/{id}/edit, request/confirm): the booker's form,
 * its drafts and submission, the booker's answers to the agency, and the agency's processing in the back office.
 */
export async function offlineRoutes(app: FastifyInstance) {
  const { knex, mailer } = app;
  app.post<{ Body: OfflineRequest }>('/backend/api/booking/offline', {
    config: { access: BOOKER_ROLES },
    schema: { tags: ['booking'], body: requestBody, response: movedResponse },
  }, async (request) => createRequest(knex, bookingNotifier(mailer), identityOf(request), request.body));

  app.put<{ Params: { id: number }; Body: OfflineRequest }>('/backend/api/booking/offline/:id', {
    config: { access: BOOKER_ROLES },
    schema: { tags: ['booking'], params: idParams, body: requestBody, response: movedResponse },
  }, async (request) => updateRequest(knex, bookingNotifier(mailer), identityOf(request), request.params.id, request.body));

  // What the form needs to know before the user fills it: whether the user may send requests at all, whether managers
  // must authorise them, the purchase-order rules, and how soon the agency answers.
  app.get('/backend/api/booking/offline/settings', {
    config: { access: BOOKER_ROLES },
    schema: {
      tags: ['booking'],
      response: {
        200: {
          type: 'object',
          properties: {
            offline: { type: 'boolean' },
            preValidation: { type: 'boolean' },
            orderNumber: { type: 'object', properties: { required: { type: 'boolean' }, label: { type: ['string', 'null'] }, pattern: { type: ['string', 'null'] } } },
            responseHours: { type: 'integer' },
          },
        },
      },
    },
  }, async (request) => {
    const identity = identityOf(request);
    const row = identity.company
      ? await knex('user as u')
          .join('company as c', 'c.id', 'u.company_id')
          .where({ 'u.id': identity.id })
          .first('u.offline_enabled as user_offline', 'c.offline_enabled as company_offline', 'c.require_manager_pre_validation', 'c.order_number_required', 'c.order_number_label', 'c.order_number_pattern')
      : null;
    const hours = await knex('configuration').where({ name: 'offline_response_hours' }).first('value');
    return {
      offline: Boolean(row?.user_offline && row?.company_offline),
      preValidation: Boolean(row?.require_manager_pre_validation),
      orderNumber: { required: Boolean(row?.order_number_required), label: row?.order_number_label ?? null, pattern: row?.order_number_pattern ?? null },
      responseHours: Number(hours?.value) || 24,
    };
  });

  app.get<{ Params: { id: number } }>('/backend/api/booking/offline/:id', {
    config: { access: 'authenticated' },
    schema: { tags: ['booking'], params: idParams },
  }, async (request) => requestForm(knex, identityOf(request), request.params.id));

  app.post<{ Params: { id: number } }>('/backend/api/booking/:id/accept_proposal', {
    config: { access: BOOKER_ROLES },
    schema: { tags: ['booking'], params: idParams, response: movedResponse },
  }, async (request) => moveAs(knex, bookingNotifier(mailer), identityOf(request), request.params.id, 'accept_proposal', ['user', 'manager']));

  app.post<{ Params: { id: number }; Body: { reason: string } }>('/backend/api/booking/:id/refuse_proposal', {
    config: { access: BOOKER_ROLES },
    schema: {
      tags: ['booking'],
      params: idParams,
      body: { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string', minLength: 1, maxLength: 2000 } } },
      response: movedResponse,
    },
  }, async (request) => {
    const reason = request.body.reason.trim();
    if (!reason) throw invalid({ reason: ErrorCode.FIELD_REQUIRED });
    return moveAs(knex, bookingNotifier(mailer), identityOf(request), request.params.id, 'refuse_proposal', ['user', 'manager'], { comment: reason });
  });

  app.post<{ Params: { id: number }; Body: { comment: string } }>('/backend/api/booking/:id/modification', {
    config: { access: BOOKER_ROLES },
    schema: {
      tags: ['booking'],
      params: idParams,
      body: { type: 'object', additionalProperties: false, required: ['comment'], properties: { comment: { type: 'string', minLength: 1, maxLength: 5000 } } },
      response: movedResponse,
    },
  }, async (request) => {
    const comment = request.body.comment.trim();
    if (!comment) throw invalid({ comment: ErrorCode.FIELD_REQUIRED });
    return moveAs(knex, bookingNotifier(mailer), identityOf(request), request.params.id, 'request_modification', ['user'], { comment });
  });

  app.post<{ Params: { id: number; event: AgencyEvent }; Body: AgencyBody | undefined }>('/backend/api/booking/:id/agency/:event', {
    config: { access: AGENCY_ROLES },
    schema: {
      tags: ['booking'],
      params: {
        type: 'object',
        required: ['id', 'event'],
        properties: { id: idParams.properties.id, event: { type: 'string', enum: [...AGENCY_EVENTS] } },
      },
      body: {
        type: ['object', 'null'],
        additionalProperties: false,
        properties: {
          proposal: text(5000),
          hotelName: text(255),
          pricePerNight: money,
          totalPrice: money,
          reference: text(100),
          comment: text(5000),
          reason: text(2000),
        },
      },
      response: movedResponse,
    },
  }, async (request) =>
    agencyMove(knex, bookingNotifier(mailer), identityOf(request), request.params.id, request.params.event, request.body ?? {}),
  );
}

