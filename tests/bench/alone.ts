import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { BENCH_SECRET } from './rates.ts';

/** Whether the module of `moduleUrl` is the one `npx tsx` was asked to run. */
export const runDirectly = (moduleUrl: string) => Boolean(process.argv[1]) && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;

/**
 * Runs one part of the bench alone: a server on an embedded cluster of its own with the demo data, thrown away at
 * the end, whatever the part does.
 */
export async function benchAlone(name: string, part: (server: { app: FastifyInstance; knex: Knex; url: string }) => Promise<void>): Promise<void> {
  const { buildApp } = await import('../../server/app.ts');
  const { startEmbedded } = await import('../../server/db/embedded.ts');
  const { connect, withDatabase } = await import('../../server/db/index.ts');
  const { migrate, seedIfEmpty } = await import('../../server/db/migrate.ts');
  const { ensureDatabase } = await import('../../server/db/provision.ts');
  const dataDir = path.resolve('.tmp', `bench-${name}-pg`);
  await rm(dataDir, { recursive: true, force: true });
  const cluster = await startEmbedded({ dataDir, ephemeral: true });
  await ensureDatabase(cluster.url, 'bench');
  const db = connect(withDatabase(cluster.url, 'bench'));
  try {
    await migrate(db.knex);
    await seedIfEmpty(db.knex);
    const app = await buildApp({ db, jwtSecret: BENCH_SECRET });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await part({ app, knex: db.knex, url });
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
