import type { FromSchema } from 'json-schema-to-ts';

// The replies of the group and public request routes the front office reads, as JSON Schemas: the server answers with
// them (server/group/), the request forms of the company's links type what they read from them (front/group/).

/** A company as its public links show it. */
export const publicCompanySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['uid', 'name', 'logo', 'offline', 'onlyOne', 'responseHours'],
  properties: {
    uid: { type: 'string' },
    name: { type: 'string' },
    logo: { type: ['string', 'null'], description: 'the address of the logo route when the company has one' },
    offline: { type: 'boolean', description: 'whether the company takes offline requests' },
    onlyOne: { type: 'boolean' },
    responseHours: { type: 'integer', description: 'how soon the agency answers a request' },
  },
} as const;

/** The company of a pre-logged link, with the values its intranet fills the form with. */
export const preloggedCompanySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['company', 'values'],
  properties: { company: publicCompanySchema, values: { type: 'object', additionalProperties: { type: ['string', 'number'] } } },
} as const;

/** The company of a group link, with the kinds of request it takes. */
export const groupLinkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['company', 'kinds'],
  properties: { company: publicCompanySchema, kinds: { type: 'array', items: { type: 'string' } } },
} as const;

/** Whether a company's link takes one request only. */
export const onlyOneSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['onlyOne'],
  properties: { onlyOne: { type: 'boolean' } },
} as const;

/** A new visitor's chain for a company's generated link. */
export const visitorChainSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['chain'],
  properties: { chain: { type: 'string' } },
} as const;

/** A request sent: where it stands, its public link's token, and how soon the agency answers. */
export const sentRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'ref', 'status', 'token', 'responseHours'],
  properties: { id: { type: 'integer' }, ref: { type: 'string' }, status: { type: 'integer' }, token: { type: 'string' }, responseHours: { type: 'integer' } },
} as const;

/** The references of the requests a visitor's account now holds. */
export const boundRequestsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bound'],
  properties: { bound: { type: 'array', items: { type: 'string' } } },
} as const;

export type PublicCompany = FromSchema<typeof publicCompanySchema>;
export type PreloggedCompany = FromSchema<typeof preloggedCompanySchema>;
export type GroupLink = FromSchema<typeof groupLinkSchema>;
export type VisitorChain = FromSchema<typeof visitorChainSchema>;
export type SentRequest = FromSchema<typeof sentRequestSchema>;
export type BoundRequests = FromSchema<typeof boundRequestsSchema>;
