import type { FromSchema } from 'json-schema-to-ts';
import { CARD_GUARANTEES } from './bookingFlow.ts';
import { nullable } from './bookingDetailReplies.ts';
import { customFieldSchema } from './customFields.ts';
import { quotedTermsSchema, servicesSchema } from './offer.ts';

// The replies of the online booking's steps, as JSON Schemas: the server answers with them
// (server/booking/routes/online.ts), the front office types what it reads from them (front/booking/,
// front/offers/HotelOffersPage.tsx).

const phaseSchema = { type: ['string', 'null'], enum: ['pre', 'post', null] } as const;

/** The booking an offer chosen became (POST /booking/online). */
export const onlineBookingStartSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'ref'],
  properties: { id: { type: 'integer' }, ref: { type: 'string' } },
} as const;

/** A manager of the company who may be asked to decide on the booking (never its booker). */
export const managerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'firstName', 'lastName', 'email'],
  properties: { id: { type: 'integer' }, firstName: { type: 'string' }, lastName: { type: 'string' }, email: { type: 'string' } },
} as const;

/** An online booking in status 0 and everything its form needs (GET /booking/unfinished/:id). */
export const unfinishedBookingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'ref', 'status', 'offer', 'stay', 'fees', 'total', 'customFields', 'orderNumber', 'payment', 'validation', 'travelPolicyOk'],
  properties: {
    id: { type: 'integer' },
    ref: { type: 'string' },
    status: { type: 'integer' },
    offer: {
      type: 'object',
      additionalProperties: false,
      description: 'the offer’s terms as they were quoted when the booking started',
      required: ['provider', 'hotelKey', 'offerKey', 'hotelName', 'hotelAddress', ...quotedTermsSchema.required],
      properties: {
        provider: { type: 'string' },
        hotelKey: { type: 'string' },
        offerKey: { type: 'string' },
        hotelName: { type: 'string' },
        hotelAddress: nullable('string'),
        ...quotedTermsSchema.properties,
      },
    },
    stay: {
      type: 'object',
      additionalProperties: false,
      required: ['destination', 'from', 'to', 'nights', 'single', 'double', 'services'],
      properties: {
        destination: nullable('string'),
        from: { type: 'string' },
        to: { type: 'string' },
        nights: { type: 'integer' },
        single: { type: 'integer' },
        double: { type: 'integer' },
        services: servicesSchema,
      },
    },
    fees: {
      type: 'object',
      additionalProperties: false,
      required: ['global', 'globalLabel', 'perRoom', 'perRoomLabel', 'total'],
      properties: {
        global: nullable('number'),
        globalLabel: nullable('string'),
        perRoom: nullable('number'),
        perRoomLabel: nullable('string'),
        total: { type: 'number' },
      },
    },
    total: { type: 'number', description: 'the stay and the fees' },
    customFields: { type: 'array', items: customFieldSchema },
    orderNumber: {
      type: 'object',
      additionalProperties: false,
      required: ['required', 'label', 'pattern'],
      properties: { required: { type: 'boolean' }, label: nullable('string'), pattern: nullable('string') },
    },
    payment: {
      type: 'object',
      additionalProperties: false,
      required: ['mode', 'cardGuarantee', 'cardRequired'],
      properties: {
        mode: { type: 'string' },
        cardGuarantee: { type: 'string', enum: CARD_GUARANTEES },
        cardRequired: { type: 'boolean' },
      },
    },
    validation: {
      type: 'object',
      additionalProperties: false,
      required: ['phase', 'managers', 'multiManager'],
      properties: {
        phase: { ...phaseSchema, description: 'when the managers decide, fixed when the offer was chosen' },
        managers: { type: 'array', items: managerSchema },
        multiManager: { type: 'boolean' },
      },
    },
    travelPolicyOk: nullable('boolean'),
  },
} as const;

/** The booking form confirmed (POST /booking/:id/finalise): where the booking stands now. */
export const finaliseResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'ref', 'status', 'validation', 'requireOrderNumber'],
  properties: {
    id: { type: 'integer' },
    ref: { type: 'string' },
    status: { type: 'integer' },
    validation: { ...phaseSchema, description: 'the managers’ question the booking waits on, if any' },
    requireOrderNumber: { type: 'boolean' },
  },
} as const;

export type OnlineBookingStart = FromSchema<typeof onlineBookingStartSchema>;
export type Manager = FromSchema<typeof managerSchema>;
export type UnfinishedBooking = FromSchema<typeof unfinishedBookingSchema>;
export type FinaliseResult = FromSchema<typeof finaliseResultSchema>;
