import pg from 'pg';
import { startEmbedded, type EmbeddedCluster } from './embedded.ts';
import { connect, withDatabase, type Database } from './index.ts';
import { migrate } from './migrate.ts';

export const DATABASE_NAME = 'booking';

/** Creates a database unless it exists. */
export async function ensureDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The database the platform runs on: DATABASE_URL when set, otherwise the embedded PostgreSQL in `dataDir`, with
 * its `booking` database created on first start.
 */
export async function provisionDatabase({
  databaseUrl,
  dataDir,
  log,
}: {
  databaseUrl?: string;
  dataDir: string;
  log?: (message: string) => void;
}): Promise<{ url: string; cluster?: EmbeddedCluster }> {
  if (databaseUrl) return { url: databaseUrl };
  const cluster = await startEmbedded({ dataDir, log });
  await ensureDatabase(cluster.url, DATABASE_NAME);
  return { url: withDatabase(cluster.url, DATABASE_NAME), cluster };
}

/**
 * The platform's database, connected and migrated: DATABASE_URL when set, otherwise the embedded one of `dataDir`.
 * `close` also stops the embedded server.
 */
export async function openDatabase({ dataDir, poolSize }: { dataDir: string; poolSize?: number }): Promise<{ db: Database; close(): Promise<void> }> {
  const { url, cluster } = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const db = connect(url, { poolSize });
  await migrate(db.knex);
  return {
    db,
    async close() {
      await db.close();
      await cluster?.stop();
    },
  };
}
