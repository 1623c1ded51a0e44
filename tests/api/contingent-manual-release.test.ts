/** A hotel admin's release of rooms by hand, and the history of releases the hotel reads. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp, listQuery, type TestApp, totalOf } from '../support/app.ts';
import { nightsOf } from '../support/contingent-offers.ts';
import { day } from '../support/days.ts';

const t = fileApp();
let paris: number;
let lyon: number;

/** A room type's nights of stock (the tests give it general rows only), in date order. */
const daysOf = (gamme: number) => nightsOf(t, gamme);

beforeAll(async () => {
  paris = await t.hotelOf('hotel-admin@hotel-demo.fr');
  lyon = await t.hotelOf('direction@hotel-lyon-demo.fr');
});

describe('manual release', () => {
  const release = (role: Parameters<TestApp['call']>[0], hotel: number, body: Record<string, unknown>) =>
    t.call(role, 'POST', `/backend/api/contingent-hotels/${hotel}/retrocessions`, body);

  it('gives back rooms of a range of days for the hotel admin of the hotel, with a row per day', async () => {
    const [gamme] = await t.db.knex('hotelgamme').insert({ hotel_id: paris, description: 'Chambre rendue', enabled: true }).returning('id');
    await t.db.knex('contingent').insert(
      [10, 11, 12].map((offset) => ({
        hotel_id: paris,
        hotel_gamme_id: gamme.id,
        company_id: null,
        contingent_date: day(offset),
        qte_init: 8,
        qte_resa: offset === 12 ? 4 : 0,
        prix_achat: 80,
        prix_vente: 100,
        cancellation_deadline: t.db.knex.raw(`(?::date - 1 + time '18:00') AT TIME ZONE 'Europe/Paris'`, [day(offset)]),
      })),
    );
    const byRooms = await release('hotel admin', paris, { hotelGammeId: gamme.id, from: day(10), to: day(12), qte: 2 });
    expect(byRooms.statusCode, byRooms.body).toBe(200);
    expect(byRooms.json()).toEqual({
      days: 3,
      rooms: 6,
      released: [
        { date: day(10), qte: 2, taux: 25 },
        { date: day(11), qte: 2, taux: 25 },
        { date: day(12), qte: 2, taux: 50 },
      ],
    });
    expect((await daysOf(gamme.id)).map((row) => row.qte_dispo)).toEqual([6, 6, 2]);
    const rows = await t.db.knex('retrocession').where({ hotelgamme_id: gamme.id }).select('qte', 'hotelretrocession_id');
    expect(rows).toEqual([
      { qte: 2, hotelretrocession_id: null },
      { qte: 2, hotelretrocession_id: null },
      { qte: 2, hotelretrocession_id: null },
    ]);

    // More rooms than one day has left: the whole range is refused, naming the day.
    const tooMany = await release('hotel admin', paris, { hotelGammeId: gamme.id, from: day(10), to: day(12), qte: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 750, errors: { qte: 750, [`days.${day(12)}`]: 750 } });
    // And says how many rooms every day of the range still has: the most that can be released over it.
    expect(tooMany.json().details).toEqual({ free: 2 });
    expect((await daysOf(gamme.id)).map((row) => row.qte_dispo)).toEqual([6, 6, 2]);

    // A rate of the unsold rooms, rounded down; the agency may do it too.
    const byRate = await release('admin', paris, { hotelGammeId: gamme.id, from: day(10), to: day(12), taux: 50 });
    expect(byRate.json()).toMatchObject({
      days: 3,
      rooms: 7,
      released: [
        { date: day(10), qte: 3, taux: 50 },
        { date: day(11), qte: 3, taux: 50 },
        { date: day(12), qte: 1, taux: 50 },
      ],
    });
    expect((await daysOf(gamme.id)).map((row) => [row.qte_retro, row.qte_dispo])).toEqual([
      [5, 3],
      [5, 3],
      [3, 1],
    ]);
  });

  it('checks who asks, for which hotel, and the input', async () => {
    const [gamme] = await t.db.knex('hotelgamme').where({ hotel_id: paris }).orderBy('id').limit(1).pluck('id');
    const body = { hotelGammeId: gamme, from: day(20), to: day(21), qte: 1 };
    expect((await release('hotel admin', lyon, body)).statusCode).toBe(404);
    expect((await release('hotel', paris, body)).statusCode).toBe(403);
    expect((await release('user', paris, body)).statusCode).toBe(403);
    expect((await release('agent', paris, body)).statusCode).toBe(403);
    const acme = await t.companyId('Acme Industries');
    expect((await release('hotel admin', paris, { ...body, companyId: acme })).statusCode).toBe(403);
    // Another hotel's room type releases nothing in this one.
    const [lyonGamme] = await t.db.knex('hotelgamme').where({ hotel_id: lyon }).orderBy('id').limit(1).pluck('id');
    expect((await release('hotel admin', paris, { ...body, hotelGammeId: lyonGamme })).json()).toMatchObject({ days: 0, rooms: 0 });
    for (const taux of [0, 101, 2.5])
      expect((await release('hotel admin', paris, { ...body, qte: undefined, taux })).json()).toMatchObject({ code: 655, errors: { taux: 655 } });
    expect((await release('hotel admin', paris, { hotelGammeId: gamme, from: day(20), to: day(21) })).statusCode).toBe(400);
    expect((await release('hotel admin', paris, { ...body, from: day(-1) })).json()).toMatchObject({ code: 760, errors: { from: 760 } });
    expect((await release('hotel admin', paris, { ...body, from: undefined })).json()).toMatchObject({ code: 20, errors: { from: 20 } });
  });
});

describe('the release history', () => {
  it('is read-only through the generated routes and scoped to the hotel', async () => {
    expect(
      (await t.call('admin', 'POST', '/backend/api/retrocessions', { hotel: paris, hotelgamme: 1, contingent_date: day(3), qte: 1, taux: 10 })).statusCode,
    ).toBe(404);
    const any = await t.db.knex('retrocession').first('id');
    expect((await t.call('admin', 'PUT', `/backend/api/retrocessions/${any.id}`, { qte: 5 })).statusCode).toBe(404);
    expect((await t.call('admin', 'DELETE', `/backend/api/retrocessions/${any.id}`)).statusCode).toBe(404);
    const own = Number((await t.db.knex('retrocession').where({ hotel_id: paris }).count<{ count: string }[]>({ count: '*' }))[0].count);
    const mine = await t.call('hotel', 'GET', `/backend/api/retrocessions${listQuery({ range: [0, 999] })}`);
    expect(mine.statusCode).toBe(200);
    expect(totalOf(mine)).toBe(own);
    expect((mine.json() as { hotel: number; company?: unknown }[]).every((row) => row.hotel === paris && !('company' in row))).toBe(true);
  });
});
