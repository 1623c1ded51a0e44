import { countBound } from '../../entities/listCount.ts';
import type { ListQuery } from './sql.ts';

type Row = Record<string, unknown>;

/** A page of a list: its rows, where it starts, the total (`*` past the rows a list counts), and prefetched records. */
export interface Page {
  rows: Row[];
  offset: number;
  total: number | '*';
  /** With prefetched references: the records they name, by entity name, each once. */
  prefetched?: Map<string, Row[]>;
}

/** Whether a query fetches records by their ids alone (react-admin's getMany): they all fit in one page, uncounted. */
export function byIdsOnly(query: ListQuery): boolean {
  const ids = query.filter.id;
  return Array.isArray(ids) && Object.keys(query.filter).length === 1 && query.offset === 0 && ids.length <= query.limit;
}

/**
 * The page of a query's rows: counted by the rows themselves when fetched by ids, else by the total each row carries
 * (`__total`, one row of nulls beside it when the range is past the last row). The total and the prefetched records
 * are taken out of the rows.
 */
export function pageOf(query: ListQuery, rows: Row[], idsOnly: boolean): Page {
  const totalCount = idsOnly ? rows.length : (rows[0].__total as number);
  const data = idsOnly || rows[0].id !== null ? rows : [];
  // Set undefined rather than deleted, which would turn every row into a slower dictionary for the serialisers; neither
  // they nor a comparison of records sees an undefined property.
  for (const row of data) row.__total = undefined;
  // Past the rows a list counts, the total is unknown: `*`, as HTTP writes a length it does not know.
  const total = totalCount > countBound(query.offset, query.limit) ? '*' : totalCount;
  if (!query.prefetch?.length) return { rows: data, offset: query.offset, total };
  const prefetched = new Map<string, Map<number, Row>>();
  query.prefetch.forEach(({ target }, i) => {
    const records = prefetched.get(target.entity.name) ?? new Map<number, Row>();
    prefetched.set(target.entity.name, records);
    for (const row of data) {
      const referenced = row[`__prefetch_${i}`] as Row | null;
      if (referenced) records.set(referenced.id as number, referenced);
      row[`__prefetch_${i}`] = undefined;
    }
  });
  return { rows: data, offset: query.offset, total, prefetched: new Map([...prefetched].map(([name, records]) => [name, [...records.values()]])) };
}

/** The page's Content-Range header: `<path> <first>-<last>/<total>`, with a star for the range when it has no row. */
export function contentRange(path: string, page: Page): string {
  const last = page.offset + page.rows.length - 1;
  return `${path} ${page.rows.length ? `${page.offset}-${last}` : '*'}/${page.total}`;
}
