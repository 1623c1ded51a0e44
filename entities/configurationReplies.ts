import type { FromSchema } from 'json-schema-to-ts';

/** The banner users get today (GET /api/bandeau and /public/api/bandeau), null when there is none. */
export const bannerSchema = {
  type: 'object',
  required: ['text'],
  properties: { text: { type: ['string', 'null'] } },
  additionalProperties: false,
} as const;

/** The public half of the card transport key, as a JSON Web Key (GET /api/configurations/cb/public-key). */
export const publicJwkSchema = {
  type: 'object',
  required: ['kty', 'n', 'e', 'alg', 'use'],
  properties: { kty: { type: 'string' }, n: { type: 'string' }, e: { type: 'string' }, alg: { type: 'string' }, use: { type: 'string' } },
  additionalProperties: false,
} as const;

export type CurrentBanner = FromSchema<typeof bannerSchema>;
export type PublicJwk = FromSchema<typeof publicJwkSchema>;
