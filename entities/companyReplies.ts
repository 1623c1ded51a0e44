import type { FromSchema } from 'json-schema-to-ts';
import { SECTOR_TYPES, TRAVEL_POLICY_PRICES } from './travelPolicy.ts';
import { TRAVEL_POLICY_MODES } from './user.ts';

/** A company's public uid and the links built on it, ready to hand over (GET /api/companies/{id}/links). */
export const companyLinksSchema = {
  type: 'object',
  required: ['uid', 'gen', 'prelogged', 'create_account', 'group'],
  properties: {
    uid: { type: 'string' },
    gen: { type: 'string' },
    prelogged: { type: 'string' },
    create_account: { type: 'string' },
    // Only a company with a group alias has a group link.
    group: { type: ['string', 'null'] },
  },
  additionalProperties: false,
} as const;

/** Whether a group alias is free to take (GET /api/public/is_route_available/{alias}). */
export const aliasAvailabilitySchema = {
  type: 'object',
  required: ['available'],
  properties: { available: { type: 'boolean' } },
  additionalProperties: false,
} as const;

/** The choices of a travel policy's sector value input (GET /api/travel-policy/{list}/select). */
export const sectorChoicesSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'string' }, name: { type: 'string' } },
    additionalProperties: false,
  },
} as const;

const price = { type: ['number', 'null'] } as const;
/** The prices of a travel policy and of each of its sectors. */
export const travelPolicyPriceProperties = {
  price_with_breakfast: price,
  price_without_breakfast: price,
  price_evening_stop: price,
  price_meal: price,
} as const satisfies Record<(typeof TRAVEL_POLICY_PRICES)[number], unknown>;

/** A sector's prices in a travel policy. */
export const travelPolicyRowSchema = {
  type: 'object',
  required: ['id', 'sector_type', 'sector_value', ...TRAVEL_POLICY_PRICES],
  properties: {
    id: { type: 'integer' },
    sector_type: { type: 'string', enum: SECTOR_TYPES },
    sector_value: { type: 'string' },
    ...travelPolicyPriceProperties,
  },
  additionalProperties: false,
} as const;

/** A company's travel policy (GET and PUT /api/companies/{id}/travel-policy). */
export const travelPolicySchema = {
  type: 'object',
  required: ['company_id', 'mode', ...TRAVEL_POLICY_PRICES, 'date_from', 'date_to', 'rows'],
  properties: {
    company_id: { type: 'integer' },
    mode: { type: 'integer', enum: TRAVEL_POLICY_MODES },
    ...travelPolicyPriceProperties,
    date_from: { type: ['string', 'null'] },
    date_to: { type: ['string', 'null'] },
    rows: { type: 'array', items: travelPolicyRowSchema },
  },
  additionalProperties: false,
} as const;

export type CompanyLinks = FromSchema<typeof companyLinksSchema>;
export type AliasAvailability = FromSchema<typeof aliasAvailabilitySchema>;
export type SectorChoices = FromSchema<typeof sectorChoicesSchema>;
export type TravelPolicyRow = FromSchema<typeof travelPolicyRowSchema>;
export type TravelPolicy = FromSchema<typeof travelPolicySchema>;
