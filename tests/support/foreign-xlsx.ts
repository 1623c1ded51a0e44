import JSZip from 'jszip';

/** XML text with its five special characters escaped. */
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
export const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
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
export async function foreignXlsx(sheets: { name: string; rows: string[][]; note?: string }[], { inline = false } = {}) {
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
    const rows = sheet.rows
      .map((row, line) => {
        const cells = row.map((value, at) => (value === '' ? '' : cell(value, `${column(at)}${line + 1}`))).join('');
        return inline ? `<x:row r="${line + 1}">${cells}</x:row>` : `<row r="${line + 1}">${cells}</row>`;
      })
      .join('');
    const legacy = sheet.note ? '<legacyDrawing r:id="anysvml"/>' : '';
    zip.file(
      `xl/worksheets/sheet${n}.xml`,
      inline
        ? `<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="${NS}" xmlns:r="${REL}"><x:sheetData>${rows}</x:sheetData></x:worksheet>`
        : `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}" xmlns:r="${REL}"><sheetPr><outlinePr summaryBelow="1" summaryRight="1"/></sheetPr><sheetData>${rows}</sheetData>${legacy}</worksheet>`,
    );
    overrides.push(
      `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    );
    if (sheet.note) {
      zip.file(
        `xl/worksheets/_rels/sheet${n}.xml.rels`,
        rels([
          ['comments', 'comments', `/xl/comments/comment${n}.xml`],
          ['anysvml', 'vmlDrawing', `/xl/drawings/commentsDrawing${n}.vml`],
        ]),
      );
      zip.file(
        `xl/comments/comment${n}.xml`,
        `<?xml version="1.0" encoding="UTF-8"?><comments xmlns="${NS}"><authors><author>openpyxl</author></authors><commentList><comment ref="A1" authorId="0"><text><t>${escapeXml(sheet.note)}</t></text></comment></commentList></comments>`,
      );
      zip.file(
        `xl/drawings/commentsDrawing${n}.vml`,
        '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:x="urn:schemas-microsoft-com:office:excel"><v:shape id="_x0000_s1025" type="#_x0000_t202"><x:ClientData ObjectType="Note"><x:Row>0</x:Row><x:Column>0</x:Column></x:ClientData></v:shape></xml>',
      );
      overrides.push(
        `<Override PartName="/xl/comments/comment${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml"/>`,
      );
    }
  });
  zip.file(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><workbookPr/><bookViews><workbookView activeTab="0"/></bookViews><sheets>${sheets.map((sheet, index) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${index + 1}" state="visible" r:id="rId${index + 1}"/>`).join('')}</sheets><calcPr calcId="124519" fullCalcOnLoad="1"/></workbook>`,
  );
  const workbookRels: [string, string, string][] = sheets.map((_, index) => [`rId${index + 1}`, 'worksheet', `/xl/worksheets/sheet${index + 1}.xml`]);
  if (!inline) {
    workbookRels.push([`rId${sheets.length + 1}`, 'sharedStrings', 'sharedStrings.xml']);
    zip.file(
      'xl/sharedStrings.xml',
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}" uniqueCount="${strings.length}">${strings.map((value) => `<si><t>${escapeXml(value)}</t></si>`).join('')}</sst>`,
    );
    overrides.push('<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>');
  }
  zip.file('xl/_rels/workbook.xml.rels', rels(workbookRels));
  zip.file('_rels/.rels', rels([['rId1', 'officeDocument', 'xl/workbook.xml']]));
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides.join('')}</Types>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
