import type { Knex } from 'knex';
import type pg from 'pg';

/** Where the engine's statements run: the pool, or the client of a transaction under way. */
export interface Executor {
  query<R extends pg.QueryResultRow = Record<string, unknown>>(query: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

/**
 * A unit of work of the engine: the statements run on `db`, and what must wait until they are committed (a cache to
 * forget, an event to publish) is handed to `afterCommit`, never run for a write that was rolled back.
 */
export class Transaction {
  private readonly committed: (() => void)[] = [];

  constructor(readonly db: Executor) {}

  afterCommit(callback: () => void) {
    this.committed.push(callback);
  }

  /** Runs what waited for the commit; one callback failing does not keep the others from running. */
  settle() {
    for (const callback of this.committed.splice(0)) {
      try {
        callback();
      } catch {
        // A follow-up of a committed write cannot undo it: it is dropped, the others go on.
      }
    }
  }
}

/** Runs `work` in a transaction of its own on a client of the pool: committed when it returns, rolled back when it throws. */
export async function transaction<T>(pool: pg.Pool, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const unit = new Transaction(client);
  let result: T;
  try {
    await client.query('BEGIN');
    result = await work(unit);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  unit.settle();
  return result;
}

/** Runs `work`, whose one statement commits by itself, on the pool: the same unit of work without BEGIN and COMMIT. */
export async function autocommit<T>(pool: pg.Pool, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const unit = new Transaction(pool);
  const result = await work(unit);
  unit.settle();
  return result;
}

/**
 * The engine's unit of work inside a knex transaction of domain code (a new account and the mail of its password
 * link): the engine's statements run in it, and what waits for the commit runs once knex has committed, never after a
 * rollback.
 */
export function withinKnex(trx: Knex.Transaction): Transaction {
  const unit = new Transaction({
    // knex numbers no parameter: each `$n` becomes a `?` bound to its value, and a `?` of the text stays one.
    query(text: string | pg.QueryConfig, values: unknown[] = []) {
      if (typeof text !== 'string') throw new Error('a knex transaction runs statements given as text');
      const bindings: unknown[] = [];
      const sql = text.replace(/\?/g, '\\?').replace(/\$(\d+)/g, (_, index: string) => {
        bindings.push(values[Number(index) - 1]);
        return '?';
      });
      return trx.raw(sql, bindings as Knex.RawBinding[]) as unknown as Promise<pg.QueryResult>;
    },
  } as Executor);
  trx.executionPromise.then(
    () => unit.settle(),
    () => {},
  );
  return unit;
}
