import type { FromSchema } from 'json-schema-to-ts';
import { CANCELLATION_REASONS } from './bookingFlow.ts';
import { BOOKING_TABS } from './bookingTabs.ts';

// The replies of the booking lists and of the steps taken from them that the front office reads, as JSON Schemas: the
// server answers with them (server/booking/routes/), the front office types what it reads from them
// (front/bookings/bookingsApi.ts).

/** A row of the booking lists (server/booking/queries/listing.ts). */
export const bookingRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'ref',
    'status',
    'is_online',
    'arrival_date',
    'departure_date',
    'destination',
    'hotel_name',
    'travellers',
    'amount',
    'currency',
    'order_number',
    'created_at',
    'user_id',
    'booker',
    'manager_view',
    'todo',
  ],
  properties: {
    id: { type: 'integer' },
    ref: { type: 'string' },
    status: { type: 'integer' },
    is_online: { type: 'boolean' },
    arrival_date: { type: 'string' },
    departure_date: { type: 'string' },
    destination: { type: ['string', 'null'] },
    hotel_name: { type: ['string', 'null'] },
    travellers: { type: ['string', 'null'] },
    /** The stay's price plus the booking fees (docs/glossary.md, amount). */
    amount: { type: ['number', 'null'] },
    currency: { type: 'string' },
    order_number: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    user_id: { type: ['integer', 'null'] },
    booker: { type: 'string' },
    manager_view: { type: 'boolean', description: 'the caller is a manager whose decision is awaited' },
    todo: { type: 'boolean', description: 'the caller must act on it' },
  },
} as const;

/** A page of a booking list and the count of the tab's rows. */
export const bookingPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total'],
  properties: { items: { type: 'array', items: bookingRowSchema }, total: { type: 'integer' } },
} as const;

/** What the lists' filters offer: the statuses of the tabs, the kinds of booking and the hotels booked lately. */
export const bookingFilterChoicesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['statuses', 'types', 'hotels'],
  properties: {
    statuses: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'key', 'tab'],
        properties: { value: { type: 'integer' }, key: { type: 'string' }, tab: { type: 'string', enum: BOOKING_TABS } },
      },
    },
    types: { type: 'array', items: { type: 'string', enum: ['online', 'offline'] } },
    hotels: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** A booking after one of its steps (cancel, purchase order, giving up a draft, an agency step): its new status. */
export const bookingStepSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status'],
  properties: { id: { type: 'integer' }, status: { type: 'integer' } },
} as const;

/** The totals of the "in progress" and "to process" tabs with the lists' filters (POST /bookings/nb_bookings_in_progress). */
export const bookingCountsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'todo'],
  properties: {
    count: { type: 'integer', description: 'the "in progress" tab’s total with these filters' },
    todo: { type: 'integer', description: 'the "to process" tab’s total with these filters' },
  },
} as const;

/** Why a booking may be cancelled, as keys the screens word (the signed-in route and the booking's link). */
export const cancellationReasonsSchema = { type: 'array', items: { type: 'string', enum: CANCELLATION_REASONS } } as const;

/** The addresses a booking's voucher was mailed to (POST /booking/:id/forward-voucher). */
export const forwardedVoucherSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sent'],
  properties: { sent: { type: 'array', items: { type: 'string' } } },
} as const;

export type BookingCounts = FromSchema<typeof bookingCountsSchema>;
export type CancellationReasons = FromSchema<typeof cancellationReasonsSchema>;
export type ForwardedVoucher = FromSchema<typeof forwardedVoucherSchema>;
