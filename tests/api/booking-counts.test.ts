/** The counts of the bookings tabs (POST /bookings/nb_bookings_in_progress): as the lists count, filters included. */
import { beforeAll, describe, expect, it } from 'vitest';
import { tabCountQuery } from '../../server/booking/queries/listing.ts';
import { fileApp, type TestApp } from '../support/app.ts';
import { demoParties, insertBooking, type Party } from '../support/bookings.ts';
import { firstPageStatement, type PlanNode, withoutSeqScans } from '../support/query-plans.ts';

const t = fileApp();
let user: Party;
let manager: Party;

beforeAll(async () => {
  ({ user, manager } = await demoParties(t.db.knex));
});

type Role = Parameters<TestApp['call']>[0];

describe('POST /bookings/nb_bookings_in_progress', () => {
  const count = async (role: Role, filters?: Record<string, unknown>) => {
    const response = await t.call(role, 'POST', '/backend/api/bookings/nb_bookings_in_progress', filters === undefined ? {} : { filters });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { count: number; todo: number };
  };
  const total = async (role: Role, tab: string, query = '') => {
    const response = await t.call(role, 'GET', `/backend/api/me/bookings/${tab}?itemsPerPage=1${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { total: number }).total;
  };

  it('counts the "in progress" and "to process" tabs as the lists do, with the same filters', async () => {
    await insertBooking(t.db.knex, user, { status: 55, hotel_name: 'Hôtel Compté' });
    await insertBooking(t.db.knex, user, { status: 60, hotel_name: 'Hôtel Compté' });
    await insertBooking(t.db.knex, user, { status: 0, hotel_name: 'Hôtel Compté' });
    await insertBooking(t.db.knex, user, { status: 90, hotel_name: 'Hôtel Compté' });
    await insertBooking(t.db.knex, manager, { status: 60, hotel_name: 'Hôtel Compté' });

    for (const role of ['user', 'manager', 'accountant'] as Role[]) {
      const all = await count(role);
      expect(all.count, String(role)).toBe(await total(role, 'in_progress'));
      expect(all.todo, String(role)).toBe(await total(role, 'todo'));
    }
    const filtered = await count('user', { hotel: 'compté', type: 'online' });
    expect(filtered).toEqual({ count: 2, todo: 1 });
    expect(filtered.count).toBe(await total('user', 'in_progress', '&hotel=compt%C3%A9&type=online'));
    expect(await count('accountant', { hotel: 'compté' })).toEqual({ count: 4, todo: 0 });
    expect(await count('user', { hotel: 'compté', status: [60] })).toEqual({ count: 1, todo: 0 });
    // The agency has no bookings of its own in these tabs.
    expect(await count('agent')).toEqual({ count: 0, todo: 0 });
  });

  it('refuses bad filters and the callers with no booking lists', async () => {
    expect((await t.call(null, 'POST', '/backend/api/bookings/nb_bookings_in_progress', {})).statusCode).toBe(401);
    expect((await t.call('hotel', 'POST', '/backend/api/bookings/nb_bookings_in_progress', {})).statusCode).toBe(403);
    for (const filters of [{ status: ['x'] }, { from: 'yesterday' }, { unknown: 1 }, 'text']) {
      const response = await t.call('user', 'POST', '/backend/api/bookings/nb_bookings_in_progress', { filters });
      expect(response.statusCode, JSON.stringify(filters)).toBe(400);
    }
  });

  it("counts through the list's own indexes, never the whole booking table", async () => {
    await withoutSeqScans(t, async (explain, client) => {
      const { rows: bookingIndexes } = await client.query(
        `SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'booking'::regclass`,
      );
      const onBooking = new Set(bookingIndexes.map((row: { relname: string }) => row.relname));
      // The scans of the booking table: its own nodes, and the index scans under a bitmap scan (which name no relation).
      const planOf = async ({ sql, bindings }: { sql: string; bindings: readonly unknown[] }) =>
        (await explain(sql, bindings)).filter((node) => node['Relation Name'] === 'booking' || onBooking.has(node['Index Name'] ?? ''));
      for (const role of ['user', 'accountant'] as const) {
        const identity = (await t.call(role, 'GET', '/backend/api/security/ping')).json();
        for (const tab of ['in_progress', 'todo'] as const) {
          const filters = { hotel: 'lyon' };
          const counted = await planOf(tabCountQuery(t.db.knex, identity, tab, filters).toSQL().toNative());
          const listed = await planOf(firstPageStatement(t.db.knex, identity, tab, filters));
          expect(
            counted.filter((node) => node['Node Type'] === 'Seq Scan'),
            `${role} ${tab}`,
          ).toEqual([]);
          const indexes = (plan: PlanNode[]) => new Set(plan.map((node) => node['Index Name']).filter(Boolean));
          // The count narrows the rows as the list does, on the scope's columns (company, booker), without the
          // list's ordering: an index may differ only by what follows its leading column.
          const leading = async (plan: PlanNode[]) => {
            const names = [...indexes(plan)];
            const { rows } = await client.query(
              `SELECT DISTINCT a.attname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
                 JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0] WHERE c.relname = ANY($1)`,
              [names],
            );
            return rows.map((row: { attname: string }) => row.attname).sort();
          };
          expect(await leading(counted), `${role} ${tab}`).toEqual(await leading(listed));
          expect(indexes(counted).size, `${role} ${tab}`).toBeGreaterThan(0);
        }
      }
    });
  });
});
