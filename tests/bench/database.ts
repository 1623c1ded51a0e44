import type { Knex } from 'knex';
import { day } from '../support/days.ts';

/** A production table is kept all-visible by autovacuum, so totals come from index-only scans; do the same here. */
export async function vacuum(knex: Knex, table: string) {
  for (let pass = 0; pass < 5; pass++) {
    await knex.raw('VACUUM ANALYZE ??', [table]);
    const { relallvisible, relpages } = await knex('pg_class').where({ relname: table }).first('relallvisible', 'relpages');
    if (relallvisible >= relpages) return;
  }
}

/** A city of 70 hotels for the offer search: the demo's 30 in Paris and 40 more. Answers how many Paris has. */
export async function seventyHotelsInParis(knex: Knex): Promise<number> {
  await knex.raw(`
    INSERT INTO hotel (ref, name, category, address1, post_code, city, country, geo_lat, geo_lng, phone_number, email)
    SELECT 'BENCH-' || n, h.name || ' ' || n, h.category, h.address1, h.post_code, h.city, h.country, h.geo_lat + n * 0.0004, h.geo_lng, h.phone_number, h.email
      FROM generate_series(1, 40) n, LATERAL (SELECT * FROM hotel WHERE city = 'Paris' ORDER BY id OFFSET (n % 30) LIMIT 1) h`);
  return Number((await knex('hotel').where({ city: 'Paris' }).count<{ count: string }[]>({ count: '*' }))[0].count);
}

/** Twenty different two-night stays in Paris, so that no answer is served from what the previous one computed. */
export function parisSearches() {
  return Array.from({ length: 20 }, (_, index) => ({
    method: 'POST',
    path: '/backend/api/hrs/hotels/offers',
    body: { destination: { city: 'Paris' }, startDate: day(30 + index), endDate: day(32 + index), single: 1, double: 0 },
  }));
}
