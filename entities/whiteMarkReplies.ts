import type { FromSchema } from 'json-schema-to-ts';

/** The contacts a company's white label shows instead of the agency's. */
export const WHITE_MARK_FIELDS = ['phone', 'emergency_phone', 'email', 'opening_hours'] as const;

const contact = { type: ['string', 'null'] } as const;

/** What the front office frames its pages with instead of the agency's: the company's name, logo and contacts. */
export const ownWhiteMarkSchema = {
  type: 'object',
  required: ['company', 'logo', ...WHITE_MARK_FIELDS],
  properties: {
    company: { type: 'string' },
    logo: { type: ['string', 'null'] },
    phone: contact,
    emergency_phone: contact,
    email: contact,
    opening_hours: contact,
  },
  additionalProperties: false,
} as const;

/** The signed-in user's company's white label, or null when the agency's contacts apply. */
export const myWhiteMarkSchema = {
  type: 'object',
  required: ['mark'],
  properties: { mark: { anyOf: [ownWhiteMarkSchema, { type: 'null' }] } },
  additionalProperties: false,
} as const;

export type OwnWhiteMark = FromSchema<typeof ownWhiteMarkSchema>;
export type MyWhiteMark = FromSchema<typeof myWhiteMarkSchema>;

/** A company's white label as the back office edits it (GET and PUT /api/companies/{id}/white-mark). */
export const companyWhiteMarkSchema = {
  type: 'object',
  required: ['company_id', ...WHITE_MARK_FIELDS, 'updated_at'],
  properties: {
    company_id: { type: 'integer' },
    phone: contact,
    emergency_phone: contact,
    email: contact,
    opening_hours: contact,
    updated_at: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export type CompanyWhiteMark = FromSchema<typeof companyWhiteMarkSchema>;
/** The contacts of a white label, what its form edits. */
export type WhiteMarkContacts = Pick<CompanyWhiteMark, (typeof WHITE_MARK_FIELDS)[number]>;
