/**
 * The platform reaches its embedded PostgreSQL over a Unix socket in the data folder; a folder whose path is too long
 * for a socket address keeps loopback TCP.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbedded } from '../../server/db/embedded.ts';
import { connect } from '../../server/db/index.ts';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** The client's address as the server sees it: null over a Unix socket. */
const clientAddress = async (knex: TestApp['db']['knex']) =>
  (await knex.raw<{ rows: { address: string | null }[] }>('SELECT inet_client_addr()::text AS address')).rows[0].address;

/** Runs `check` on a throwaway embedded cluster in `dataDir`, connected as the platform connects to it. */
async function onOwnCluster(dataDir: string, check: (db: ReturnType<typeof connect>, url: string) => Promise<void>) {
  const cluster = await startEmbedded({ dataDir, ephemeral: true });
  try {
    const db = connect(cluster.url);
    try {
      await check(db, cluster.url);
    } finally {
      await db.close();
    }
  } finally {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

it('connects to the embedded cluster over its Unix socket', { timeout: 120_000 }, async () => {
  const overSocket = async (db: TestApp['db']) => {
    expect(await clientAddress(db.knex)).toBeNull();
    // The generic CRUD's pool too.
    expect((await db.pool.query('SELECT inet_client_addr()::text AS address')).rows[0].address).toBeNull();
  };
  // Under DATABASE_URL the other tests run on that server, reached as its URL says: this one starts a cluster of its own.
  if (process.env.DATABASE_URL) await onOwnCluster(path.resolve('.tmp', `socket-${process.pid}`), overSocket);
  else await overSocket(t.db);
});

it('keeps TCP for a data folder whose path is too long for a socket', { timeout: 120_000 }, async () => {
  const root = path.resolve('.tmp', `embedded-socket-${process.pid}`);
  await onOwnCluster(path.join(root, 'a-folder-name-long-enough-that-no-socket-address-could-hold-it-whole', 'data'), async (db, url) => {
    expect(new URL(url).searchParams.has('host')).toBe(false);
    expect(await clientAddress(db.knex)).toBe('127.0.0.1/32');
  });
  await rm(root, { recursive: true, force: true });
});
