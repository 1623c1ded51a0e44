/**
 * Retrocession (docs/glossary.md) and the rules of the contingent hotels and release rules (655, 700, 760): the release
 * job (rate of the unsold rooms, rounded down, days before the date, once per rule and day, safe when instances run it
 * at once on the real PostgreSQL), the manual release of a hotel admin, and the read-only history.
 */
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyToday } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { releaseUnsoldRooms } from '../../server/contingent/retrocession.ts';
import { listQuery, testApp, totalOf, type TestApp } from '../support/app.ts';

let t: TestApp;
let paris: number;
let lyon: number;
let demoReleases: number;

const day = (offset: number) => addDays(agencyToday(), offset);

/** A hotel of its own (the job runs over every hotel), with one room type and `qte` rooms on each of the days. */
async function hotelWithStock(name: string, days: number[], { qte = 10, resa = 0, rooms = 1 } = {}) {
  const [hotel] = await t.db.knex('contingent_hotel').insert({ name, city: 'Nantes', enabled: true }).returning('id');
  const gammes: number[] = [];
  for (let index = 0; index < rooms; index++) {
    const [gamme] = await t.db.knex('hotelgamme').insert({ hotel_id: hotel.id, description: `Chambre ${index + 1}`, enabled: true }).returning('id');
    gammes.push(gamme.id);
    await t.db.knex('contingent').insert(days.map((offset) => ({
      hotel_id: hotel.id, hotel_gamme_id: gamme.id, company_id: null, contingent_date: day(offset), qte_init: qte, qte_resa: resa, prix_achat: 80, prix_vente: 100,
      cancellation_deadline: t.db.knex.raw(`(?::date - 1 + time '18:00') AT TIME ZONE 'Europe/Paris'`, [day(offset)]),
    })));
  }
  return { hotel: hotel.id as number, gamme: gammes[0], gammes };
}

const rule = async (hotel: number, taux: number, days: number, enabled = true) =>
  (await t.db.knex('hotelretrocession').insert({ hotel_id: hotel, taux, days, enabled }).returning('id'))[0].id as number;

const daysOf = (gamme: number) => t.db.knex('contingent').where({ hotel_gamme_id: gamme }).orderBy('contingent_date')
  .select('contingent_date', 'qte_init', 'qte_resa', 'qte_retro', 'qte_dispo');

const releasesOf = (hotel: number) => t.db.knex('retrocession').where({ hotel_id: hotel }).orderBy(['contingent_date', 'id'])
  .select('hotelgamme_id', 'contingent_date', 'qte', 'taux', 'hotelretrocession_id', 'company_id');

beforeAll(async () => {
  t = await testApp();
  paris = (await t.db.knex('user').where({ email: 'hotel-admin@hotel-demo.fr' }).first('hotel_id')).hotel_id;
  lyon = (await t.db.knex('user').where({ email: 'direction@hotel-lyon-demo.fr' }).first('hotel_id')).hotel_id;
  // What the demo's rules have left to release today is released first, so each test counts only its own.
  demoReleases = await releaseUnsoldRooms(t.db.knex);
});
afterAll(() => t.close());

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
    await expect(t.db.knex('hotelretrocession').insert({ hotel_id: paris, taux: 101, days: 1 })).rejects.toMatchObject({ constraint: 'hotelretrocession__taux__c655' });
    await t.db.knex('hotelretrocession').where({ id: created.json().id }).delete();
  });
});

