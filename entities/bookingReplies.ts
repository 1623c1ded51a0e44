import { BOOKING_ACTIONS } from './bookingFlow.ts';
import { BOOKING_TABS } from './bookingTabs.ts';
import { DECISIONS } from './validationRules.ts';

// The replies of the booking routes the front office reads, as JSON Schemas: the server answers with them
// (server/booking/routes/), the front office types what it reads from them (front/bookings/bookingsApi.ts).

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
    'total_price',
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
    total_price: { type: ['number', 'null'] },
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

const nullable = <T extends string>(type: T) => ({ type: [type, 'null'] }) as const;
const instant = { type: ['string', 'null'], format: 'date-time' } as const;

/** What the caller may do on a booking now, each a button of the booking screens. */
const actionsSchema = { type: 'array', items: { type: 'string', enum: BOOKING_ACTIONS } } as const;

/** Whom the booking's people contact: the agency, or the company's own contacts under its white label. */
const contactSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['name', 'email', 'phone'],
  properties: { name: { type: 'string' }, email: { type: 'string' }, phone: nullable('string') },
} as const;

/** The booked hotel of the catalogue, as the booking's pages show it. */
const bookedHotelSchema = {
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

/** What a booking's public link shows (server/booking/queries/publicView.ts): the stay, and what the link allows. */
export const publicBookingSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'ref',
    'status',
    'is_online',
    'arrival_date',
    'departure_date',
    'nights',
    'destination',
    'hotel_name',
    'hotel_address',
    'hotel',
    'room_label',
    'single_rooms',
    'double_rooms',
    'travellers_text',
    'travellers',
    'total_price',
    'currency',
    'breakfast_included',
    'free_cancellation',
    'cancellation_deadline',
    'cancellation_reason',
    'proposal',
    'price_per_night',
    'order_number',
    'company',
    'agency',
    'actions',
  ],
  properties: {
    ref: { type: 'string' },
    status: { type: 'integer' },
    is_online: { type: 'boolean' },
    arrival_date: { type: 'string' },
    departure_date: { type: 'string' },
    nights: { type: 'integer' },
    destination: nullable('string'),
    hotel_name: { type: 'string' },
    hotel_address: nullable('string'),
    hotel: bookedHotelSchema,
    room_label: nullable('string'),
    single_rooms: { type: 'integer' },
    double_rooms: { type: 'integer' },
    travellers_text: nullable('string'),
    travellers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['first_name', 'last_name', 'room'],
        properties: { first_name: { type: 'string' }, last_name: { type: 'string' }, room: { type: 'integer' } },
      },
    },
    total_price: nullable('number'),
    currency: { type: 'string' },
    breakfast_included: nullable('boolean'),
    free_cancellation: nullable('boolean'),
    cancellation_deadline: instant,
    cancellation_reason: nullable('string'),
    proposal: nullable('string'),
    price_per_night: nullable('number'),
    order_number: nullable('string'),
    company: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['name', 'order_number_label', 'order_number_pattern'],
      properties: { name: { type: 'string' }, order_number_label: nullable('string'), order_number_pattern: nullable('string') },
    },
    agency: contactSchema,
    actions: actionsSchema,
  },
} as const;

/** A booking's validation as a signed-in reader sees it (GET /booking/:id/validation). */
export const validationStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phase', 'canDecide', 'decisions', 'managers', 'booking'],
  properties: {
    phase: { type: ['string', 'null'], enum: ['pre', 'post', null], description: 'the question the booking status holds open' },
    canDecide: { type: 'boolean', description: 'the caller is a manager asked this question who has not answered' },
    decisions: { type: 'array', items: { type: 'string', enum: DECISIONS } },
    managers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['userId', 'name', 'phase', 'decision', 'reason', 'decidedAt'],
        properties: {
          userId: { type: 'integer' },
          name: { type: 'string' },
          phase: { type: 'string', enum: ['pre', 'post'] },
          decision: nullable('string'),
          reason: nullable('string'),
          decidedAt: instant,
        },
      },
    },
    // The same booking the mail's link shows (server/booking/queries/validation.ts, validationBooking).
    booking: { type: 'object', additionalProperties: true },
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
