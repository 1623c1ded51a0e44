import type { FromSchema } from 'json-schema-to-ts';

// The replies of the account routes the front office reads without a session, as JSON Schemas: the server answers
// with them (server/auth/accounts.ts), the account pages type what they read from them (front/account/).

/** The company of an account creation link: its name, and the mail domains a new account's address must be of. */
export const accountCompanySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'domains'],
  properties: { name: { type: 'string' }, domains: { type: 'array', items: { type: 'string' } } },
} as const;

export type AccountCompany = FromSchema<typeof accountCompanySchema>;
