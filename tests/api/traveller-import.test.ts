import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type DemoRole, type TestApp } from '../support/app.ts';

let t: TestApp;
let acme: number;
let globex: number;
beforeAll(async () => {
  t = await testApp();
  ({ id: acme } = await t.db.knex('company').where({ name: 'Acme Industries' }).first('id'));
  ({ id: globex } = await t.db.knex('company').where({ name: 'Globex Conseil' }).first('id'));
});
afterAll(() => t.close());

const HEADERS = ['Nom*', 'Prénom*', 'Email', 'Téléphone mobile'];

/** A multipart body as a browser's FormData sends it, with one file part (or none). */
function multipart(file?: { name: string; data: Buffer | string }) {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nnothing\r\n`)];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data, 'utf8'));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(role: DemoRole | null, company: number, file?: { name: string; data: Buffer | string }) {
  const { payload, headers } = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: `/backend/api/company/${company}/travellers/import`,
    payload,
    headers: { ...headers, ...(role && { authorization: `Bearer ${await t.tokenOf(role)}` }) },
  });
}

async function xlsx(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Voyageurs');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const unique = () => Math.random().toString(36).slice(2, 8);
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
    expect(response.json()).toEqual({ imported: 2, skipped: 1, errors: [{ row: 3, code: 1007 }, { row: 4, code: 1005 }] });
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
    expect(first.json()).toEqual({ imported: 1, skipped: 0, errors: [{ row: 3, code: 1008 }, { row: 4, code: 1008 }] });
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

/** XML text with its five special characters escaped. */
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const rels = (items: [id: string, type: string, target: string][]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}">${items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`).join('')}</Relationships>`;
const column = (index: number) => String.fromCharCode(65 + index);

/**
 * A workbook written part by part, without exceljs, as openpyxl saves the template it opened: parts named its way
 * (xl/comments/comment1.xml, xl/drawings/commentsDrawing1.vml), relationships with absolute targets, no styles;
 * strings shared, or inline with prefixed elements (`inline`), as other writers put them.
 */
async function foreignXlsx(sheets: { name: string; rows: string[][]; note?: string }[], { inline = false } = {}) {
  const zip = new JSZip();
  const strings: string[] = [];
  const cell = (value: string, ref: string) => {
    if (inline) return `<x:c r="${ref}" t="inlineStr"><x:is><x:t xml:space="preserve">${escapeXml(value)}</x:t></x:is></x:c>`;
    if (!strings.includes(value)) strings.push(value);
    return `<c r="${ref}" t="s"><v>${strings.indexOf(value)}</v></c>`;
  };
  const overrides: string[] = [];
  sheets.forEach((sheet, index) => {
    const n = index + 1;
    const rows = sheet.rows.map((row, line) => {
      const cells = row.map((value, at) => (value === '' ? '' : cell(value, `${column(at)}${line + 1}`))).join('');
      return inline ? `<x:row r="${line + 1}">${cells}</x:row>` : `<row r="${line + 1}">${cells}</row>`;
    }).join('');
    const legacy = sheet.note ? '<legacyDrawing r:id="anysvml"/>' : '';
    zip.file(`xl/worksheets/sheet${n}.xml`, inline
      ? `<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="${NS}" xmlns:r="${REL}"><x:sheetData>${rows}</x:sheetData></x:worksheet>`
      : `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}" xmlns:r="${REL}"><sheetPr><outlinePr summaryBelow="1" summaryRight="1"/></sheetPr><sheetData>${rows}</sheetData>${legacy}</worksheet>`);
    overrides.push(`<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`);
    if (sheet.note) {
      zip.file(`xl/worksheets/_rels/sheet${n}.xml.rels`, rels([['comments', 'comments', `/xl/comments/comment${n}.xml`], ['anysvml', 'vmlDrawing', `/xl/drawings/commentsDrawing${n}.vml`]]));
      zip.file(`xl/comments/comment${n}.xml`, `<?xml version="1.0" encoding="UTF-8"?><comments xmlns="${NS}"><authors><author>openpyxl</author></authors><commentList><comment ref="A1" authorId="0"><text><t>${escapeXml(sheet.note)}</t></text></comment></commentList></comments>`);
      zip.file(`xl/drawings/commentsDrawing${n}.vml`, '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:x="urn:schemas-microsoft-com:office:excel"><v:shape id="_x0000_s1025" type="#_x0000_t202"><x:ClientData ObjectType="Note"><x:Row>0</x:Row><x:Column>0</x:Column></x:ClientData></v:shape></xml>');
      overrides.push(`<Override PartName="/xl/comments/comment${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml"/>`);
    }
  });
  zip.file('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><workbookPr/><bookViews><workbookView activeTab="0"/></bookViews><sheets>${sheets.map((sheet, index) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${index + 1}" state="visible" r:id="rId${index + 1}"/>`).join('')}</sheets><calcPr calcId="124519" fullCalcOnLoad="1"/></workbook>`);
  const workbookRels: [string, string, string][] = sheets.map((_, index) => [`rId${index + 1}`, 'worksheet', `/xl/worksheets/sheet${index + 1}.xml`]);
  if (!inline) {
    workbookRels.push([`rId${sheets.length + 1}`, 'sharedStrings', 'sharedStrings.xml']);
    zip.file('xl/sharedStrings.xml', `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}" uniqueCount="${strings.length}">${strings.map((value) => `<si><t>${escapeXml(value)}</t></si>`).join('')}</sst>`);
    overrides.push('<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>');
  }
  zip.file('xl/_rels/workbook.xml.rels', rels(workbookRels));
  zip.file('_rels/.rels', rels([['rId1', 'officeDocument', 'xl/workbook.xml']]));
  zip.file('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides.join('')}</Types>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('the template round-trips through other spreadsheet programs', () => {
  /** The template as the server sends it, read back: its headers and the company it names on its other sheet. */
  async function downloadedTemplate(company: number) {
    const response = await t.call('admin', 'GET', `/backend/api/company/${company}/download/template`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [travellers, about] = workbook.worksheets;
    const texts = (row: ExcelJS.Row) => Array.from({ length: row.cellCount }, (_, index) => row.getCell(index + 1).text);
    return { headers: texts(travellers.getRow(1)), about: { name: about.name, row: texts(about.getRow(1)) }, note: String(travellers.getCell('A1').note) };
  }

  it('imports the template saved again by openpyxl, which exceljs itself cannot read', async () => {
    const template = await downloadedTemplate(acme);
    expect(template.headers).toEqual(HEADERS);
    const name = `Resaved${unique()}`;
    const data = await foreignXlsx([
      { name: 'Voyageurs', rows: [template.headers, [name, 'Inès', `ines.${name}@acme-demo.fr`, '+33 6 10 20 30 40'], [name, 'Hugo & Léa', '', '']], note: template.note },
      { name: template.about.name, rows: [template.about.row] },
    ]);
    // The crash this file caused: exceljs looks the comments up under its own part names (exceljs issue 2797).
    await expect(new ExcelJS.Workbook().xlsx.load(data as unknown as ArrayBuffer)).rejects.toThrow(/comments/);

    const response = await upload('manager', acme, { name: 'travellers-template.xlsx', data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 2, skipped: 0, errors: [] });
    expect(await travellersOf(acme, name).orderBy('first_name')).toMatchObject([
      { first_name: 'Hugo & Léa', email: null, mobile_phone: null },
      { first_name: 'Inès', email: `ines.${name}@acme-demo.fr`, mobile_phone: '+33 6 10 20 30 40' },
    ]);
  });

  it('still knows which company such a file was made for (1004)', async () => {
    const template = await downloadedTemplate(globex);
    const name = `Foreign${unique()}`;
    const data = await foreignXlsx([
      { name: 'Voyageurs', rows: [template.headers, [name, 'Ana']], note: template.note },
      { name: template.about.name, rows: [template.about.row] },
    ]);
    const refused = await upload('admin', acme, { name: 'voyageurs.xlsx', data });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 1004]);
    expect(await travellersOf(acme, name)).toHaveLength(0);
  });

  it('imports a workbook with inline strings and prefixed elements, lines numbered as the sheet numbers them', async () => {
    const name = `Inline${unique()}`;
    const data = await foreignXlsx([{ name: 'Feuil1', rows: [HEADERS, [name, 'Rose'], ['', ''], ['', 'Sans nom']] }], { inline: true });
    const response = await upload('admin', acme, { name: 'export.xlsx', data });
    expect(response.json()).toEqual({ imported: 1, skipped: 0, errors: [{ row: 4, code: 1007 }] });
    expect(await travellersOf(acme, name)).toHaveLength(1);
  });

  it('imports the template’s headers as csv, comma or semicolon separated, with or without a byte-order mark', async () => {
    const template = await downloadedTemplate(acme);
    for (const [separator, bom] of [[',', '\uFEFF'], [';', '\uFEFF'], [';', ''], [',', '']]) {
      const name = `Csv${unique()}`;
      const csv = `${bom}${template.headers.join(separator)}\r\n${[name, 'Noé', `noe.${name}@acme-demo.fr`, '06 00 00 00 01'].join(separator)}\r\n`;
      const response = await upload('manager', acme, { name: 'voyageurs.csv', data: csv });
      expect(response.json(), JSON.stringify({ separator, bom })).toEqual({ imported: 1, skipped: 0, errors: [] });
      expect(await travellersOf(acme, name)).toMatchObject([{ first_name: 'Noé', email: `noe.${name}@acme-demo.fr` }]);
    }
  });

  it('still refuses what is not a workbook of the template (1001, 1002)', async () => {
    const zip = async (files: Record<string, string>) => {
      const archive = new JSZip();
      for (const [path, text] of Object.entries(files)) archive.file(path, text);
      return archive.generateAsync({ type: 'nodebuffer' });
    };
    const docx = await zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<document/>' });
    const broken = await zip({ 'xl/workbook.xml': `<workbook xmlns="${NS}"><sheets><sheet name="A" sheetId="1"` });
    for (const data of [docx, broken, Buffer.from('PK\u0003\u0004 not really a zip')]) {
      const response = await upload('admin', acme, { name: 'travellers.xlsx', data });
      expect([response.statusCode, response.json().code]).toEqual([400, 1001]);
    }
    const otherHeaders = await foreignXlsx([{ name: 'Voyageurs', rows: [['Nom', 'Prénom', 'Email', 'Téléphone mobile', 'Service']] }]);
    const refused = await upload('admin', acme, { name: 'travellers.xlsx', data: otherHeaders });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 1002]);
  });
});
