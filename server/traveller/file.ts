import ExcelJS from 'exceljs';
import { ErrorCode } from '../../entities/errors.ts';
import { ApiError } from '../errors.ts';
import { NotAWorkbook, readWorkbook, type Sheet } from './workbook.ts';

/** The formats the import reads; the server lists them to the browsers, so their dialogs never disagree with it. */
export const IMPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The template's header row; a star marks a required column. The import compares a file's first row to it. */
export const TEMPLATE_HEADERS = ['Nom*', 'Prénom*', 'Email', 'Téléphone mobile'] as const;

/** One line of a file: its line number in the file (the header is line 1) and its cells, in template order. */
export interface FileRow {
  line: number;
  cells: string[];
}

const formatError = () => new ApiError(400, ErrorCode.IMPORT_FORMAT, 'file format not accepted');

/** An xlsx file is a zip archive: its first bytes are a local file header. */
const isZip = (data: Buffer) => data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/**
 * The format of an uploaded file, from its name and its content together: a renamed spreadsheet or a binary called
 * .csv is refused, so the parser never has to make sense of bytes of another kind.
 */
export function formatOf(filename: string, data: Buffer): ImportFormat {
  const extension = filename.toLowerCase().split('.').pop();
  if (extension === 'xlsx' && isZip(data)) return 'xlsx';
  if (extension === 'csv' && !isZip(data) && !data.includes(0)) return 'csv';
  throw formatError();
}

/** Compared loosely (spaces, case, Unicode form) so a header retyped by hand still matches the template. */
const normalise = (header: string) => header.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

export function headersMatch(headers: string[]): boolean {
  const given = headers.map(normalise);
  // Empty cells after the last column are what spreadsheet tools leave behind, not extra columns.
  while (given.length > TEMPLATE_HEADERS.length && given[given.length - 1] === '') given.pop();
  return given.length === TEMPLATE_HEADERS.length && TEMPLATE_HEADERS.every((header, index) => normalise(header) === given[index]);
}

/** Splits CSV text into records (RFC 4180 quoting), each with the line it starts on. */
function csvRecords(text: string, separator: string): FileRow[] {
  const records: FileRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

function parseCsv(data: Buffer): FileRow[] {
  let text: string;
  try {
    // Fatal decoding: a file in another encoding would otherwise import mangled names without a word.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw formatError();
  }
  // Spreadsheet tools set to French write semicolons; the header line, which has no quoted commas, tells which.
  const header = text.split(/\r?\n/, 1)[0];
  const separator = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  return csvRecords(text, separator);
}

/** The label of the template's second sheet, before the name of the company the template was made for. */
const COMPANY_LABEL = 'Société';

/** The company a workbook was made for, as the template names it on another sheet; null when no sheet names one. */
function namedCompany(sheets: Sheet[]): string | null {
  for (const sheet of sheets.slice(1)) {
    const first = sheet.rows[0];
    if (first?.line === 1 && normalise(first.cells[0] ?? '') === normalise(COMPANY_LABEL)) return first.cells[1]?.trim() || null;
  }
  return null;
}

/**
 * Any valid xlsx, whichever program saved it last: the cells are read from the sheet XML (./workbook.ts), since
 * exceljs refuses files that other programs write (a template re-saved by openpyxl, for one).
 */
async function parseXlsx(data: Buffer): Promise<{ rows: FileRow[]; company: string | null }> {
  let sheets: Sheet[];
  try {
    sheets = await readWorkbook(data);
  } catch (error) {
    // A zip that is not a workbook (a .docx, a damaged file).
    if (error instanceof NotAWorkbook) throw formatError();
    throw error;
  }
  // The first sheet holds the travellers; the template's other sheet only names the company.
  const [travellers] = sheets;
  if (!travellers) throw formatError();
  const rows = travellers.rows.map(({ line, cells }) => ({
    line,
    cells: Array.from({ length: Math.max(cells.length, TEMPLATE_HEADERS.length) }, (_, column) => cells[column] ?? ''),
  }));
  return { rows, company: namedCompany(sheets) };
}

/**
 * The header row and the data rows of a file, blank rows left out, and the company a workbook made from the template
 * names (a csv names none).
 */
export async function readRows(format: ImportFormat, data: Buffer): Promise<{ headers: string[]; rows: FileRow[]; company: string | null }> {
  const { rows: read, company } = format === 'xlsx' ? await parseXlsx(data) : { rows: parseCsv(data), company: null };
  const [header, ...rows] = read.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  return { headers: header?.cells ?? [], rows, company };
}

/** Whether a file made from one company's template is brought to another company. */
export const namesAnotherCompany = (named: string | null, company: string) => named !== null && normalise(named) !== normalise(company);

/** The template: the header row on the first sheet, the company it was made for on a second one. */
export async function templateWorkbook(companyName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Voyageurs');
  sheet.addRow([...TEMPLATE_HEADERS]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 28;
  });
  sheet.getCell('A1').note = companyName;
  const about = workbook.addWorksheet(COMPANY_LABEL);
  about.addRow([COMPANY_LABEL, companyName]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
