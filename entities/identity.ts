import type { FromSchema } from 'json-schema-to-ts';
import { ROLES } from './roles.ts';

const nullableString = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

/**
 * The session identity (docs/glossary.md): the claims of the login token, and the answer of the ping
 * (GET /api/security/ping, server/auth/routes.ts).
 */
export const identitySchema = {
  type: 'object',
  required: [
    'id',
    'username',
    'roles',
    'admin',
    'hotel',
    'company',
    'hotelId',
    'contactBBA',
    'firstName',
    'lastName',
    'gender',
    'mobile',
    'maxPricePerRoom',
    'bookingFees',
    'orderNumber',
    'sendVoucherToTravellers',
    'email2',
    'online',
    'offline',
    'files',
  ],
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    roles: { type: 'array', items: { type: 'string', enum: ROLES } },
    admin: { type: 'boolean', description: 'agency staff' },
    hotel: { type: 'boolean', description: 'hotel staff' },
    company: {
      anyOf: [
        {
          type: 'object',
          required: ['id', 'name', 'logo'],
          properties: { id: { type: 'integer' }, name: { type: 'string' }, logo: nullableString },
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    hotelId: { type: ['integer', 'null'], description: 'the contingent hotel of hotel staff' },
    contactBBA: {
      anyOf: [
        {
          type: 'object',
          required: ['name', 'email', 'phone'],
          properties: { name: { type: 'string' }, email: { type: 'string' }, phone: nullableString },
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    gender: nullableString,
    mobile: nullableString,
    maxPricePerRoom: nullableNumber,
    bookingFees: {
      anyOf: [
        {
          type: 'object',
          required: ['globalOnline', 'globalOffline', 'globalLabel', 'perRoomOnline', 'perRoomOffline', 'perRoomLabel'],
          properties: {
            globalOnline: nullableNumber,
            globalOffline: nullableNumber,
            globalLabel: nullableString,
            perRoomOnline: nullableNumber,
            perRoomOffline: nullableNumber,
            perRoomLabel: nullableString,
          },
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    orderNumber: {
      anyOf: [
        {
          type: 'object',
          required: ['required', 'label', 'pattern'],
          properties: { required: { type: 'boolean' }, label: nullableString, pattern: nullableString },
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    sendVoucherToTravellers: { type: 'boolean' },
    email2: nullableString,
    online: { type: 'boolean' },
    offline: { type: 'boolean' },
    files: { type: 'array', items: { type: 'string' } },
    impersonator: {
      type: 'object',
      description: 'while impersonating: who is behind the wheel',
      required: ['id', 'username'],
      properties: { id: { type: 'integer' }, username: { type: 'string' } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

export type Identity = FromSchema<typeof identitySchema>;
