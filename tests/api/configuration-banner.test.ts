import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentBanner } from '../../server/configuration/banner.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { day } from '../support/days.ts';
import { BANNER_DAYS } from '../../seeds/01_agency.ts';

const URL = '/backend/api/configurations/bandeau';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const shown = async () => (await t.call('user', 'GET', '/backend/api/bandeau')).json().text;
const shownPublicly = async () => (await t.call(null, 'GET', '/backend/public/api/bandeau')).json().text;

describe('the banner configuration', () => {
  it('gives administrators the seeded configuration', async () => {
    const response = await t.call('admin', 'GET', URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'bandeau', text: expect.stringContaining('Bienvenue'), expires: day(BANNER_DAYS), enabled: true });
  });

  it('once set, is what users and the sign-in page see until it expires', async () => {
    const response = await t.call('admin', 'PUT', URL, { text: '  Fermeture le 25 décembre  ', expires: '2999-12-31', enabled: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: 'bandeau', text: 'Fermeture le 25 décembre', expires: '2999-12-31', enabled: true });
    expect((await t.call('admin', 'GET', URL)).json()).toEqual(response.json());
    expect(await shown()).toBe('Fermeture le 25 décembre');
    expect(await shownPublicly()).toBe('Fermeture le 25 décembre');
  });

  it('shows nothing once expired or switched off', async () => {
    await t.call('admin', 'PATCH', URL, { expires: '2001-01-01' });
    expect(await shown()).toBeNull();
    await t.call('admin', 'PATCH', URL, { expires: null });
    expect(await shown()).toBe('Fermeture le 25 décembre');
    await t.call('admin', 'PATCH', URL, { enabled: false });
    expect(await shown()).toBeNull();
  });

  it('is shown through the whole expiry day', async () => {
    const today = day(0);
    await t.call('admin', 'PUT', URL, { text: 'Dernier jour', expires: today, enabled: true });
    expect(await shown()).toBe('Dernier jour');
  });

  it("ends with the agency's day, not with UTC's", async () => {
    // 23:30 UTC is already the next day in Paris, whatever the season.
    const lateEvening = new Date(`${new Date().toISOString().slice(0, 10)}T23:30:00Z`);
    const utcDay = lateEvening.toISOString().slice(0, 10);
    await t.call('admin', 'PUT', URL, { text: 'Hier à Paris', expires: utcDay, enabled: true });
    // Only the banner's reading runs at that hour: a session would have expired there.
    vi.useFakeTimers({ toFake: ['Date'], now: lateEvening });
    try {
      expect(await currentBanner(t.db.knex)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('PATCH changes only the fields it names; PUT replaces the whole configuration', async () => {
    await t.call('admin', 'PUT', URL, { text: 'Un', expires: '2999-01-01', enabled: true });
    expect((await t.call('admin', 'PATCH', URL, { text: 'Deux' })).json()).toEqual({ id: 'bandeau', text: 'Deux', expires: '2999-01-01', enabled: true });
    expect((await t.call('admin', 'PUT', URL, { text: 'Trois', enabled: true })).json()).toEqual({
      id: 'bandeau',
      text: 'Trois',
      expires: null,
      enabled: true,
    });
    // An emptied date input clears the expiry.
    expect((await t.call('admin', 'PATCH', URL, { expires: '' })).json().expires).toBeNull();
  });

  it('may be switched off with no text', async () => {
    const response = await t.call('admin', 'PUT', URL, { text: '', enabled: false });
    expect(response.statusCode).toBe(200);
    expect(await shown()).toBeNull();
  });

  it.each([
    ['10: text required when enabled', { text: '   ', enabled: true }, { text: 10 }],
    ['10: enabling with no text', { text: '', enabled: true }, { text: 10 }],
    ['180: text over 500 characters', { text: 'x'.repeat(501), enabled: true }, { text: 180 }],
    ['760: expiry not YYYY-MM-DD', { text: 'Hello', expires: '31/12/2030', enabled: true }, { expires: 760 }],
    ['760: expiry not a calendar day', { text: 'Hello', expires: '2030-02-30', enabled: true }, { expires: 760 }],
    ['10: PUT without enabled', { text: 'Hello' }, { enabled: 10 }],
    ['400: unknown field', { text: 'Hello', enabled: true, colour: 'red' }, { colour: 400 }],
  ])('refuses %s', async (_, body, errors) => {
    const before = (await t.call('admin', 'GET', URL)).json();
    const response = await t.call('admin', 'PUT', URL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: Object.values(errors)[0], errors });
    expect((await t.call('admin', 'GET', URL)).json()).toEqual(before);
  });

  it('is for administrators only: 403 for agents and company users, 401 anonymous', async () => {
    for (const role of ['agent', 'user', 'manager', 'hotel admin'] as const) {
      expect((await t.call(role, 'GET', URL)).statusCode, role).toBe(403);
      expect((await t.call(role, 'PUT', URL, { text: 'Pirate', enabled: true })).statusCode, role).toBe(403);
      expect((await t.call(role, 'PATCH', URL, { text: 'Pirate' })).statusCode, role).toBe(403);
    }
    expect((await t.call(null, 'GET', URL)).statusCode).toBe(401);
    expect((await t.call(null, 'PUT', URL, { text: 'Pirate', enabled: true })).statusCode).toBe(401);
  });
});
