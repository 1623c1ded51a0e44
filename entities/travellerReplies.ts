import type { FromSchema } from 'json-schema-to-ts';
import { customFieldSchema } from './customFields.ts';

// The replies of the traveller routes the front office reads, as JSON Schemas: the server answers with them
// (server/traveller/), the travellers screen, the traveller picker and the generated links' forms type what they read
// from them (front/travellers/, front/shared/, front/group/).

/** A traveller as the screens list and pick it. */
export const travellerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'firstName', 'lastName', 'email', 'mobilePhone', 'enabled'],
  properties: {
    id: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: ['string', 'null'] },
    mobilePhone: { type: ['string', 'null'] },
    enabled: { type: 'boolean' },
  },
} as const;

/** A page of the caller's company's travellers, the number of them all, and the page asked for. */
export const travellerPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total', 'page', 'itemsPerPage'],
  properties: { items: { type: 'array', items: travellerSchema }, total: { type: 'integer' }, page: { type: 'integer' }, itemsPerPage: { type: 'integer' } },
} as const;

/** A visitor's travellers on a company's generated link, and the number of them all. */
export const visitorTravellerListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total'],
  properties: { items: { type: 'array', items: travellerSchema }, total: { type: 'integer' } },
} as const;

/** The company's custom fields and a traveller's values of them (the field's default where it has none). */
export const travellerCustomFieldsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fields', 'values'],
  properties: {
    fields: { type: 'array', items: customFieldSchema },
    values: { type: 'object', description: 'by field id', additionalProperties: { type: ['string', 'boolean', 'null'] } },
  },
} as const;

export type Traveller = FromSchema<typeof travellerSchema>;
export type TravellerPage = FromSchema<typeof travellerPageSchema>;
export type VisitorTravellerList = FromSchema<typeof visitorTravellerListSchema>;
export type TravellerCustomFields = FromSchema<typeof travellerCustomFieldsSchema>;
