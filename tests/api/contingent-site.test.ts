/**
 * What the contingents site reads besides the generated entities: the hotel staff's own hotel (GET /api/me/contingent-hotel)
 * and a hotel's room types (GET /api/contingent-hotels/{id}/hotelgammes), each scoped to the caller's hotel; another
 * hotel's id is not found, as another tenant's rows are everywhere else.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyToday } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { fileApp } from '../support/app.ts';

const t = fileApp();
let paris: number;
let lyon: number;

beforeAll(async () => {
  paris = await t.hotelOf('hotel-admin@hotel-demo.fr');
  lyon = await t.hotelOf('direction@hotel-lyon-demo.fr');
});

const roomTypesOf = (hotelId: number) =>
  t.db
    .knex('hotelgamme')
    .where({ hotel_id: hotelId })
    .orderBy([{ column: 'description' }, { column: 'id' }])
    .select('id', 'description', 'enabled');

describe('GET /api/me/contingent-hotel', () => {
  it('gives hotel staff their own hotel, its contingent addresses and its room types with the week’s rooms', async () => {
    for (const role of ['hotel', 'hotel admin'] as const) {
      const response = await t.call(role, 'GET', '/backend/api/me/contingent-hotel');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.hotel).toMatchObject({
        id: paris,
        name: 'Le Grand Hôtel Opéra Affaires',
        city: 'Paris',
        post_code: '75009',
        contingent_email: 'reservations@hotel-demo.fr; direction@hotel-demo.fr',
        enabled: true,
      });
      expect(body.week).toEqual({ from: agencyToday(), to: addDays(agencyToday(), 6) });
      expect(body.roomTypes.map((room: { id: number }) => room.id)).toEqual((await roomTypesOf(paris)).map((room) => room.id));
    }
  });

  it('sums the available and booked rooms of each room type over today and the six next days', async () => {
    const body = (await t.call('hotel', 'GET', '/backend/api/me/contingent-hotel')).json();
    const sums = await t.db
      .knex('contingent')
      .where({ hotel_id: paris })
      .whereBetween('contingent_date', [agencyToday(), addDays(agencyToday(), 6)])
      .groupBy('hotel_gamme_id')
      .select('hotel_gamme_id', t.db.knex.raw('sum(qte_dispo)::int as available'), t.db.knex.raw('sum(qte_resa)::int as booked'));
    expect(sums.length).toBeGreaterThan(0);
    for (const sum of sums) {
      expect(body.roomTypes.find((room: { id: number }) => room.id === sum.hotel_gamme_id)).toMatchObject({ available: sum.available, booked: sum.booked });
    }
  });

  it('never tells the hotel what the agency sells at', async () => {
    const body = (await t.call('hotel admin', 'GET', '/backend/api/me/contingent-hotel')).body;
    expect(body).not.toMatch(/prix_vente|hotel_user/);
  });

  it('is for hotel staff only', async () => {
    for (const role of ['admin', 'agent', 'user', 'manager'] as const) {
      const response = await t.call(role, 'GET', '/backend/api/me/contingent-hotel');
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ code: 403, message: 'access denied' });
    }
    expect((await t.call(null, 'GET', '/backend/api/me/contingent-hotel')).statusCode).toBe(401);
  });
});

describe('GET /api/contingent-hotels/{id}/hotelgammes', () => {
  it('lists the room types of the caller’s own hotel, disabled ones included', async () => {
    for (const role of ['hotel', 'hotel admin'] as const) {
      const response = await t.call(role, 'GET', `/backend/api/contingent-hotels/${paris}/hotelgammes`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(await roomTypesOf(paris));
    }
  });

  it('answers 404 to hotel staff asking for another hotel, as for an unknown one', async () => {
    for (const role of ['hotel', 'hotel admin'] as const) {
      const response = await t.call(role, 'GET', `/backend/api/contingent-hotels/${lyon}/hotelgammes`);
      expect(response.statusCode, role).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: 'not found' });
    }
  });

  it('lets the agency read any hotel’s room types, and says when the hotel does not exist', async () => {
    const lyonRooms = await roomTypesOf(lyon);
    expect(lyonRooms.some((room) => !room.enabled)).toBe(true);
    for (const role of ['admin', 'agent'] as const) {
      expect((await t.call(role, 'GET', `/backend/api/contingent-hotels/${lyon}/hotelgammes`)).json()).toEqual(lyonRooms);
    }
    expect((await t.call('admin', 'GET', '/backend/api/contingent-hotels/2147483647/hotelgammes')).statusCode).toBe(404);
  });

  it('answers an empty list for a hotel without room types', async () => {
    const [hotel] = await t.db.knex('contingent_hotel').insert({ name: 'Hôtel sans chambres', enabled: true }).returning('id');
    expect((await t.call('admin', 'GET', `/backend/api/contingent-hotels/${hotel.id}/hotelgammes`)).json()).toEqual([]);
  });

  it('refuses company users, anonymous callers and malformed ids', async () => {
    expect((await t.call('user', 'GET', `/backend/api/contingent-hotels/${paris}/hotelgammes`)).statusCode).toBe(403);
    expect((await t.call(null, 'GET', `/backend/api/contingent-hotels/${paris}/hotelgammes`)).statusCode).toBe(401);
    const malformed = await t.call('admin', 'GET', '/backend/api/contingent-hotels/abc/hotelgammes');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the hotel admin’s back office journey through the API', () => {
  it('creates a room type and a config in its hotel, generates its stock, and cannot do so in another hotel', async () => {
    const room = await t.call('hotel admin', 'POST', '/backend/api/hotelgammes', { hotel: paris, description: 'Chambre API', enabled: true });
    expect(room.statusCode, room.body).toBe(201);
    const config = await t.call('hotel admin', 'POST', '/backend/api/configcontingents', {
      hotel: paris,
      hotel_gamme: room.json().id,
      qte_init: 4,
      prix_achat: 90,
      taxe_sejour: 2,
      cancel_day: 1,
      cancel_hour: 12,
      enabled: true,
    });
    expect(config.statusCode, config.body).toBe(201);
    const generated = await t.call('hotel admin', 'POST', `/backend/api/configcontingents/${config.json().id}/generate`, {
      from: agencyToday(),
      to: addDays(agencyToday(), 29),
    });
    expect(generated.json()).toMatchObject({ created: 30 });
    // The sale price is the agency's: a hotel admin cannot set it, and until the agency does the days sell at cost.
    const priced = await t.call('hotel admin', 'PUT', `/backend/api/configcontingents/${config.json().id}`, { prix_vente: 200 });
    expect(priced.statusCode).toBe(403);
    const days = await t.db.knex('contingent').where({ hotel_gamme_id: room.json().id }).distinct('prix_vente');
    expect(days.map((row) => Number(row.prix_vente))).toEqual([90]);
    const rooms = (await t.call('hotel admin', 'GET', `/backend/api/contingent-hotels/${paris}/hotelgammes`)).json();
    expect(rooms).toContainEqual({ id: room.json().id, description: 'Chambre API', enabled: true });

    // Naming another hotel changes nothing: a hotel admin writes in its own hotel, whatever the body says.
    const foreign = await t.call('hotel admin', 'POST', '/backend/api/hotelgammes', { hotel: lyon, description: 'Intrus', enabled: true });
    expect(foreign.json()).toMatchObject({ hotel: paris });
    expect(await t.db.knex('hotelgamme').where({ hotel_id: lyon, description: 'Intrus' }).first()).toBeUndefined();
  });

  it('cannot attach its config or its stock to another hotel’s room type', async () => {
    const [lyonRoom] = await roomTypesOf(lyon);
    const body = { hotel: paris, hotel_gamme: lyonRoom.id, qte_init: 4, prix_achat: 90, cancel_day: 1, cancel_hour: 12, enabled: true };
    const refused = await t.call('hotel admin', 'POST', '/backend/api/configcontingents', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { hotel_gamme: 404 } });
    expect(await t.db.knex('configcontingent').where({ hotel_gamme_id: lyonRoom.id, hotel_id: paris }).first()).toBeUndefined();

    const [own] = await roomTypesOf(paris);
    const config = await t.call('hotel admin', 'POST', '/backend/api/configcontingents', { ...body, hotel_gamme: own.id });
    expect(config.statusCode, config.body).toBe(201);
    const moved = await t.call('hotel admin', 'PUT', `/backend/api/configcontingents/${config.json().id}`, { hotel_gamme: lyonRoom.id });
    expect(moved.json()).toMatchObject({ errors: { hotel_gamme: 404 } });
    // The agency names any hotel's room type.
    expect((await t.call('admin', 'PUT', `/backend/api/configcontingents/${config.json().id}`, { hotel_gamme: own.id })).statusCode).toBe(200);
  });
});
