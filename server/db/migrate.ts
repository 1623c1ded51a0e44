import type { Knex } from 'knex';
import { migrations } from '../../migrations/index.ts';
import { seedDemo } from '../../seeds/index.ts';

/** Migrations are listed in code, so the same source works under tsx, vitest and a bundler. */
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

export async function migrate(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}

/** Seeds the demo data, once: a database that already has users is left as it is. */
export async function seedIfEmpty(knex: Knex): Promise<boolean> {
  const [{ count }] = await knex('user').count<{ count: number }[]>({ count: '*' });
  if (Number(count) > 0) return false;
  await knex.transaction((trx) => seedDemo(trx));
  return true;
}
