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

export function connect(url: string, { poolSize = 10 }: { poolSize?: number } = {}): Database {
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: Math.max(2, Math.floor(poolSize / 2)) } });
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
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
