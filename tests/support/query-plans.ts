import type { Knex } from 'knex';
import type pg from 'pg';
import type { Identity } from '../../entities/identity.ts';
import { bookingsQuery } from '../../server/booking/queries/listing.ts';
import type { TestApp } from './app.ts';

// The plans PostgreSQL makes for the statements the app sends, as the tests that check them for indexes read them.

/** A node of a plan (EXPLAIN (FORMAT JSON)), with the fields the tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, its root first. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/**
 * Runs `work` on a connection of its own on which sequential scans are made prohibitively expensive: a plan that still
 * reads a whole table there has no index to read instead. `explain` answers the nodes of a statement's plan.
 */
export async function withoutSeqScans<T>(
  t: TestApp,
  work: (explain: (sql: string, bindings?: readonly unknown[]) => Promise<PlanNode[]>, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await t.db.pool.connect();
  const explain = async (sql: string, bindings: readonly unknown[] = []) => {
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${sql}`, bindings as unknown[]);
    return planNodes(rows[0]['QUERY PLAN'][0].Plan);
  };
  try {
    await client.query('SET enable_seqscan = off');
    return await work(explain, client);
  } finally {
    await client.query('RESET enable_seqscan');
    client.release();
  }
}

/** The statement of a bookings tab's first page as its list reads it: ten rows by arrival. */
export const firstPageStatement = (knex: Knex, identity: Identity, tab: Parameters<typeof bookingsQuery>[2], filters: Parameters<typeof bookingsQuery>[3]) =>
  bookingsQuery(knex, identity, tab, filters)
    .select('b.id')
    .orderBy([
      { column: 'b.arrival_date', order: 'asc' },
      { column: 'b.id', order: 'asc' },
    ])
    .limit(10)
    .toSQL()
    .toNative();
