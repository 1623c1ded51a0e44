/**
 * Writes through public routes are limited per address, so that nobody floods a company with requests or travellers,
 * and so are reads of public routes that take a key, so that nobody guesses at links; signing in is not (failed
 * attempts have their own throttle, server/auth/routes.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READS, PUBLIC_WRITES } from '../../server/auth/access.ts';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const from = (remoteAddress: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('public writes', () => {
  it(`answer 429 past ${PUBLIC_WRITES.max} a minute from one address, and not to another address`, async () => {
    const url = '/backend/public/api/booking/0123456789abcdef0123/cancel';
    const body = { reason: 'nobody-knows-this-reason' };
    const answers: number[] = [];
    for (let n = 0; n < PUBLIC_WRITES.max; n++) answers.push((await from('203.0.113.7', url, body)).statusCode);
    expect(answers.every((status) => status === answers[0] && status >= 400 && status < 429)).toBe(true);
    const refused = await from('203.0.113.7', url, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(429);
    expect((await from('203.0.113.8', url, body)).statusCode).toBe(answers[0]);
  });

  it('leave reading alone', async () => {
    for (let n = 0; n <= PUBLIC_WRITES.max; n++) {
      expect((await t.app.inject({ method: 'GET', url: '/backend/company/random_unique_chain', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    }
  });

  it('do not include signing in: an office behind one address signs many users in', async () => {
    const statuses = new Set<number>();
    for (let n = 0; n <= PUBLIC_WRITES.max; n++) {
      statuses.add((await from('203.0.113.10', '/backend/auth', { username: `nobody${n}@example.com`, password: 'wrong-password' })).statusCode);
    }
    expect([...statuses]).toEqual([401]);
  });
});

describe('public reads of a key', () => {
  it(`answer 429 past ${PUBLIC_READS.max} a minute from one address, and not to another address`, async () => {
    const guess = (n: number, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/backend/public/api/booking/${n.toString(16).padStart(32, '0')}/show`, remoteAddress });
    const answers = new Set<number>();
    for (let n = 0; n < PUBLIC_READS.max; n++) answers.add((await guess(n, '203.0.113.20')).statusCode);
    expect([...answers]).not.toContain(429);
    const refused = await guess(PUBLIC_READS.max, '203.0.113.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guess(0, '203.0.113.21')).statusCode).not.toBe(429);
  });

  it('limit each of the link routes, the query-string ones too', async () => {
    const routes = [
      '/backend/public/api/survey/0123456789abcdef/questions',
      '/backend/public/api/define_password/0123456789abcdef',
      '/backend/public/api/booking/validation/0123456789abcdef',
      '/backend/api/public/prelogged_configuration/guess',
      '/backend/api/public/travellers?company=00000000-0000-0000-0000-000000000000&unique=guess',
    ];
    for (const url of routes) {
      let last = 0;
      for (let n = 0; n <= PUBLIC_READS.max; n++) last = (await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.30' })).statusCode;
      expect(last, url).toBe(429);
    }
  });
});
