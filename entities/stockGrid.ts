/**
 * The stock grid's answer (GET /api/contingent-hotels/{id}/stock): each room type's days come as columns, one array
 * per field where the n-th value of every array belongs to the n-th day. A year of a hotel's days is thousands of
 * rows; as columns, the field names are written once instead of once a day, which makes the answer a third of the
 * size and cheaper for the database to write.
 */

/** One day of a room type's allotment. */
export interface StockDay {
  id: number;
  date: string;
  general: boolean;
  /** Agency staff only. */
  companyId?: number | null;
  qte_init: number;
  qte_resa: number;
  qte_retro: number;
  qte_dispo: number;
  prix_achat: number;
  prix_achat_etape: number | null;
  /** Agency staff only. */
  prix_vente?: number;
  prix_vente_etape?: number | null;
  taxe_sejour: number | null;
  /** An instant, as toISOString writes it. */
  cancellation_deadline: string;
}

/** A room type's days as the answer sends them. */
export type StockColumns = { [Field in keyof StockDay]-?: StockDay[Field][] };

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
] as const satisfies readonly (keyof StockDay)[];
/** What the agency sells at, and to which company: its own business, not the hotel's (contingent descriptor). */
export const AGENCY_STOCK_FIELDS = [...HOTEL_STOCK_FIELDS, 'companyId', 'prix_vente', 'prix_vente_etape'] as const satisfies readonly (keyof StockDay)[];

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
