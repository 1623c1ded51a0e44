import { BED_TYPES, MAX_TRAVELLERS } from '../../../entities/bookingRules.ts';
import { SEARCH_SERVICES } from '../../../entities/offer.ts';
import { OFFLINE_PRIORITIES } from '../../../entities/offlineRules.ts';
import { DECISIONS } from '../../../entities/validationRules.ts';
import { BOOKING_LIST_MAX, BOOKING_LIST_ORDER } from '../../../entities/bookingTabs.ts';
import { filterProperties } from '../queries/listing.ts';
import { idSchema, sameProperties } from '../../schemas.ts';
import { bookingStepSchema } from '../../../entities/bookingReplies.ts';
import { movedSchema } from '../../../entities/offlineReplies.ts';

// The contracts of the booking routes that more than a few lines describe, or more than one route file uses.

const ISO_DAY = { type: 'string', maxLength: 10 } as const;

/** The search an offer was chosen in (POST /booking/online). */
export const searchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'single', 'double'],
  properties: {
    // A name, or the search form's destination object (its label, or its city).
    destination: {
      anyOf: [
        { type: 'null' },
        { type: 'string', maxLength: 255 },
        { type: 'object', properties: { label: { type: 'string', maxLength: 255 }, city: { type: 'string', maxLength: 255 } } },
      ],
    },
    from: ISO_DAY,
    to: ISO_DAY,
    single: { type: 'integer', minimum: 0, maximum: 20 },
    double: { type: 'integer', minimum: 0, maximum: 20 },
    services: {
      type: 'object',
      additionalProperties: false,
      properties: sameProperties(SEARCH_SERVICES, { type: 'boolean' }),
    },
  },
} as const;

/** The booking form of an online booking, confirmed (POST /booking/:id/finalise). */
export const finaliseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rooms', 'confirmationKey'],
  properties: {
    rooms: {
      type: 'array',
      maxItems: MAX_TRAVELLERS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['occupancy', 'travellers'],
        properties: {
          occupancy: { type: 'integer', enum: [1, 2] },
          bedType: { type: ['string', 'null'], enum: [...BED_TYPES, null] },
          travellers: { type: 'array', maxItems: 2, items: idSchema },
        },
      },
    },
    remarks: { type: ['string', 'null'], maxLength: 2000 },
    extras: { type: ['string', 'null'], maxLength: 2000 },
    customFields: {
      type: 'object',
      maxProperties: 100,
      additionalProperties: { anyOf: [{ type: 'string', maxLength: 10000 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
    },
    orderNumber: { type: ['string', 'null'], maxLength: 100 },
    managers: { type: 'array', maxItems: 20, items: idSchema },
    confirmationKey: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  },
} as const;

/** A booking moved: its id and its new status. */
export const statusResponse = { 200: bookingStepSchema } as const;

/** A manager's private link (booking_manager.token). */
export const validationTokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 16, maxLength: 64 } } } as const;
export const reasonSchema = { type: ['string', 'null'], maxLength: 2000 } as const;
export const decisionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['decision'],
  properties: { decision: { type: 'string', enum: [...DECISIONS] }, reason: reasonSchema },
} as const;

/** A booking's public link (booking.public_token). */
export const linkTokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

export const cancelBody = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: {
    reason: { type: 'string', minLength: 1, maxLength: 50 },
    comment: { type: ['string', 'null'], maxLength: 2000 },
  },
} as const;

/** The lists, and the spreadsheet export of the same filters. */
export const listQuerystring = {
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

/** GET /booking/customFields/:id. */
export const customFieldsResponse = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      label: { type: 'string' },
      type: { type: 'integer' },
      value: { description: 'what the value reads as: a dropdown’s option label, any other value as stored' },
    },
  },
} as const;

const isoDate = { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const money = { type: ['number', 'null'], minimum: 0, maximum: 9999999 } as const;

/** An offline request, as a draft or sent (POST /booking/offline, PUT /booking/offline/:id). */
export const requestBody = {
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
      properties: sameProperties(SEARCH_SERVICES, { type: 'boolean' }),
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

/** An offline request moved: its id, its reference and its new status. */
/** The booker's refusal of the agency's proposal: why (POST /booking/:id/refuse_proposal and its public link). */
export const proposalRefusalBody = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: 2000 } },
} as const;

export const movedResponse = { 200: movedSchema } as const;

/** What the agency's steps on an offline request take (POST /booking/:id/agency/:event). */
export const agencyBody = {
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
} as const;
