import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { type BookingAction, type BookingActor, CANCELLATION_REASONS, type CancellationReason, nextStatus } from '../../entities/bookingFlow.ts';
import { BOOKING_STATUSES, type BookingStatus, STATUS } from '../../entities/bookingStatus.ts';
import { BOOKING_LIST_DEFAULT, BOOKING_LIST_MAX, BOOKING_LIST_ORDER, BOOKING_TABS, type BookingListOrder, type BookingTab, HISTORY_STATUSES } from '../../entities/bookingTabs.ts';
import { ErrorCode } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import { matchesOrderNumber } from '../../entities/patterns.ts';
import { identityOf } from '../auth/access.ts';
import { ApiError, forbidden, invalid, notFound } from '../errors.ts';
import { parseAddresses } from '../mail/addresses.ts';
import { renderTemplate } from '../mail/templates.ts';
import type { OfferProvider } from '../offers/provider.ts';
import { bookingIcs } from '../documents/ics.ts';
import { formatDate } from '../documents/html.ts';
import { purchaseOrderHtml } from '../documents/order.ts';
import { PdfRenderer } from '../documents/pdf.ts';
import { hotelName, voucherHtml } from '../documents/voucher.ts';
import { bookingsWorkbook } from '../documents/xlsx.ts';
import { idParams } from '../schemas.ts';
import { refuseNul } from '../textInput.ts';
import { actorsOf, visibleBooking } from './queries/access.ts';
import { bookingActions, bookingDetail, type BookingDetail, calendarAvailable, isUndecidedManager, voucherAvailable } from './queries/detail.ts';
import { cancellationText } from './service/labels.ts';
import { type BookingFilters, bookingsQuery, filterProperties, listBookings } from './queries/listing.ts';
import { type BookingNotifier, bookingNotifier } from './service/notifications.ts';
import { moveBooking, statusForbidden } from './service/status.ts';

/** Purchase-order PDF: 2 MB at most (specification, section 9). */
export const ORDER_FILE_MAX_BYTES = 2 * 1024 * 1024;

const tokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const anyObject = { type: 'object', additionalProperties: true } as const;

const listQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    itemsPerPage: { type: 'integer', minimum: 1, maximum: BOOKING_LIST_MAX },
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    order_by: { type: 'string', enum: BOOKING_LIST_ORDER },
    order: { type: 'string', enum: ['asc', 'desc'] },
    ...filterProperties,
  },
} as const;

type ListQuery = BookingFilters & { itemsPerPage?: number; page?: number; order_by?: BookingListOrder; order?: 'asc' | 'desc' };

const listRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, ref: { type: 'string' }, status: { type: 'integer' }, is_online: { type: 'boolean' },
    arrival_date: { type: 'string' }, departure_date: { type: 'string' }, destination: { type: ['string', 'null'] },
    hotel_name: { type: ['string', 'null'] }, travellers: { type: ['string', 'null'] }, total_price: { type: ['number', 'null'] },
    currency: { type: 'string' }, order_number: { type: ['string', 'null'] }, created_at: { type: 'string', format: 'date-time' },
    user_id: { type: ['integer', 'null'] }, booker: { type: 'string' },
    manager_view: { type: 'boolean', description: 'the caller is a manager whose decision is awaited' },
    todo: { type: 'boolean', description: 'the caller must act on it' },
  },
} as const;

