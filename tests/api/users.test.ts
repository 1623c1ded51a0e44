import { beforeAll, describe, expect, it } from 'vitest';
import { countingStatements, fileApp } from '../support/app.ts';

const t = fileApp();
let acme: number;
beforeAll(async () => {
  acme = await t.companyId('Acme Industries');
});

const unique = () => Math.random().toString(36).slice(2, 8);
const list = (body: unknown, role: 'manager' | 'user' = 'manager') => t.call(role, 'POST', '/backend/api/company/users', body);

describe('the company’s users (POST /api/company/users)', () => {
  it('lists the manager’s company only, paged, with the total', async () => {
    const answer = await list({ perPage: 5, currentPage: 1 });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const inAcme = Number((await t.db.knex('user').where({ company_id: acme }).count({ n: '*' }).first())!.n);
    expect(body.total).toBe(inAcme);
    expect(body.items).toHaveLength(5);
    expect(body).toMatchObject({ currentPage: 1, perPage: 5 });
    const emails: string[] = body.items.map((item: { email: string }) => item.email);
    const companies = await t.db.knex('user').whereIn('email', emails).distinct('company_id');
    expect(companies).toEqual([{ company_id: acme }]);
    const second = (await list({ perPage: 5, currentPage: 2 })).json();
    expect(second.items.map((item: { id: number }) => item.id)).not.toContain(body.items[0].id);
    expect(second.total).toBe(inAcme);
    const past = (await list({ perPage: 5, currentPage: 9999 })).json();
    expect(past).toMatchObject({ items: [], total: inAcme });
  });

  it('searches names and addresses', async () => {
    const found = (await list({ search: 'durand' })).json();
    expect(found.items.map((item: { email: string }) => item.email)).toContain('manager@acme-demo.fr');
    expect(
      found.items.every((item: { firstName: string; lastName: string; email: string }) =>
        `${item.firstName} ${item.lastName} ${item.email}`.toLowerCase().includes('durand'),
      ),
    ).toBe(true);
    expect((await list({ search: 'claire durand' })).json().items.map((item: { email: string }) => item.email)).toContain('manager@acme-demo.fr');
    expect((await list({ search: 'user@initech' })).json().total).toBe(0);
  });

  it('sorts on the screen’s columns, both ways', async () => {
    const asc = (await list({ perPage: 100, orderBy: 'email', order: 'asc' })).json().items.map((item: { email: string }) => item.email);
    const desc = (await list({ perPage: 100, orderBy: 'email', order: 'DESC' })).json().items.map((item: { email: string }) => item.email);
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(desc).toEqual([...asc].reverse());
    const byFirst = (await list({ perPage: 100, orderBy: 'first_name' })).json().items.map((item: { id: number }) => item.id);
    const expected = await t.db
      .knex('user')
      .where({ company_id: acme })
      .orderBy([{ column: 'first_name' }, { column: 'id' }])
      .limit(100)
      .pluck('id');
    expect(byFirst).toEqual(expected);
  });

  it('answers one page in one statement', async () => {
    const token = await t.tokenOf('manager');
    const { calls } = await countingStatements(t.db, () =>
      t.app.inject({ method: 'POST', url: '/backend/api/company/users', payload: { perPage: 25 }, headers: { authorization: `Bearer ${token}` } }),
    );
    expect(calls).toBeLessThanOrEqual(1);
  });

  it('refuses bad paging and sorting (400), non-managers (403) and anonymous callers (401)', async () => {
    expect((await list({ perPage: 500 })).statusCode).toBe(400);
    expect((await list({ currentPage: 0 })).statusCode).toBe(400);
    expect((await list({ orderBy: 'password' })).statusCode).toBe(400);
    expect((await list({ order: 'sideways' })).statusCode).toBe(400);
    expect((await list({}, 'user')).statusCode).toBe(403);
    expect((await t.call('accountant', 'POST', '/backend/api/company/users', {})).statusCode).toBe(403);
    expect((await t.call(null, 'POST', '/backend/api/company/users', {})).statusCode).toBe(401);
  });
});

