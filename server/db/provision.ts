import pg from 'pg';
import { startEmbedded, type EmbeddedCluster } from './embedded.ts';
import { withDatabase } from './index.ts';

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
export async function provisionDatabase({ databaseUrl, dataDir, log }: { databaseUrl?: string; dataDir: string; log?: (message: string) => void }): Promise<{ url: string; cluster?: EmbeddedCluster }> {
  if (databaseUrl) return { url: databaseUrl };
  const cluster = await startEmbedded({ dataDir, log });
  await ensureDatabase(cluster.url, DATABASE_NAME);
  return { url: withDatabase(cluster.url, DATABASE_NAME), cluster };
}
