import type { FromSchema } from 'json-schema-to-ts';
import { ROLES } from './roles.ts';

// The replies of the user routes the front office reads, as JSON Schemas: the server answers with them
// (server/users/routes.ts, and the managers of server/booking/routes/online.ts), the users and profile screens and the
// request forms type what they read from them (front/users/, front/profile/, front/offline/).

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

/** What a user and a person's own profile both show. */
const personProperties = {
  id: { type: 'integer' },
  gender: nullableText,
  firstName: text,
  lastName: text,
  email: text,
  roles: { type: 'array', items: { type: 'string', enum: ROLES } },
  position: nullableText,
  landline: nullableText,
  mobilePhone: nullableText,
  enabled: { type: 'boolean' },
} as const;
const personRequired = ['id', 'gender', 'firstName', 'lastName', 'email', 'roles', 'position', 'landline', 'mobilePhone', 'enabled'] as const;

/** A user of the manager's company as the users screen shows it: only the roles a company gives. */
export const companyUserSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...personRequired, 'passwordDefined'],
  properties: { ...personProperties, passwordDefined: { type: 'boolean', description: 'whether the user has chosen a password yet' } },
} as const;

/** A page of the company's users, the number of them all, and the page asked for. */
export const companyUserPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total', 'currentPage', 'perPage'],
  properties: {
    items: { type: 'array', items: companyUserSchema },
    total: { type: 'integer' },
    currentPage: { type: 'integer' },
    perPage: { type: 'integer' },
  },
} as const;

/** A person's own profile. */
export const profileSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...personRequired, 'email2', 'sendVoucherToTravellers'],
  properties: { ...personProperties, email2: nullableText, sendVoucherToTravellers: { type: 'boolean' } },
} as const;

/** The person's choice to have the vouchers of their bookings mailed to the travellers too, once swapped. */
export const voucherChoiceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sendVoucherToTravellers'],
  properties: { sendVoucherToTravellers: { type: 'boolean' } },
} as const;

/** A changed password, and the new token: the former ones ended with it. */
export const passwordChangedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['changed', 'token'],
  properties: { changed: { type: 'boolean' }, token: text },
} as const;

/** A manager of the company who may be asked to decide on a booking or a request. */
export const managerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'firstName', 'lastName', 'email'],
  properties: { id: { type: 'integer' }, firstName: text, lastName: text, email: text },
} as const;

/** The managers the caller may ask, by name. */
export const managerListSchema = { type: 'array', items: managerSchema } as const;

export type CompanyUser = FromSchema<typeof companyUserSchema>;
export type CompanyUserPage = FromSchema<typeof companyUserPageSchema>;
export type Profile = FromSchema<typeof profileSchema>;
export type VoucherChoice = FromSchema<typeof voucherChoiceSchema>;
export type PasswordChanged = FromSchema<typeof passwordChangedSchema>;
export type Manager = FromSchema<typeof managerSchema>;
