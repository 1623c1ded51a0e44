/** The travellers template as other spreadsheet programs save it, imported back. */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoRole, fileApp } from '../support/app.ts';
import { foreignXlsx, NS } from '../support/foreign-xlsx.ts';
import { HEADERS, importForm, unique } from '../support/traveller-import.ts';

const t = fileApp();
let acme: number;
let globex: number;
beforeAll(async () => {
  acme = await t.companyId('Acme Industries');
  globex = await t.companyId('Globex Conseil');
});

const upload = (role: DemoRole | null, company: number, file?: { name: string; data: Buffer | string }) => importForm(t, role, company, file);
const travellersOf = (company: number, lastName: string) => t.db.knex('traveller').where({ company_id: company, last_name: lastName });

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
      {
        name: 'Voyageurs',
        rows: [template.headers, [name, 'Inès', `ines.${name}@acme-demo.fr`, '+33 6 10 20 30 40'], [name, 'Hugo & Léa', '', '']],
        note: template.note,
      },
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
    for (const [separator, bom] of [
      [',', '\uFEFF'],
      [';', '\uFEFF'],
      [';', ''],
      [',', ''],
    ]) {
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
