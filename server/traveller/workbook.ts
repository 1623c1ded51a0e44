import { posix } from 'node:path';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';

/**
 * The cells of an xlsx workbook as text, read from its parts by following the package's relationships, as every
 * spreadsheet program writes them. exceljs's reader instead expects the part names exceljs and Excel write: a file
 * saved by openpyxl (comments in xl/comments/comment1.xml, linked by an absolute target) makes it throw while
 * reconciling the comments (exceljs issue 2797), and a workbook whose parts are named otherwise loses its sheets
 * (issue 962). Values only: styles, comments and drawings are not read.
 */

/** A file that is not a readable workbook: not a zip, no workbook part, malformed XML, or more XML than allowed. */
export class NotAWorkbook extends Error {}

export interface SheetRow {
  /** The row's number in the sheet (1 for the first row). */
  line: number;
  /** Its cells by column from A, up to its last cell with a value (within WORKBOOK_MAX_COLUMNS). */
  cells: string[];
}

export interface Sheet {
  name: string;
  rows: SheetRow[];
}

/**
 * Columns read from the left; values further right are not kept, so a cell addressed at column XFD does not turn each
 * row into 16,384 cells. The import's files have four.
 */
export const WORKBOOK_MAX_COLUMNS = 100;

/** The XML the parts of one file may unpack to, in characters: a 2 MB zip can hold gigabytes of repeated text. */
export const WORKBOOK_MAX_XML_CHARS = 64 * 1024 * 1024;

