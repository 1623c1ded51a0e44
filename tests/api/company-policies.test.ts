import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp } from '../support/app.ts';

const t = fileApp();
let acme: number;
let globex: number;
let initech: number;

beforeAll(async () => {
  [acme, globex, initech] = await Promise.all(['Acme Industries', 'Globex Conseil', 'Initech Services'].map(t.companyId));
});

const policy = (id: number) => `/backend/api/companies/${id}/travel-policy`;

const PRICES = { price_with_breakfast: 150, price_without_breakfast: 130.5, price_evening_stop: 170, price_meal: 25 };
const POLICY = { mode: 20, ...PRICES, date_from: '01/07', date_to: '31/08', rows: [{ sector_type: 'department', sector_value: '69', ...PRICES }] };

describe('the travel policy of a company', () => {
  it('gives the seeded policy of Acme with its rows, prices as numbers', async () => {
    for (const role of ['admin', 'agent', 'manager'] as const) {
      const response = await t.call(role, 'GET', policy(acme));
      expect(response.statusCode, role).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ company_id: acme, mode: 20, price_with_breakfast: 150, price_meal: 25, date_from: null, date_to: null });
      expect(body.rows).toContainEqual(expect.objectContaining({ sector_type: 'department', sector_value: '69', price_with_breakfast: 140 }));
      expect(body.rows).toHaveLength(4);
    }
    expect((await t.call('admin', 'GET', policy(globex))).json()).toMatchObject({ mode: 10, date_from: '01/06', date_to: '15/09' });
  });

  it('answers 404 when a company has none, or does not exist', async () => {
    expect((await t.call('admin', 'GET', policy(initech))).statusCode).toBe(404);
    expect((await t.call('admin', 'GET', policy(999999))).statusCode).toBe(404);
    expect((await t.call('admin', 'PUT', policy(999999), POLICY)).statusCode).toBe(404);
  });

  it('is created with its rows, then replaced keeping the ids of the rows sent back', async () => {
    const created = await t.call('admin', 'PUT', policy(initech), POLICY);
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ company_id: initech, mode: 20, ...PRICES, date_from: '01/07', date_to: '31/08' });
    expect(body.rows).toEqual([{ id: expect.any(Number), sector_type: 'department', sector_value: '69', ...PRICES }]);
    expect((await t.call('admin', 'GET', policy(initech))).json()).toEqual(body);

    const rowId = body.rows[0].id;
    const zone = String((await t.db.knex('zone').where({ name: 'Grand Lyon' }).first('id')).id);
    const replaced = await t.call('admin', 'PUT', policy(initech), {
      mode: 30,
      date_from: '',
      date_to: null,
      rows: [
        { id: rowId, sector_type: 'department', sector_value: '2A', price_with_breakfast: 99 },
        { sector_type: 'zone', sector_value: zone },
        { sector_type: 'region', sector_value: 'Île-de-France', price_meal: 0 },
        { sector_type: 'city', sector_value: '  Lyon  ' },
        { sector_type: 'other', sector_value: 'Congrès' },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ mode: 30, price_with_breakfast: null, price_meal: null, date_from: null, date_to: null });
    const rows = replaced.json().rows;
    expect(rows.map((row: { sector_value: string }) => row.sector_value)).toEqual(['2A', zone, 'Île-de-France', 'Lyon', 'Congrès']);
    expect(rows[0]).toEqual({
      id: rowId,
      sector_type: 'department',
      sector_value: '2A',
      price_with_breakfast: 99,
      price_without_breakfast: null,
      price_evening_stop: null,
      price_meal: null,
    });

    // Rows left out of the list are removed; two rows may swap their sectors.
    const swapped = await t.call('admin', 'PUT', policy(initech), {
      mode: 0,
      rows: [
        { id: rows[3].id, sector_type: 'other', sector_value: 'Congrès' },
        { id: rows[4].id, sector_type: 'city', sector_value: 'Lyon' },
      ],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().rows.map((row: { id: number; sector_value: string }) => [row.id, row.sector_value])).toEqual([
      [rows[3].id, 'Congrès'],
      [rows[4].id, 'Lyon'],
    ]);
    expect(
      await t.db
        .knex('travel_policy_row')
        .whereIn('id', [rowId, rows[1].id])
        .count({ n: '*' })
        .first()
        .then((row) => Number(row!.n)),
    ).toBe(0);
  });

  it('refuses a row id of another company’s policy', async () => {
    const acmeRow = (await t.call('admin', 'GET', policy(acme))).json().rows[0];
    const response = await t.call('admin', 'PUT', policy(globex), { mode: 10, rows: [{ ...acmeRow, sector_value: 'Autre', sector_type: 'other' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'rows.0.id': 404 });
    expect((await t.call('admin', 'GET', policy(acme))).json().rows[0]).toEqual(acmeRow);
  });

  it.each([
    ['10: mode missing', { rows: [] }, { mode: 10 }],
    ['760: mode not 0/10/20/30', { mode: 15 }, { mode: 760 }],
    ['11: price not a number', { mode: 10, price_meal: 'cheap' }, { price_meal: 11 }],
    ['11: negative price', { mode: 10, price_with_breakfast: -1 }, { price_with_breakfast: 11 }],
    ['760: date not DD/MM', { mode: 10, date_from: '2027-07-01', date_to: '31/08' }, { date_from: 760 }],
    ['760: date not a day of its month', { mode: 10, date_from: '01/07', date_to: '31/02' }, { date_to: 760 }],
    ['760: month 13', { mode: 10, date_from: '01/13', date_to: '31/12' }, { date_from: 760 }],
    ['20: start without end', { mode: 10, date_from: '01/07' }, { date_to: 20 }],
    ['20: end without start', { mode: 10, date_from: '', date_to: '31/08' }, { date_from: 20 }],
    ['400: unknown field', { mode: 10, colour: 'red' }, { colour: 400 }],
    ['760: rows not a list', { mode: 10, rows: 'all' }, { rows: 760 }],
    ['10: row without sector type', { mode: 10, rows: [{ sector_value: 'Lyon' }] }, { 'rows.0.sector_type': 10 }],
    ['760: row of an unknown sector type', { mode: 10, rows: [{ sector_type: 'planet', sector_value: 'Mars' }] }, { 'rows.0.sector_type': 760 }],
    ['10: row without sector value', { mode: 10, rows: [{ sector_type: 'city', sector_value: '  ' }] }, { 'rows.0.sector_value': 10 }],
    ['760: unknown department', { mode: 10, rows: [{ sector_type: 'department', sector_value: '20' }] }, { 'rows.0.sector_value': 760 }],
    ['760: unknown region', { mode: 10, rows: [{ sector_type: 'region', sector_value: 'Bavière' }] }, { 'rows.0.sector_value': 760 }],
    ['760: unknown zone', { mode: 10, rows: [{ sector_type: 'zone', sector_value: '999999' }] }, { 'rows.0.sector_value': 760 }],
    ['760: zone not an id', { mode: 10, rows: [{ sector_type: 'zone', sector_value: 'Lyon' }] }, { 'rows.0.sector_value': 760 }],
    ['180: free text over 255 characters', { mode: 10, rows: [{ sector_type: 'other', sector_value: 'x'.repeat(256) }] }, { 'rows.0.sector_value': 180 }],
    ['11: row price not a number', { mode: 10, rows: [{ sector_type: 'city', sector_value: 'Lyon', price_meal: 'free' }] }, { 'rows.0.price_meal': 11 }],
    [
      '11: negative row price',
      { mode: 10, rows: [{ sector_type: 'city', sector_value: 'Lyon', price_evening_stop: -5 }] },
      { 'rows.0.price_evening_stop': 11 },
    ],
    [
      '115: a sector twice',
      {
        mode: 10,
        rows: [
          { sector_type: 'department', sector_value: '69' },
          { sector_type: 'department', sector_value: '69' },
        ],
      },
      { 'rows.1.sector_value': 115 },
    ],
    ['400: unknown row field', { mode: 10, rows: [{ sector_type: 'city', sector_value: 'Lyon', colour: 'red' }] }, { 'rows.0.colour': 400 }],
  ])('refuses %s', async (_, body, errors) => {
    const before = (await t.call('admin', 'GET', policy(acme))).json();
    const response = await t.call('admin', 'PUT', policy(acme), body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: Object.values(errors)[0], errors });
    expect((await t.call('admin', 'GET', policy(acme))).json()).toEqual(before);
  });

  it('deletes one row by its id, and the whole policy with its rows', async () => {
    const rows = (await t.call('admin', 'GET', policy(acme))).json().rows;
    expect((await t.call('agent', 'DELETE', `/backend/api/travel-policy-rows/${rows[0].id}`)).statusCode).toBe(403);
    expect((await t.call('manager', 'DELETE', `/backend/api/travel-policy-rows/${rows[0].id}`)).statusCode).toBe(403);
    expect((await t.call(null, 'DELETE', `/backend/api/travel-policy-rows/${rows[0].id}`)).statusCode).toBe(401);
    expect((await t.call('admin', 'DELETE', `/backend/api/travel-policy-rows/${rows[0].id}`)).statusCode).toBe(204);
    expect((await t.call('admin', 'DELETE', `/backend/api/travel-policy-rows/${rows[0].id}`)).statusCode).toBe(404);
    expect((await t.call('admin', 'GET', policy(acme))).json().rows).toEqual(rows.slice(1));

    const policyId = (await t.db.knex('travel_policy').where({ company_id: globex }).first('id')).id;
    expect((await t.call('admin', 'DELETE', policy(globex))).statusCode).toBe(204);
    expect((await t.call('admin', 'GET', policy(globex))).statusCode).toBe(404);
    expect((await t.call('admin', 'DELETE', policy(globex))).statusCode).toBe(404);
    expect(
      await t.db
        .knex('travel_policy_row')
        .where({ travel_policy_id: policyId })
        .count({ n: '*' })
        .first()
        .then((row) => Number(row!.n)),
    ).toBe(0);
  });

  it('is written by agency administrators only; read by the agency and the company’s own managers', async () => {
    for (const role of ['agent', 'manager', 'user', 'accountant', 'hotel admin'] as const) {
      expect((await t.call(role, 'PUT', policy(acme), POLICY)).statusCode, role).toBe(403);
      expect((await t.call(role, 'DELETE', policy(acme))).statusCode, role).toBe(403);
    }
    expect((await t.call('manager', 'GET', policy(globex))).statusCode).toBe(404);
    for (const role of ['user', 'accountant', 'hotel'] as const) {
      expect((await t.call(role, 'GET', policy(acme))).statusCode, role).toBe(403);
    }
    for (const method of ['GET', 'PUT', 'DELETE']) {
      expect((await t.call(null, method, policy(acme), method === 'PUT' ? POLICY : undefined)).statusCode, method).toBe(401);
    }
  });
});

