import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const logoOf = async () => (await t.call('user', 'GET', '/backend/api/security/ping')).json().company.logo;

describe('the company logo of the session identity', () => {
  it('leads to a logo stored on this site', async () => {
    const { id } = await t.db.knex('company').where({ name: 'Acme Industries' }).first('id');
    await t.db.knex('company').where({ id }).update({ logo_image: '/assets/logos/acme.png' });
    const response = await t.call(null, 'GET', `/backend/company/${id}/logo`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/assets/logos/acme.png');
    expect(await logoOf()).toBe(`/backend/company/${id}/logo`);
  });

  it('names an https logo as it is, and the logo route never redirects to another site (no open redirect)', async () => {
    const { id } = await t.db.knex('company').where({ name: 'Acme Industries' }).first('id');
    await t.db.knex('company').where({ id }).update({ logo_image: 'https://cdn.example.test/acme.png' });
    expect(await logoOf()).toBe('https://cdn.example.test/acme.png');
    const response = await t.call(null, 'GET', `/backend/company/${id}/logo`);
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    await t.db.knex('company').where({ id }).update({ logo_image: null });
    expect(await logoOf()).toBeNull();
  });

  it('answers 404 without a logo, for a disabled company, and never for an address that leaves the site or runs a script', async () => {
    const { id } = await t.db.knex('company').where({ name: 'Globex Conseil' }).first('id');
    expect((await t.call(null, 'GET', `/backend/company/${id}/logo`)).statusCode).toBe(404);
    const outside = [
      'javascript:alert(1)',
      '//evil.example/logo.png',
      '/\\evil.example/logo.png',
      '/\t/evil.example/logo.png',
      '/ /evil.example',
      'http://evil.example/logo.png',
      'https://user@evil.example/logo.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
    ];
    for (const logo of outside) {
      await t.db.knex('company').where({ id }).update({ logo_image: logo });
      const response = await t.call(null, 'GET', `/backend/company/${id}/logo`);
      expect(response.statusCode, logo).toBe(404);
      expect(response.headers.location, logo).toBeUndefined();
    }
    await t.db.knex('company').where({ id }).update({ logo_image: '/assets/logos/globex.png', enabled: false });
    expect((await t.call(null, 'GET', `/backend/company/${id}/logo`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', '/backend/company/abc/logo')).statusCode).toBe(400);
  });

  it('is named by the identity only when the browser may load it', async () => {
    const { id } = await t.db.knex('company').where({ name: 'Acme Industries' }).first('id');
    for (const logo of ['javascript:alert(1)', '//evil.example/logo.png', 'http://evil.example/logo.png', '/\\evil.example/logo.png']) {
      await t.db.knex('company').where({ id }).update({ logo_image: logo });
      expect(await logoOf(), logo).toBeNull();
    }
    await t.db.knex('company').where({ id }).update({ logo_image: null });
  });
});