describe('contingent addresses (700, 760)', () => {
  const edit = (role: Parameters<TestApp['call']>[0], id: number, contingent_email: string) =>
    t.call(role, 'PUT', `/backend/api/contingent-hotels/${id}`, { contingent_email });

  it('refuses an address another hotel already uses, whatever its case or place in the list', async () => {
    for (const list of ['reservations@hotel-demo.fr', 'autre@hotel-lyon-demo.fr; RESERVATIONS@Hotel-Demo.fr ', 'x@lyon.fr,direction@hotel-demo.fr']) {
      const response = await edit('admin', lyon, list);
      expect(response.statusCode, `${list}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 700, errors: { contingent_email: 700 } });
    }
    const created = await t.call('admin', 'POST', '/backend/api/contingent-hotels', { name: 'Hôtel Doublon', contingent_email: 'direction@hotel-demo.fr' });
    expect(created.json()).toMatchObject({ code: 700, errors: { contingent_email: 700 } });
    // A hotel admin editing its own hotel is held to the same rule.
    expect((await edit('hotel admin', paris, 'reservations@hotel-demo.fr; accueil@hotel-lyon-demo.fr')).json()).toMatchObject({ code: 700 });
    expect((await t.db.knex('contingent_hotel').where({ id: lyon }).first('contingent_email')).contingent_email).toBe('accueil@hotel-lyon-demo.fr,direction@hotel-lyon-demo.fr');
  });

  it('lets a hotel keep, reorder and change its own addresses; an address given up is free again', async () => {
    const kept = await edit('hotel admin', paris, 'direction@hotel-demo.fr;reservations@hotel-demo.fr, nuit@hotel-demo.fr');
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await edit('admin', paris, 'reservations@hotel-demo.fr; direction@hotel-demo.fr')).statusCode).toBe(200);
    expect((await edit('admin', lyon, 'accueil@hotel-lyon-demo.fr,direction@hotel-lyon-demo.fr,nuit@hotel-demo.fr')).statusCode).toBe(200);
    expect((await edit('admin', lyon, 'accueil@hotel-lyon-demo.fr,direction@hotel-lyon-demo.fr')).statusCode).toBe(200);
  });

  it('refuses a malformed list (760)', async () => {
    for (const list of ['pas-une-adresse', 'a@hotel.fr;;b@hotel.fr', 'a@hotel.fr b@hotel.fr', 'a@hotel']) {
      const response = await edit('admin', lyon, list);
      expect(response.statusCode, list).toBe(400);
      expect(response.json()).toMatchObject({ code: 760, errors: { contingent_email: 760 } });
    }
  });

  it('gives a new address to one hotel only when two claim it at once', async () => {
    const [a, b] = await t.db.knex('contingent_hotel').insert([{ name: 'Hôtel A' }, { name: 'Hôtel B' }]).returning('id');
    const wide = knexFactory({ client: 'pg', connection: t.db.knex.client.config.connection, pool: { min: 0, max: 4 } });
    try {
      const results = await Promise.allSettled([a.id, b.id].map((id) => wide('contingent_hotel').where({ id }).update({ contingent_email: 'commun@hotels-test.fr' })));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')!;
      expect(refused.reason).toMatchObject({ constraint: 'contingent_hotel__contingent_email__c700' });
    } finally {
      await wide.destroy();
    }
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
    await t.db.knex('contingent').where({ hotel_gamme_id: gamme, contingent_date: day(2) }).update({ qte_resa: 3 });
    const id = await rule(hotel, 50, 3);
    // Days 0 to 3: half of what is unsold (10 → 5, 7 → 3); yesterday and days 4-5 are left alone.
    expect(await releaseUnsoldRooms(t.db.knex)).toBe(4);
    expect((await daysOf(gamme)).map((row) => [row.contingent_date, row.qte_retro, row.qte_dispo])).toEqual([
      [day(-1), 0, 10], [day(0), 5, 5], [day(1), 5, 5], [day(2), 3, 4], [day(3), 5, 5], [day(4), 0, 10], [day(5), 0, 10],
    ]);
    expect(await releasesOf(hotel)).toEqual([0, 1, 2, 3].map((offset) => ({
      hotelgamme_id: gamme, contingent_date: day(offset), qte: offset === 2 ? 3 : 5, taux: 50, hotelretrocession_id: id, company_id: null,
    })));
    // Idempotent: a second run, or a later one once rooms came back, releases nothing more for the same rule and day.
    expect(await releaseUnsoldRooms(t.db.knex)).toBe(0);
    await t.db.knex('contingent').where({ hotel_gamme_id: gamme, contingent_date: day(2) }).update({ qte_resa: 0 });
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
    const { hotel, gammes } = await hotelWithStock('Hôtel Rétro 3', Array.from({ length: 60 }, (_, index) => index), { qte: 9, rooms: 4 });
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

describe('manual release', () => {
  const release = (role: Parameters<TestApp['call']>[0], hotel: number, body: Record<string, unknown>) =>
    t.call(role, 'POST', `/backend/api/contingent-hotels/${hotel}/retrocessions`, body);

  it('gives back rooms of a range of days for the hotel admin of the hotel, with a row per day', async () => {
    const [gamme] = await t.db.knex('hotelgamme').insert({ hotel_id: paris, description: 'Chambre rendue', enabled: true }).returning('id');
    await t.db.knex('contingent').insert([10, 11, 12].map((offset) => ({
      hotel_id: paris, hotel_gamme_id: gamme.id, company_id: null, contingent_date: day(offset), qte_init: 8, qte_resa: offset === 12 ? 4 : 0, prix_achat: 80, prix_vente: 100,
      cancellation_deadline: t.db.knex.raw(`(?::date - 1 + time '18:00') AT TIME ZONE 'Europe/Paris'`, [day(offset)]),
    })));
    const byRooms = await release('hotel admin', paris, { hotelGammeId: gamme.id, from: day(10), to: day(12), qte: 2 });
    expect(byRooms.statusCode, byRooms.body).toBe(200);
    expect(byRooms.json()).toEqual({ days: 3, rooms: 6, released: [{ date: day(10), qte: 2, taux: 25 }, { date: day(11), qte: 2, taux: 25 }, { date: day(12), qte: 2, taux: 50 }] });
    expect((await daysOf(gamme.id)).map((row) => row.qte_dispo)).toEqual([6, 6, 2]);
    const rows = await t.db.knex('retrocession').where({ hotelgamme_id: gamme.id }).select('qte', 'hotelretrocession_id');
    expect(rows).toEqual([{ qte: 2, hotelretrocession_id: null }, { qte: 2, hotelretrocession_id: null }, { qte: 2, hotelretrocession_id: null }]);

    // More rooms than one day has left: the whole range is refused, naming the day.
    const tooMany = await release('hotel admin', paris, { hotelGammeId: gamme.id, from: day(10), to: day(12), qte: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 750, errors: { qte: 750, [`days.${day(12)}`]: 750 } });
    expect((await daysOf(gamme.id)).map((row) => row.qte_dispo)).toEqual([6, 6, 2]);

    // A rate of the unsold rooms, rounded down; the agency may do it too.
    const byRate = await release('admin', paris, { hotelGammeId: gamme.id, from: day(10), to: day(12), taux: 50 });
    expect(byRate.json()).toMatchObject({ days: 3, rooms: 7, released: [{ date: day(10), qte: 3, taux: 50 }, { date: day(11), qte: 3, taux: 50 }, { date: day(12), qte: 1, taux: 50 }] });
    expect((await daysOf(gamme.id)).map((row) => [row.qte_retro, row.qte_dispo])).toEqual([[5, 3], [5, 3], [3, 1]]);
  });

  it('checks who asks, for which hotel, and the input', async () => {
    const [gamme] = await t.db.knex('hotelgamme').where({ hotel_id: paris }).orderBy('id').limit(1).pluck('id');
    const body = { hotelGammeId: gamme, from: day(20), to: day(21), qte: 1 };
    expect((await release('hotel admin', lyon, body)).statusCode).toBe(404);
    expect((await release('hotel', paris, body)).statusCode).toBe(403);
    expect((await release('user', paris, body)).statusCode).toBe(403);
    expect((await release('agent', paris, body)).statusCode).toBe(403);
    const acme = (await t.db.knex('company').where({ name: 'Acme Industries' }).first('id')).id;
    expect((await release('hotel admin', paris, { ...body, companyId: acme })).statusCode).toBe(403);
    // Another hotel's room type releases nothing in this one.
    const [lyonGamme] = await t.db.knex('hotelgamme').where({ hotel_id: lyon }).orderBy('id').limit(1).pluck('id');
    expect((await release('hotel admin', paris, { ...body, hotelGammeId: lyonGamme })).json()).toMatchObject({ days: 0, rooms: 0 });
    for (const taux of [0, 101, 2.5]) expect((await release('hotel admin', paris, { ...body, qte: undefined, taux })).json()).toMatchObject({ code: 655, errors: { taux: 655 } });
    expect((await release('hotel admin', paris, { hotelGammeId: gamme, from: day(20), to: day(21) })).statusCode).toBe(400);
    expect((await release('hotel admin', paris, { ...body, from: day(-1) })).json()).toMatchObject({ code: 760, errors: { from: 760 } });
    expect((await release('hotel admin', paris, { ...body, from: undefined })).json()).toMatchObject({ code: 20, errors: { from: 20 } });
  });
});

describe('the release history', () => {
  it('is read-only through the generated routes and scoped to the hotel', async () => {
    expect((await t.call('admin', 'POST', '/backend/api/retrocessions', { hotel: paris, hotelgamme: 1, contingent_date: day(3), qte: 1, taux: 10 })).statusCode).toBe(404);
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
