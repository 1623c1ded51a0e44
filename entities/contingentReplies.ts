import type { FromSchema } from 'json-schema-to-ts';

const nullableString = { type: ['string', 'null'] } as const;

/** A hotel's room type (GET /api/contingent-hotels/{id}/hotelgammes). */
export const roomTypeSchema = {
  type: 'object',
  required: ['id', 'description', 'enabled'],
  properties: { id: { type: 'integer' }, description: { type: 'string' }, enabled: { type: 'boolean' } },
  additionalProperties: false,
} as const;

/** The signed-in hotel staff's own hotel, for the contingents site's home page (GET /api/me/contingent-hotel). */
export const myContingentHotelSchema = {
  type: 'object',
  required: ['hotel', 'roomTypes', 'week'],
  properties: {
    hotel: {
      type: 'object',
      description: "the hotel's details its staff reads; what the agency sells at is not among them",
      required: [
        'id',
        'name',
        'category',
        'address1',
        'address2',
        'post_code',
        'city',
        'country',
        'phone_number',
        'email',
        'website',
        'opening_hours',
        'comment',
        'contingent_email',
        'enable_virtual_card',
        'enabled',
      ],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        category: { type: ['integer', 'null'] },
        address1: nullableString,
        address2: nullableString,
        post_code: nullableString,
        city: nullableString,
        country: nullableString,
        phone_number: nullableString,
        email: nullableString,
        website: nullableString,
        opening_hours: nullableString,
        comment: nullableString,
        contingent_email: nullableString,
        enable_virtual_card: { type: 'boolean' },
        enabled: { type: 'boolean' },
      },
      additionalProperties: false,
    },
    roomTypes: {
      type: 'array',
      items: {
        type: 'object',
        required: [...roomTypeSchema.required, 'available', 'booked'],
        properties: {
          ...roomTypeSchema.properties,
          // Over the coming week: rooms still for sale and rooms booked, summed over the days.
          available: { type: 'integer' },
          booked: { type: 'integer' },
        },
        additionalProperties: false,
      },
    },
    week: {
      type: 'object',
      required: ['from', 'to'],
      properties: { from: { type: 'string' }, to: { type: 'string' } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

/** The days a config's generation wrote (POST /api/configcontingents/{id}/generate): added, and brought in line. */
export const stockGenerationSchema = {
  type: 'object',
  required: ['from', 'to', 'created', 'updated'],
  properties: { from: { type: 'string' }, to: { type: 'string' }, created: { type: 'integer' }, updated: { type: 'integer' } },
  additionalProperties: false,
} as const;

/** The days a range change of the stock changed (PATCH /api/contingent-hotels/{id}/stock). */
export const stockChangeSchema = {
  type: 'object',
  required: ['updated'],
  properties: { updated: { type: 'integer' } },
  additionalProperties: false,
} as const;

/** A manual release (POST /api/contingent-hotels/{id}/retrocessions): the days released, their rooms, and each day's. */
export const releaseSchema = {
  type: 'object',
  required: ['days', 'rooms', 'released'],
  properties: {
    days: { type: 'integer' },
    rooms: { type: 'integer' },
    released: {
      type: 'array',
      items: {
        type: 'object',
        required: ['date', 'qte', 'taux'],
        properties: { date: { type: 'string' }, qte: { type: 'integer' }, taux: { type: 'integer' } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

export type RoomType = FromSchema<typeof roomTypeSchema>;
export type MyContingentHotel = FromSchema<typeof myContingentHotelSchema>;
export type StockGeneration = FromSchema<typeof stockGenerationSchema>;
export type StockChange = FromSchema<typeof stockChangeSchema>;
export type Release = FromSchema<typeof releaseSchema>;
