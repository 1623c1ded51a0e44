import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { identitySchema } from '../../entities/identity.ts';
import { SIGN_IN_LIMITS } from '../../server/auth/routes.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { testApp, usernameOf, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/backend/auth', payload: { username, password }, remoteAddress });

/** `ms` pass for the sign-in counts, which PostgreSQL's clock times (server/auth/counters.ts): their instants move back. */
const elapse = (ms: number) =>
  t.db.knex.raw(
    `UPDATE limit_counter SET first_at = first_at - make_interval(secs => :s), last_at = last_at - make_interval(secs => :s), expires_at = expires_at - make_interval(secs => :s)`,
    { s: ms / 1000 },
  );

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('sign-in', () => {
  it('answers a token carrying the session identity', async () => {
    const response = await login(usernameOf('manager'), DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const claims = claimsOf(response.json().token);
    // Every claim the session identity declares required (entities/identity.ts).
    for (const claim of identitySchema.required) expect(claims, claim).toHaveProperty(claim);
    expect(claims).toMatchObject({
      username: 'manager@acme-demo.fr',
      admin: false,
      hotel: false,
      roles: ['ROLE_MANAGER', 'ROLE_USER'],
      company: { name: 'Acme Industries' },
      contactBBA: { email: 'sophie.bernard@agence-demo.fr' },
      maxPricePerRoom: 180,
      orderNumber: { required: true, pattern: 'PO-####' },
    });
    expect(claims.exp - claims.iat).toBe(12 * 3600);
  });

  it('flags agency staff as admin and hotel staff as hotel', async () => {
    expect(claimsOf((await login(usernameOf('agent'), DEMO_PASSWORD)).json().token)).toMatchObject({ admin: true, hotel: false, company: null });
    expect(claimsOf((await login(usernameOf('hotel admin'), DEMO_PASSWORD)).json().token)).toMatchObject({ admin: false, hotel: true });
  });

  it('accepts the username in any case', async () => {
    expect((await login('USER@Acme-Demo.fr', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses wrong credentials with the authentication code, the same for an unknown account', async () => {
    const wrong = await login(usernameOf('user'), 'not-the-password', '10.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 401, message: 'invalid credentials' });
    const unknown = await login('nobody@nowhere.test', DEMO_PASSWORD, '10.0.0.1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a disabled account', async () => {
    await t.db
      .knex('user')
      .where({ email: usernameOf('accountant') })
      .update({ enabled: false });
    expect((await login(usernameOf('accountant'), DEMO_PASSWORD)).statusCode).toBe(401);
    await t.db
      .knex('user')
      .where({ email: usernameOf('accountant') })
      .update({ enabled: true });
  });

  it('stops answering after five failures for an account from one address, even with the right password', async () => {
    const address = '10.0.0.2';
    for (let i = 0; i < 5; i++) expect((await login(usernameOf('manager'), 'wrong-password', address)).statusCode).toBe(401);
    const blocked = await login(usernameOf('manager'), DEMO_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(429);
    // Another address is not blocked.
    expect((await login(usernameOf('manager'), DEMO_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
  });

  it('holds back, at an address that sprays passwords over many accounts, the accounts it failed on: never the others', async () => {
    const address = '10.0.1.1';
    const sprayed = Array.from({ length: SIGN_IN_LIMITS.address.failures }, (_, n) => `spray${n}@acme-demo.fr`);
    // Several guesses at one account count it once: the address counts accounts, not failures.
    for (let attempt = 0; attempt < 4; attempt++) expect((await login(sprayed[0], `guess-${attempt}`, address)).statusCode).toBe(401);
    for (const account of sprayed.slice(1)) expect((await login(account, 'guess-0', address)).statusCode).toBe(401);
    // Past its limit, each account it has failed on waits there, with a Retry-After, after a single failure too.
    for (const account of [sprayed[0], sprayed[1], sprayed.at(-1)!]) {
      const blocked = await login(account, 'guess-1', address);
      expect(blocked.statusCode, account).toBe(429);
      expect(blocked.json().code).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    }
    // An account it has not failed on signs in with its right password, and is refused a wrong one as usual.
    expect((await login(usernameOf('accountant'), DEMO_PASSWORD, address)).statusCode).toBe(200);
    expect((await login('someone-else@acme-demo.fr', 'guess-0', address)).statusCode).toBe(401);
    // Another address is not concerned.
    expect((await login(sprayed[1], 'guess-1', '10.0.1.2')).statusCode).toBe(401);
  });

  it('slows down an account guessed at from many addresses, and lets its owner in after the delay', async () => {
    const owner = usernameOf('initech user');
    for (let n = 0; n < SIGN_IN_LIMITS.account.failures; n++) expect((await login(owner, 'wrong-password', `10.0.2.${n + 1}`)).statusCode).toBe(401);
    const slowed = await login(owner, DEMO_PASSWORD, '10.0.3.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    // Each further failure doubles the wait.
    await elapse(1100);
    expect((await login(owner, 'wrong-password', '10.0.2.99')).statusCode).toBe(401);
    expect((await login(owner, DEMO_PASSWORD, '10.0.3.1')).headers['retry-after']).toBe('2');
    await elapse(2100);
    expect((await login(owner, DEMO_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
    // Signed in, the owner starts afresh.
    expect((await login(owner, 'wrong-password', '10.0.3.1')).statusCode).toBe(401);
    expect((await login(owner, DEMO_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
  });

  it('validates the credentials body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/backend/auth', payload: { username: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 10, errors: { password: 10 } });
  });

  it('stores passwords as argon2id hashes', async () => {
    const { password } = await t.db
      .knex('user')
      .where({ email: usernameOf('user') })
      .first('password');
    expect(password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('ping', () => {
  it('returns the current identity, re-read from the database', async () => {
    const token = await t.tokenOf('user');
    await t.db
      .knex('user')
      .where({ email: usernameOf('user') })
      .update({ first_name: 'Davide' });
    const response = await t.app.inject({ url: '/backend/api/security/ping', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'user@acme-demo.fr', firstName: 'Davide', company: { name: 'Acme Industries' } });
  });

  it('needs a valid token', async () => {
    expect((await t.call(null, 'GET', '/backend/api/security/ping')).json()).toEqual({ code: 401, message: 'authentication required' });
    const forged = await t.app.inject({ url: '/backend/api/security/ping', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const short = await testApp({ tokenLifetime: '1s' });
    try {
      const token = (
        await short.app.inject({ method: 'POST', url: '/backend/auth', payload: { username: usernameOf('user'), password: DEMO_PASSWORD } })
      ).json().token;
      const ping = () => short.app.inject({ url: '/backend/api/security/ping', headers: { authorization: `Bearer ${token}` } });
      // Accepted while valid (and so remembered by the verification cache), refused once expired.
      expect((await ping()).statusCode).toBe(200);
      // Two seconds later by the server's clock (the token's expiry and the cache's are read from it).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2100 });
      expect((await ping()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });
});

describe('impersonation', () => {
  it('gives an admin a token of the target that names the impersonator', async () => {
    const response = await t.call('admin', 'POST', '/backend/api/impersonate', { impersonate: usernameOf('manager') });
    expect(response.statusCode).toBe(200);
    const token = response.json().token;
    expect(claimsOf(token)).toMatchObject({ username: 'manager@acme-demo.fr', impersonator: { username: 'admin@agence-demo.fr' } });
    const ping = await t.app.inject({ url: '/backend/api/security/ping', headers: { authorization: `Bearer ${token}` } });
    expect(ping.json()).toMatchObject({ username: 'manager@acme-demo.fr', impersonator: { username: 'admin@agence-demo.fr' } });
    // The impersonated session has the target's rights, not the admin's.
    const users = await t.app.inject({ url: '/backend/api/users', headers: { authorization: `Bearer ${token}` } });
    expect(users.statusCode).toBe(403);
  });

  it('takes a user id as well', async () => {
    const { id } = await t.db
      .knex('user')
      .where({ email: usernameOf('hotel') })
      .first('id');
    const response = await t.call('admin', 'POST', '/backend/api/impersonate', { impersonate: id });
    expect(claimsOf(response.json().token)).toMatchObject({ username: 'hotel@hotel-demo.fr', hotel: true });
  });

  it('is for agency admins only', async () => {
    for (const role of ['agent', 'manager', 'user', 'hotel admin'] as const) {
      expect((await t.call(role, 'POST', '/backend/api/impersonate', { impersonate: usernameOf('user') })).statusCode, role).toBe(403);
    }
    expect((await t.call(null, 'POST', '/backend/api/impersonate', { impersonate: usernameOf('user') })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await t.call('admin', 'POST', '/backend/api/impersonate', { impersonate: 'ghost@nowhere.test' })).json()).toMatchObject({ code: 404 });
  });
});
