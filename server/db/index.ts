import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// Dates stay calendar dates ('2026-11-22'), never a midnight in the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// numeric(12,2) amounts and coordinates are read as numbers; they never exceed double precision.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * The database handles: knex for migrations, seeds and domain code; the raw pool for the generic CRUD engine, whose
 * SQL text is built once per query shape and sent as prepared statements.
 */
export interface Database {
  knex: Knex;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * How long a query waits for a connection, new or from a pool, before it fails: a database that does not answer
 * (a network cut, a failover) then costs a request a 503 in seconds (server/db/unavailable.ts), not a hang.
 */
const CONNECTION_WAIT_MS = 10_000;

export function connect(url: string, { poolSize = 10 }: { poolSize?: number } = {}): Database {
  const knex = knexFactory({
    client: 'pg',
    connection: { connectionString: url, connectionTimeoutMillis: CONNECTION_WAIT_MS },
    pool: { min: 0, max: Math.max(2, Math.floor(poolSize / 2)) },
    acquireConnectionTimeout: CONNECTION_WAIT_MS,
  });
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECTION_WAIT_MS });
  // An idle connection the server closed (a restart, a failover) is dropped by the pool; it must not end the process.
  pool.on('error', () => {});
  return {
    knex,
    pool,
    async close() {
      await Promise.all([knex.destroy(), pool.end()]);
    },
  };
}

/** The URL of another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
