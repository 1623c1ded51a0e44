import { BED_TYPES, MAX_TRAVELLERS } from '../../../entities/bookingRules.ts';
import { SEARCH_SERVICES } from '../../../entities/offer.ts';
import { idSchema } from '../../schemas.ts';
import { DECISIONS } from '../service/validation.ts';

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
      properties: Object.fromEntries(SEARCH_SERVICES.map((name) => [name, { type: 'boolean' }])),
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
    customFields: { type: 'object', maxProperties: 100, additionalProperties: { anyOf: [{ type: 'string', maxLength: 10000 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] } },
    orderNumber: { type: ['string', 'null'], maxLength: 100 },
    managers: { type: 'array', maxItems: 20, items: idSchema },
    confirmationKey: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  },
} as const;

/** A booking moved: its id and its new status. */
export const statusResponse = { 200: { type: 'object', properties: { id: { type: 'integer' }, status: { type: 'integer' } } } } as const;

/** A manager's private link (booking_manager.token). */
export const validationTokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 16, maxLength: 64 } } } as const;
export const reasonSchema = { type: ['string', 'null'], maxLength: 2000 } as const;
export const decisionResponse = {
  type: 'object',
  properties: { id: { type: 'integer' }, ref: { type: 'string' }, decision: { type: 'string' }, status: { type: 'integer' } },
} as const;
export const decisionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['decision'],
  properties: { decision: { type: 'string', enum: [...DECISIONS] }, reason: reasonSchema },
} as const;

const nullable = (type: string) => ({ type: [type, 'null'] });

const managerSchema = {
  type: 'object',
  properties: {
    userId: { type: 'integer' }, name: { type: 'string' }, phase: { type: 'string', enum: ['pre', 'post'] },
    decision: nullable('string'), reason: nullable('string'), decidedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** GET /booking/:id/validation. */
export const validationResponse = {
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
