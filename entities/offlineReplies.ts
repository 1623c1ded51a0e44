import type { FromSchema } from 'json-schema-to-ts';
import { BED_TYPES } from './bookingRules.ts';
import { REQUEST_KINDS, ROOM_LAYOUTS } from './groupRules.ts';
import type { SEARCH_SERVICES } from './offer.ts';
import { OFFLINE_PRIORITIES } from './offlineRules.ts';

const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

const serviceProperties = {
  catering: { type: 'boolean' },
  parking: { type: 'boolean' },
  breakfast: { type: 'boolean' },
  internet: { type: 'boolean' },
  disabledAccess: { type: 'boolean' },
} as const satisfies Record<(typeof SEARCH_SERVICES)[number], unknown>;

/** Whom the agency answers about a request: its sender without an account, or the booker who sent it signed in. */
const requesterSchema = {
  type: ['object', 'null'],
  required: ['firstName', 'lastName', 'email'],
  properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, email: { type: 'string' }, phone: nullableString, company: nullableString },
  additionalProperties: false,
} as const;

/**
 * An offline request as its form and the agency read it (GET /api/booking/offline/{id}, server/booking/service/offline.ts):
 * what the booker asked, the agency's answer so far, and for a group, seminar, public-link or training request its
 * kind, details and sender.
 */
export const offlineRequestDetailSchema = {
  type: 'object',
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
    from: nullableString,
    to: nullableString,
    destination: nullableString,
    favoriteLocationId: nullableInteger,
    priority: { type: ['string', 'null'], enum: [...OFFLINE_PRIORITIES, null] },
    budget: nullableNumber,
    responseDate: nullableString,
    single: { type: 'integer' },
    double: { type: 'integer' },
    bedTypes: { type: 'array', description: 'one bed type per double room', items: { type: ['string', 'null'], enum: [...BED_TYPES, null] } },
    travellers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['firstName', 'lastName'],
        properties: { travellerId: nullableInteger, firstName: { type: 'string' }, lastName: { type: 'string' }, email: nullableString, phone: nullableString },
        additionalProperties: false,
      },
    },
    services: {
      type: 'object',
      description: 'the services wanted, as in the search form',
      properties: serviceProperties,
      additionalProperties: false,
    },
    comments: nullableString,
    customFields: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
    orderNumber: nullableString,
    references: {
      type: 'array',
      description: "the custom fields' values with their labels, a dropdown's as the booker chose its option",
      items: {
        type: 'object',
        required: ['id', 'label', 'type', 'value'],
        properties: { id: { type: 'integer' }, label: { type: 'string' }, type: { type: 'integer' }, value: { type: ['string', 'number', 'boolean', 'null'] } },
        additionalProperties: false,
      },
    },
    managers: { type: 'array', description: 'the managers asked before the booking', items: { type: 'integer' } },
    proposal: nullableString,
    hotelName: nullableString,
    pricePerNight: nullableNumber,
    totalPrice: nullableNumber,
    reference: nullableString,
    agent: nullableString,
    kind: { type: ['string', 'null'], enum: [...REQUEST_KINDS, null] },
    details: {
      type: ['object', 'null'],
      required: ['participants', 'meetingRoom', 'catering'],
      properties: {
        participants: nullableInteger,
        meetingRoom: {
          type: ['object', 'null'],
          required: ['people', 'layout', 'equipment'],
          properties: { people: nullableInteger, layout: { type: ['string', 'null'], enum: [...ROOM_LAYOUTS, null] }, equipment: nullableString },
          additionalProperties: false,
        },
        catering: {
          type: ['object', 'null'],
          required: ['lunch', 'dinner', 'breaks'],
          properties: { lunch: { type: 'boolean' }, dinner: { type: 'boolean' }, breaks: { type: 'boolean' } },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    requester: requesterSchema,
    booker: requesterSchema,
    editable: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

export type OfflineRequestDetail = FromSchema<typeof offlineRequestDetailSchema>;
