import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the company logo of the session identity', () => {
  it('leads to the logo of the company', async () => {
    const { id } = await t.db.knex('company').where({ name: 'Acme Industries' }).first('id');
    await t.db.knex('company').where({ id }).update({ logo_image: 'https://cdn.example.test/acme.png' });
    const response = await t.call(null, 'GET', `/backend/company/${id}/logo`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://cdn.example.test/acme.png');
    const identity = (await t.call('user', 'GET', '/backend/api/security/ping')).json();
    expect(identity.company.logo).toBe(`/backend/company/${id}/logo`);
  });

  it('answers 404 without a logo, for a disabled company, and never redirects to a script address', async () => {
    const { id } = await t.db.knex('company').where({ name: 'Globex Conseil' }).first('id');
    expect((await t.call(null, 'GET', `/backend/company/${id}/logo`)).statusCode).toBe(404);
    for (const logo of ['javascript:alert(1)', '//evil.example/logo.png']) {
      await t.db.knex('company').where({ id }).update({ logo_image: logo });
      expect((await t.call(null, 'GET', `/backend/company/${id}/logo`)).statusCode, logo).toBe(404);
    }
    await t.db.knex('company').where({ id }).update({ logo_image: 'https://cdn.example.test/globex.png', enabled: false });
    expect((await t.call(null, 'GET', `/backend/company/${id}/logo`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', '/backend/company/abc/logo')).statusCode).toBe(400);
  });
});
