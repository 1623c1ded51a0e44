import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, withDatabase } from '../../server/db/index.ts';
import { startEmbedded, type EmbeddedCluster } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../seeds/index.ts';
import { dropDatabase, runOnServer } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL per run: DATABASE_URL when set (any server from 15 on), otherwise a throwaway embedded cluster.
 * A template database is migrated and seeded once; every test file clones it.
 */
export default async function setup(project: TestProject) {
  let cluster: EmbeddedCluster | undefined;
  const dataDir = path.resolve('.tmp', `vitest-pg-${process.pid}`);
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    cluster = await startEmbedded({ dataDir, ephemeral: true });
    serverUrl = cluster.url;
  }
  const templateDatabase = `booking_template_${process.pid}`;
  await dropDatabase(serverUrl, templateDatabase);
  await runOnServer(serverUrl, `CREATE DATABASE "${templateDatabase}"`);
  const db = connect(withDatabase(serverUrl, templateDatabase));
  try {
    await migrate(db.knex);
    await db.knex.transaction((trx) => seedDemo(trx));
  } finally {
    await db.close();
  }
  project.provide('serverUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await dropDatabase(serverUrl, templateDatabase);
    await cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