describe('creating a user (POST /api/user/create)', () => {
  it('creates a user of the manager’s company with company roles and mails the password link', async () => {
    const email = `cree.${unique()}@acme-demo.fr`;
    const created = await t.call('manager', 'POST', '/backend/api/user/create', {
      gender: 'mrs',
      first_name: 'Inès',
      last_name: 'Faure',
      email,
      roles: ['ROLE_USER', 'ROLE_ACCOUNTANT'],
      position: 'Assistante',
      mobile_phone: '+33 6 11 22 33 44',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      firstName: 'Inès',
      lastName: 'Faure',
      email,
      roles: ['ROLE_USER', 'ROLE_ACCOUNTANT'],
      enabled: true,
      passwordDefined: false,
    });
    const row = await t.db.knex('user').where({ email }).first('company_id', 'password');
    expect(row).toEqual({ company_id: acme, password: null });
    const mail = await t.db.knex('maillog').where({ mail_rcpt: email, template: 'user.define_password' }).first('body', 'company_id');
    expect(mail.company_id).toBe(acme);
    expect(await t.mailedLink(email, /href="(http:\/\/[^"]+\/define_password\/[A-Za-z0-9_-]{20,})"/)).toMatch(/^http:\/\/booking\.test\/define_password\//);
  });

  it('refuses agency roles, an address outside the domains (120), an existing account (110), bad values', async () => {
    const base = { first_name: 'A', last_name: 'B', roles: ['ROLE_USER'] };
    expect(
      (await t.call('manager', 'POST', '/backend/api/user/create', { ...base, email: `a.${unique()}@acme-demo.fr`, roles: ['ROLE_ADMIN'] })).statusCode,
    ).toBe(400);
    expect((await t.call('manager', 'POST', '/backend/api/user/create', { ...base, email: `a.${unique()}@acme-demo.fr`, roles: [] })).statusCode).toBe(400);
    const outside = await t.call('manager', 'POST', '/backend/api/user/create', { ...base, email: `a.${unique()}@gmail.com` });
    expect(outside.json()).toMatchObject({ code: 120, errors: { email: 120 } });
    const exists = await t.call('manager', 'POST', '/backend/api/user/create', { ...base, email: 'User@Acme-demo.fr' });
    expect(exists.json()).toMatchObject({ code: 110, errors: { email: 110 } });
    const bad = await t.call('manager', 'POST', '/backend/api/user/create', { ...base, first_name: '  ', email: 'not-an-address', mobile_phone: 'abc' });
    expect(bad.json().errors).toEqual({ first_name: 10, email: 140, mobile_phone: 40 });
    const missing = await t.call('manager', 'POST', '/backend/api/user/create', { first_name: 'A' });
    expect(missing.json().errors).toMatchObject({ last_name: 10, email: 10, roles: 10 });
    expect((await t.call('manager', 'POST', '/backend/api/user/create', { ...base, email: `a.${unique()}@acme-demo.fr`, company_id: 2 })).statusCode).toBe(400);
  });

  it('cannot create users for a company without domains (120)', async () => {
    const { domains } = await t.db.knex('company').where({ id: acme }).first('domains');
    await t.db.knex('company').where({ id: acme }).update({ domains: [] });
    try {
      const refused = await t.call('manager', 'POST', '/backend/api/user/create', {
        first_name: 'A',
        last_name: 'B',
        email: `a.${unique()}@acme-demo.fr`,
        roles: ['ROLE_USER'],
      });
      expect(refused.json().errors).toEqual({ email: 120 });
    } finally {
      await t.db.knex('company').where({ id: acme }).update({ domains });
    }
  });

  it('is for managers only', async () => {
    const body = { first_name: 'A', last_name: 'B', email: `a.${unique()}@acme-demo.fr`, roles: ['ROLE_USER'] };
    expect((await t.call('user', 'POST', '/backend/api/user/create', body)).statusCode).toBe(403);
    expect((await t.call(null, 'POST', '/backend/api/user/create', body)).statusCode).toBe(401);
  });
});

