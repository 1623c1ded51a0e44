import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { NotAWorkbook, readWorkbook } from '../../server/traveller/workbook.ts';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (items: [string, string, string][]) =>
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`).join('')}</Relationships>`;

/** A workbook whose main part is not at xl/workbook.xml, found only through the package's relationships. */
async function workbook(sheetData: string, strings = '') {
  const zip = new JSZip();
  zip.file('_rels/.rels', rels([['r1', 'officeDocument', '/book/main.xml']]));
  zip.file('book/main.xml', `<workbook xmlns="${NS}" xmlns:rel="${REL}"><sheets><sheet name="Données" sheetId="7" rel:id="s"/></sheets></workbook>`);
  zip.file(
    'book/_rels/main.xml.rels',
    rels([
      ['s', 'worksheet', 'sheets/data.xml'],
      ['t', 'sharedStrings', '../shared/strings.xml'],
    ]),
  );
  zip.file('book/sheets/data.xml', `<worksheet xmlns="${NS}"><sheetData>${sheetData}</sheetData></worksheet>`);
  zip.file('shared/strings.xml', `<sst xmlns="${NS}">${strings}</sst>`);
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('the workbook reader follows the package, whatever program wrote it', () => {
  it('finds the parts by their relationships and reads each kind of cell as the text it shows', async () => {
    const data = await workbook(
      '<row r="2"><c r="B2" t="s"><v>0</v></c><c t="s"><v>1</v></c><c r="E2"><v>6.12345678E8</v></c><c r="F2" t="b"><v>1</v></c><c r="G2" t="str"><f>A1</f><v>=x</v></c></row>' +
        '<row r="5"><c r="XFD5"><v>1</v></c></row><row><c r="A6" t="inlineStr"><is><r><t>Ma</t></r><r><t xml:space="preserve">rie </t></r></is></c></row>',
      '<si><r><t>Jean-</t></r><r><rPr><b/></rPr><t>Paul</t></r><rPh><t>ジャン</t></rPh></si><si><t>Dupont &amp; fils</t></si>',
    );
    const [sheet, ...others] = await readWorkbook(data);
    expect(others).toEqual([]);
    expect(sheet.name).toBe('Données');
    // Row 5 holds only a cell past the columns read; the row without a number follows the previous one.
    expect(sheet.rows).toEqual([
      { line: 2, cells: ['', 'Jean-Paul', 'Dupont & fils', '', '612345678', 'TRUE', '=x'] },
      { line: 6, cells: ['Marie '] },
    ]);
  });

  it('refuses what is no workbook, and XML beyond its budget', async () => {
    const big = await workbook(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(5000)}</t></is></c></row>`);
    await expect(readWorkbook(big, { maxXmlChars: 2000 })).rejects.toBeInstanceOf(NotAWorkbook);
    expect((await readWorkbook(big, { maxXmlChars: 10_000 }))[0].rows[0].cells[0]).toHaveLength(5000);
    await expect(readWorkbook(Buffer.from('not a zip'))).rejects.toBeInstanceOf(NotAWorkbook);
    await expect(readWorkbook(await workbook('<row><c><v>1</v></row>'))).rejects.toBeInstanceOf(NotAWorkbook);
    const empty = new JSZip();
    empty.file('word/document.xml', '<document/>');
    await expect(readWorkbook(await empty.generateAsync({ type: 'nodebuffer' }))).rejects.toBeInstanceOf(NotAWorkbook);
  });
});
