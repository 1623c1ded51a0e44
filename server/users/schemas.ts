import { COMPANY_ROLES } from '../../entities/roles.ts';
import user, { GENDERS } from '../../entities/user.ts';
import { idSchema } from '../schemas.ts';

/** The columns the users screen sorts on; each has a (company_id, column, id) index. */
export const USER_ORDERS = ['last_name', 'first_name', 'email', 'created_at'] as const;

/** A text of the user descriptor's field, as long as the descriptor allows it. */
function text(name: 'first_name' | 'last_name' | 'email' | 'email2' | 'position' | 'landline' | 'mobile_phone'): number {
  const field = user.fields[name];
  if (!('maxLength' in field) || field.maxLength === undefined) throw new Error(`user.${name} has no maxLength`);
  return field.maxLength;
}
const nullableText = (name: Parameters<typeof text>[0]) => ({ type: ['string', 'null'], maxLength: text(name) }) as const;

/**
 * The fields a manager sets on a user of the company, on create and edit alike. Addresses and phone numbers are
 * checked once trimmed (service.ts), where a blank one means none.
 */
export const userFields = {
  gender: { type: ['string', 'null'], enum: [...GENDERS, null] },
  first_name: { type: 'string', maxLength: text('first_name') },
  last_name: { type: 'string', maxLength: text('last_name') },
  email: { type: 'string', maxLength: text('email') },
  roles: { type: 'array', minItems: 1, maxItems: COMPANY_ROLES.length, uniqueItems: true, items: { type: 'string', enum: [...COMPANY_ROLES] } },
  position: nullableText('position'),
  landline: nullableText('landline'),
  mobile_phone: nullableText('mobile_phone'),
  enabled: { type: 'boolean' },
} as const;

export const usersPageBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    perPage: { type: 'integer', minimum: 1, maximum: 100 },
    currentPage: { type: 'integer', minimum: 1, maximum: 100000 },
    orderBy: { type: 'string', enum: [...USER_ORDERS] },
    order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    search: { type: 'string', maxLength: 100 },
  },
} as const;

export const createUserBody = {
  type: 'object',
  additionalProperties: false,
  required: ['first_name', 'last_name', 'email', 'roles'],
  properties: userFields,
} as const;

export const editUserBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  minProperties: 2,
  properties: { id: idSchema, ...userFields },
} as const;

/** What a person changes of their own profile. */
export const profileBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    gender: userFields.gender,
    first_name: userFields.first_name,
    last_name: userFields.last_name,
    email2: nullableText('email2'),
    landline: userFields.landline,
    mobile_phone: userFields.mobile_phone,
    position: userFields.position,
  },
} as const;

export const passwordBody = {
  type: 'object',
  additionalProperties: false,
  required: ['current', 'password', 'confirmation'],
  properties: { current: { type: 'string', maxLength: 200 }, password: { type: 'string', maxLength: 200 }, confirmation: { type: 'string', maxLength: 200 } },
} as const;
