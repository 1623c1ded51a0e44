/**
 * A generated list counts its rows up to a bound (entities/listCount.ts), so that a page costs the same on millions
 * of rows as on thousands: past it the total of Content-Range is `*`, and the page's rows are still the right ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityNamed } from '../../entities/index.ts';
import { COUNTED_ROWS } from '../../entities/listCount.ts';
import { EntitySql } from '../../server/crud/sql.ts';
import { listQuery, testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
/** Mails of two templates: as many as the list counts, and one more. */
const AT_BOUND = 'count-at-bound';
const PAST_BOUND = 'count-past-bound';
const idsOf: Record<string, number[]> = {};

beforeAll(async () => {
  t = await testApp();
  for (const [template, count] of [
    [AT_BOUND, COUNTED_ROWS],
    [PAST_BOUND, COUNTED_ROWS + 1],
  ] as const) {
    const rows = Array.from({ length: count }, (_, index) => ({
      template,
      mail_rcpt: `count-${index}@example.test`,
      subject: `Mail ${index}`,
      send_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
    }));
    await t.db.knex.batchInsert('maillog', rows, 500);
    // Newest first, as the list sorts them by default.
    idsOf[template] = (
      await t.db
        .knex('maillog')
        .where({ template })
        .orderBy([
          { column: 'send_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .select('id')
    ).map((row) => row.id);
  }
});
afterAll(() => t.close());

const page = (template: string, range: [number, number]) =>
  t.call('admin', 'GET', `/backend/api/mail-logs${listQuery({ filter: { template }, range, sort: ['send_at', 'DESC'] })}`);

describe('the total of a generated list', () => {
  it.each([
    ['as many rows as it counts: the exact total', AT_BOUND, [0, 24], `mail-logs 0-24/${COUNTED_ROWS}`],
    ['one row more: the total is unknown', PAST_BOUND, [0, 24], 'mail-logs 0-24/*'],
    ['the page that ends at the bound', PAST_BOUND, [COUNTED_ROWS - 25, COUNTED_ROWS - 1], `mail-logs ${COUNTED_ROWS - 25}-${COUNTED_ROWS - 1}/*`],
    [
      'a page past the bound counts up to its end: the last page knows the total',
      PAST_BOUND,
      [COUNTED_ROWS, COUNTED_ROWS + 24],
      `mail-logs ${COUNTED_ROWS}-${COUNTED_ROWS}/${COUNTED_ROWS + 1}`,
    ],
    ['a range past the last row', PAST_BOUND, [2 * COUNTED_ROWS, 2 * COUNTED_ROWS + 24], `mail-logs */${COUNTED_ROWS + 1}`],
  ] as const)('%s', async (_, template, range, contentRange) => {
    const response = await page(template, [...range]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe(contentRange);
    expect(response.json().map((row: { id: number }) => row.id)).toEqual(idsOf[template].slice(range[0], range[1] + 1));
  });

  it('reads no more rows to count than one past the bound, however many there are', async () => {
    await t.db.knex.raw('ANALYZE maillog');
    const { page: statement, values } = new EntitySql(entityNamed('maillog')).list({
      filter: {},
      sort: { field: 'send_at', order: 'DESC' },
      offset: 0,
      limit: 25,
    });
    const { rows } = await t.db.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, values);
    type Node = { 'Node Type': string; 'Actual Rows': number; Plans?: Node[] };
    const nodes = (node: Node): Node[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
    const count = nodes(rows[0]['QUERY PLAN'][0].Plan).find((node) => node['Node Type'] === 'Aggregate')!;
    expect(
      Math.max(
        ...nodes(count)
          .slice(1)
          .map((node) => node['Actual Rows']),
      ),
    ).toBe(COUNTED_ROWS + 1);
  });
});
