/**
 * Writes through public routes are limited per address, so that nobody floods a company with requests or travellers;
 * signing in is not (failed attempts have their own throttle, per account).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_WRITES } from '../../server/auth/access.ts';
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
