import type { FromSchema } from 'json-schema-to-ts';

/** A session token: the sign-in's answer, and the impersonation's (server/auth/routes.ts). */
export const tokenSchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string' } },
  additionalProperties: false,
} as const;

/** A live password link (GET /public/api/define_password/{uid}): whom it is for, and whether it defines or renews. */
export const passwordLinkSchema = {
  type: 'object',
  required: ['firstName', 'email', 'purpose'],
  properties: {
    firstName: { type: 'string' },
    email: { type: 'string' },
    purpose: { type: 'string', enum: ['define', 'lost'] },
  },
  additionalProperties: false,
} as const;

export type SessionToken = FromSchema<typeof tokenSchema>;
export type PasswordLink = FromSchema<typeof passwordLinkSchema>;
