import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const setBanner = (value: object | string) =>
  t.db
    .knex('configuration')
    .where({ name: 'bandeau' })
    .update({ value: typeof value === 'string' ? value : JSON.stringify(value) });

describe('the information banner', () => {
  it('gives the configured text to signed-in users and to the login page', async () => {
    await setBanner({ text: 'Fermeture le 25 décembre', enabled: true, expires: '2999-01-01' });
    expect((await t.call('user', 'GET', '/backend/api/bandeau')).json()).toEqual({ text: 'Fermeture le 25 décembre' });
    expect((await t.call(null, 'GET', '/backend/public/api/bandeau')).json()).toEqual({ text: 'Fermeture le 25 décembre' });
    expect((await t.call(null, 'GET', '/backend/api/bandeau')).statusCode).toBe(401);
  });

  it('gives nothing when switched off, expired, blank or unreadable', async () => {
    for (const value of [{ text: 'Off', enabled: false }, { text: 'Old', enabled: true, expires: '2000-01-01' }, { text: '   ', enabled: true }, 'not json']) {
      await setBanner(value);
      expect((await t.call('user', 'GET', '/backend/api/bandeau')).json(), JSON.stringify(value)).toEqual({ text: null });
    }
  });
});
