import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp } from '../support/app.ts';

/** The agency sets a company's white label (the front office's side is in white-label.test.ts). */

const t = fileApp();
let acme: number;
let globex: number;
let initech: number;

beforeAll(async () => {
  [acme, globex, initech] = await Promise.all(['Acme Industries', 'Globex Conseil', 'Initech Services'].map(t.companyId));
});

const whiteMark = (id: number) => `/backend/api/companies/${id}/white-mark`;

const MARK = { phone: '+33 4 72 00 00 00', emergency_phone: '06 12 34 56 78', email: 'voyages@globex-demo.fr', opening_hours: '8 h – 18 h' };

describe('the white label of a company', () => {
  it('gives the seeded white label of Acme to the agency and to Acme’s managers', async () => {
    for (const role of ['admin', 'agent', 'manager'] as const) {
      const response = await t.call(role, 'GET', whiteMark(acme));
      expect(response.statusCode, role).toBe(200);
      expect(response.json(), role).toMatchObject({ company_id: acme, phone: '+33 1 84 88 20 00', email: 'voyages@acme-demo.fr' });
    }
  });

  it('answers 404 when a company has none, or does not exist', async () => {
    expect((await t.call('admin', 'GET', whiteMark(initech))).json()).toMatchObject({ code: 404 });
    expect((await t.call('admin', 'GET', whiteMark(initech))).statusCode).toBe(404);
    expect((await t.call('admin', 'GET', whiteMark(999999))).statusCode).toBe(404);
    expect((await t.call('admin', 'PUT', whiteMark(999999), MARK)).statusCode).toBe(404);
  });

  it('is created, replaced and deleted by PUT and DELETE', async () => {
    const created = await t.call('admin', 'PUT', whiteMark(globex), MARK);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ company_id: globex, ...MARK });
    expect((await t.call('admin', 'GET', whiteMark(globex))).json()).toMatchObject(MARK);
    // PUT replaces the whole record: omitted and blank fields are cleared, the rest trimmed.
    const replaced = await t.call('admin', 'PUT', whiteMark(globex), { phone: '  01 02 03 04 05 ', email: '' });
    expect(replaced.json()).toMatchObject({ phone: '01 02 03 04 05', emergency_phone: null, email: null, opening_hours: null });
    expect(
      await t.db
        .knex('company_white_mark')
        .where({ company_id: globex })
        .count({ n: '*' })
        .first()
        .then((row) => Number(row!.n)),
    ).toBe(1);
    expect((await t.call('admin', 'DELETE', whiteMark(globex))).statusCode).toBe(204);
    expect((await t.call('admin', 'GET', whiteMark(globex))).statusCode).toBe(404);
    expect((await t.call('admin', 'DELETE', whiteMark(globex))).statusCode).toBe(404);
  });

  it.each([
    ['40: phone format', { phone: 'call me' }, { phone: 40 }],
    ['40: emergency number format', { emergency_phone: '12' }, { emergency_phone: 40 }],
    ['140: email', { email: 'not an address' }, { email: 140 }],
    ['180: opening hours over 255 characters', { opening_hours: 'x'.repeat(256) }, { opening_hours: 180 }],
    ['400: unknown field', { fax: '01 02 03 04 05' }, { fax: 400 }],
    ['760: not a string', { phone: ['01'] }, { phone: 760 }],
  ])('refuses %s', async (_, body, errors) => {
    const before = (await t.call('admin', 'GET', whiteMark(acme))).json();
    const response = await t.call('admin', 'PUT', whiteMark(acme), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: Object.values(errors)[0], errors });
    expect((await t.call('admin', 'GET', whiteMark(acme))).json()).toEqual(before);
  });

  it('reports every wrong field at once', async () => {
    const response = await t.call('admin', 'PUT', whiteMark(acme), { phone: 'x', emergency_phone: 'y', email: 'z' });
    expect(response.json().errors).toEqual({ phone: 40, emergency_phone: 40, email: 140 });
  });

  it('is written by agency administrators only; read by the agency and the company’s own managers', async () => {
    for (const role of ['agent', 'manager', 'user', 'accountant', 'hotel admin'] as const) {
      expect((await t.call(role, 'PUT', whiteMark(acme), MARK)).statusCode, role).toBe(403);
      expect((await t.call(role, 'DELETE', whiteMark(acme))).statusCode, role).toBe(403);
    }
    // Another company's users learn nothing, not even that the company exists.
    expect((await t.call('manager', 'GET', whiteMark(globex))).statusCode).toBe(404);
    expect((await t.call('manager', 'GET', whiteMark(999999))).statusCode).toBe(404);
    for (const role of ['user', 'accountant', 'hotel', 'hotel admin'] as const) {
      expect((await t.call(role, 'GET', whiteMark(acme))).statusCode, role).toBe(403);
    }
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await t.call(null, method, whiteMark(acme), method === 'PUT' ? MARK : undefined);
      expect(response.statusCode, method).toBe(401);
      expect(response.json()).toMatchObject({ code: 401 });
    }
    expect((await t.call('admin', 'GET', '/backend/api/companies/abc/white-mark')).statusCode).toBe(400);
  });
});
