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
const clientAddress = async (knex: TestApp['db']['knex']) => (await knex.raw<{ rows: { address: string | null }[] }>('SELECT inet_client_addr()::text AS address')).rows[0].address;

// Under DATABASE_URL the tests run on that server, reached as its URL says: there is no embedded cluster to reach.
it.skipIf(Boolean(process.env.DATABASE_URL))('connects to the embedded cluster over its Unix socket', async () => {
  expect(await clientAddress(t.db.knex)).toBeNull();
  // The generic CRUD's pool too.
  expect((await t.db.pool.query('SELECT inet_client_addr()::text AS address')).rows[0].address).toBeNull();
});

it('keeps TCP for a data folder whose path is too long for a socket', { timeout: 120_000 }, async () => {
  const dataDir = path.resolve('.tmp', `embedded-socket-${process.pid}`, 'a-folder-name-long-enough-that-no-socket-address-could-hold-it-whole', 'data');
  const cluster = await startEmbedded({ dataDir, ephemeral: true });
  try {
    expect(new URL(cluster.url).searchParams.has('host')).toBe(false);
    const db = connect(cluster.url);
    try {
      expect(await clientAddress(db.knex)).toBe('127.0.0.1/32');
    } finally {
      await db.close();
    }
  } finally {
    await cluster.stop();
    await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  }
});
