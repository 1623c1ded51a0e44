import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { entityNamed } from '../../entities/index.ts';
import type { EntityDescriptor, Field } from '../../entities/kit.ts';
import { formatDate, formatDateTime } from '../../common/format.ts';
import { locale, t } from '../../common/i18n/index.ts';
import { enumKey } from '../format.ts';
import { titleText } from './representation.tsx';

/**
 * The CSV a list exports, for a person who opens it in a spreadsheet: the screen's column titles, references by their
 * titles, values in words, instants on the agency's clock, and no cell a spreadsheet would run (docs/glossary.md,
 * "Export").
 */

/** French spreadsheets split on `;` (the comma writes their decimals); English ones on `,`. */
export const SEPARATOR = locale === 'fr' ? ';' : ',';

/**
 * A text that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first) is written
 * with a leading apostrophe, which spreadsheets take as "this is text": a traveller named `=HYPERLINK(...)` stays a
 * name on the reader's machine.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A cell quoted when it holds the separator, a quote or a line break, its quotes doubled. */
function quoted(cell: string): string {
  return /[";,\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Rows as a CSV document: a UTF-8 byte order mark first, so that a spreadsheet reads its accents as UTF-8. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\ufeff${rows.map((row) => row.map(quoted).join(SEPARATOR)).join('\r\n')}\r\n`;
}

// Numbers as a spreadsheet of the reader's language reads them: no grouping, the language's decimal mark.
const numberFormat = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { useGrouping: false, maximumFractionDigits: 6 });
const moneyFormat = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The titles of referenced records, by entity name and id. */
export type Titles = ReadonlyMap<string, ReadonlyMap<string | number, string>>;

/** One value as the cell of a spreadsheet. */
export function cellOf(entity: EntityDescriptor, name: string, field: Field, value: unknown, titles: Titles): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'integer':
    case 'decimal':
      return numberFormat.format(Number(value));
    case 'currency':
      return moneyFormat.format(Number(value));
    case 'boolean':
      return t(value ? 'admin.export.yes' : 'admin.export.no');
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'enum':
      return t(enumKey(entity.name, name, value as string | number));
    case 'reference':
      return neutralised(titles.get(field.entity)?.get(value as number) ?? String(value));
    case 'references':
      return neutralised((value as (string | number)[]).map((id) => titles.get(field.entity)?.get(id) ?? String(id)).join(', '));
    case 'array':
      return neutralised((value as string[]).map((item) => (field.values ? t(enumKey(entity.name, name, item)) : item)).join(', '));
    case 'richtext':
      return neutralised(
        String(value)
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    default:
      return neutralised(String(value));
  }
}

/** Fields a spreadsheet has no use for: an image's address, a password's mask. */
const EXPORTED = (field: Field) => field.type !== 'image' && field.type !== 'password';

/** The rows of an export: the titles of `columns`, then one row per record. */
export function exportRows(entity: EntityDescriptor, columns: readonly string[], records: readonly RaRecord[], titles: Titles): string[][] {
  const exported = columns.filter((name) => EXPORTED(entity.fields[name]));
  return [
    exported.map((name) => t(`resources.${entity.name}.fields.${name}`)),
    ...records.map((record) => exported.map((name) => cellOf(entity, name, entity.fields[name], record[name], titles))),
  ];
}

/**
 * react-admin's exporter of a list: the records of the list's filters and order, with the titles of the records their
 * reference columns name, downloaded as `<entity>.csv`.
 */
export function csvExporter(entity: EntityDescriptor, columns: readonly string[]): Exporter {
  return async (records, fetchRelatedRecords) => {
    const titles = new Map<string, Map<string | number, string>>();
    for (const name of columns) {
      const field = entity.fields[name];
      if (field.type !== 'reference' && field.type !== 'references') continue;
      const target = entityNamed(field.entity);
      const related = await fetchRelatedRecords(records, name, target.name);
      const known = titles.get(target.name) ?? new Map<string | number, string>();
      for (const [id, record] of Object.entries(related)) known.set(Number.isNaN(Number(id)) ? id : Number(id), titleText(target, record as RaRecord));
      titles.set(target.name, known);
    }
    downloadCSV(csvText(exportRows(entity, columns, records, titles)), entity.path);
  };
}
