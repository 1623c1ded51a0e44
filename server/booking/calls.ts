import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { BookingTab } from '../../entities/bookingTabs.ts';
import type { Identity } from '../../entities/identity.ts';
import { AGENCY_ROLES, COMPANY_ROLES } from '../../entities/roles.ts';
import { identityOf } from '../auth/access.ts';
import { notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';
import { visibleBooking } from './queries/access.ts';
import { storedCustomFields } from './queries/customFields.ts';
import { type BookingFilters, bookingsQuery, filterProperties } from './queries/listing.ts';

/** The agency and the company's people; a hotel account reads no booking of the front office (403). */
const READERS = [...AGENCY_ROLES, ...COMPANY_ROLES];

const nullable = (type: string) => ({ type: [type, 'null'] });

const providerResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, ref: { type: 'string' }, provider: nullable('string'), providerReference: nullable('string'),
    hotelKey: nullable('string'), offerKey: nullable('string'), hotelName: nullable('string'), roomLabel: nullable('string'),
    breakfastIncluded: nullable('boolean'), breakfastPrice: nullable('number'), freeCancellation: nullable('boolean'),
    cancellationDeadline: { type: ['string', 'null'], format: 'date-time' }, paymentMode: nullable('string'),
    price: { type: 'object', properties: { perNight: nullable('number'), total: nullable('number'), currency: { type: 'string' } } },
  },
} as const;

const customFieldsResponse = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' }, label: { type: 'string' }, type: { type: 'integer' },
      value: { description: 'what the value reads as: a dropdown’s option label, any other value as stored' },
    },
  },
} as const;

/** A tab's total: the list's own query (SQL, scope, filters) counted, so the same rows through the same indexes. */
export const tabCountQuery = (knex: Knex, identity: Identity, tab: BookingTab, filters: BookingFilters) =>
  bookingsQuery(knex, identity, tab, filters).count({ count: '*' });

/**
 * The booking calls of SPEC section 7 the screens read beside a booking's detail: its validation state for a signed-in
 * reader, its provider side, its custom fields as they read, the count of the "in progress" and "to process" tabs,
 * and the booker giving up an online booking left unfinished. Every booking is found through visibleBooking.
 */
export async function bookingCallRoutes(app: FastifyInstance) {
  const { knex } = app;
  app.get<{ Params: { id: number } }>('/backend/api/hrs/booking/detail/:id', {
    config: { access: READERS },
    schema: { tags: ['booking'], params: idParams, response: { 200: providerResponse } },
  }, async (request) => {
    const booking = await visibleBooking(knex, identityOf(request), request.params.id);
    // An offline request was never booked at a provider: it has no provider side.
    if (!booking.is_online) throw notFound();
    return {
      id: booking.id,
      ref: booking.ref,
      provider: booking.provider,
      providerReference: booking.booking_base_id,
      hotelKey: booking.hotel_key,
      offerKey: booking.offer_key,
      hotelName: booking.hotel_name,
      roomLabel: booking.room_label,
      breakfastIncluded: booking.breakfast_included,
      breakfastPrice: booking.breakfast_price,
      freeCancellation: booking.free_cancellation,
      cancellationDeadline: booking.cancellation_deadline,
      paymentMode: booking.payment_mode,
      price: { perNight: booking.price_per_night, total: booking.total_price, currency: booking.currency },
    };
  });

  app.get<{ Params: { id: number } }>('/backend/api/booking/customFields/:id', {
    config: { access: READERS },
    schema: { tags: ['booking'], params: idParams, response: { 200: customFieldsResponse } },
  }, async (request) => {
    const booking = await visibleBooking(knex, identityOf(request), request.params.id);
    const fields = await storedCustomFields(knex, booking.company_id, booking.custom_fields);
    return fields.map((field) => ({ id: field.id, label: field.label, type: field.type, value: field.display }));
  });

  app.post<{ Body: { filters?: BookingFilters } | null }>('/backend/api/bookings/nb_bookings_in_progress', {
    config: { access: READERS },
    schema: {
      tags: ['my bookings'],
      body: {
        type: ['object', 'null'],
        additionalProperties: false,
        properties: { filters: { type: 'object', additionalProperties: false, properties: filterProperties } },
      },
      response: {
        200: {
          type: 'object',
          properties: {
            count: { type: 'integer', description: 'the "in progress" tab’s total with these filters' },
            todo: { type: 'integer', description: 'the "to process" tab’s total with these filters' },
          },
        },
      },
    },
  }, async (request) => {
    const identity = identityOf(request);
    const filters = request.body?.filters ?? {};
    const count = async (tab: 'in_progress' | 'todo') => {
      const [row] = await tabCountQuery(knex, identity, tab, filters);
      return Number(row.count);
    };
    const [inProgress, todo] = await Promise.all([count('in_progress'), count('todo')]);
    return { count: inProgress, todo };
  });
}