/** A PDF, a calendar or a spreadsheet, saved under its name. */
function sendFile(reply: FastifyReply, body: Buffer | string | NodeJS.ReadableStream, type: string, filename: string) {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

/** The part the caller plays and what they may do, for a booking they see. */
async function callerView(knex: Knex, identity: Identity, booking: Awaited<ReturnType<typeof visibleBooking>>) {
  const actors = await actorsOf(knex, identity, booking);
  return { actors, party: actors.includes('user') || actors.includes('manager') };
}

/**
 * Cancels as the booker (or through the booking's public link, which stands for the booker): an online booking at
 * the provider first, then 80 at once; an offline one is a request to the agency (70), except a draft or a request
 * the agency has not taken yet, which the table lets the booker cancel outright.
 */
async function cancelBooking(
  knex: Knex,
  notifier: BookingNotifier,
  offers: OfferProvider,
  { bookingId, userId, reason, comment }: { bookingId: number; userId: number | null; reason: CancellationReason; comment?: string | null },
) {
  const actor: BookingActor = 'user';
  const eventOf = (booking: { status: number; is_online: boolean }) =>
    booking.is_online || nextStatus(booking.status as BookingStatus, 'cancel', actor, false) !== null ? 'cancel' : 'request_cancellation';
  const allowed = (booking: { status: number; is_online: boolean }) => nextStatus(booking.status as BookingStatus, eventOf(booking), actor, booking.is_online) !== null;
  // The provider cancels before the transaction opens, so that no connection or row lock waits on a supplier; the
  // status is checked again under lock below.
  const current = await knex('booking').where({ id: bookingId }).first('id', 'status', 'is_online', 'offer_key', 'booking_base_id');
  if (!current) throw notFound();
  if (!allowed(current)) throw statusForbidden();
  if (current.is_online && current.offer_key && current.booking_base_id) {
    try {
      await offers.cancel(current.offer_key, current.booking_base_id);
    } catch {
      throw new ApiError(503, ErrorCode.UNAVAILABLE, 'the provider did not cancel the booking');
    }
  }
  return knex.transaction(async (trx) => {
    const booking = await trx('booking').where({ id: bookingId }).forUpdate().first('id', 'status', 'is_online');
    if (!booking) throw notFound();
    const event = eventOf(booking);
    if (!allowed(booking)) throw statusForbidden();
    return moveBooking(trx, notifier, {
      bookingId,
      event,
      actor,
      userId,
      comment: cancellationText(reason, comment),
      patch: { cancellation_reason: reason, cancellation_comment: comment?.trim() || null },
    });
  });
}

const cancelBody = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: {
    reason: { type: 'string', minLength: 1, maxLength: 50 },
    comment: { type: ['string', 'null'], maxLength: 2000 },
  },
} as const;

function checkReason(reason: string): CancellationReason {
  if (!reason.trim()) throw invalid({ reason: ErrorCode.FIELD_REQUIRED }, 'a cancellation reason is required');
  if (!(CANCELLATION_REASONS as readonly string[]).includes(reason)) throw invalid({ reason: ErrorCode.BAD_FORMAT }, 'unknown cancellation reason');
  return reason as CancellationReason;
}

const movedResponse = { 200: { type: 'object', properties: { id: { type: 'integer' }, status: { type: 'integer' } } } } as const;

/**
 * "My bookings": the lists and their filters, a booking's detail with the actions allowed now, cancellation, the
 * purchase order, the documents (voucher, purchase order, calendar, spreadsheet), forwarding the voucher, and the
 * pages the booking's public link opens.
 */
