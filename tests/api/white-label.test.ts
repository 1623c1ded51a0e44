import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp, type TestApp } from '../support/app.ts';

const t = fileApp();
let acme: number;
beforeAll(async () => {
  acme = await t.companyId('Acme Industries');
});

const mine = (role: Parameters<TestApp['call']>[0]) => t.call(role, 'GET', '/backend/api/me/white-mark');

describe('white label in the front office', () => {
  it('gives every user of a white-labelled company the company’s name and contacts instead of the agency’s', async () => {
    for (const role of ['user', 'manager', 'accountant'] as const) {
      const response = await mine(role);
      expect(response.statusCode).toBe(200);
      expect(response.json().mark).toEqual({
        company: 'Acme Industries',
        logo: null,
        phone: '+33 1 84 88 20 00',
        emergency_phone: '+33 6 07 08 09 10',
        email: 'voyages@acme-demo.fr',
        opening_hours: 'Du lundi au vendredi, de 8 h 30 à 19 h',
      });
    }
  });

  it('names the company logo when it has one, at the address the session identity uses', async () => {
    await t.db.knex('company').where({ id: acme }).update({ logo_image: '/assets/logo-acme.svg' });
    expect((await mine('user')).json().mark.logo).toBe(`/backend/company/${acme}/logo`);
    await t.db.knex('company').where({ id: acme }).update({ logo_image: null });
  });

  it('follows the agency’s changes to the white label', async () => {
    const changed = await t.call('admin', 'PUT', `/backend/api/companies/${acme}/white-mark`, {
      phone: '01 02 03 04 05',
      email: 'accueil@acme-demo.fr',
      opening_hours: '24 h / 24',
    });
    expect(changed.statusCode).toBe(200);
    expect((await mine('user')).json().mark).toMatchObject({
      phone: '01 02 03 04 05',
      emergency_phone: null,
      email: 'accueil@acme-demo.fr',
      opening_hours: '24 h / 24',
    });
  });

  it('answers no white label (the agency’s contacts apply) when the company is not white-labelled or has none, with no error to log', async () => {
    const markOf = async (role: Parameters<TestApp['call']>[0]) => {
      const response = await mine(role);
      expect(response.statusCode).toBe(200);
      return response.json().mark;
    };
    expect(await markOf('initech user')).toBeNull();
    await t.db.knex('company').where({ id: acme }).update({ is_white_marking: false });
    expect(await markOf('user')).toBeNull();
    await t.db.knex('company').where({ id: acme }).update({ is_white_marking: true });
    expect(await markOf('user')).toMatchObject({ company: 'Acme Industries' });
    await t.call('admin', 'DELETE', `/backend/api/companies/${acme}/white-mark`);
    expect(await markOf('user')).toBeNull();
  });

  it('gives the company’s contact on its bookings’ pages, and the agency’s once the white label is off', async () => {
    const userId = await t.userId('user@acme-demo.fr');
    const booking = await t.db.knex('booking').where({ company_id: acme, user_id: userId }).orderBy('id').first('id');
    const detail = async () => (await t.call('user', 'GET', `/backend/api/me/booking/${booking.id}`)).json().agency;
    await t.call('admin', 'PUT', `/backend/api/companies/${acme}/white-mark`, { phone: '01 02 03 04 05', email: 'accueil@acme-demo.fr' });
    expect(await detail()).toEqual({ name: 'Acme Industries', email: 'accueil@acme-demo.fr', phone: '01 02 03 04 05' });
    await t.db.knex('company').where({ id: acme }).update({ is_white_marking: false });
    try {
      expect((await detail()).email).toMatch(/@agence-demo\.fr$/);
    } finally {
      await t.db.knex('company').where({ id: acme }).update({ is_white_marking: true });
    }
  });

  it('is for signed-in company users', async () => {
    expect((await mine(null)).statusCode).toBe(401);
    expect((await mine('hotel')).statusCode).toBe(403);
    expect((await mine('admin')).statusCode).toBe(403);
  });
});
