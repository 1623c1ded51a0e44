import { expect } from 'vitest';
import { type StockColumns, stockDays } from '../../entities/stockGrid.ts';
import type { TestApp } from './app.ts';

// The allotment stock as the tests set it up and read it: a room type with its config, the stock's rows and the
// statements sent on them, and the grid the stock route answers.

/** A room type of the hotel with a config of 5 rooms a day, with `columns` changing the config. */
export async function newConfig(t: TestApp, hotelId: number, description: string, columns: Record<string, unknown> = {}) {
  const [room] = await t.db.knex('hotelgamme').insert({ hotel_id: hotelId, description, enabled: true }).returning('id');
  const [row] = await t.db
    .knex('configcontingent')
    .insert({
      hotel_id: hotelId,
      hotel_gamme_id: room.id,
      company_id: null,
      qte_init: 5,
      prix_achat: 100,
      prix_vente: 120,
      prix_achat_etape: null,
      prix_vente_etape: null,
      taxe_sejour: 2.5,
      cancel_day: 2,
      cancel_hour: 18,
      enabled: true,
      ...columns,
    })
    .returning('id');
  return { gamme: room.id as number, config: row.id as number };
}

/** A room type's stock rows, the general ones or a company's, in date order. */
export const stockRows = (t: TestApp, gammeId: number, companyId: number | null = null) =>
  t.db
    .knex('contingent')
    .where({ hotel_gamme_id: gammeId })
    .where((where) => (companyId === null ? where.whereNull('company_id') : where.where('company_id', companyId)))
    .orderBy('contingent_date')
    .select(
      'id',
      'contingent_date',
      'qte_init',
      'qte_resa',
      'qte_retro',
      'qte_dispo',
      'prix_achat',
      'prix_vente',
      'taxe_sejour',
      t.db.knex.raw(`to_char(cancellation_deadline AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD HH24:MI') as deadline`),
    );

/** The statements on the stock (the contingent table) sent through knex while `work` runs. */
export async function stockStatements<T>(t: TestApp, work: () => Promise<T>): Promise<{ result: T; statements: { sql: string; bindings: unknown[] }[] }> {
  const statements: { sql: string; bindings: unknown[] }[] = [];
  // The stock's statements only: the access control reads the session's version too once its short cache has passed
  // (server/auth/session.ts), whenever that falls on a slow machine.
  const listener = (query: { sql: string; bindings?: unknown[] }) => {
    if (/\bcontingent\b/.test(query.sql)) statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  };
  t.db.knex.on('query', listener);
  try {
    return { result: await work(), statements };
  } finally {
    t.db.knex.off('query', listener);
  }
}

export interface Grid {
  hotel: { id: number; name: string };
  from: string;
  to: string;
  roomTypes: { id: number; description: string; days: Partial<StockColumns> }[];
}

/** The grid's room types with their days one object a day, once every column is checked to hold one value a day. */
export function gridRows(grid: Grid) {
  return grid.roomTypes.map((roomType) => {
    const lengths = new Set(Object.values(roomType.days).map((values) => values.length));
    expect(lengths.size, `the columns of ${roomType.description} differ in length`).toBe(1);
    return { ...roomType, days: stockDays(roomType.days) };
  });
}
