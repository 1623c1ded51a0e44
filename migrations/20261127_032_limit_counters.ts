import type { Knex } from 'knex';

/**
 * The counts behind sign-in throttling and the public rate limits, shared by every instance on the database, so that
 * alternating instances or restarting one grants nothing more (server/auth/counters.ts). Unlogged: the counts are
 * worth no write-ahead log, and a crash of PostgreSQL forgetting them costs only the minutes they cover.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE UNLOGGED TABLE limit_counter (
      name text COLLATE "C" NOT NULL,
      key text COLLATE "C" NOT NULL,
      hits integer NOT NULL,
      first_at timestamptz NOT NULL,
      last_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      sliding boolean NOT NULL,
      PRIMARY KEY (name, key)
    )`);
  await knex.raw('CREATE INDEX limit_counter_expires_at ON limit_counter (expires_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('limit_counter');
}
