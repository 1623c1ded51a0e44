/**
 * The stock grid's answer (GET /api/contingent-hotels/{id}/stock): each room type's days come as columns, one array
 * per field where the n-th value of every array belongs to the n-th day. A year of a hotel's days is thousands of
 * rows; as columns, the field names are written once instead of once a day, which makes the answer a third of the
 * size and cheaper for the database to write.
 */
import type { StockColumns, StockDay } from './contingentReplies.ts';

export type { StockAnswer, StockColumns, StockDay } from './contingentReplies.ts';

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
