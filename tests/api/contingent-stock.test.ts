/**
 * The allotment stock (docs/glossary.md, contingent): generating daily rows from a config, the grid of a hotel's stock
 * in one query, and changing a range of days at once, with the rules 750 and 755, the 0-365 day window and hotel
 * scoping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyToday } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { type Grid, gridRows, newConfig, stockRows, stockStatements } from '../support/stock.ts';
import { withoutSeqScans } from '../support/query-plans.ts';

let t: TestApp;
let paris: number;
let lyon: number;
let gamme: number;
let config: number;
let lyonAdminToken: string;

const day = (offset: number) => addDays(agencyToday(), offset);
const generate = (role: Parameters<TestApp['call']>[0], id: number, body: unknown) =>
  t.call(role, 'POST', `/backend/api/configcontingents/${id}/generate`, body);
beforeAll(async () => {
  t = await testApp();
  paris = await t.hotelOf('hotel-admin@hotel-demo.fr');
  lyon = await t.hotelOf('direction@hotel-lyon-demo.fr');
  ({ gamme, config } = await newConfig(t, paris, 'Chambre générée'));
  const login = await t.app.inject({ method: 'POST', url: '/backend/auth', payload: { username: 'direction@hotel-lyon-demo.fr', password: DEMO_PASSWORD } });
  lyonAdminToken = login.json().token;
});
afterAll(() => t.close());

const asLyonAdmin = (method: string, url: string, payload?: unknown) =>
  t.app.inject({ method: method as 'GET', url, payload: payload as object, headers: { authorization: `Bearer ${lyonAdminToken}` } });

describe('stock generation', () => {
  it('creates one row per day with the config quantities, prices and cancellation deadline', async () => {
    const response = await generate('hotel admin', config, { from: day(1), to: day(30) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ from: day(1), to: day(30), created: 30, updated: 0 });
    const rows = await stockRows(t, gamme);
    expect(rows).toHaveLength(30);
    expect(rows.map((row) => row.contingent_date)).toEqual(Array.from({ length: 30 }, (_, index) => day(index + 1)));
    for (const row of rows) {
      expect(row).toMatchObject({ qte_init: 5, qte_resa: 0, qte_retro: 0, qte_dispo: 5, prix_achat: 100, prix_vente: 120, taxe_sejour: 2.5 });
      // cancel_day 2 at cancel_hour 18, Paris time, whatever the daylight saving time of the day.
      expect(row.deadline).toBe(`${addDays(row.contingent_date, -2)} 18:00`);
    }
  });

  it('is idempotent: a second run updates the same rows and follows the config', async () => {
    const again = await generate('hotel admin', config, { from: day(1), to: day(30) });
    expect(again.json()).toEqual({ from: day(1), to: day(30), created: 0, updated: 30 });
    await t.db.knex('configcontingent').where({ id: config }).update({ qte_init: 7, prix_vente: 130 });
    const part = await generate('admin', config, { from: day(25), to: day(35) });
    expect(part.json()).toMatchObject({ created: 5, updated: 6 });
    const rows = await stockRows(t, gamme);
    expect(rows).toHaveLength(35);
    expect(rows.filter((row) => row.qte_init === 7).map((row) => row.contingent_date)).toEqual(Array.from({ length: 11 }, (_, index) => day(index + 25)));
    expect(rows.find((row) => row.contingent_date === day(30))).toMatchObject({ qte_init: 7, prix_vente: 130 });
    expect(rows.find((row) => row.contingent_date === day(24))).toMatchObject({ qte_init: 5, prix_vente: 120 });
  });

  it('never lowers the initial quantity below booked plus released (750) and then changes nothing', async () => {
    await t.db
      .knex('contingent')
      .where({ hotel_gamme_id: gamme, contingent_date: day(26) })
      .update({ qte_resa: 3, qte_retro: 1 });
    await t.db.knex('configcontingent').where({ id: config }).update({ qte_init: 3 });
    const response = await generate('hotel admin', config, { from: day(20), to: day(30) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 750, errors: { qte_init: 750, [`days.${day(26)}`]: 750 } });
    expect(Object.keys(response.json().errors)).toHaveLength(2);
    const rows = await stockRows(t, gamme);
    expect(rows.filter((row) => row.qte_init === 3)).toEqual([]);
    // Rows keep their booked and released rooms through a later successful run.
    await t.db.knex('configcontingent').where({ id: config }).update({ qte_init: 6 });
    expect((await generate('hotel admin', config, { from: day(20), to: day(30) })).statusCode).toBe(200);
    expect((await stockRows(t, gamme)).find((row) => row.contingent_date === day(26))).toMatchObject({ qte_init: 6, qte_resa: 3, qte_retro: 1, qte_dispo: 2 });
  });

  it('refuses a cancellation deadline after the night (755)', async () => {
    const late = await newConfig(t, paris, 'Chambre annulation tardive', { cancel_day: -1 });
    const response = await generate('hotel admin', late.config, { from: day(1), to: day(3) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 755 });
    expect(await stockRows(t, late.gamme)).toEqual([]);
  });

  it('checks the range: dates required (20), format (760), order (21), 0 to 365 days from today (760)', async () => {
    const cases: [unknown, Record<string, number>][] = [
      [{ to: day(3) }, { from: 20 }],
      [{}, { from: 20, to: 20 }],
      [{ from: '2026-13-01', to: day(3) }, { from: 760 }],
      [{ from: day(1), to: '31/12/2026' }, { to: 760 }],
      [{ from: day(5), to: day(3) }, { to: 21 }],
      [{ from: day(-1), to: day(3) }, { from: 760 }],
      [{ from: day(300), to: day(366) }, { to: 760 }],
    ];
    for (const [body, errors] of cases) {
      const response = await generate('hotel admin', config, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    expect((await generate('hotel admin', config, { from: day(1), to: day(3), extra: 1 })).statusCode).toBe(400);
    // The whole window at once: today and the 365 days after it.
    const whole = await newConfig(t, paris, 'Chambre année');
    const response = await generate('admin', whole.config, { from: day(0), to: day(365) });
    expect(response.json()).toMatchObject({ created: 366 });
  });

  it('is for agency admins and the admins of the config hotel', async () => {
    const body = { from: day(1), to: day(2) };
    expect((await generate('admin', config, body)).statusCode).toBe(200);
    expect((await generate('hotel admin', config, body)).statusCode).toBe(200);
    for (const role of ['hotel', 'agent', 'user', 'manager'] as const) expect((await generate(role, config, body)).statusCode, role).toBe(403);
    expect((await generate(null, config, body)).statusCode).toBe(401);
    // Another hotel's admin does not learn the config exists.
    expect((await asLyonAdmin('POST', `/backend/api/configcontingents/${config}/generate`, body)).statusCode).toBe(404);
    expect((await generate('admin', 999999, body)).statusCode).toBe(404);
  });
});

describe('stock grid', () => {
  it('answers per room type and day, in one query', async () => {
    const url = `/backend/api/contingent-hotels/${paris}/stock?from=${day(0)}&to=${day(59)}`;
    await t.tokenOf('hotel');
    const { result: response, statements } = await stockStatements(t, () => t.call('hotel', 'GET', url));
    expect(response.statusCode, response.body).toBe(200);
    expect(statements).toHaveLength(1);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const grid = response.json() as Grid;
    expect(grid.hotel.id).toBe(paris);
    const roomTypes = gridRows(grid);
    // Each room type's days in date order.
    for (const { days } of roomTypes) expect(days.map((cell) => cell.date)).toEqual(days.map((cell) => cell.date).sort());
    const expected = await t.db
      .knex('contingent')
      .where({ hotel_id: paris })
      .whereBetween('contingent_date', [day(0), day(59)])
      .count({ n: '*' })
      .first();
    expect(roomTypes.flatMap((roomType) => roomType.days)).toHaveLength(Number(expected!.n));
    const generated = roomTypes.find((roomType) => roomType.id === gamme)!;
    expect(generated.days.find((cell) => cell.date === day(26))).toMatchObject({
      general: true,
      qte_init: 6,
      qte_resa: 3,
      qte_retro: 1,
      qte_dispo: 2,
      prix_achat: 100,
    });
    // The instant as the API writes them (toISOString).
    const { cancellation_deadline: deadline } = await t.db
      .knex('contingent')
      .where({ hotel_gamme_id: gamme, contingent_date: day(26), company_id: null })
      .first('cancellation_deadline');
    expect(generated.days.find((cell) => cell.date === day(26))!.cancellation_deadline).toBe(deadline.toISOString());
    for (const cell of roomTypes.flatMap((roomType) => roomType.days)) {
      expect(cell.qte_dispo).toBe(cell.qte_init - cell.qte_resa - cell.qte_retro);
      expect(cell.cancellation_deadline).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // What the agency sells at is not the hotel's business.
      expect(cell).not.toHaveProperty('prix_vente');
      expect(cell).not.toHaveProperty('companyId');
    }
    // A room type without days in the range is still a row of the grid.
    expect(roomTypes.find((roomType) => roomType.description === 'Chambre annulation tardive')?.days).toEqual([]);
    // Its columns are there, empty.
    expect(grid.roomTypes.find((roomType) => roomType.description === 'Chambre annulation tardive')?.days.qte_dispo).toEqual([]);
  });

  it('shows the agency its sale prices and the company allotments', async () => {
    const response = await t.call('agent', 'GET', `/backend/api/contingent-hotels/${paris}/stock?from=${day(10)}&to=${day(12)}`);
    expect(response.statusCode).toBe(200);
    const cells = gridRows(response.json() as Grid).flatMap((roomType) => roomType.days);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((cell) => 'prix_vente' in cell && 'companyId' in cell)).toBe(true);
    expect(cells.some((cell) => cell.companyId !== null && cell.general === false)).toBe(true);
  });

  it('is served by an index', async () => {
    const { statements } = await stockStatements(t, () =>
      t.call('admin', 'GET', `/backend/api/contingent-hotels/${paris}/stock?from=${day(0)}&to=${day(365)}`),
    );
    expect(statements).toHaveLength(1);
    const [{ sql, bindings }] = statements;
    // With sequential scans made prohibitively expensive, no plan still has to read the whole stock table.
    const plan = await withoutSeqScans(t, (explain) => explain(sql, bindings));
    expect(plan.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'contingent')).toEqual([]);
    const stockIndexes = ['contingent_hotel_gamme_id_contingent_date_index', 'contingent_hotel_id_contingent_date_id_index', 'contingent_day_unique'];
    expect(plan.some((node) => stockIndexes.includes(node['Index Name'] ?? ''))).toBe(true);
  });

  it('is scoped to the hotel of hotel staff and checks its window', async () => {
    expect((await asLyonAdmin('GET', `/backend/api/contingent-hotels/${paris}/stock`)).statusCode).toBe(404);
    const own = await asLyonAdmin('GET', `/backend/api/contingent-hotels/${lyon}/stock`);
    expect(own.statusCode).toBe(200);
    // Without dates, the coming month.
    expect(own.json()).toMatchObject({ from: day(0), to: day(30) });
    expect((await t.call('user', 'GET', `/backend/api/contingent-hotels/${paris}/stock`)).statusCode).toBe(403);
    expect((await t.call('admin', 'GET', '/backend/api/contingent-hotels/999999/stock')).statusCode).toBe(404);
    const late = await t.call('hotel', 'GET', `/backend/api/contingent-hotels/${paris}/stock?from=${day(0)}&to=${day(366)}`);
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ to: 760 });
  });
});

describe('changing a range of days', () => {
  const patch = (role: Parameters<TestApp['call']>[0], body: Record<string, unknown>, hotelId = paris) =>
    t.call(role, 'PATCH', `/backend/api/contingent-hotels/${hotelId}/stock`, body);

  it('updates every day of the range in one statement', async () => {
    const { result: response, statements } = await stockStatements(t, () =>
      patch('hotel admin', { hotelGammeId: gamme, from: day(1), to: day(10), qte_init: 9, prix_achat: 95.5 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 10 });
    expect(statements).toHaveLength(1);
    const rows = await stockRows(t, gamme);
    expect(rows.filter((row) => row.qte_init === 9 && row.prix_achat === 95.5).map((row) => row.contingent_date)).toEqual(
      Array.from({ length: 10 }, (_, index) => day(index + 1)),
    );
    expect(rows.find((row) => row.contingent_date === day(11))).toMatchObject({ prix_achat: 100 });
  });

  it('leaves the sale prices and company allotments to the agency', async () => {
    expect((await patch('hotel admin', { hotelGammeId: gamme, from: day(1), to: day(2), prix_vente: 1 })).statusCode).toBe(403);
    expect((await patch('hotel admin', { hotelGammeId: gamme, from: day(1), to: day(2), companyId: 1, qte_init: 9 })).statusCode).toBe(403);
    const response = await patch('admin', { hotelGammeId: gamme, from: day(1), to: day(2), prix_vente: 150 });
    expect(response.json()).toEqual({ updated: 2 });
    expect((await stockRows(t, gamme)).slice(0, 2).map((row) => row.prix_vente)).toEqual([150, 150]);
  });

  it('refuses the whole range when one day would fall below booked plus released (750)', async () => {
    const before = await stockRows(t, gamme);
    const response = await patch('hotel admin', { hotelGammeId: gamme, from: day(20), to: day(30), qte_init: 2, prix_achat: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 750, errors: { qte_init: 750, [`days.${day(26)}`]: 750 } });
    expect(await stockRows(t, gamme)).toEqual(before);
  });

  it('needs a change, a valid range, and the right hotel', async () => {
    expect((await patch('hotel admin', { hotelGammeId: gamme, from: day(1), to: day(2) })).json()).toMatchObject({ code: 10 });
    expect((await patch('hotel admin', { hotelGammeId: gamme, from: day(2), to: day(1), qte_init: 4 })).json().errors).toEqual({ to: 21 });
    expect((await patch('hotel admin', { hotelGammeId: gamme, from: day(1), to: day(2), qte_init: -1 })).statusCode).toBe(400);
    expect((await patch('hotel', { hotelGammeId: gamme, from: day(1), to: day(2), qte_init: 4 })).statusCode).toBe(403);
    expect(
      (await asLyonAdmin('PATCH', `/backend/api/contingent-hotels/${paris}/stock`, { hotelGammeId: gamme, from: day(1), to: day(2), qte_init: 4 })).statusCode,
    ).toBe(404);
    // A room type of another hotel is not reached through this one.
    expect((await patch('admin', { hotelGammeId: gamme, from: day(1), to: day(2), qte_init: 4 }, lyon)).json()).toEqual({ updated: 0 });
  });
});
