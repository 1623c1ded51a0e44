import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const withToken = async (role: 'admin', init: { method: string; url: string; payload?: string; headers?: Record<string, string> }) =>
  t.app.inject({ ...init, method: init.method as 'POST', headers: { authorization: `Bearer ${await t.tokenOf(role)}`, ...init.headers } });

describe('the error envelope', () => {
  it('answers malformed JSON with 400 and a code', async () => {
    const response = await withToken('admin', {
      method: 'POST',
      url: '/backend/api/news',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'malformed JSON' });
  });

  it('answers an unsupported content type with a 4xx and a code', async () => {
    const response = await withToken('admin', { method: 'POST', url: '/backend/api/news', payload: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 760, message: 'invalid body' });
  });

  it('answers an unknown API route with 404 and a code', async () => {
    const response = await t.call(null, 'GET', '/backend/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });

  it('maps each invalid field to its catalogue code, as forms show them', async () => {
    const response = await t.call('admin', 'POST', '/backend/api/users', {
      first_name: 'x'.repeat(101),
      last_name: '',
      email: 'not-an-email',
      password: 'short',
      mobile_phone: 'call me',
      roles: ['ROLE_KING'],
      max_price_per_room: 'cheap',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      first_name: 180,
      last_name: 10,
      email: 140,
      password: 60,
      mobile_phone: 40,
      roles: 760,
      max_price_per_room: 11,
    });
  });

  it('answers an address already taken by an account with 110 on the field, as every form that makes an account does', async () => {
    const response = await t.call('admin', 'POST', '/backend/api/users', {
      first_name: 'Dup',
      last_name: 'Licate',
      email: 'USER@acme-demo.fr',
      roles: ['ROLE_USER'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 110, errors: { email: 110 } });
  });

  it('answers a reference to a missing row with 760 on the field', async () => {
    const response = await t.call('admin', 'POST', '/backend/api/users', {
      first_name: 'No',
      last_name: 'Company',
      email: 'no.company@example.test',
      roles: ['ROLE_USER'],
      company: 999999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { company: 760 } });
  });

  it('answers deleting a row still referenced with 409', async () => {
    const { id } = await t.db.knex('company').first('id');
    await t.db.knex('user').insert({ first_name: 'A', last_name: 'B', email: 'ref@example.test', company_id: id });
    // Companies cannot be deleted at all; a bbacontact referenced by a company shows the conflict (one no message
    // names: those are kept for the messages' history, booking-history-kept.test.ts).
    const [{ id: bba_contact_id }] = await t.db
      .knex('bbacontact')
      .insert({ name: 'Conflit', firstname: 'Camille', email: 'conflit@agence-demo.fr' })
      .returning('id');
    await t.db.knex('company').where({ id }).update({ bba_contact_id });
    await t.db.knex.raw('ALTER TABLE company DROP CONSTRAINT company_bba_contact_id_foreign');
    await t.db.knex.raw(
      'ALTER TABLE company ADD CONSTRAINT company_bba_contact_id_foreign FOREIGN KEY (bba_contact_id) REFERENCES bbacontact(id) ON DELETE RESTRICT',
    );
    const response = await t.call('admin', 'DELETE', `/backend/api/bbacontacts/${bba_contact_id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 409, message: 'the record is still in use' });
  });

  it('never leaks a stack trace: an unexpected failure is a bare 500', async () => {
    await t.db.knex.raw('ALTER TABLE news RENAME COLUMN weight TO weight_renamed');
    try {
      const response = await t.call('admin', 'GET', '/backend/api/news');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 500, message: 'internal error' });
    } finally {
      await t.db.knex.raw('ALTER TABLE news RENAME COLUMN weight_renamed TO weight');
    }
  });

  it('keeps an empty optional input as no value rather than an invalid one', async () => {
    const response = await t.call('admin', 'POST', '/backend/api/users', {
      first_name: 'Empty',
      last_name: 'Phone',
      email: 'empty.phone@example.test',
      roles: ['ROLE_USER'],
      mobile_phone: '',
      email2: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mobile_phone: null, email2: null });
  });

  it('hashes a password written through the generated routes, and keeps it when an edit leaves it empty', async () => {
    const created = await t.call('admin', 'POST', '/backend/api/users', {
      first_name: 'New',
      last_name: 'Password',
      email: 'new.password@example.test',
      roles: ['ROLE_USER'],
      password: 'long-enough-Quai-73',
    });
    expect(created.json()).not.toHaveProperty('password');
    const { password } = await t.db.knex('user').where({ id: created.json().id }).first('password');
    expect(password).toMatch(/^\$argon2id\$/);
    await t.call('admin', 'PUT', `/backend/api/users/${created.json().id}`, { password: '' });
    expect((await t.db.knex('user').where({ id: created.json().id }).first('password')).password).toBe(password);
    const login = await t.app.inject({
      method: 'POST',
      url: '/backend/auth',
      payload: { username: 'new.password@example.test', password: 'long-enough-Quai-73' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('fills the author and the update time itself, whatever the body says', async () => {
    const created = await t.call('admin', 'POST', '/backend/api/news', {
      name: 'Authored',
      date: '2026-12-01',
      created_by: 999,
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(created.statusCode).toBe(201);
    const adminId = await t.userId('admin@agence-demo.fr');
    expect(created.json()).toMatchObject({ created_by: adminId, updated_by: adminId });
    expect(Date.parse(created.json().created_at)).toBeGreaterThan(Date.parse('2026-01-01'));
  });
});

describe('rows owned by their own screens', () => {
  it('keeps the card and banner configurations out of the generic configuration routes', async () => {
    const list = await t.call('admin', 'GET', '/backend/api/configurations?range=[0,999]');
    const names = list.json().map((row: { name: string }) => row.name);
    expect(names).not.toContain('bandeau');
    expect(names.length).toBeGreaterThan(0);
    const { id } = await t.db.knex('configuration').where({ name: 'bandeau' }).first('id');
    expect((await t.call('admin', 'GET', `/backend/api/configurations/${id}`)).statusCode).toBe(404);
    expect((await t.call('admin', 'PUT', `/backend/api/configurations/${id}`, { value: 'x' })).statusCode).toBe(404);
    expect((await t.call('admin', 'DELETE', `/backend/api/configurations/${id}`)).statusCode).toBe(404);
    const created = await t.call('admin', 'POST', '/backend/api/configurations', { name: 'cb', value: 'plain' });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ name: 115 });
    expect(await t.db.knex('configuration').where({ name: 'bandeau' }).first('id')).toBeDefined();
  });
});
