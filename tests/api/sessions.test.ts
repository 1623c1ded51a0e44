import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { SESSION_CACHE_MS } from '../../server/auth/session.ts';
import { testApp, usernameOf, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const as = (token: string, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, payload, headers: { authorization: `Bearer ${token}` } });

const signIn = (username: string, password?: string) => t.signIn(username, password);

/** An account made by the agency admin through the back office, signed in with its own password. */
async function newAccount(email: string, roles: string[], company?: string) {
  const companyId = company ? (await t.db.knex('company').where({ name: company }).first('id')).id : null;
  const created = await t.call('admin', 'POST', '/backend/api/users', {
    first_name: 'Test',
    last_name: 'Compte',
    email,
    password: 'Quai-Ardoise-73!',
    roles,
    enabled: true,
    company: companyId,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().id as number, token: await signIn(email, 'Quai-Ardoise-73!') };
}

const refused = { code: 401, message: 'authentication required' };

describe('a token is only as good as the account behind it', () => {
  it('stops a user disabled by her manager from creating travellers or sending messages', async () => {
    const token = await signIn(usernameOf('user'));
    expect((await as(token, 'POST', '/backend/api/travellers', { first_name: 'Paul', last_name: 'Avant', email: null, mobile_phone: null })).statusCode).toBe(
      201,
    );
    const swapped = await t.call('manager', 'POST', `/backend/api/user_swap_enabled/${await t.userId('user')}`);
    expect(swapped.json()).toMatchObject({ enabled: false });

    const traveller = await as(token, 'POST', '/backend/api/travellers', { first_name: 'Paul', last_name: 'Apres', email: null, mobile_phone: null });
    expect(traveller.statusCode).toBe(401);
    expect(traveller.json()).toEqual(refused);
    const message = await as(token, 'POST', '/backend/api/message/send/parent', { subject: 'a', content: 'b' });
    expect(message.statusCode).toBe(401);
    expect(await t.db.knex('traveller').where({ last_name: 'Apres' }).first('id')).toBeUndefined();

    // Enabled again, she signs in anew; the token of before stays dead.
    await t.call('manager', 'POST', `/backend/api/user_swap_enabled/${await t.userId('user')}`);
    expect((await as(token, 'GET', '/backend/api/security/ping')).statusCode).toBe(401);
    expect((await as(await signIn(usernameOf('user')), 'GET', '/backend/api/security/ping')).statusCode).toBe(200);
  });

  it('stops a manager demoted to user from creating managers', async () => {
    const { id, token } = await newAccount('chef@acme-demo.fr', ['ROLE_MANAGER', 'ROLE_USER'], 'Acme Industries');
    const before = await as(token, 'POST', '/backend/api/user/create', {
      first_name: 'Nouveau',
      last_name: 'Chef',
      email: 'chef1@acme-demo.fr',
      roles: ['ROLE_MANAGER'],
    });
    expect(before.statusCode, before.body).toBe(201);
    expect((await t.call('admin', 'PUT', `/backend/api/users/${id}`, { roles: ['ROLE_USER'] })).statusCode).toBe(200);

    const after = await as(token, 'POST', '/backend/api/user/create', {
      first_name: 'Autre',
      last_name: 'Chef',
      email: 'chef2@acme-demo.fr',
      roles: ['ROLE_MANAGER'],
    });
    expect(after.statusCode).toBe(401);
    expect(await t.db.knex('user').where({ email: 'chef2@acme-demo.fr' }).first('id')).toBeUndefined();
  });

  it('stops a deleted agent from listing bookings and mail logs', async () => {
    const { id, token } = await newAccount('agent2@agence-demo.fr', ['ROLE_BBA_AGENT']);
    expect((await as(token, 'GET', '/backend/api/bookings')).statusCode).toBe(200);
    expect((await as(token, 'GET', '/backend/api/mail-logs')).statusCode).toBe(200);
    expect((await t.call('admin', 'DELETE', `/backend/api/users/${id}`)).statusCode).toBe(200);

    expect((await as(token, 'GET', '/backend/api/bookings')).statusCode).toBe(401);
    expect((await as(token, 'GET', '/backend/api/mail-logs')).json()).toEqual(refused);
  });

  it('refuses the tokens issued before a password change, and takes the new one', async () => {
    const { token: other } = await newAccount('compta2@acme-demo.fr', ['ROLE_ACCOUNTANT'], 'Acme Industries');
    const own = await signIn('compta2@acme-demo.fr', 'Quai-Ardoise-73!');
    const changed = await as(own, 'POST', '/backend/api/me/password', {
      current: 'Quai-Ardoise-73!',
      password: 'Gravier-Lune-2027',
      confirmation: 'Gravier-Lune-2027',
    });
    expect(changed.statusCode).toBe(200);

    expect((await as(own, 'GET', '/backend/api/security/ping')).statusCode).toBe(401);
    expect((await as(other, 'GET', '/backend/api/security/ping')).statusCode).toBe(401);
    // The answer's token and a new sign-in both work.
    expect((await as(changed.json().token, 'GET', '/backend/api/security/ping')).json()).toMatchObject({ username: 'compta2@acme-demo.fr' });
    expect((await as(await signIn('compta2@acme-demo.fr', 'Gravier-Lune-2027'), 'GET', '/backend/api/security/ping')).statusCode).toBe(200);
  });

  it('refuses the tokens issued before a password set by the agency in the back office', async () => {
    const { id, token } = await newAccount('compta3@acme-demo.fr', ['ROLE_ACCOUNTANT'], 'Acme Industries');
    expect((await t.call('admin', 'PUT', `/backend/api/users/${id}`, { password: 'Remplace-2027' })).statusCode).toBe(200);
    expect((await as(token, 'GET', '/backend/api/security/ping')).statusCode).toBe(401);
  });

  it('keeps the session through changes that take no right away', async () => {
    const { id, token } = await newAccount('stable@acme-demo.fr', ['ROLE_USER', 'ROLE_ACCOUNTANT'], 'Acme Industries');
    expect((await t.call('admin', 'PUT', `/backend/api/users/${id}`, { first_name: 'Renomme', roles: ['ROLE_ACCOUNTANT', 'ROLE_USER'] })).statusCode).toBe(200);
    expect((await as(token, 'POST', '/backend/api/me/profile', { position: 'Comptable' })).statusCode).toBe(200);
    expect((await as(token, 'GET', '/backend/api/security/ping')).json()).toMatchObject({ firstName: 'Renomme' });
  });

  it('refuses a token that records no session version', async () => {
    const { id } = await t.db
      .knex('user')
      .where({ email: usernameOf('user') })
      .first('id');
    const { sv: _, ...claims } = JSON.parse(Buffer.from((await signIn(usernameOf('user'))).split('.')[1], 'base64url').toString());
    const unversioned = t.app.jwt.sign({ ...claims, iat: undefined, exp: undefined }, { sub: String(id), expiresIn: '1h' });
    expect((await as(unversioned, 'GET', '/backend/api/security/ping')).statusCode).toBe(401);
  });
});

describe('an impersonation token dies with its impersonator’s rights', () => {
  let admins = 0;
  async function impersonation() {
    const admin = await newAccount(`admin${++admins}@agence-demo.fr`, ['ROLE_ADMIN']);
    const response = await as(admin.token, 'POST', '/backend/api/impersonate', { impersonate: usernameOf('manager') });
    expect(response.statusCode).toBe(200);
    const token = response.json().token as string;
    expect((await as(token, 'GET', '/backend/api/security/ping')).json()).toMatchObject({ username: usernameOf('manager'), impersonator: { id: admin.id } });
    return { admin, token };
  }

  it('when the impersonator is disabled', async () => {
    const { admin, token } = await impersonation();
    expect((await t.call('admin', 'PUT', `/backend/api/users/${admin.id}`, { enabled: false })).statusCode).toBe(200);
    expect((await as(token, 'GET', '/backend/api/security/ping')).statusCode).toBe(401);
    expect((await as(token, 'POST', '/backend/api/company/users', {})).statusCode).toBe(401);
  });

  it('when the impersonator is demoted', async () => {
    const { admin, token } = await impersonation();
    expect((await t.call('admin', 'PUT', `/backend/api/users/${admin.id}`, { roles: ['ROLE_BBA_AGENT'] })).statusCode).toBe(200);
    expect((await as(token, 'POST', '/backend/api/company/users', {})).json()).toEqual(refused);
    // The impersonated manager's own session is untouched.
    expect((await t.call('manager', 'POST', '/backend/api/company/users', {})).statusCode).toBe(200);
  });
});

describe('behind several instances', () => {
  it('a change made through another instance takes effect within the cache time', async () => {
    const other = await buildApp({ db: t.db, jwtSecret: 'test-secret-of-at-least-32-characters!' });
    try {
      const { id, token } = await newAccount('ailleurs@acme-demo.fr', ['ROLE_USER'], 'Acme Industries');
      const ping = () => other.inject({ url: '/backend/api/me/profile', headers: { authorization: `Bearer ${token}` } });
      expect((await ping()).statusCode).toBe(200);
      // Disabled through the first instance: the other one knew the account as enabled.
      expect((await t.call('admin', 'PUT', `/backend/api/users/${id}`, { enabled: false })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 100));
      expect((await ping()).statusCode).toBe(401);
      // Enabled again and signed in through the first instance: the other one, which knew the former version, takes the new token at once.
      expect((await t.call('admin', 'PUT', `/backend/api/users/${id}`, { enabled: true })).statusCode).toBe(200);
      const renewed = await signIn('ailleurs@acme-demo.fr', 'Quai-Ardoise-73!');
      expect((await other.inject({ url: '/backend/api/me/profile', headers: { authorization: `Bearer ${renewed}` } })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
