import type { Knex } from 'knex';
import { migrations } from '../../migrations/index.ts';
import { seedDemo } from '../../seeds/index.ts';

/** Migrations are listed in code, so the same source works under tsx, vitest and a bundler. */
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

/** The PostgreSQL advisory lock the instances of the platform take to prepare a database, one after the other. */
const PREPARATION_LOCK = 742_019_001;

/**
 * Runs `work` while no other instance prepares the same database: instances started at the same second on an empty
 * database would otherwise both create knex's migration tables, or both seed. The lock is a transaction's, so it ends
 * with the transaction even when the process dies; the work itself runs on other connections of the pool.
 */
async function oneInstanceAtATime<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  return knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [PREPARATION_LOCK]);
    return work();
  });
}

export async function migrate(knex: Knex): Promise<void> {
  await oneInstanceAtATime(knex, () => knex.migrate.latest({ migrationSource }));
}

/** Seeds the demo data, once: a database that already has users is left as it is. */
export async function seedIfEmpty(knex: Knex): Promise<boolean> {
  return oneInstanceAtATime(knex, async () => {
    const [{ count }] = await knex('user').count<{ count: number }[]>({ count: '*' });
    if (Number(count) > 0) return false;
    await knex.transaction((trx) => seedDemo(trx));
    return true;
  });
}