interface Relationship {
  type: string;
  target: string;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
/** The type of a relationship, the same in the transitional and strict schemas: its last path segment. */
const kindOf = (type: string) => type.slice(type.lastIndexOf('/') + 1);

/** Column A is 0; a reference such as `AB12` names column AB. */
function columnOf(reference: string): number | null {
  const letters = /^([A-Za-z]{1,3})\d*$/.exec(reference)?.[1];
  if (!letters) return null;
  return [...letters.toUpperCase()].reduce((column, letter) => column * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

class WorkbookReader {
  private chars = 0;
  private readonly maxChars: number;
  /** Zip entry names by their lower-cased name: part names are case-insensitive (ECMA-376 part 2). */
  private readonly entries: Map<string, string>;

  constructor(
    private readonly zip: JSZip,
    { maxXmlChars = WORKBOOK_MAX_XML_CHARS } = {},
  ) {
    this.maxChars = maxXmlChars;
    this.entries = new Map(Object.keys(zip.files).map((name) => [name.toLowerCase(), name]));
  }

  /** Streams one part's XML through a parser, within the file's budget of characters; false when the part is missing. */
  private async parse(part: string, listen: (parser: SaxesParser) => void): Promise<boolean> {
    const name = this.entries.get(part.toLowerCase());
    const file = name === undefined ? null : this.zip.file(name);
    if (!file) return false;
    const parser = new SaxesParser();
    listen(parser);
    const decoder = new TextDecoder('utf-8');
    await new Promise<void>((resolve, reject) => {
      const stream = file.nodeStream('nodebuffer');
      const fail = (error: unknown) => {
        stream.pause();
        stream.removeAllListeners('data');
        reject(error instanceof NotAWorkbook ? error : new NotAWorkbook(String(error)));
      };
      stream.on('data', (chunk: Buffer) => {
        const text = decoder.decode(chunk, { stream: true });
        this.chars += text.length;
        if (this.chars > this.maxChars) return fail(new NotAWorkbook('too much XML'));
        try {
          parser.write(text);
        } catch (error) {
          fail(error);
        }
      });
      stream.on('error', fail);
      stream.on('end', () => {
        try {
          parser.write(decoder.decode()).close();
          resolve();
        } catch (error) {
          fail(error);
        }
      });
    });
    return true;
  }

  /** The relationships of a part, their targets resolved to part names (relative to the part's folder, or absolute). */
  async relationships(part: string): Promise<Map<string, Relationship>> {
    const folder = posix.dirname(part);
    const relationships = new Map<string, Relationship>();
    await this.parse(posix.join(folder, '_rels', `${posix.basename(part)}.rels`), (parser) => {
      parser.on('opentag', (tag) => {
        if (localName(tag.name) !== 'Relationship' || tag.attributes.TargetMode === 'External') return;
        const { Id: id, Type: type, Target: target } = tag.attributes as Record<string, string | undefined>;
        if (!id || !type || !target) return;
        const resolved = target.startsWith('/') ? posix.normalize(target).slice(1) : posix.normalize(posix.join(folder, target));
        relationships.set(id, { type: kindOf(type), target: resolved });
      });
    });
    return relationships;
  }

  /** The texts of the shared string table, rich text runs joined, phonetic guides left out. */
  async sharedStrings(part: string | undefined): Promise<string[]> {
    const strings: string[] = [];
    if (!part) return strings;
    let current: string | null = null;
    let inText = false;
    let phonetic = 0;
    await this.parse(part, (parser) => {
      parser.on('opentag', (tag) => {
        const name = localName(tag.name);
        if (name === 'si') current = '';
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && !tag.isSelfClosing) inText = phonetic === 0;
      });
      parser.on('text', (text) => {
        if (inText && current !== null) current += text;
      });
      parser.on('closetag', (tag) => {
        const name = localName(tag.name);
        if (name === 'si') {
          strings.push(current ?? '');
          current = null;
        } else if (name === 'rPh') phonetic--;
        else if (name === 't') inText = false;
      });
    });
    return strings;
  }

  /** A sheet's rows with a value, each cell as the text it shows when it holds text, a number or a boolean. */
  async rows(part: string, strings: string[]): Promise<SheetRow[]> {
    const rows: SheetRow[] = [];
    let row: SheetRow | null = null;
    // A row or cell without a reference is the one after the previous row or cell, kept or not.
    let lastLine = 0;
    let nextColumn = 0;
    let cell: { column: number; type: string; value: string; inline: string } | null = null;
    let reading: 'v' | 't' | null = null;
    let phonetic = 0;
    const text = (found: NonNullable<typeof cell>): string => {
      switch (found.type) {
        case 's':
          return strings[Number(found.value)] ?? '';
        case 'inlineStr':
          return found.inline;
        case 'b':
          return found.value === '1' ? 'TRUE' : found.value === '0' ? 'FALSE' : found.value;
        case 'n': {
          // Some writers store 612345678 as 6.12345678E8.
          const number = Number(found.value);
          return found.value.trim() !== '' && Number.isFinite(number) ? String(number) : found.value;
        }
        default:
          // str (a formula's text), e (an error), d (an ISO date): as written.
          return found.value;
      }
    };
    const found = await this.parse(part, (parser) => {
      parser.on('opentag', (tag) => {
        const name = localName(tag.name);
        if (name === 'row') {
          const number = Number(tag.attributes.r);
          lastLine = Number.isInteger(number) && number > 0 ? number : lastLine + 1;
          row = { line: lastLine, cells: [] };
          nextColumn = 0;
        } else if (name === 'c' && row) {
          const reference = tag.attributes.r as string | undefined;
          const column = (reference ? columnOf(reference) : null) ?? nextColumn;
          nextColumn = column + 1;
          cell = { column, type: (tag.attributes.t as string | undefined) ?? 'n', value: '', inline: '' };
        } else if (name === 'rPh') phonetic++;
        else if (cell && !tag.isSelfClosing && (name === 'v' || (name === 't' && phonetic === 0))) reading = name;
      });
      parser.on('text', (value) => {
        if (!cell || !reading) return;
        if (reading === 'v') cell.value += value;
        else cell.inline += value;
      });
      parser.on('closetag', (tag) => {
        const name = localName(tag.name);
        if (name === 'v' || name === 't') reading = null;
        else if (name === 'rPh') phonetic--;
        else if (name === 'c' && row && cell) {
          const value = text(cell);
          if (value !== '' && cell.column < WORKBOOK_MAX_COLUMNS) {
            while (row.cells.length < cell.column) row.cells.push('');
            row.cells[cell.column] = value;
          }
          cell = null;
        } else if (name === 'row' && row) {
          if (row.cells.length > 0) rows.push(row);
          row = null;
        }
      });
    });
    if (!found) throw new NotAWorkbook(`no part ${part}`);
    return rows;
  }

  /** The workbook part the package names as its main document, and its sheets in tab order. */
  async sheets(): Promise<Sheet[]> {
    const root = await this.relationships('');
    const workbook = [...root.values()].find((relationship) => relationship.type === 'officeDocument')?.target ?? 'xl/workbook.xml';
    const declared: { name: string; id: string }[] = [];
    const found = await this.parse(workbook, (parser) => {
      parser.on('opentag', (tag) => {
        if (localName(tag.name) !== 'sheet') return;
        // The relationship id is the sheet's attribute `id` in the relationships namespace, whatever its prefix.
        const id = Object.entries(tag.attributes).find(([key]) => key.includes(':') && localName(key) === 'id')?.[1];
        if (typeof id === 'string') declared.push({ name: String(tag.attributes.name ?? ''), id });
      });
    });
    if (!found) throw new NotAWorkbook('no workbook part');
    const relationships = await this.relationships(workbook);
    const shared = [...relationships.values()].find((relationship) => relationship.type === 'sharedStrings')?.target;
    const strings = await this.sharedStrings(shared);
    const sheets: Sheet[] = [];
    for (const sheet of declared) {
      const relationship = relationships.get(sheet.id);
      // A chart sheet or a macro sheet holds no cells to import.
      if (relationship?.type !== 'worksheet') continue;
      sheets.push({ name: sheet.name, rows: await this.rows(relationship.target, strings) });
    }
    return sheets;
  }
}

/** The worksheets of an xlsx file in tab order, with their rows; NotAWorkbook for anything else. */
export async function readWorkbook(data: Buffer, options: { maxXmlChars?: number } = {}): Promise<Sheet[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data);
  } catch (error) {
    throw new NotAWorkbook(String(error));
  }
  return new WorkbookReader(zip, options).sheets();
}
