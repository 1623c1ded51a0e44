import { parseString } from '@fast-csv/parse';

/** The rows of a CSV text as a spreadsheet reads them (quoted cells, doubled quotes, line breaks), its byte order mark left out. */
export function csvRows(text: string, delimiter = ';'): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text.replace(/^\ufeff/, ''), { delimiter })
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}
