/**
 * Retrocession (docs/glossary.md) and the rule of the release rules (655): the release job (rate of the unsold rooms,
 * rounded down, days before the date, once per rule and day, safe when instances run it at once on the real
 * PostgreSQL). A hotel admin's manual release and the history are in contingent-manual-release.test.ts, the contingent
 * hotels' addresses (700, 760) in contingent-addresses.test.ts.
 */
import knexFactory, { type Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { releaseUnsoldRooms } from '../../server/contingent/retrocession.ts';
import { fileApp } from '../support/app.ts';
import { nightsOf } from '../support/contingent-offers.ts';
import { day } from '../support/days.ts';

const t = fileApp();
let paris: number;
let lyon: number;
let demoReleases: number;

/** A hotel of its own (the job runs over every hotel), with one room type and `qte` rooms on each of the days. */
async function hotelWithStock(name: string, days: number[], { qte = 10, resa = 0, rooms = 1 } = {}) {
  const [hotel] = await t.db.knex('contingent_hotel').insert({ name, city: 'Nantes', enabled: true }).returning('id');
  const gammes: number[] = [];
  for (let index = 0; index < rooms; index++) {
    const [gamme] = await t.db
      .knex('hotelgamme')
      .insert({ hotel_id: hotel.id, description: `Chambre ${index + 1}`, enabled: true })
      .returning('id');
    gammes.push(gamme.id);
    await t.db.knex('contingent').insert(
      days.map((offset) => ({
        hotel_id: hotel.id,
        hotel_gamme_id: gamme.id,
        company_id: null,
        contingent_date: day(offset),
        qte_init: qte,
        qte_resa: resa,
        prix_achat: 80,
        prix_vente: 100,
        cancellation_deadline: t.db.knex.raw(`(?::date - 1 + time '18:00') AT TIME ZONE 'Europe/Paris'`, [day(offset)]),
      })),
    );
  }
  return { hotel: hotel.id as number, gamme: gammes[0], gammes };
}

const rule = async (hotel: number, taux: number, days: number, enabled = true) =>
  (await t.db.knex('hotelretrocession').insert({ hotel_id: hotel, taux, days, enabled }).returning('id'))[0].id as number;

/** A room type's nights of stock (the tests give it general rows only), in date order. */
const daysOf = (gamme: number) => nightsOf(t, gamme);

const releasesOf = (hotel: number) =>
  t.db
    .knex('retrocession')
    .where({ hotel_id: hotel })
    .orderBy(['contingent_date', 'id'])
    .select('hotelgamme_id', 'contingent_date', 'qte', 'taux', 'hotelretrocession_id', 'company_id');

beforeAll(async () => {
  paris = await t.hotelOf('hotel-admin@hotel-demo.fr');
  lyon = await t.hotelOf('direction@hotel-lyon-demo.fr');
  // What the demo's rules have left to release today is released first, so each test counts only its own.
  demoReleases = await releaseUnsoldRooms(t.db.knex);
});

describe('release rules (655)', () => {
  it('refuses a rate that is not an integer from 0 to 100, on create and edit', async () => {
    for (const taux of [101, -1, 12.5, 1000]) {
      const response = await t.call('admin', 'POST', '/backend/api/hotelretrocessions', { hotel: paris, taux, days: 3, enabled: true });
      expect(response.statusCode, `${taux}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 655, errors: { taux: 655 } });
    }
    const created = await t.call('hotel admin', 'POST', '/backend/api/hotelretrocessions', { hotel: lyon, taux: 40, days: 5, enabled: true });
    expect(created.statusCode, created.body).toBe(201);
    // A hotel admin writes in its own hotel, whatever the body says.
    expect(created.json()).toMatchObject({ hotel: paris, taux: 40, days: 5 });
    const edited = await t.call('hotel admin', 'PUT', `/backend/api/hotelretrocessions/${created.json().id}`, { taux: 150 });
    expect(edited.json()).toMatchObject({ code: 655, errors: { taux: 655 } });
    // The database holds the rule too.
    await expect(t.db.knex('hotelretrocession').insert({ hotel_id: paris, taux: 101, days: 1 })).rejects.toMatchObject({
      constraint: 'hotelretrocession__taux__c655',
    });
    await t.db.knex('hotelretrocession').where({ id: created.json().id }).delete();
  });
});

describe('the release job', () => {
  it('finds nothing left to release in the demo data, whose releases name their rules', async () => {
    expect(demoReleases).toBe(0);
    const [{ count }] = await t.db.knex('retrocession').whereNull('hotelretrocession_id').count<{ count: string }[]>({ count: '*' });
    expect(Number(count)).toBe(0);
  });

  it('releases the rate of the unsold rooms, rounded down, of the days within the rule, once', async () => {
    const { hotel, gamme } = await hotelWithStock('Hôtel Rétro 1', [-1, 0, 1, 2, 3, 4, 5]);
    await t.db
      .knex('contingent')
      .where({ hotel_gamme_id: gamme, contingent_date: day(2) })
      .update({ qte_resa: 3 });
    const id = await rule(hotel, 50, 3);
    // Days 0 to 3: half of what is unsold (10 → 5, 7 → 3); yesterday and days 4-5 are left alone.
    expect(await releaseUnsoldRooms(t.db.knex)).toBe(4);
    expect((await daysOf(gamme)).map((row) => [row.contingent_date, row.qte_retro, row.qte_dispo])).toEqual([
      [day(-1), 0, 10],
      [day(0), 5, 5],
      [day(1), 5, 5],
      [day(2), 3, 4],
      [day(3), 5, 5],
      [day(4), 0, 10],
      [day(5), 0, 10],
    ]);
    expect(await releasesOf(hotel)).toEqual(
      [0, 1, 2, 3].map((offset) => ({
        hotelgamme_id: gamme,
        contingent_date: day(offset),
        qte: offset === 2 ? 3 : 5,
        taux: 50,
        hotelretrocession_id: id,
        company_id: null,
      })),
    );
    // Idempotent: a second run, or a later one once rooms came back, releases nothing more for the same rule and day.
    expect(await releaseUnsoldRooms(t.db.knex)).toBe(0);
    await t.db
      .knex('contingent')
      .where({ hotel_gamme_id: gamme, contingent_date: day(2) })
      .update({ qte_resa: 0 });
    expect(await releaseUnsoldRooms(t.db.knex)).toBe(0);
    expect(await releasesOf(hotel)).toHaveLength(4);
    // The next day, the window reaches one day further (the demo hotels' next day is released too: their rows are
    // not counted here).
    await releaseUnsoldRooms(t.db.knex, day(1));
    expect(await releasesOf(hotel)).toHaveLength(5);
    expect((await daysOf(gamme))[5]).toMatchObject({ contingent_date: day(4), qte_retro: 5 });
  });

  it('applies the widest rule first, and a disabled rule or a share below one room releases nothing', async () => {
    const { hotel, gamme } = await hotelWithStock('Hôtel Rétro 2', [0, 1, 2, 3, 4, 5, 6], { qte: 5 });
    const late = await rule(hotel, 100, 1);
    const early = await rule(hotel, 50, 4);
    const off = await rule(hotel, 100, 6, false);
    const tiny = await rule(hotel, 10, 6);
    expect(await releaseUnsoldRooms(t.db.knex)).toBe(7);
    // Days 0-4: 2 of 5 at 50 %; days 0-1 then the remaining 3 at 100 %; days 5-6 nothing (10 % of 5 is no room).
    expect((await daysOf(gamme)).map((row) => row.qte_retro)).toEqual([5, 5, 2, 2, 2, 0, 0]);
    const releases = await releasesOf(hotel);
    expect(releases.filter((row) => row.hotelretrocession_id === early).map((row) => row.qte)).toEqual([2, 2, 2, 2, 2]);
    expect(releases.filter((row) => row.hotelretrocession_id === late).map((row) => row.qte)).toEqual([3, 3]);
    expect(releases.some((row) => [off, tiny].includes(row.hotelretrocession_id))).toBe(false);
    // The agency switches the disabled rule on: it releases the rest of its days.
    expect((await t.call('admin', 'GET', `/backend/api/hotelretrocessions/admin_enable/${off}`)).statusCode).toBe(200);
    expect(await releaseUnsoldRooms(t.db.knex)).toBe(5);
    expect((await daysOf(gamme)).every((row) => row.qte_dispo === 0)).toBe(true);
  });

  it('releases each day once when instances run it at once on the real PostgreSQL', async () => {
    const { hotel, gammes } = await hotelWithStock(
      'Hôtel Rétro 3',
      Array.from({ length: 60 }, (_, index) => index),
      { qte: 9, rooms: 4 },
    );
    const first = await rule(hotel, 34, 59);
    const second = await rule(hotel, 100, 30);
    // Two instances, each with its pool, each running twice at once.
    const instances = [0, 1].map(() => knexFactory({ client: 'pg', connection: t.db.knex.client.config.connection, pool: { min: 0, max: 3 } }));
    try {
      const counts = await Promise.all(instances.flatMap((knex: Knex) => [releaseUnsoldRooms(knex), releaseUnsoldRooms(knex)]));
      // A day skipped because another run held it is released by the next run at the latest.
      const rest = await releaseUnsoldRooms(t.db.knex);
      // 4 room types × 60 days by the first rule (3 of 9 rooms), 4 × 31 days by the second (the other 6).
      expect(counts.reduce((sum, count) => sum + count, 0) + rest).toBe(4 * 60 + 4 * 31);
      expect(await releaseUnsoldRooms(t.db.knex)).toBe(0);
    } finally {
      await Promise.all(instances.map((knex) => knex.destroy()));
    }
    const releases = await releasesOf(hotel);
    const seen = new Set(releases.map((row) => `${row.hotelretrocession_id}|${row.hotelgamme_id}|${row.contingent_date}`));
    expect(seen.size).toBe(releases.length);
    for (const gamme of gammes) {
      const days = await daysOf(gamme);
      days.forEach((row, offset) => {
        const mine = releases.filter((release) => release.hotelgamme_id === gamme && release.contingent_date === row.contingent_date);
        expect(row.qte_retro).toBe(mine.reduce((sum, release) => sum + release.qte, 0));
        expect(row.qte_retro).toBe(offset <= 30 ? 9 : 3);
        expect(row.qte_dispo).toBeGreaterThanOrEqual(0);
        expect(mine.find((release) => release.hotelretrocession_id === first)?.qte).toBe(3);
        if (offset <= 30) expect(mine.find((release) => release.hotelretrocession_id === second)?.qte).toBe(6);
      });
    }
  });
});