describe('editing a user (POST /api/user/edit)', () => {
  async function someUser() {
    const email = `edit.${unique()}@acme-demo.fr`;
    return (await t.call('manager', 'POST', '/backend/api/user/create', { first_name: 'Edit', last_name: 'Me', email, roles: ['ROLE_USER'] })).json() as {
      id: number;
      email: string;
    };
  }

  it('changes names, roles and the enabled flag', async () => {
    const user = await someUser();
    const edited = await t.call('manager', 'POST', '/backend/api/user/edit', {
      id: user.id,
      last_name: 'Changé',
      roles: ['ROLE_MANAGER', 'ROLE_USER'],
      enabled: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: user.id, firstName: 'Edit', lastName: 'Changé', roles: ['ROLE_MANAGER', 'ROLE_USER'], enabled: false });
    expect(await t.db.knex('user').where({ id: user.id }).first('roles', 'enabled')).toEqual({ roles: ['ROLE_MANAGER', 'ROLE_USER'], enabled: false });
  });

  it('checks a new address like a new account (120, 110) but keeps an unchanged one', async () => {
    const user = await someUser();
    expect((await t.call('manager', 'POST', '/backend/api/user/edit', { id: user.id, email: `x.${unique()}@gmail.com` })).json().errors).toEqual({
      email: 120,
    });
    expect((await t.call('manager', 'POST', '/backend/api/user/edit', { id: user.id, email: 'manager@acme-demo.fr' })).json().errors).toEqual({ email: 110 });
    expect((await t.call('manager', 'POST', '/backend/api/user/edit', { id: user.id, email: user.email.toUpperCase() })).statusCode).toBe(200);
  });

  it('keeps the manager from locking themselves out (1009)', async () => {
    const me = { id: await t.userId('manager') };
    expect((await t.call('manager', 'POST', '/backend/api/user/edit', { id: me.id, roles: ['ROLE_USER'] })).json().errors).toEqual({ roles: 1009 });
    expect((await t.call('manager', 'POST', '/backend/api/user/edit', { id: me.id, enabled: false })).json().errors).toEqual({ enabled: 1009 });
  });

  it('never reaches a user of another company (404), and is for managers only', async () => {
    const other = await t.db.knex('user').where({ email: 'user@initech-demo.fr' }).first('id');
    expect((await t.call('manager', 'POST', '/backend/api/user/edit', { id: other.id, first_name: 'Pirate' })).statusCode).toBe(404);
    expect((await t.db.knex('user').where({ id: other.id }).first('first_name')).first_name).not.toBe('Pirate');
    const user = await someUser();
    expect((await t.call('user', 'POST', '/backend/api/user/edit', { id: user.id, first_name: 'X' })).statusCode).toBe(403);
    expect((await t.call('manager', 'POST', '/backend/api/user/edit', { id: user.id })).statusCode).toBe(400);
  });

  it('keeps roles a manager does not give', async () => {
    const user = await someUser();
    await t.db
      .knex('user')
      .where({ id: user.id })
      .update({ roles: ['ROLE_USER', 'ROLE_BBA_AGENT'] });
    const listed = (await list({ search: user.email })).json().items[0];
    expect(listed.roles).toEqual(['ROLE_USER']);
    await t.call('manager', 'POST', '/backend/api/user/edit', { id: user.id, roles: ['ROLE_ACCOUNTANT'] });
    expect((await t.db.knex('user').where({ id: user.id }).first('roles')).roles).toEqual(['ROLE_ACCOUNTANT', 'ROLE_BBA_AGENT']);
  });

  it('sends a new password link on request', async () => {
    const user = await someUser();
    const before = Number((await t.db.knex('maillog').where({ mail_rcpt: user.email }).count({ n: '*' }).first())!.n);
    expect((await t.call('manager', 'POST', `/backend/api/user/${user.id}/send_password_link`)).statusCode).toBe(200);
    expect(Number((await t.db.knex('maillog').where({ mail_rcpt: user.email }).count({ n: '*' }).first())!.n)).toBe(before + 1);
    const other = await t.db.knex('user').where({ email: 'user@initech-demo.fr' }).first('id');
    expect((await t.call('manager', 'POST', `/backend/api/user/${other.id}/send_password_link`)).statusCode).toBe(404);
  });
});