export async function myBookingRoutes(app: FastifyInstance) {
  const { knex, mailer, offers } = app;
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  const pdf = new PdfRenderer();
  // A listening server warms the browser in the background, so the first document does not wait for a launch;
  // an app driven by inject (the tests) launches it only when a document is asked for.
  app.addHook('onListen', async () => {
    void pdf.warm().then((chromium) => {
      if (chromium) app.log.info(`documents render in ${chromium.executablePath}${chromium.packaged ? ' (the packaged Chromium)' : ''}`);
      else app.log.warn('no Chromium: PDF documents answer 503 pdf_unavailable');
    });
  });
  app.addHook('onClose', () => pdf.close());

  async function detailFor(booking: Record<string, any>): Promise<BookingDetail> {
    return bookingDetail(knex, booking);
  }

  for (const tab of BOOKING_TABS) {
    app.get<{ Querystring: ListQuery }>(`/backend/api/me/bookings/${tab}`, {
      config: { access: 'authenticated' },
      schema: {
        tags: ['my bookings'],
        querystring: listQuerystring,
        response: { 200: { type: 'object', properties: { items: { type: 'array', items: listRow }, total: { type: 'integer' } } } },
      },
    }, async (request) => {
      const { itemsPerPage = BOOKING_LIST_DEFAULT, page = 1, order_by = 'arrival_date', order = tab === 'history' ? 'desc' : 'asc', ...filters } = request.query;
      return listBookings(knex, identityOf(request), tab as BookingTab, filters, { itemsPerPage, page, order_by, order });
    });
  }

  app.get('/backend/api/me/booking-filters', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['my bookings'],
      response: {
        200: {
          type: 'object',
          properties: {
            statuses: { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, key: { type: 'string' }, tab: { type: 'string' } } } },
            types: { type: 'array', items: { type: 'string' } },
            hotels: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
  }, async (request) => {
    const identity = identityOf(request);
    // The hotels and places of the caller's latest bookings: enough to pick from, bounded whatever the history.
    const recent = bookingsQuery(knex, identity, null, {}).orderBy([{ column: 'b.created_at', order: 'desc' }, { column: 'b.id', order: 'desc' }])
      .limit(1000).select(knex.raw('coalesce(b.hotel_name, b.destination) as name'), 'b.is_online');
    const rows: { name: string | null; is_online: boolean }[] = await knex.from(recent.as('recent')).distinct('name', 'is_online');
    const company = identity.company ? await knex('company').where({ id: identity.company.id }).first('offline_enabled') : null;
    const hotels = [...new Set(rows.map((row) => row.name).filter((name): name is string => Boolean(name)))].sort((a, b) => a.localeCompare(b, 'fr')).slice(0, 200);
    const types = company?.offline_enabled || rows.some((row) => !row.is_online) ? ['online', 'offline'] : ['online'];
    return {
      statuses: BOOKING_STATUSES.filter((status) => status.tab !== null).map(({ value, key, tab }) => ({ value, key, tab })),
      types,
      hotels,
    };
  });

  app.get<{ Params: { id: number }; Querystring: { get_actions?: string } }>('/backend/api/me/booking/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['my bookings'],
      params: idParams,
      querystring: { type: 'object', additionalProperties: false, properties: { get_actions: { type: 'string', enum: ['0', '1', 'true', 'false'] } } },
      response: { 200: anyObject },
    },
  }, async (request) => {
    const identity = identityOf(request);
    const booking = await visibleBooking(knex, identity, request.params.id);
    const detail = await detailFor(booking);
    if (request.query.get_actions !== '1' && request.query.get_actions !== 'true') return detail;
    const { actors } = await callerView(knex, identity, booking);
    const actions: BookingAction[] = bookingActions({
      status: booking.status as never,
      online: booking.is_online,
      actors,
      undecided: isUndecidedManager(identity, detail.managers),
      hasOrderFile: detail.has_order_file,
      hasOrderNumber: Boolean(detail.order_number),
      orderNumberRequired: Boolean(detail.company?.order_number_required),
    });
    return { ...detail, actors, actions, manager_view: isUndecidedManager(identity, detail.managers) };
  });

  app.get('/backend/api/booking-cancellation-reasons', {
    config: { access: 'authenticated' },
    schema: { tags: ['my bookings'], response: { 200: { type: 'array', items: { type: 'string' } } } },
  }, async () => [...CANCELLATION_REASONS]);

  app.post<{ Params: { id: number }; Body: { reason: string; comment?: string | null } }>('/backend/api/booking/:id/cancel', {
    config: { access: 'authenticated' },
    schema: { tags: ['my bookings'], params: idParams, body: cancelBody, response: movedResponse },
  }, async (request) => {
    const identity = identityOf(request);
    const reason = checkReason(request.body.reason);
    const booking = await visibleBooking(knex, identity, request.params.id);
    const { actors } = await callerView(knex, identity, booking);
    if (!actors.includes('user')) throw forbidden();
    const moved = await cancelBooking(knex, bookingNotifier(mailer), offers, { bookingId: booking.id, userId: identity.id, reason, comment: request.body.comment });
    return { id: moved.id, status: moved.to };
  });

  app.post<{ Params: { id: number } }>('/backend/api/booking/:id/order-number', {
    config: { access: 'authenticated' },
    schema: { tags: ['my bookings'], params: idParams, consumes: ['multipart/form-data'], response: movedResponse },
  }, async (request) => {
    const identity = identityOf(request);
    const booking = await visibleBooking(knex, identity, request.params.id);
    const { actors } = await callerView(knex, identity, booking);
    const actor = actors.find((part): part is 'user' | 'manager' => part === 'user' || part === 'manager');
    if (!actor) throw forbidden();
    const { value, file } = await readOrderNumberForm(request);
    const company = await knex('company').where({ id: booking.company_id }).first('order_number_pattern', 'order_number_required');
    if (!value) throw invalid({ value: ErrorCode.FIELD_REQUIRED }, 'the purchase order number is required');
    if (value.length > 100) throw invalid({ value: ErrorCode.TOO_LONG }, 'the purchase order number is too long');
    if (!matchesOrderNumber(value, company?.order_number_pattern)) throw invalid({ value: ErrorCode.BAD_FORMAT }, 'the purchase order number does not match the pattern');

    const patch: Record<string, unknown> = { order_number: value, ...(file && { order_number_file: file.data, order_number_file_name: file.name }) };
    const notifier = bookingNotifier(mailer);
    const moved = await knex.transaction(async (trx) => {
      const current = await trx('booking').where({ id: booking.id }).forUpdate().first('id', 'status', 'is_online');
      if (nextStatus(current.status, 'enter_order_number', actor, current.is_online) !== null) {
        return moveBooking(trx, notifier, { bookingId: booking.id, event: 'enter_order_number', actor, userId: identity.id, comment: `Bon de commande ${value}`, patch });
      }
      const context = { status: current.status, online: current.is_online, actors, undecided: false, hasOrderFile: false, hasOrderNumber: Boolean(booking.order_number), orderNumberRequired: Boolean(company?.order_number_required) };
      if (!bookingActions(context).includes('order_number')) {
        throw statusForbidden();
      }
      await trx('booking').where({ id: booking.id }).update({ ...patch, updated_at: trx.fn.now() });
      await trx('booking_history').insert({ booking_id: booking.id, type: 'comment', user_id: identity.id, comment: `Bon de commande ${value}${file ? ` (${file.name})` : ''}` });
      return { id: booking.id, from: current.status, to: current.status };
    });
    return { id: moved.id, status: moved.to };
  });

  app.get<{ Params: { id: number } }>('/backend/api/booking/:id/order', {
    config: { access: 'authenticated' },
    schema: { tags: ['my bookings'], params: idParams },
  }, async (request, reply) => {
    const identity = identityOf(request);
    const booking = await visibleBooking(knex, identity, request.params.id);
    if (booking.order_number_file) {
      return sendFile(reply, booking.order_number_file, 'application/pdf', booking.order_number_file_name || `bon-de-commande-${booking.ref}.pdf`);
    }
    if (!booking.order_number) throw notFound();
    const file = await pdf.render(purchaseOrderHtml(await detailFor(booking)));
    return sendFile(reply, file, 'application/pdf', `bon-de-commande-${booking.ref}.pdf`);
  });

  /** The voucher of a booking the caller sees, once the hotel has confirmed it. */
  async function voucherOf(identity: Identity, id: number) {
    const booking = await visibleBooking(knex, identity, id);
    const detail = await detailFor(booking);
    if (!voucherAvailable(booking.status)) {
      throw statusForbidden();
    }
    return { booking, detail, file: await pdf.render(voucherHtml(detail)) };
  }

  app.get<{ Params: { id: number; x: string } }>('/backend/api/me/booking-voucher/:id/:x', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['my bookings'],
      params: { type: 'object', required: ['id', 'x'], properties: { ...idParams.properties, x: { type: 'string', enum: ['pdf'] } } },
    },
  }, async (request, reply) => {
    const { detail, file } = await voucherOf(identityOf(request), request.params.id);
    return sendFile(reply, file, 'application/pdf', `bon-echange-${detail.ref}.pdf`);
  });

  app.post<{ Params: { id: number }; Body: { to: string } }>('/backend/api/booking/:id/forward-voucher', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['my bookings'],
      params: idParams,
      body: { type: 'object', additionalProperties: false, required: ['to'], properties: { to: { type: 'string', maxLength: 2000 } } },
      response: { 200: { type: 'object', properties: { sent: { type: 'array', items: { type: 'string' } } } } },
    },
  }, async (request) => {
    const identity = identityOf(request);
    const to = parseAddresses(request.body.to, 'to');
    const booking = await visibleBooking(knex, identity, request.params.id);
    const { party } = await callerView(knex, identity, booking);
    if (!party) throw forbidden();
    const { detail, file } = await voucherOf(identity, booking.id);
    const origin = bookingNotifier(mailer).origin;
    const rendered = await renderTemplate(knex, 'booking.voucher', {
      ref: detail.ref,
      hotel: hotelName(detail),
      destination: detail.destination,
      arrival: formatDate(detail.arrival_date),
      departure: formatDate(detail.departure_date),
      travellers: detail.travellers_text,
      company: detail.company?.name,
      link: `${origin}/booking/${detail.id}/show`,
    });
    if (!rendered) throw new ApiError(500, ErrorCode.MESSAGE_NOT_SENT, 'the voucher template is missing');
    await knex.transaction(async (trx) => {
      try {
        await mailer.send({
          to, subject: rendered.subject, html: rendered.html, text: rendered.text, template: 'booking.voucher',
          companyId: detail.company_id, userId: identity.id, bookingId: detail.id,
          attachments: [{ filename: `bon-echange-${detail.ref}.pdf`, content: file, contentType: 'application/pdf' }],
        }, trx);
      } catch {
        throw new ApiError(502, ErrorCode.MESSAGE_NOT_SENT, 'the voucher could not be sent');
      }
      await trx('booking_history').insert({ booking_id: detail.id, type: 'mail', user_id: identity.id, comment: `Bon d’échange envoyé à ${to.join('; ')}` });
    });
    return { sent: to };
  });

  app.get<{ Params: { id: number } }>('/backend/api/booking/:id/ics', {
    config: { access: 'authenticated' },
    schema: { tags: ['my bookings'], params: idParams },
  }, async (request, reply) => {
    const booking = await visibleBooking(knex, identityOf(request), request.params.id);
    if (!calendarAvailable(booking.status)) {
      throw statusForbidden();
    }
    const detail = await detailFor(booking);
    return sendFile(reply, bookingIcs(detail, bookingNotifier(mailer).origin), 'text/calendar; charset=utf-8', `reservation-${detail.ref}.ics`);
  });

  app.get<{ Querystring: ListQuery }>('/backend/api/me/download/bookings', {
    config: { access: 'authenticated' },
    schema: { tags: ['my bookings'], querystring: listQuerystring },
  }, async (request, reply) => {
    const { itemsPerPage: _perPage, page: _page, order_by = 'arrival_date', order = 'desc', ...filters } = request.query;
    const stream = bookingsWorkbook(knex, identityOf(request), filters, { order_by, order }, request.log);
    return sendFile(reply, stream, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'reservations.xlsx');
  });

  // The booking's public link, from the mails: no session, the token is the key.
  async function publicBooking(token: string) {
    const booking = await knex('booking as b').join('company as c', 'c.id', 'b.company_id').where('b.public_token', token)
      .first('b.*', 'c.consultation_link', 'c.edit_link', 'c.cancellation_link');
    if (!booking || !booking.consultation_link || booking.status === STATUS.disabled) throw new ApiError(404, ErrorCode.LINK_NOT_VALID, 'link not valid');
    return booking;
  }

  const canCancel = (booking: { status: number; is_online: boolean; cancellation_link: boolean }) =>
    booking.cancellation_link
    && (nextStatus(booking.status as never, 'cancel', 'user', booking.is_online) !== null || nextStatus(booking.status as never, 'request_cancellation', 'user', booking.is_online) !== null);

  app.get<{ Params: { token: string } }>('/backend/public/api/booking/:token/show', {
    config: { access: 'public' },
    schema: { tags: ['my bookings'], params: tokenParams, response: { 200: anyObject } },
  }, async (request) => {
    const booking = await publicBooking(request.params.token);
    const detail = await detailFor(booking);
    const actions: string[] = [];
    if (canCancel(booking)) actions.push('cancel');
    if (booking.edit_link && !HISTORY_STATUSES.includes(booking.status)) actions.push('edit');
    return {
      ref: detail.ref,
      status: detail.status,
      is_online: detail.is_online,
      arrival_date: detail.arrival_date,
      departure_date: detail.departure_date,
      nights: detail.nights,
      destination: detail.destination,
      hotel_name: hotelName(detail),
      hotel_address: detail.hotel_address,
      hotel: detail.hotel,
      room_label: detail.room_label,
      single_rooms: detail.single_rooms,
      double_rooms: detail.double_rooms,
      travellers_text: detail.travellers_text,
      travellers: detail.travellers.map((traveller: { first_name: string; last_name: string; room: number }) => ({ first_name: traveller.first_name, last_name: traveller.last_name, room: traveller.room })),
      total_price: detail.total_price,
      currency: detail.currency,
      breakfast_included: detail.breakfast_included,
      free_cancellation: detail.free_cancellation,
      cancellation_deadline: detail.cancellation_deadline,
      cancellation_reason: detail.cancellation_reason,
      company: detail.company ? { name: detail.company.name } : null,
      agency: detail.agency,
      actions,
    };
  });

  app.get<{ Params: { token: string } }>('/backend/public/api/booking/:token/cancellation_reasons', {
    config: { access: 'public' },
    schema: { tags: ['my bookings'], params: tokenParams, response: { 200: { type: 'array', items: { type: 'string' } } } },
  }, async (request) => {
    await publicBooking(request.params.token);
    return [...CANCELLATION_REASONS];
  });

  app.post<{ Params: { token: string }; Body: { reason: string; comment?: string | null } }>('/backend/public/api/booking/:token/cancel', {
    config: { access: 'public' },
    schema: { tags: ['my bookings'], params: tokenParams, body: cancelBody, response: movedResponse },
  }, async (request) => {
    const reason = checkReason(request.body.reason);
    const booking = await publicBooking(request.params.token);
    if (!booking.cancellation_link) throw new ApiError(403, ErrorCode.LINK_NOT_VALID, 'this link does not allow cancelling');
    const moved = await cancelBooking(knex, bookingNotifier(mailer), offers, { bookingId: booking.id, userId: null, reason, comment: request.body.comment });
    return { id: moved.id, status: moved.to };
  });
}

/**
 * The purchase-order form: `value`, and optionally `file`, a PDF of 2 MB at most. Past the limit reading the file
 * throws a 413 that the error handler turns into code 170; anything but a PDF is code 160.
 */
async function readOrderNumberForm(request: FastifyRequest): Promise<{ value: string; file: { name: string; data: Buffer } | null }> {
  if (!request.isMultipart()) throw invalid({ value: ErrorCode.FIELD_REQUIRED }, 'a multipart form is expected');
  let value = '';
  let file: { name: string; data: Buffer } | null = null;
  for await (const part of request.parts({ limits: { fileSize: ORDER_FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1000 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (!data.length) continue;
      const pdfName = /\.pdf$/i.test(part.filename ?? '');
      if (!pdfName || data.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new ApiError(400, ErrorCode.BAD_FILE_FORMAT, 'the purchase order must be a PDF', { file: ErrorCode.BAD_FILE_FORMAT });
      }
      file = { name: (part.filename ?? 'bon-de-commande.pdf').slice(0, 255), data };
    } else if (part.fieldname === 'value') {
      value = String(part.value ?? '').trim();
    }
  }
  // The form's fields are read past the hook that refuses NUL characters in bodies.
  refuseNul({ value });
  return { value, file };
}
