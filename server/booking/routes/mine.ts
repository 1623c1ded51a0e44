import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CANCELLATION_REASONS } from '../../../entities/bookingFlow.ts';
import { bookingDetailSchema, providerDetailSchema } from '../../../entities/bookingDetailReplies.ts';
import { bookingCountsSchema, bookingFilterChoicesSchema, bookingPageSchema, cancellationReasonsSchema } from '../../../entities/bookingReplies.ts';
import { BOOKING_TABS } from '../../../entities/bookingTabs.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import { PAGE_SIZE } from '../../../entities/kit.ts';
import { BOOKING_READERS } from '../../../entities/roles.ts';
import { identityOf } from '../../auth/access.ts';
import { ApiError, invalid } from '../../errors.ts';
import { idParams } from '../../schemas.ts';
import { refuseNul } from '../../textInput.ts';
import { visibleBooking } from '../queries/access.ts';
import { storedCustomFields } from '../queries/customFields.ts';
import { bookingView, providerSide } from '../queries/detail.ts';
import { filterChoices, filterProperties, listBookings, tabCounts } from '../queries/listing.ts';
import { cancelAsCaller, enterOrderNumber, type OrderNumberForm } from '../service/actions.ts';
import { bookingContext } from '../service/context.ts';
import { cancelBody, customFieldsResponse, listQuerystring, statusResponse } from './schemas.ts';
import { typedRoutes } from '../../typedRoutes.ts';

/** Purchase-order PDF: 2 MB at most. */
export const ORDER_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * "My bookings": the lists, their filters and counts, a booking's detail with the actions allowed now, its provider
 * side and custom fields, cancellation and the purchase order. Documents are in documents.ts.
 */
export async function myBookingRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const context = bookingContext(app);
  const { knex } = app;
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  for (const tab of BOOKING_TABS) {
    app.get(
      `/backend/api/me/bookings/${tab}`,
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['my bookings'],
          querystring: listQuerystring,
          response: { 200: bookingPageSchema },
        },
      },
      async (request) => {
        const { itemsPerPage = PAGE_SIZE, page = 1, order_by = 'arrival_date', order = tab === 'history' ? 'desc' : 'asc', ...filters } = request.query;
        return listBookings(knex, identityOf(request), tab, filters, { itemsPerPage, page, order_by, order });
      },
    );
  }

  app.get(
    '/backend/api/me/booking-filters',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['my bookings'], response: { 200: bookingFilterChoicesSchema } },
    },
    async (request) => filterChoices(knex, identityOf(request)),
  );

  app.post(
    '/backend/api/bookings/nb_bookings_in_progress',
    {
      config: { access: BOOKING_READERS },
      schema: {
        tags: ['my bookings'],
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { filters: { type: 'object', additionalProperties: false, properties: filterProperties } },
        },
        response: { 200: bookingCountsSchema },
      },
    },
    async (request) => tabCounts(knex, identityOf(request), request.body?.filters ?? {}),
  );

  app.get(
    '/backend/api/me/booking/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['my bookings'],
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: { get_actions: { type: 'string', enum: ['0', '1', 'true', 'false'] } } },
        response: { 200: bookingDetailSchema },
      },
    },
    async (request) => bookingView(knex, identityOf(request), request.params.id, request.query.get_actions === '1' || request.query.get_actions === 'true'),
  );

  app.get(
    '/backend/api/hrs/booking/detail/:id',
    {
      config: { access: BOOKING_READERS },
      schema: { tags: ['booking'], params: idParams, response: { 200: providerDetailSchema } },
    },
    async (request) => providerSide(knex, identityOf(request), request.params.id),
  );

  app.get(
    '/backend/api/booking/customFields/:id',
    {
      config: { access: BOOKING_READERS },
      schema: { tags: ['booking'], params: idParams, response: { 200: customFieldsResponse } },
    },
    async (request) => {
      const booking = await visibleBooking(knex, identityOf(request), request.params.id);
      const fields = await storedCustomFields(knex, booking.company_id, booking.custom_fields);
      return fields.map((field) => ({ id: field.id, label: field.label, type: field.type, value: field.display }));
    },
  );

  app.get(
    '/backend/api/booking-cancellation-reasons',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['my bookings'], response: { 200: cancellationReasonsSchema } },
    },
    async () => [...CANCELLATION_REASONS],
  );

  app.post(
    '/backend/api/booking/:id/cancel',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['my bookings'], params: idParams, body: cancelBody, response: statusResponse },
    },
    async (request) => {
      const moved = await cancelAsCaller(context, identityOf(request), request.params.id, request.body);
      return { id: moved.id, status: moved.to };
    },
  );

  app.post(
    '/backend/api/booking/:id/order-number',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['my bookings'], params: idParams, consumes: ['multipart/form-data'], response: statusResponse },
    },
    async (request) => {
      const moved = await enterOrderNumber(context, identityOf(request), request.params.id, () => readOrderNumberForm(request));
      return { id: moved.id, status: moved.to };
    },
  );
}

/**
 * The purchase-order form: `value`, and optionally `file`, a PDF of 2 MB at most. Past the limit reading the file
 * throws a 413 that the error handler turns into code 170; anything but a PDF is code 160.
 */
export async function readOrderNumberForm(request: FastifyRequest): Promise<OrderNumberForm> {
  if (!request.isMultipart()) throw invalid({ value: ErrorCode.FIELD_REQUIRED }, 'a multipart form is expected');
  let value = '';
  let file: OrderNumberForm['file'] = null;
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
