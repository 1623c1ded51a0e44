import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_TABLES } from '../../server/crud/db-errors.ts';
import { fileApp } from '../support/app.ts';

/**
 * Nothing a booking or a message names is deleted from under it: a user, a favourite place, a room type or an agency
 * contact they refer to is disabled instead, and the API says so with the code `in_history`. What has no delete
 * route (companies, travellers, hotels, contingent hotels, bookings) is kept by the database as well.
 */
const t = fileApp();
let acme: number;
beforeAll(async () => {
  acme = await t.companyId('Acme Industries');
});

const unique = () => Math.random().toString(36).slice(2, 8);
const REFUSED = { code: 'in_history', message: expect.any(String) };

/** A fresh account of Acme, as the back office creates one. */
async function newUser(): Promise<number> {
  const created = await t.call('admin', 'POST', '/backend/api/users', {
    first_name: 'Jean',
    last_name: `Historique-${unique()}`,
    email: `jean.${unique()}@acme-demo.fr`,
    password: 'Demo-2026!x',
    company: acme,
    roles: ['ROLE_USER', 'ROLE_MANAGER'],
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

const someBooking = async () => (await t.db.knex('booking').where({ company_id: acme }).orderBy('id').first('id')).id as number;

describe('a user bookings or messages refer to', () => {
  it('the demo user, who booked, is refused deletion and keeps its bookings; disabled, it loses access at once', async () => {
    const user = await t.db.knex('user').where({ email: 'user@acme-demo.fr' }).first('id');
    const booked = await t.db.knex('booking').where({ user_id: user.id }).pluck('id');
    expect(booked.length).toBeGreaterThan(0);
    const refused = await t.call('admin', 'DELETE', `/backend/api/users/${user.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(REFUSED);
    expect(await t.db.knex('booking').whereIn('id', booked).where({ user_id: user.id }).pluck('id')).toEqual(expect.arrayContaining(booked));
    expect((await t.call('user', 'GET', '/backend/api/messages/unseen')).statusCode).toBe(200);
    expect((await t.call('admin', 'PUT', `/backend/api/users/${user.id}`, { enabled: false })).statusCode).toBe(200);
    expect((await t.call('user', 'GET', '/backend/api/messages/unseen')).statusCode).toBe(401);
    expect((await t.call('admin', 'GET', `/backend/api/bookings/${booked[0]}`)).json().user).toBe(user.id);
  });

  it.each([
    ['the agent who handled a booking', (id: number, booking: number) => t.db.knex('booking').where({ id: booking }).update({ agent_id: id })],
    [
      'a manager asked to decide on a booking',
      (id: number, booking: number) =>
        t.db
          .knex('booking_manager')
          .insert({ booking_id: booking, user_id: id, phase: 'pre', token: `kept-${unique()}${unique()}`, expires_at: new Date(Date.now() + 86_400_000) }),
    ],
    [
      'the author of a booking’s history line',
      (id: number, booking: number) =>
        t.db.knex('booking_history').insert({ booking_id: booking, user_id: id, date: new Date(), type: 'comment', comment: 'Appel' }),
    ],
    [
      'the writer of a message',
      (id: number) => t.db.knex('message').insert({ user_id: id, company_id: acme, subject: 'Question', content: 'Bonjour', from_agency: false }),
    ],
    [
      'the author of a survey reply',
      (id: number, booking: number) => t.db.knex('survey_reply').insert({ user_id: id, company_id: acme, booking_id: booking, date: new Date() }),
    ],
  ])('is kept when it is %s', async (_, refer) => {
    const id = await newUser();
    await refer(id, await someBooking());
    const refused = await t.call('admin', 'DELETE', `/backend/api/users/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(REFUSED);
    expect(await t.db.knex('user').where({ id }).first('id')).toEqual({ id });
  });

  it('is deleted when nothing refers to it', async () => {
    const id = await newUser();
    expect((await t.call('admin', 'DELETE', `/backend/api/users/${id}`)).statusCode).toBe(200);
    expect(await t.db.knex('user').where({ id }).first('id')).toBeUndefined();
  });
});

describe('the other records bookings and messages name', () => {
  it('a favourite place a booking started from is disabled, not deleted', async () => {
    const place = await t.call('admin', 'POST', '/backend/api/favorite-locations', { company: acme, name: `Siège ${unique()}`, geo_lat: 48.85, geo_lng: 2.35 });
    const id = place.json().id;
    const booking = await someBooking();
    await t.db.knex('booking').where({ id: booking }).update({ favorite_location_id: id });
    const refused = await t.call('admin', 'DELETE', `/backend/api/favorite-locations/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(REFUSED);
    expect((await t.db.knex('booking').where({ id: booking }).first('favorite_location_id')).favorite_location_id).toBe(id);
    expect((await t.call('admin', 'PUT', `/backend/api/favorite-locations/${id}`, { enabled: false })).json().enabled).toBe(false);
    const unused = (
      await t.call('admin', 'POST', '/backend/api/favorite-locations', { company: acme, name: `Annexe ${unique()}`, geo_lat: 48.85, geo_lng: 2.35 })
    ).json().id;
    expect((await t.call('admin', 'DELETE', `/backend/api/favorite-locations/${unused}`)).statusCode).toBe(200);
  });

  it('a room type with contingent bookings is disabled, not deleted', async () => {
    const booked = await t.db.knex('contingent_booking').first('hotel_gamme_id');
    expect(booked).toBeDefined();
    const refused = await t.call('admin', 'DELETE', `/backend/api/hotelgammes/${booked.hotel_gamme_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(REFUSED);
  });

  it('an agency contact named by messages is disabled, not deleted', async () => {
    const contact = (await t.db.knex('message').whereNotNull('bba_contact_id').first('bba_contact_id')).bba_contact_id;
    const refused = await t.call('admin', 'DELETE', `/backend/api/bbacontacts/${contact}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(REFUSED);
  });

  it('companies, travellers, hotels, contingent hotels and bookings have no delete route, and the database keeps them too', async () => {
    const booking = await t.db.knex('booking').whereNotNull('hotel_id').whereNotNull('user_id').first('id', 'company_id', 'hotel_id');
    const traveller = (await t.db.knex('traveller').where({ company_id: booking.company_id }).first('id')).id;
    await t.db.knex('booking_traveller').insert({ booking_id: booking.id, traveller_id: traveller });
    const contingentHotel = (await t.db.knex('contingent_booking').first('hotel_id')).hotel_id;
    for (const url of [
      `companies/${booking.company_id}`,
      `travellers/${traveller}`,
      `hotels/${booking.hotel_id}`,
      `contingent-hotels/${contingentHotel}`,
      `bookings/${booking.id}`,
    ]) {
      expect((await t.call('admin', 'DELETE', `/backend/api/${url}`)).statusCode, url).toBe(404);
    }
    for (const [table, id] of [
      ['company', booking.company_id],
      ['traveller', traveller],
      ['hotel', booking.hotel_id],
      ['contingent_hotel', contingentHotel],
    ] as const) {
      await expect(t.db.knex(table).where({ id }).delete(), table).rejects.toMatchObject({ code: '23503' });
    }
  });

  it('every reference of a booking’s or a message’s history to another table restricts deletion', async () => {
    const { rows } = await t.db.knex.raw<{ rows: { source: string; column: string; target: string; rule: string }[] }>(`
      SELECT c.conrelid::regclass::text AS source, a.attname AS column, c.confrelid::regclass::text AS target, c.confdeltype AS rule
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
       WHERE c.contype = 'f'`);
    const unquote = (name: string) => name.replace(/"/g, '');
    const loose = rows
      .filter((row) => HISTORY_TABLES.has(unquote(row.source)) && !HISTORY_TABLES.has(unquote(row.target)))
      // 'r' restrict, 'a' no action: the referenced row stays while a booking or a message names it.
      .filter((row) => !['r', 'a'].includes(row.rule))
      .map((row) => `${row.source}.${row.column} -> ${row.target} (${row.rule})`);
    expect(loose).toEqual([]);
  });
});
