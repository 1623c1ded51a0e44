import { readdirSync, existsSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

const serverDir = new URL('../../server/', import.meta.url);
// db/ opens the database itself; every other folder with an index.ts is a domain the app registers.
const domains = readdirSync(serverDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/index.ts`, serverDir)))
  .map((entry) => entry.name)
  .filter((name) => name !== 'db');

describe('domain plugins', () => {
  it('are found', () => {
    expect(domains).toEqual(expect.arrayContaining(['auth', 'booking', 'company', 'contingent', 'offers', 'users']));
  });

  // Each domain reads the shared database from the app; one registered without it must say so at start, not fail
  // on the first request.
  it.each(domains)('%s declares the database it needs', async (domain) => {
    const plugin = (await import(new URL(`${domain}/index.ts`, serverDir).href)).default;
    const app = Fastify();
    app.register(plugin, { tokenLifetime: '1h', cardKey: Buffer.alloc(32) });
    await expect(app.ready()).rejects.toThrow(/dependency 'knex'/);
  });
});
