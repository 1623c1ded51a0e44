import type { FromSchema } from 'json-schema-to-ts';
import { BED_TYPES } from './bookingRules.ts';
import { REQUEST_KINDS, ROOM_LAYOUTS } from './groupRules.ts';
import { SEARCH_SERVICES } from './offer.ts';
import { OFFLINE_PRIORITIES } from './offlineRules.ts';

// The replies of the offline request routes the front office reads, as JSON Schemas: the server answers with them
// (server/booking/routes/offline.ts), the offline request form types what it reads from them (front/offline/).

const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

/** The services a request asks for, each a yes or no (none for a group request). */
const serviceProperties = Object.fromEntries(SEARCH_SERVICES.map((service) => [service, { type: 'boolean' }])) as {
  [service in (typeof SEARCH_SERVICES)[number]]: { readonly type: 'boolean' };
};

/** What the offline form needs to know of the user's company before it is filled. */
export const offlineSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['offline', 'preValidation', 'orderNumber', 'responseHours'],
  properties: {
    offline: { type: 'boolean', description: 'whether the user and the company send offline requests' },
    preValidation: { type: 'boolean' },
    orderNumber: {
      type: 'object',
      additionalProperties: false,
      required: ['required', 'label', 'pattern'],
      properties: { required: { type: 'boolean' }, label: nullableText, pattern: nullableText },
    },
    responseHours: { type: 'integer' },
  },
} as const;

/** A request (or booking) after a step: where it now stands. */
export const movedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'ref', 'status'],
  properties: { id: { type: 'integer' }, ref: { type: 'string' }, status: { type: 'integer' } },
} as const;

/** A person the agency calls about a request: a traveller picked, or named there. */
export const contactSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName'],
  properties: { travellerId: nullableInteger, firstName: { type: 'string' }, lastName: { type: 'string' }, email: nullableText, phone: nullableText },
} as const;

/** Who sent a request without an account, or the booker who sent it signed in. */
export const requestPersonSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['firstName', 'lastName', 'email'],
  properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, email: { type: 'string' }, phone: nullableText, company: nullableText },
} as const;

/** What a group or seminar request adds: the participants, the meeting room and the meals. */
export const requestDetailsSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['participants', 'meetingRoom', 'catering'],
  properties: {
    participants: nullableInteger,
    meetingRoom: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['people', 'layout', 'equipment'],
      properties: { people: nullableInteger, layout: { type: ['string', 'null'], enum: [...ROOM_LAYOUTS, null] }, equipment: nullableText },
    },
    catering: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { lunch: { type: 'boolean' }, dinner: { type: 'boolean' }, breaks: { type: 'boolean' } },
    },
  },
} as const;

/** An offline, group or seminar request as its edit form and its detail show it. */
export const storedRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'ref',
    'status',
    'from',
    'to',
    'destination',
    'favoriteLocationId',
    'priority',
    'budget',
    'responseDate',
    'single',
    'double',
    'bedTypes',
    'travellers',
    'services',
    'comments',
    'customFields',
    'orderNumber',
    'references',
    'managers',
    'proposal',
    'hotelName',
    'pricePerNight',
    'totalPrice',
    'reference',
    'agent',
    'kind',
    'details',
    'requester',
    'booker',
    'editable',
  ],
  properties: {
    id: { type: 'integer' },
    ref: { type: 'string' },
    status: { type: 'integer' },
    from: nullableText,
    to: nullableText,
    destination: nullableText,
    favoriteLocationId: nullableInteger,
    priority: { type: ['string', 'null'], enum: [...OFFLINE_PRIORITIES, null] },
    budget: nullableNumber,
    responseDate: nullableText,
    single: { type: 'integer' },
    double: { type: 'integer' },
    bedTypes: { type: 'array', description: 'one per double room', items: { type: ['string', 'null'], enum: [...BED_TYPES, null] } },
    travellers: { type: 'array', items: contactSchema },
    services: { type: 'object', additionalProperties: false, properties: serviceProperties },
    comments: nullableText,
    customFields: { type: 'object', description: 'by field id', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
    orderNumber: nullableText,
    references: {
      type: 'array',
      description: 'the custom fields filled in, a dropdown by its option label',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'label', 'type', 'value'],
        properties: { id: { type: 'integer' }, label: { type: 'string' }, type: { type: 'integer' }, value: { type: ['string', 'boolean'] } },
      },
    },
    managers: { type: 'array', description: 'the managers asked before, by user id', items: { type: 'integer' } },
    proposal: nullableText,
    hotelName: nullableText,
    pricePerNight: nullableNumber,
    totalPrice: nullableNumber,
    reference: nullableText,
    agent: { type: ['string', 'null'], description: 'the agent in charge, by name' },
    kind: { type: ['string', 'null'], enum: [...REQUEST_KINDS, null] },
    details: requestDetailsSchema,
    requester: requestPersonSchema,
    booker: requestPersonSchema,
    editable: { type: 'boolean' },
  },
} as const;

export type OfflineSettings = FromSchema<typeof offlineSettingsSchema>;
export type Moved = FromSchema<typeof movedSchema>;
export type StoredRequest = FromSchema<typeof storedRequestSchema>;
export type RequestDetails = FromSchema<typeof requestDetailsSchema>;
export type StoredContact = FromSchema<typeof contactSchema>;
export type RequestPerson = FromSchema<typeof requestPersonSchema>;
