import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { BookingTab } from '../../entities/bookingTabs.ts';
import type { Identity } from '../../entities/identity.ts';
import { AGENCY_ROLES, COMPANY_ROLES } from '../../entities/roles.ts';
import { identityOf } from '../auth/access.ts';
import { notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';
import { actorsOf, visibleBooking } from './queries/access.ts';
import { storedCustomFields } from './queries/customFields.ts';
import { bookingManagers } from './queries/detail.ts';
import { type BookingFilters, bookingsQuery, filterProperties } from './queries/listing.ts';
import { bookingNotifier } from './service/notifications.ts';
import { moveBooking, statusForbidden } from './service/status.ts';
import { BOOKERS, CLAIM_TIMEOUT_SECONDS } from './online.ts';
import { decisionsOf, openPhaseOf, validationBooking } from './validation.ts';
import { STATUS } from '../../entities/bookingStatus.ts';

/** The agency and the company's people; a hotel account reads no booking of the front office (403). */
const READERS = [...AGENCY_ROLES, ...COMPANY_ROLES];

const nullable = (type: string) => ({ type: [type, 'null'] });

const managerSchema = {
  type: 'object',
  properties: {
    userId: { type: 'integer' }, name: { type: 'string' }, phase: { type: 'string', enum: ['pre', 'post'] },
    decision: nullable('string'), reason: nullable('string'), decidedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const validationResponse = {
  type: 'object',
  properties: {
    phase: { type: ['string', 'null'], enum: ['pre', 'post', null], description: 'the question the booking status holds open' },
    canDecide: { type: 'boolean', description: 'the caller is a manager asked this question who has not answered' },
    decisions: { type: 'array', items: { type: 'string' } },
    managers: { type: 'array', items: managerSchema },
    // The same booking the mail's link shows (validationBooking).
    booking: { type: 'object', additionalProperties: true },
  },
} as const;

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
  const { knex, mailer } = app;
  app.get<{ Params: { id: number } }>('/backend/api/booking/:id/validation', {
    config: { access: READERS },
    schema: { tags: ['booking'], params: idParams, response: { 200: validationResponse } },
  }, async (request) => {
    const identity = identityOf(request);
    const visible = await visibleBooking(knex, identity, request.params.id);
    const [booking, managers] = await Promise.all([
      validationBooking(knex, visible.id),
      bookingManagers(knex, visible.id),
    ]);
    // A question is open while the status waits on it and someone was asked it.
    const open = openPhaseOf(visible.status);
    const phase = open && managers.some((manager) => manager.phase === open) ? open : null;
    const actors = await actorsOf(knex, identity, visible);
    const canDecide = phase !== null && actors.includes('manager')
      && managers.some((manager) => manager.user_id === identity.id && manager.phase === phase && manager.decision === null);
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
  });

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

  app.get<{ Params: { id: number } }>('/backend/api/booking/disable/:id', {
    config: { access: BOOKERS },
    schema: {
      tags: ['booking'],
      params: idParams,
      response: { 200: { type: 'object', properties: { id: { type: 'integer' }, status: { type: 'integer' } } } },
    },
  }, async (request) => {
    const identity = identityOf(request);
    const booking = await visibleBooking(knex, identity, request.params.id);
    // Only its booker gives a booking up; to anyone else it is not theirs to abandon.
    if (!(await actorsOf(knex, identity, booking)).includes('user')) throw notFound();
    const moved = await knex.transaction(async (trx) => {
      // A booking being finalised (its confirmation claimed, and the claim still alive) is not given up under the
      // finalisation's feet.
      const current = await trx('booking').where({ id: booking.id }).forUpdate()
        .first('status', trx.raw('(confirmation_key IS NOT NULL AND updated_at >= now() - make_interval(secs => ?)) as claimed', [CLAIM_TIMEOUT_SECONDS]));
      if (current.status === STATUS.incomplete && current.claimed) throw statusForbidden();
      return moveBooking(trx, bookingNotifier(mailer), { bookingId: booking.id, event: 'abandon', actor: 'user', userId: identity.id });
    });
    return { id: moved.id, status: moved.to };
  });
}
