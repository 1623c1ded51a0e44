/**
 * Sign-in throttling and the public rate limits count in PostgreSQL: two instances on one database share every count,
 * so alternating instances or starting a new one grants nothing more, and concurrent attempts each take their own
 * number.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READS, PUBLIC_WRITES } from '../../server/auth/access.ts';
import { Counters } from '../../server/auth/counters.ts';
import { SIGN_IN_LIMITS } from '../../server/auth/routes.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { testApp, usernameOf, type TestApp } from '../support/app.ts';

let t: TestApp;
let other: Awaited<ReturnType<TestApp['anotherInstance']>>;
beforeAll(async () => {
  t = await testApp();
  other = await t.anotherInstance();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** The two instances in turn, as a load balancer sends requests. */
const instance = (n: number): FastifyInstance => (n % 2 === 0 ? t.app : other.app);

const login = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/backend/auth', payload: { username, password }, remoteAddress });

describe('sign-in throttling across instances', () => {
  it('counts the failures of an account from one address on both: alternating grants nothing more', async () => {
    const address = '198.51.100.1';
    for (let n = 0; n < SIGN_IN_LIMITS.addressAndAccount.failures; n++) {
      expect((await login(instance(n), usernameOf('manager'), 'wrong-password', address)).statusCode).toBe(401);
    }
    for (const app of [t.app, other.app]) {
      const blocked = await login(app, usernameOf('manager'), DEMO_PASSWORD, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    }
  });

  it('is remembered by an instance started afterwards', async () => {
    const address = '198.51.100.2';
    for (let n = 0; n < SIGN_IN_LIMITS.addressAndAccount.failures; n++) {
      expect((await login(instance(n), usernameOf('user'), 'wrong-password', address)).statusCode).toBe(401);
    }
    const restarted = await t.anotherInstance();
    try {
      expect((await login(restarted.app, usernameOf('user'), DEMO_PASSWORD, address)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
    expect((await login(other.app, usernameOf('user'), DEMO_PASSWORD, '198.51.100.3')).statusCode).toBe(200);
  });

  it('slows an account guessed at through both, and lets its owner in through either after the delay', async () => {
    const owner = usernameOf('initech user');
    for (let n = 0; n < SIGN_IN_LIMITS.account.failures; n++) {
      expect((await login(instance(n), owner, 'wrong-password', `198.51.101.${n + 1}`)).statusCode).toBe(401);
    }
    const slowed = await login(other.app, owner, DEMO_PASSWORD, '198.51.102.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(t.app, owner, DEMO_PASSWORD, '198.51.102.1')).statusCode).toBe(200);
  });

  it('gives concurrent attempts each their own number: a burst on both instances gets no more guesses than the limit', async () => {
    const address = '198.51.100.4';
    const burst = await Promise.all(Array.from({ length: 16 }, (_, n) => login(instance(n), usernameOf('accountant'), `guess-${n}`, address)));
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.addressAndAccount.failures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16 - SIGN_IN_LIMITS.addressAndAccount.failures);
  });
});

describe('public rate limits across instances', () => {
  it(`share each address's count of reads: ${PUBLIC_READS.max} a minute in all, whichever instance answers`, async () => {
    const url = '/backend/public/api/survey/0123456789abcdef/questions';
    const read = (app: FastifyInstance) => app.inject({ method: 'GET', url, remoteAddress: '198.51.100.20' });
    const answers = new Set<number>();
    for (let n = 0; n < PUBLIC_READS.max; n++) answers.add((await read(instance(n))).statusCode);
    expect([...answers]).not.toContain(429);
    for (const app of [t.app, other.app]) {
      const refused = await read(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const restarted = await t.anotherInstance();
    try {
      expect((await read(restarted.app)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it(`share each address's count of writes: ${PUBLIC_WRITES.max} a minute in all`, async () => {
    const url = '/backend/public/api/booking/0123456789abcdef0123/cancel';
    const write = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url, payload: { reason: 'nobody-knows-this-reason' }, remoteAddress: '198.51.100.21' });
    for (let n = 0; n < PUBLIC_WRITES.max; n++) expect((await write(instance(n))).statusCode).not.toBe(429);
    expect((await write(t.app)).statusCode).toBe(429);
    expect((await write(other.app)).statusCode).toBe(429);
  });
});

describe('the counts', () => {
  it('are deleted once expired, a bounded batch at a time, by any instance counting', async () => {
    const { knex } = t.db;
    await knex.raw(`
      INSERT INTO limit_counter (name, key, hits, first_at, last_at, expires_at, sliding)
      SELECT 'test:expired', n::text, 1, now() - interval '2 hours', now() - interval '2 hours', now() - interval '1 hour', false
      FROM generate_series(1, 20) n`);
    await new Counters(knex).hit([{ name: 'test:live', key: 'one', windowMs: 60_000 }]);
    const left = await knex('limit_counter').whereIn('name', ['test:expired', 'test:live']).select('name');
    expect(left.map((row) => row.name)).toEqual(['test:live']);
  });

  it('start again once their window has passed', async () => {
    const counters = new Counters(t.db.knex);
    const rule = { name: 'test:window', key: 'k', windowMs: 60_000 };
    await counters.hit([rule]);
    expect((await counters.hit([rule]))[0].hits).toBe(2);
    await t.db
      .knex('limit_counter')
      .where({ name: rule.name })
      .update({ expires_at: t.db.knex.raw("now() - interval '1 second'") });
    expect(await counters.read([rule])).toEqual([undefined]);
    expect((await counters.hit([rule]))[0]).toMatchObject({ hits: 1 });
  });
});
