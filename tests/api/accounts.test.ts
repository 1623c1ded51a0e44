import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let acme: { id: number; uid: string; domains: string[] };
beforeAll(async () => {
  t = await testApp();
  acme = await t.db.knex('company').where({ name: 'Acme Industries' }).first('id', 'uid', 'domains');
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

/** The token of the last password link mailed to an address, read from the sent mail as the user reads it. */
async function linkTokenOf(email: string): Promise<string> {
  return t.mailedLink(email, /href="[^"]*\/define_password\/([A-Za-z0-9_-]+)"/);
}

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/backend/auth', payload: { username, password } });

describe('the demo companies have their users’ domains', () => {
  it('Acme accepts acme-demo.fr', () => {
    expect(acme.domains).toContain('acme-demo.fr');
    expect(acme.uid).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('account creation (/create_account/{companyUid?})', () => {
  it('names the company of a link, and calls an unknown link invalid (205)', async () => {
    const known = await t.call(null, 'GET', `/backend/public/api/create_account/${acme.uid}`);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ name: 'Acme Industries', domains: acme.domains });
    const unknown = await t.call(null, 'GET', '/backend/public/api/create_account/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(205);
    expect((await t.call(null, 'GET', '/backend/public/api/create_account/not-a-uid')).json().code).toBe(205);
  });

  it('creates a user of the company for an address in its domains, who defines a password and signs in', async () => {
    const email = `new.${unique()}@acme-demo.fr`;
    const created = await t.call(null, 'POST', '/backend/public/api/create_account', { companyUid: acme.uid, first_name: 'Nina', last_name: 'Roche', email });
    expect(created.statusCode).toBe(201);
    const user = await t.db.knex('user').where({ email }).first('company_id', 'roles', 'password');
    expect(user).toMatchObject({ company_id: acme.id, roles: ['ROLE_USER'], password: null });
    const token = await linkTokenOf(email);
    const defined = await t.call(null, 'POST', `/backend/public/api/define_password/${token}`, {
      password: 'Tilleul-Ardoise-47',
      confirmation: 'Tilleul-Ardoise-47',
    });
    expect(defined.statusCode).toBe(200);
    expect((await login(email, 'Tilleul-Ardoise-47')).statusCode).toBe(200);
  });

  it('without a link, finds the company from the address domain', async () => {
    const email = `solo.${unique()}@globex-demo.fr`;
    expect((await t.call(null, 'POST', '/backend/public/api/create_account', { first_name: 'Solo', last_name: 'Test', email })).statusCode).toBe(201);
    const globex = await t.db.knex('company').where({ name: 'Globex Conseil' }).first('id');
    expect((await t.db.knex('user').where({ email }).first('company_id')).company_id).toBe(globex.id);
  });

  it('refuses an address outside the company domains (120), an existing account (110), a bad address (140) and blank names (10)', async () => {
    const outside = await t.call(null, 'POST', '/backend/public/api/create_account', {
      companyUid: acme.uid,
      first_name: 'A',
      last_name: 'B',
      email: `x.${unique()}@gmail.com`,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 120, errors: { email: 120 } });
    // A domain of another company is not this company's.
    const other = await t.call(null, 'POST', '/backend/public/api/create_account', {
      companyUid: acme.uid,
      first_name: 'A',
      last_name: 'B',
      email: `x.${unique()}@globex-demo.fr`,
    });
    expect(other.json().errors).toEqual({ email: 120 });
    const noCompany = await t.call(null, 'POST', '/backend/public/api/create_account', {
      first_name: 'A',
      last_name: 'B',
      email: `x.${unique()}@nowhere.example`,
    });
    expect(noCompany.json().errors).toEqual({ email: 120 });
    const exists = await t.call(null, 'POST', '/backend/public/api/create_account', {
      companyUid: acme.uid,
      first_name: 'A',
      last_name: 'B',
      email: 'USER@acme-demo.fr',
    });
    expect(exists.statusCode).toBe(400);
    expect(exists.json()).toMatchObject({ code: 110, errors: { email: 110 } });
    const bad = await t.call(null, 'POST', '/backend/public/api/create_account', { companyUid: acme.uid, first_name: ' ', last_name: 'B', email: 'nope' });
    expect(bad.json().errors).toEqual({ first_name: 10, email: 140 });
    const unknownField = await t.call(null, 'POST', '/backend/public/api/create_account', {
      first_name: 'A',
      last_name: 'B',
      email: 'a@acme-demo.fr',
      roles: ['ROLE_ADMIN'],
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('refuses every address for a company without configured domains (120)', async () => {
    await t.db.knex('company').where({ id: acme.id }).update({ domains: [] });
    try {
      const refused = await t.call(null, 'POST', '/backend/public/api/create_account', {
        companyUid: acme.uid,
        first_name: 'A',
        last_name: 'B',
        email: `z.${unique()}@acme-demo.fr`,
      });
      expect(refused.json().errors).toEqual({ email: 120 });
    } finally {
      await t.db.knex('company').where({ id: acme.id }).update({ domains: acme.domains });
    }
  });
});

describe('password definition (/define_password/{uid})', () => {
  async function freshLink() {
    const email = `def.${unique()}@acme-demo.fr`;
    await t.call(null, 'POST', '/backend/public/api/create_account', { companyUid: acme.uid, first_name: 'Def', last_name: 'Test', email });
    return { email, token: await linkTokenOf(email) };
  }

  it('tells whose link it is', async () => {
    const { email, token } = await freshLink();
    const answer = await t.call(null, 'GET', `/backend/public/api/define_password/${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ firstName: 'Def', email, purpose: 'define' });
  });

  it('refuses a short password (60) and two different entries (50), keeping the link usable', async () => {
    const { token } = await freshLink();
    const short = await t.call(null, 'POST', `/backend/public/api/define_password/${token}`, { password: 'short', confirmation: 'short' });
    expect(short.json()).toMatchObject({ code: 60, errors: { password: 60 } });
    const differ = await t.call(null, 'POST', `/backend/public/api/define_password/${token}`, { password: 'Longenough1', confirmation: 'Longenough2' });
    expect(differ.json()).toMatchObject({ code: 50, errors: { confirmation: 50 } });
    expect((await t.call(null, 'GET', `/backend/public/api/define_password/${token}`)).statusCode).toBe(200);
  });

  it('works once: the used link says it expired', async () => {
    const { token } = await freshLink();
    expect(
      (await t.call(null, 'POST', `/backend/public/api/define_password/${token}`, { password: 'Ardoise-Premier-47', confirmation: 'Ardoise-Premier-47' }))
        .statusCode,
    ).toBe(200);
    const again = await t.call(null, 'POST', `/backend/public/api/define_password/${token}`, { password: 'Second-2026', confirmation: 'Second-2026' });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('link_expired');
    expect((await t.call(null, 'GET', `/backend/public/api/define_password/${token}`)).json().code).toBe('link_expired');
  });

  it('says an expired link expired, and an unknown one is not valid (205)', async () => {
    const { email, token } = await freshLink();
    const user = await t.db.knex('user').where({ email }).first('id');
    await t.db
      .knex('password_link')
      .where({ user_id: user.id })
      .update({ expires_at: t.db.knex.raw("now() - interval '1 minute'") });
    const expired = await t.call(null, 'GET', `/backend/public/api/define_password/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('link_expired');
    expect(
      (await t.call(null, 'POST', `/backend/public/api/define_password/${token}`, { password: 'Expired-2026', confirmation: 'Expired-2026' })).json().code,
    ).toBe('link_expired');
    const unknown = await t.call(null, 'GET', '/backend/public/api/define_password/unknowntoken123');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(205);
  });

  it('keeps only the hash of the token', async () => {
    const { email, token } = await freshLink();
    const user = await t.db.knex('user').where({ email }).first('id');
    const stored = await t.db.knex('password_link').where({ user_id: user.id }).first('token_hash');
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('lost password (POST /public/api/notify_lost_password)', () => {
  it('mails a link to a known address, which replaces the password', async () => {
    const email = 'accountant@acme-demo.fr';
    const answer = await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email: 'Accountant@Acme-demo.fr' });
    expect(answer.statusCode).toBe(200);
    const token = await linkTokenOf(email);
    expect((await t.call(null, 'GET', `/backend/public/api/define_password/${token}`)).json().purpose).toBe('lost');
    expect(
      (await t.call(null, 'POST', `/backend/public/api/define_password/${token}`, { password: 'Retrouve-2026', confirmation: 'Retrouve-2026' })).statusCode,
    ).toBe(200);
    expect((await login(email, 'Retrouve-2026')).statusCode).toBe(200);
    expect((await login(email, 'Demo-2026!')).statusCode).toBe(401);
  });

  it('a second request makes the first link stop working', async () => {
    const email = 'user@initech-demo.fr';
    await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email });
    const first = await linkTokenOf(email);
    await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email });
    const second = await linkTokenOf(email);
    expect(second).not.toBe(first);
    expect((await t.call(null, 'GET', `/backend/public/api/define_password/${first}`)).json().code).toBe('link_expired');
    expect((await t.call(null, 'GET', `/backend/public/api/define_password/${second}`)).statusCode).toBe(200);
  });

  it('reports an unknown address, and needs an address (140)', async () => {
    const unknown = await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email: 'nobody@acme-demo.fr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'unknown_email', errors: { email: 'unknown_email' } });
    const empty = await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email: '' });
    expect(empty.json()).toMatchObject({ code: 140, errors: { email: 140 } });
    expect((await t.call(null, 'POST', '/backend/public/api/notify_lost_password', {})).json().errors).toEqual({ email: 10 });
  });

  it('sends hotel staff to the contingents site', async () => {
    await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email: 'hotel@hotel-demo.fr' });
    expect(await t.mailedLink('hotel@hotel-demo.fr', /href="([^"]+\/define_password\/)/)).toBe('http://contingents.booking.test/define_password/');
  });

  it('stops mailing the same address after five requests', async () => {
    const email = 'manager@acme-demo.fr';
    for (let i = 0; i < 5; i++) expect((await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email })).statusCode).toBe(200);
    const sixth = await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email });
    expect(sixth.statusCode).toBe(429);
  });
});
