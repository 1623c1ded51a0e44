import { randomBytes } from 'node:crypto';
import { afterAll, expect, inject, it } from 'vitest';
import { connect, withDatabase } from '../../server/db/index.ts';
import { migrate, seedIfEmpty } from '../../server/db/migrate.ts';
import { dropDatabase, runOnServer } from '../support/databases.ts';

/** Two instances started at the same second on an empty database both come up: one migrates and seeds, the other waits. */

const serverUrl = inject('serverUrl');
const name = `booking_start_${randomBytes(6).toString('hex')}`;
afterAll(() => dropDatabase(serverUrl, name));

it('prepares an empty database once when two instances start together', async () => {
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const instances = [connect(withDatabase(serverUrl, name), { poolSize: 4 }), connect(withDatabase(serverUrl, name), { poolSize: 4 })];
  try {
    const seeded = await Promise.all(
      instances.map(async ({ knex }) => {
        await migrate(knex);
        return seedIfEmpty(knex);
      }),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [{ count }] = await instances[0].knex('user').where({ email: 'admin@agence-demo.fr' }).count<{ count: number }[]>({ count: '*' });
    expect(Number(count)).toBe(1);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
  }
}, 120_000);
