import { beforeAll, describe, expect, it } from 'vitest';
import { countingStatements, fileApp } from '../support/app.ts';

const t = fileApp();
let acme: number;
let initech: number;
beforeAll(async () => {
  acme = await t.companyId('Acme Industries');
  initech = await t.companyId('Initech Services');
});

interface Row {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  mobilePhone: string | null;
  enabled: boolean;
}
const mine = async (query: string, role: 'manager' | 'user' = 'user') => {
  const response = await t.call(role, 'GET', `/backend/api/me/travellers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Row[]; total: number; page: number; itemsPerPage: number };
};
const unique = () => Math.random().toString(36).slice(2, 8);

describe('the company’s travellers (GET /api/me/travellers)', () => {
  it('pages the caller’s company only, with the total', async () => {
    const inAcme = Number((await t.db.knex('traveller').where({ company_id: acme }).count({ n: '*' }).first())!.n);
    const first = await mine('?itemsPerPage=25&page=1');
    expect(first.total).toBe(inAcme);
    expect(first.items).toHaveLength(Math.min(25, inAcme));
    const ids = first.items.map((row) => row.id);
    expect(await t.db.knex('traveller').whereIn('id', ids).distinct('company_id')).toEqual([{ company_id: acme }]);
    const second = await mine('?itemsPerPage=25&page=2');
    expect(second.items.some((row) => ids.includes(row.id))).toBe(false);
    expect((await mine('?itemsPerPage=25&page=9999')).total).toBe(inAcme);
  });

  it('filters on enabled and on having an address (email[exists])', async () => {
    const disabled = await mine('?enabled=false&itemsPerPage=100');
    expect(disabled.total).toBe(Number((await t.db.knex('traveller').where({ company_id: acme, enabled: false }).count({ n: '*' }).first())!.n));
    expect(disabled.items.every((row) => !row.enabled)).toBe(true);
    const withEmail = await mine('?email%5Bexists%5D=true&itemsPerPage=100');
    expect(withEmail.items.every((row) => row.email)).toBe(true);
    const without = await mine('?email%5Bexists%5D=false&itemsPerPage=100');
    expect(without.items.every((row) => row.email === null)).toBe(true);
    expect(withEmail.total + without.total).toBe((await mine('')).total);
  });

  it('sorts by order[field], both ways', async () => {
    const byEmail = await mine('?order%5Bemail%5D=asc&email%5Bexists%5D=true&itemsPerPage=100');
    const expected = await t.db
      .knex('traveller')
      .where({ company_id: acme })
      .whereNotNull('email')
      .orderBy([{ column: 'email' }, { column: 'id' }])
      .limit(100)
      .pluck('id');
    expect(byEmail.items.map((row) => row.id)).toEqual(expected);
    const newest = await mine('?order%5Bcreated_at%5D=desc&itemsPerPage=5');
    const latest = await t.db
      .knex('traveller')
      .where({ company_id: acme })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(5)
      .pluck('id');
    expect(newest.items.map((row) => row.id)).toEqual(latest);
    const firstDesc = await mine('?order%5Bfirst_name%5D=DESC&itemsPerPage=10');
    const names = firstDesc.items.map((row) => row.firstName);
    expect(names).toEqual(
      await t.db
        .knex('traveller')
        .where({ company_id: acme })
        .orderBy([
          { column: 'first_name', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(10)
        .pluck('first_name'),
    );
  });

  it('searches from 3 letters (search_too_short below)', async () => {
    const someone = await t.db.knex('traveller').where({ company_id: acme }).first('last_name');
    const found = await mine(`?search=${encodeURIComponent(someone.last_name)}`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((row) => `${row.firstName} ${row.lastName} ${row.email ?? ''}`.toLowerCase().includes(someone.last_name.toLowerCase()))).toBe(
      true,
    );
    const short = await t.call('user', 'GET', '/backend/api/me/travellers?search=ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ search: 'search_too_short' });
  });

  it('refuses unknown sorts and parameters, large pages, and callers outside a company', async () => {
    expect((await t.call('user', 'GET', '/backend/api/me/travellers?order%5Bcompany_id%5D=asc')).statusCode).toBe(400);
    expect((await t.call('user', 'GET', '/backend/api/me/travellers?order%5Blast_name%5D=up')).statusCode).toBe(400);
    expect((await t.call('user', 'GET', '/backend/api/me/travellers?itemsPerPage=1000')).statusCode).toBe(400);
    expect((await t.call('user', 'GET', '/backend/api/me/travellers?company=2')).statusCode).toBe(400);
    expect((await t.call('admin', 'GET', '/backend/api/me/travellers')).statusCode).toBe(403);
    expect((await t.call(null, 'GET', '/backend/api/me/travellers')).statusCode).toBe(401);
  });

  it('answers one page in one statement', async () => {
    const token = await t.tokenOf('user');
    const { calls } = await countingStatements(t.db, () =>
      t.app.inject({ method: 'GET', url: '/backend/api/me/travellers?itemsPerPage=25&order%5Bemail%5D=asc', headers: { authorization: `Bearer ${token}` } }),
    );
    expect(calls).toBeLessThanOrEqual(1);
  });
});

describe('adding, editing and enabling a traveller', () => {
  async function newTraveller() {
    const created = await t.call('user', 'POST', '/backend/api/travellers', {
      first_name: 'Paul',
      last_name: `Essai${unique()}`,
      email: null,
      mobile_phone: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: number; company: number };
  }

  it('POST /api/travellers adds one to the caller’s company', async () => {
    const { id } = await newTraveller();
    expect((await t.db.knex('traveller').where({ id }).first('company_id')).company_id).toBe(acme);
  });

  it('PATCH /api/travellers/{id} changes fields and disables, then enables', async () => {
    const { id } = await newTraveller();
    const edited = await t.call('manager', 'PATCH', `/backend/api/travellers/${id}`, {
      first_name: ' Paula ',
      email: 'paula@acme-demo.fr',
      mobile_phone: '+33 6 01 02 03 04',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, firstName: 'Paula', email: 'paula@acme-demo.fr', mobilePhone: '+33 6 01 02 03 04', enabled: true });
    expect((await t.call('user', 'PATCH', `/backend/api/travellers/${id}`, { enabled: false })).json().enabled).toBe(false);
    expect((await t.db.knex('traveller').where({ id }).first('enabled')).enabled).toBe(false);
    expect((await t.call('user', 'PATCH', `/backend/api/travellers/${id}`, { enabled: true })).json().enabled).toBe(true);
    // An emptied address is removed.
    expect((await t.call('user', 'PATCH', `/backend/api/travellers/${id}`, { email: '' })).json().email).toBeNull();
  });

  it('refuses blank names (10), a bad address (140) or phone (40), empty and unknown changes', async () => {
    const { id } = await newTraveller();
    const bad = await t.call('user', 'PATCH', `/backend/api/travellers/${id}`, { last_name: '  ', email: 'nope', mobile_phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ last_name: 10, email: 140, mobile_phone: 40 });
    expect((await t.call('user', 'PATCH', `/backend/api/travellers/${id}`, {})).statusCode).toBe(400);
    expect((await t.call('user', 'PATCH', `/backend/api/travellers/${id}`, { company_id: initech })).statusCode).toBe(400);
    expect((await t.call('user', 'PATCH', `/backend/api/travellers/${id}`, { enabled: 'maybe' })).statusCode).toBe(400);
  });

  it('never reaches another company’s traveller (404)', async () => {
    const other = await t.db.knex('traveller').where({ company_id: initech }).first('id', 'first_name');
    expect((await t.call('user', 'PATCH', `/backend/api/travellers/${other.id}`, { first_name: 'Pirate' })).statusCode).toBe(404);
    expect((await t.db.knex('traveller').where({ id: other.id }).first('first_name')).first_name).toBe(other.first_name);
    expect((await t.call('user', 'GET', `/backend/api/traveller/${other.id}/custom_fields`)).statusCode).toBe(404);
    expect((await t.call('accountant', 'PATCH', `/backend/api/travellers/${other.id}`, { enabled: false })).statusCode).toBe(403);
  });
});

describe('custom fields per traveller', () => {
  it('lists the company’s fields with the traveller’s values, and keeps valid values', async () => {
    const traveller = await t.db.knex('traveller').where({ company_id: acme }).first('id');
    const before = (await t.call('user', 'GET', `/backend/api/traveller/${traveller.id}/custom_fields`)).json();
    const labels = before.fields.map((field: { label: string }) => field.label);
    expect(labels).toContain('Centre de coût');
    const byLabel = (label: string) => before.fields.find((field: { label: string }) => field.label === label);
    const cost = byLabel('Centre de coût');
    const project = byLabel('Code projet');
    const number = byLabel('Matricule du voyageur');
    const saved = await t.call('user', 'PATCH', `/backend/api/travellers/${traveller.id}`, {
      customFields: { [cost.id]: cost.options[1].value, [project.id]: 'AB-1234', [number.id]: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await t.call('user', 'GET', `/backend/api/traveller/${traveller.id}/custom_fields`)).json();
    expect(after.values[cost.id]).toBe(cost.options[1].value);
    expect(after.values[project.id]).toBe('AB-1234');
    expect(after.values[number.id]).toBeNull();
  });

  it('refuses values that break a field’s rules (760, 11) and fields of no such id (400)', async () => {
    const traveller = await t.db.knex('traveller').where({ company_id: acme }).first('id');
    const { fields } = (await t.call('user', 'GET', `/backend/api/traveller/${traveller.id}/custom_fields`)).json();
    const project = fields.find((field: { label: string }) => field.label === 'Code projet');
    const number = fields.find((field: { label: string }) => field.label === 'Matricule du voyageur');
    const refused = await t.call('user', 'PATCH', `/backend/api/travellers/${traveller.id}`, { customFields: { [project.id]: '1234-AB', [number.id]: 'abc' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ [`customFields.${project.id}`]: 760, [`customFields.${number.id}`]: 11 });
    const unknown = await t.call('user', 'PATCH', `/backend/api/travellers/${traveller.id}`, { customFields: { 999999: 'x' } });
    expect(unknown.json().errors).toEqual({ 'customFields.999999': 400 });
  });
});

describe('the import from the front office', () => {
  it('gives a manager the template of the company and imports a file, with a code per refused line', async () => {
    const token = await t.tokenOf('manager');
    const template = await t.app.inject({
      method: 'GET',
      url: `/backend/api/company/${acme}/download/template`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(template.statusCode).toBe(200);
    const name = `Import${unique()}`;
    const csv = `Nom*;Prénom*;Email;Téléphone mobile\n${name};Léa;;\n;Sans;;\n${name};Léa;;\nBad;Mail;pas-une-adresse;\n`;
    const boundary = '----front';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voyageurs.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: `/backend/api/company/${acme}/travellers/import`,
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      imported: 1,
      skipped: 1,
      errors: [
        { row: 3, code: 1007 },
        { row: 4, code: 1005 },
        { row: 5, code: 1008 },
      ],
    });
    expect((await mine(`?search=${name}`, 'manager')).total).toBe(1);
  });
});