describe('the profile and its password (50, 55, 60)', () => {
  it('reads and changes the caller’s own details', async () => {
    const profile = await t.call('user', 'GET', '/backend/api/me/profile');
    expect(profile.json()).toMatchObject({ email: 'user@acme-demo.fr', firstName: 'David' });
    const changed = await t.call('user', 'POST', '/backend/api/me/profile', { mobile_phone: '+33 6 99 88 77 66', email2: 'david.perso@example.org' });
    expect(changed.json()).toMatchObject({ mobilePhone: '+33 6 99 88 77 66', email2: 'david.perso@example.org' });
    expect((await t.call('user', 'POST', '/backend/api/me/profile', { email2: 'nope', mobile_phone: 'x' })).json().errors).toEqual({
      email2: 140,
      mobile_phone: 40,
    });
    // The address one signs in with and the roles are not the user's to change.
    expect((await t.call('user', 'POST', '/backend/api/me/profile', { email: 'other@acme-demo.fr' })).statusCode).toBe(400);
    expect((await t.call('user', 'POST', '/backend/api/me/profile', { roles: ['ROLE_MANAGER'] })).statusCode).toBe(400);
  });

  it('changes the password with the current one, refusing 55, 60 and 50', async () => {
    const wrong = await t.call('accountant', 'POST', '/backend/api/me/password', {
      current: 'wrong',
      password: 'Gravier-Lune-2027',
      confirmation: 'Gravier-Lune-2027',
    });
    expect(wrong.json()).toMatchObject({ code: 55, errors: { current: 55 } });
    const short = await t.call('accountant', 'POST', '/backend/api/me/password', { current: 'Demo-2026!', password: 'court', confirmation: 'court' });
    expect(short.json()).toMatchObject({ code: 60, errors: { password: 60 } });
    const differ = await t.call('accountant', 'POST', '/backend/api/me/password', {
      current: 'Demo-2026!',
      password: 'Gravier-Lune-2027',
      confirmation: 'Gravier-Lune-2028',
    });
    expect(differ.json()).toMatchObject({ code: 50, errors: { confirmation: 50 } });
    const done = await t.call('accountant', 'POST', '/backend/api/me/password', {
      current: 'Demo-2026!',
      password: 'Gravier-Lune-2027',
      confirmation: 'Gravier-Lune-2027',
    });
    expect(done.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/backend/auth', payload: { username: 'accountant@acme-demo.fr', password: 'Gravier-Lune-2027' } });
    expect(login.statusCode).toBe(200);
    expect((await t.call(null, 'POST', '/backend/api/me/password', { current: 'a', password: 'b', confirmation: 'b' })).statusCode).toBe(401);
  });

  it('is not changed by an impersonating admin', async () => {
    const admin = await t.tokenOf('admin');
    const as = await t.app.inject({
      method: 'POST',
      url: '/backend/api/impersonate',
      payload: { impersonate: 'user@initech-demo.fr' },
      headers: { authorization: `Bearer ${admin}` },
    });
    const token = as.json().token;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/backend/api/me/password',
      payload: { current: 'Demo-2026!', password: 'Pirate-2026', confirmation: 'Pirate-2026' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(403);
  });
});
