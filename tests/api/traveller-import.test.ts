import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoRole, fileApp } from '../support/app.ts';
import { HEADERS, importForm, unique } from '../support/traveller-import.ts';

const t = fileApp();
let acme: number;
let globex: number;
beforeAll(async () => {
  acme = await t.companyId('Acme Industries');
  globex = await t.companyId('Globex Conseil');
});

/** Sends a travellers file to a company's import as its form does (with one other field), or the form without one. */
const upload = (role: DemoRole | null, company: number, file?: { name: string; data: Buffer | string }) => importForm(t, role, company, file);

async function xlsx(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Voyageurs');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const travellersOf = (company: number, lastName: string) => t.db.knex('traveller').where({ company_id: company, last_name: lastName });

describe('the import template', () => {
  it('is an xlsx with the template headers, the company named on a second sheet', async () => {
    const response = await t.call('admin', 'GET', `/backend/api/company/${acme}/download/template`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('travellers-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = workbook.worksheets[0].getRow(1);
    expect([1, 2, 3, 4].map((column) => header.getCell(column).text)).toEqual(HEADERS);
    expect(workbook.worksheets[0].actualRowCount).toBe(1);
    expect(workbook.worksheets[1].getRow(1).getCell(2).text).toBe('Acme Industries');
  });

  it('is for the company’s own people and the agency', async () => {
    expect((await t.call('manager', 'GET', `/backend/api/company/${acme}/download/template`)).statusCode).toBe(200);
    expect((await t.call('manager', 'GET', `/backend/api/company/${globex}/download/template`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', `/backend/api/company/${acme}/download/template`)).statusCode).toBe(401);
    expect((await t.call('admin', 'GET', '/backend/api/company/2147483647/download/template')).json().code).toBe(1003);
  });

  it('the server lists the accepted formats', async () => {
    const response = await t.call('user', 'GET', '/backend/api/travellers/import/formats');
    expect(response.json()).toEqual({ formats: ['xlsx', 'csv'], maxBytes: 2 * 1024 * 1024 });
  });
});

describe('importing travellers', () => {
  it('adds the good rows of a csv and lists the others with their line numbers', async () => {
    const name = `Import${unique()}`;
    const csv = [
      HEADERS.join(','),
      `${name},Anne,anne.${name}@acme-demo.fr,+33 6 12 34 56 78`,
      `,Bernard,bernard.${name}@acme-demo.fr,`, // line 3: no last name
      'Durand,Claire,,', // line 4: Acme's seeded Claire Durand
      `${name},"Jean, Pierre",,06 11 22 33 44`,
      '',
    ].join('\r\n');
    const response = await upload('admin', acme, { name: 'travellers.csv', data: csv });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      skipped: 1,
      errors: [
        { row: 3, code: 1007 },
        { row: 4, code: 1005 },
      ],
    });
    const added = await travellersOf(acme, name).orderBy('first_name');
    expect(added).toMatchObject([
      { first_name: 'Anne', email: `anne.${name}@acme-demo.fr`, mobile_phone: '+33 6 12 34 56 78', enabled: true },
      { first_name: 'Jean, Pierre', email: null, mobile_phone: '06 11 22 33 44' },
    ]);
  });

  it('reads semicolon-separated csv with a byte-order mark, and skips what it already imported', async () => {
    const name = `Semi${unique()}`;
    const csv = `\uFEFF${HEADERS.join(';')}\n${name};Élise;elise.${name}@acme-demo.fr;\n${name};Marc;pas-une-adresse;\n${name};Luc;;123\n`;
    const first = await upload('admin', acme, { name: 'voyageurs.CSV', data: csv });
    expect(first.json()).toEqual({
      imported: 1,
      skipped: 0,
      errors: [
        { row: 3, code: 1008 },
        { row: 4, code: 1008 },
      ],
    });
    const again = await upload('admin', acme, { name: 'voyageurs.csv', data: csv });
    expect(again.json()).toMatchObject({ imported: 0, skipped: 1 });
    expect(await travellersOf(acme, name)).toHaveLength(1);
  });

  it('reads an xlsx built like the template', async () => {
    const name = `Xlsx${unique()}`;
    const data = await xlsx([HEADERS, [name, 'Paul', `paul.${name}@acme-demo.fr`, '0612345678'], [name, 'Zoé'], ['', 'Sans nom']]);
    const response = await upload('agent', acme, { name: 'travellers.xlsx', data });
    expect(response.json()).toEqual({ imported: 2, skipped: 0, errors: [{ row: 4, code: 1007 }] });
    expect((await travellersOf(acme, name)).map((row) => row.first_name).sort()).toEqual(['Paul', 'Zoé']);
  });

  it('refuses a file of another format (1001), other headers (1002), no file (1006), a file over 2 MB (170)', async () => {
    const pdf = await upload('admin', acme, { name: 'travellers.pdf', data: Buffer.from('%PDF-1.4 …') });
    expect([pdf.statusCode, pdf.json().code]).toEqual([400, 1001]);
    const renamed = await upload('admin', acme, { name: 'travellers.csv', data: await xlsx([HEADERS]) });
    expect([renamed.statusCode, renamed.json().code]).toEqual([400, 1001]);
    const notUtf8 = await upload('admin', acme, { name: 'travellers.csv', data: Buffer.from(`${HEADERS.join(';')}\nM\u00fcller;Jo;;\n`, 'latin1') });
    expect(notUtf8.json().code).toBe(1001);

    const headers = await upload('admin', acme, { name: 'travellers.csv', data: 'Nom,Prénom,Email\nDupont,Jean,\n' });
    expect([headers.statusCode, headers.json().code]).toEqual([400, 1002]);
    expect(headers.json()).toMatchObject({ message: expect.any(String), errors: { file: 1002 } });

    const none = await upload('admin', acme);
    expect([none.statusCode, none.json().code]).toEqual([400, 1006]);
    const json = await t.call('admin', 'POST', `/backend/api/company/${acme}/travellers/import`, { file: 'x' });
    expect([json.statusCode, json.json().code]).toEqual([400, 1006]);

    const name = `Big${unique()}`;
    const big = `${HEADERS.join(',')}\n${`${name},Jean,,\n`.repeat(Math.ceil((2 * 1024 * 1024) / 12))}`;
    const tooLarge = await upload('admin', acme, { name: 'travellers.csv', data: big });
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 170]);
    expect(await travellersOf(acme, name)).toHaveLength(0);
  });

  it('refuses a template filled for another company (1004), and reads the one made for this company', async () => {
    const template = async (company: number) => {
      const response = await t.call('admin', 'GET', `/backend/api/company/${company}/download/template`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      return workbook;
    };
    const name = `Other${unique()}`;
    const globexTemplate = await template(globex);
    globexTemplate.worksheets[0].addRow([name, 'Ana']);
    const data = Buffer.from(await globexTemplate.xlsx.writeBuffer());
    const refused = await upload('admin', acme, { name: 'voyageurs.xlsx', data });
    expect([refused.statusCode, refused.json().code, refused.json().errors]).toEqual([400, 1004, { file: 1004 }]);
    expect(await travellersOf(acme, name)).toHaveLength(0);

    const accepted = await upload('admin', globex, { name: 'voyageurs.xlsx', data });
    expect(accepted.json()).toEqual({ imported: 1, skipped: 0, errors: [] });
    expect(await travellersOf(globex, name)).toHaveLength(1);
  });

  it('answers 1003 for an unknown company', async () => {
    const response = await upload('admin', 2147483647, { name: 'travellers.csv', data: `${HEADERS.join(',')}\n` });
    expect([response.statusCode, response.json().code]).toEqual([404, 1003]);
  });
});

describe('who imports where', () => {
  const file = (name: string) => ({ name: 'travellers.csv', data: `${HEADERS.join(',')}\n${name},Jean,,\n` });

  it('a manager or a user imports into their own company only', async () => {
    const own = `Own${unique()}`;
    expect((await upload('manager', acme, file(own))).json()).toMatchObject({ imported: 1 });
    expect((await upload('user', acme, file(`${own}b`))).json()).toMatchObject({ imported: 1 });
    const other = `Other${unique()}`;
    for (const role of ['manager', 'user'] as const) {
      expect((await upload(role, globex, file(other))).statusCode, role).toBe(404);
    }
    expect(await travellersOf(globex, other)).toHaveLength(0);
  });

  it('is refused to the accountant, hotel staff and anonymous callers', async () => {
    expect((await upload('accountant', acme, file('Nope'))).statusCode).toBe(403);
    expect((await upload('hotel admin', acme, file('Nope'))).statusCode).toBe(403);
    const anonymous = await upload(null, acme, file('Nope'));
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 401]);
    expect((await t.call('hotel', 'GET', '/backend/api/travellers/import/formats')).statusCode).toBe(403);
  });
});
