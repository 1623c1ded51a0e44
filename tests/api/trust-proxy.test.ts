import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { testApp, usernameOf, type TestApp } from '../support/app.ts';

// Behind a load balancer (TRUST_PROXY=127.0.0.1 here), the throttles count the client the proxy names, and only a
// trusted proxy may name one.
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ trustProxy: '127.0.0.1' });
});
afterAll(() => t.close());

const login = (password: string, remoteAddress: string, client: string) =>
  t.app.inject({
    method: 'POST',
    url: '/backend/auth',
    payload: { username: usernameOf('manager'), password },
    remoteAddress,
    headers: { 'x-forwarded-for': client },
  });

describe('sign-in throttling behind a trusted proxy', () => {
  it('counts the forwarded client: one client is stopped, another behind the same proxy is not', async () => {
    for (let i = 0; i < 5; i++) expect((await login('wrong-password', '127.0.0.1', '203.0.113.7')).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD, '127.0.0.1', '203.0.113.7')).statusCode).toBe(429);
    expect((await login(DEMO_PASSWORD, '127.0.0.1', '203.0.113.8')).statusCode).toBe(200);
  });

  it('ignores the forwarded address an untrusted caller sends: it is counted as itself', async () => {
    for (let i = 0; i < 5; i++) expect((await login('wrong-password', '198.51.100.9', `203.0.114.${i + 1}`)).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD, '198.51.100.9', '203.0.114.99')).statusCode).toBe(429);
  });
});