describe('the sector choices of a travel policy', () => {
  it('lists the zones, the departments and the regions as {id, name}', async () => {
    const zones = (await t.call('admin', 'GET', '/backend/api/travel-policy/zones/select')).json();
    expect(zones).toContainEqual({ id: expect.any(String), name: 'Grand Lyon' });
    expect(zones).toHaveLength(
      await t.db
        .knex('zone')
        .count({ n: '*' })
        .first()
        .then((row) => Number(row!.n)),
    );

    const departments = (await t.call('admin', 'GET', '/backend/api/travel-policy/departments/select')).json();
    expect(departments).toHaveLength(101);
    expect(departments[0]).toEqual({ id: '01', name: '01 – Ain' });
    expect(departments.map((department: { id: string }) => department.id)).toEqual(expect.arrayContaining(['2A', '2B', '69', '95', '971', '976']));

    const regions = (await t.call('admin', 'GET', '/backend/api/travel-policy/regions/select')).json();
    expect(regions).toHaveLength(18);
    expect(regions).toContainEqual({ id: 'Auvergne-Rhône-Alpes', name: 'Auvergne-Rhône-Alpes' });
  });

  it('are for the agency and managers; 401 anonymous', async () => {
    for (const list of ['zones', 'departments', 'regions']) {
      const url = `/backend/api/travel-policy/${list}/select`;
      expect((await t.call('agent', 'GET', url)).statusCode, list).toBe(200);
      expect((await t.call('manager', 'GET', url)).statusCode, list).toBe(200);
      expect((await t.call('hotel', 'GET', url)).statusCode, list).toBe(403);
      expect((await t.call(null, 'GET', url)).statusCode, list).toBe(401);
    }
  });
});
