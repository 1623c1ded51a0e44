import { BOOKING_ACTIONS } from './bookingFlow.ts';
import { customFieldOptionsSchema } from './customFields.ts';

// The replies of the routes that show one booking to its people (its page, its provider side), as JSON Schemas: the
// server answers with them (server/booking/routes/), the front office types what it reads from them
// (front/bookings/bookingsApi.ts). Its validation's are in validationReplies.ts.

export const nullable = <T extends string>(type: T) => ({ type: [type, 'null'] }) as const;
export const instant = { type: ['string', 'null'], format: 'date-time' } as const;

/** What the caller may do on a booking now, each a button of the booking screens. */
export const actionsSchema = { type: 'array', items: { type: 'string', enum: BOOKING_ACTIONS } } as const;

/** Whom the booking's people contact: the agency, or the company's own contacts under its white label. */
export const contactSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['name', 'email', 'phone'],
  properties: { name: { type: 'string' }, email: { type: 'string' }, phone: nullable('string') },
} as const;

/** The booked hotel of the catalogue, as the booking's pages show it. */
export const bookedHotelSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['id', 'name', 'category', 'address1', 'address2', 'post_code', 'city', 'country', 'geo_lat', 'geo_lng', 'phone_number', 'email', 'website'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    category: nullable('integer'),
    address1: nullable('string'),
    address2: nullable('string'),
    post_code: nullable('string'),
    city: nullable('string'),
    country: nullable('string'),
    geo_lat: nullable('number'),
    geo_lng: nullable('number'),
    phone_number: nullable('string'),
    email: nullable('string'),
    website: nullable('string'),
  },
} as const;

/** The provider side of an online booking (GET /hrs/booking/detail/:id). */
export const providerDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'ref',
    'provider',
    'providerReference',
    'hotelKey',
    'offerKey',
    'hotelName',
    'roomLabel',
    'breakfastIncluded',
    'breakfastPrice',
    'freeCancellation',
    'cancellationDeadline',
    'paymentMode',
    'price',
  ],
  properties: {
    id: { type: 'integer' },
    ref: { type: 'string' },
    provider: nullable('string'),
    providerReference: nullable('string'),
    hotelKey: nullable('string'),
    offerKey: nullable('string'),
    hotelName: nullable('string'),
    roomLabel: nullable('string'),
    breakfastIncluded: nullable('boolean'),
    breakfastPrice: nullable('number'),
    freeCancellation: nullable('boolean'),
    cancellationDeadline: instant,
    paymentMode: nullable('string'),
    price: {
      type: 'object',
      additionalProperties: false,
      required: ['perNight', 'total', 'currency'],
      properties: { perNight: nullable('number'), total: nullable('number'), currency: { type: 'string' } },
    },
  },
} as const;

/** A line of a booking's history, with the service's event and its data (JSON text; common/historyNote.ts reads it). */
export const historyEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'date', 'type', 'status_from', 'status_to', 'comment', 'event', 'data', 'author'],
  properties: {
    id: { type: 'integer' },
    date: { type: 'string', format: 'date-time' },
    type: { type: 'string' },
    status_from: nullable('integer'),
    status_to: nullable('integer'),
    comment: nullable('string'),
    event: nullable('string'),
    data: nullable('string'),
    author: { type: 'string' },
  },
} as const;

const DETAIL_COLUMNS = {
  id: { type: 'integer' },
  ref: { type: 'string' },
  status: { type: 'integer' },
  is_online: { type: 'boolean' },
  booking_base_id: nullable('string'),
  arrival_date: { type: 'string' },
  departure_date: { type: 'string' },
  destination: nullable('string'),
  hotel_name: nullable('string'),
  hotel_address: nullable('string'),
  room_label: nullable('string'),
  single_rooms: { type: 'integer' },
  double_rooms: { type: 'integer' },
  rooms: {
    type: 'array',
    items: { type: 'object', properties: { occupancy: { type: 'integer' }, bedType: nullable('string') } },
  },
  services: { type: 'object', additionalProperties: { type: 'boolean' } },
  price_per_night: nullable('number'),
  total_price: nullable('number'),
  /** The stay's price plus the booking fees (docs/glossary.md, amount). */
  amount: nullable('number'),
  currency: { type: 'string' },
  breakfast_included: nullable('boolean'),
  breakfast_price: nullable('number'),
  free_cancellation: nullable('boolean'),
  cancellation_deadline: instant,
  payment_mode: nullable('string'),
  remarks: nullable('string'),
  extras: nullable('string'),
  comments: nullable('string'),
  proposal: nullable('string'),
  order_number: nullable('string'),
  order_number_file_name: nullable('string'),
  cancellation_reason: nullable('string'),
  cancellation_comment: nullable('string'),
  created_at: { type: 'string', format: 'date-time' },
} as const;

/**
 * A booking with everything its page shows (GET /me/booking/:id, server/booking/queries/detail.ts); with
 * `get_actions=1`, also what the caller may do now and whether a decision of theirs is awaited.
 */
export const bookingDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...(Object.keys(DETAIL_COLUMNS) as (keyof typeof DETAIL_COLUMNS)[]),
    'travellers_text',
    'has_order_file',
    'nights',
    'fees',
    'hotel',
    'company',
    'agency',
    'booker',
    'travellers',
    'custom_fields',
    'managers',
    'history',
  ],
  properties: {
    ...DETAIL_COLUMNS,
    travellers_text: { ...nullable('string'), description: 'the names as the booking lists show them' },
    has_order_file: { type: 'boolean' },
    nights: { type: 'integer' },
    fees: {
      type: 'object',
      additionalProperties: false,
      required: ['global', 'global_label', 'per_room', 'per_room_label', 'total'],
      properties: {
        global: nullable('number'),
        global_label: nullable('string'),
        per_room: nullable('number'),
        per_room_label: nullable('string'),
        total: { type: 'number' },
      },
    },
    hotel: bookedHotelSchema,
    company: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'name', 'order_number_required', 'order_number_label', 'order_number_pattern', 'offline_enabled'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        order_number_required: { type: 'boolean' },
        order_number_label: nullable('string'),
        order_number_pattern: nullable('string'),
        offline_enabled: { type: 'boolean' },
      },
    },
    agency: contactSchema,
    booker: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'name', 'email'],
      properties: { id: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string' } },
    },
    travellers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'first_name', 'last_name', 'email', 'mobile_phone', 'room'],
        properties: {
          id: { type: 'integer' },
          first_name: { type: 'string' },
          last_name: { type: 'string' },
          email: nullable('string'),
          mobile_phone: nullable('string'),
          room: { type: 'integer' },
        },
      },
    },
    custom_fields: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'label', 'type', 'options', 'value', 'display'],
        properties: {
          id: { type: 'integer' },
          label: { type: 'string' },
          type: { type: 'integer' },
          options: customFieldOptionsSchema,
          value: { description: 'as stored' },
          display: { description: 'what the value reads as: a dropdown’s option label, any other value as stored' },
        },
      },
    },
    managers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['user_id', 'name', 'phase', 'decision', 'reason', 'decided_at'],
        properties: {
          user_id: { type: 'integer' },
          name: { type: 'string' },
          phase: { type: 'string', enum: ['pre', 'post'] },
          decision: nullable('string'),
          reason: nullable('string'),
          decided_at: instant,
        },
      },
    },
    history: { type: 'array', items: historyEntrySchema },
    actions: actionsSchema,
    manager_view: { type: 'boolean', description: 'the caller is a manager whose decision is awaited' },
  },
} as const;
