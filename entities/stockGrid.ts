/**
 * The stock grid's answer (GET /api/contingent-hotels/{id}/stock): each room type's days come as columns, one array
 * per field where the n-th value of every array belongs to the n-th day. A year of a hotel's days is thousands of
 * rows; as columns, the field names are written once instead of once a day, which makes the answer a third of the
 * size and cheaper for the database to write.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { roomTypeSchema } from './contingentReplies.ts';

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

export type StockAnswer = FromSchema<typeof stockGridSchema>;
/** A room type's days as the answer sends them. */
export type StockColumns = FromSchema<typeof stockColumnsSchema>;
/** One day of a room type's allotment. */
export type StockDay = { [Field in keyof StockColumns]: NonNullable<StockColumns[Field]>[number] };

/** The days of a room type, one object a day, from its columns. */
export function stockDays(columns: Partial<StockColumns>): StockDay[] {
  const fields = Object.keys(columns) as (keyof StockDay)[];
  const count = columns.id?.length ?? 0;
  return Array.from({ length: count }, (_, index) => {
    const day: Record<string, unknown> = {};
    for (const field of fields) day[field] = columns[field]![index];
    return day as unknown as StockDay;
  });
}
