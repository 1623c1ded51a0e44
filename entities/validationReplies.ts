import type { FromSchema } from 'json-schema-to-ts';
import { instant, nullable } from './bookingDetailReplies.ts';
import { DECISIONS } from './validationRules.ts';

// The replies of a manager's validation, as JSON Schemas: the server answers with them (server/booking/routes/
// validation.ts and public.ts), the front office types what it reads from them (front/bookings/bookingsApi.ts,
// front/booking/ValidatePage.tsx).

/** The booking a manager decides on, signed in or through the mail's link (server/booking/queries/validation.ts). */
export const validationBookingSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'ref',
    'status',
    'company',
    'booker',
    'hotelName',
    'hotelAddress',
    'roomLabel',
    'destination',
    'from',
    'to',
    'travellers',
    'rooms',
    'totalPrice',
    'fees',
    'amount',
    'currency',
    'breakfastIncluded',
    'freeCancellation',
    'cancellationDeadline',
    'travelPolicyOk',
    'orderNumber',
    'remarks',
  ],
  properties: {
    ref: { type: 'string' },
    status: { type: 'integer' },
    company: { type: 'string' },
    booker: { type: 'string' },
    hotelName: nullable('string'),
    hotelAddress: nullable('string'),
    roomLabel: nullable('string'),
    destination: nullable('string'),
    from: { type: 'string' },
    to: { type: 'string' },
    travellers: nullable('string'),
    rooms: { type: 'integer' },
    totalPrice: nullable('number'),
    fees: { type: 'number' },
    /** The stay's price plus the fees, as every page of the booking shows it (docs/glossary.md, amount). */
    amount: nullable('number'),
    currency: { type: 'string' },
    breakfastIncluded: nullable('boolean'),
    freeCancellation: nullable('boolean'),
    cancellationDeadline: instant,
    travelPolicyOk: nullable('boolean'),
    orderNumber: nullable('string'),
    remarks: nullable('string'),
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
    booking: validationBookingSchema,
  },
} as const;

/** What a manager decides on through the private link of the mail (GET /public/api/booking/validation/:token). */
export const validationRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phase', 'decisions', 'expiresAt', 'manager', 'booking'],
  properties: {
    phase: { type: 'string', enum: ['pre', 'post'] },
    decisions: { type: 'array', items: { type: 'string', enum: DECISIONS } },
    expiresAt: { type: 'string', format: 'date-time' },
    manager: {
      type: 'object',
      additionalProperties: false,
      required: ['firstName', 'lastName'],
      properties: { firstName: { type: 'string' }, lastName: { type: 'string' } },
    },
    booking: validationBookingSchema,
  },
} as const;

/** A manager's decision taken, signed in or through the link: the booking and where it stands now. */
export const decisionReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'ref', 'decision', 'status'],
  properties: { id: { type: 'integer' }, ref: { type: 'string' }, decision: { type: 'string', enum: DECISIONS }, status: { type: 'integer' } },
} as const;

export type ValidationRequest = FromSchema<typeof validationRequestSchema>;
export type DecisionReply = FromSchema<typeof decisionReplySchema>;
