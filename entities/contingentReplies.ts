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

// The stock grid's answer (GET /api/contingent-hotels/{id}/stock), whose reasons are in entities/stockGrid.ts.

const column = <const Items>(items: Items) => ({ type: 'array', items }) as const;
const agencyOnly = { description: 'agency staff only' } as const;

/** A room type's days as the answer sends them: one array per field, the n-th value of each for the n-th day. */
const stockColumnProperties = {
  id: column({ type: 'integer' }),
  date: column({ type: 'string' }),
  general: column({ type: 'boolean' }),
  companyId: { ...column({ type: ['integer', 'null'] }), ...agencyOnly },
  qte_init: column({ type: 'integer' }),
  qte_resa: column({ type: 'integer' }),
  qte_retro: column({ type: 'integer' }),
  qte_dispo: column({ type: 'integer' }),
  prix_achat: column({ type: 'number' }),
  prix_achat_etape: column({ type: ['number', 'null'] }),
  prix_vente: { ...column({ type: 'number' }), ...agencyOnly },
  prix_vente_etape: { ...column({ type: ['number', 'null'] }), ...agencyOnly },
  taxe_sejour: column({ type: ['number', 'null'] }),
  cancellation_deadline: column({ type: 'string', description: 'an instant, as toISOString writes it' }),
} as const;

/** The fields every caller gets, in the answer's order. */
export const HOTEL_STOCK_FIELDS = [
  'id',
  'date',
  'general',
  'qte_init',
  'qte_resa',
  'qte_retro',
  'qte_dispo',
  'prix_achat',
  'prix_achat_etape',
  'taxe_sejour',
  'cancellation_deadline',
] as const satisfies readonly (keyof typeof stockColumnProperties)[];
/** What the agency sells at, and to which company: its own business, not the hotel's (contingent descriptor). */
export const AGENCY_STOCK_FIELDS = [
  ...HOTEL_STOCK_FIELDS,
  'companyId',
  'prix_vente',
  'prix_vente_etape',
] as const satisfies readonly (keyof typeof stockColumnProperties)[];

export const stockColumnsSchema = {
  type: 'object',
  description: 'The days as columns: the n-th value of each array belongs to the n-th day, in date order.',
  required: HOTEL_STOCK_FIELDS,
  properties: stockColumnProperties,
  additionalProperties: false,
} as const;

/** The stock grid: per room type, its days as columns; sale prices and companies only for the agency. */
export const stockGridSchema = {
  type: 'object',
  required: ['hotel', 'from', 'to', 'roomTypes'],
  properties: {
    hotel: {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      additionalProperties: false,
    },
    from: { type: 'string' },
    to: { type: 'string' },
    roomTypes: {
      type: 'array',
      items: {
        type: 'object',
        required: [...roomTypeSchema.required, 'days'],
        properties: { ...roomTypeSchema.properties, days: stockColumnsSchema },
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

export type StockAnswer = FromSchema<typeof stockGridSchema>;
/** A room type's days as the answer sends them. */
export type StockColumns = FromSchema<typeof stockColumnsSchema>;
/** One day of a room type's allotment. */
export type StockDay = { [Field in keyof StockColumns]: NonNullable<StockColumns[Field]>[number] };
