/**
 * `npm run bench:scale`: how cost grows with the data. The bookings list as the back office asks for it (a company's
 * bookings in two statuses, 25 a page with their total and the company's record) and the offer search for a city of
 * 70 hotels, each at 10 connections, on databases of 20,000, 200,000 and 2,000,000 bookings (BENCH_SIZES to choose
 * others), printed side by side with the plan PostgreSQL chose for the page with its total. A page should cost the
 * same at every size: its rows come through an index in their order, its total from an index-only scan.
 * One throwaway embedded cluster; each size is a database of its own, dropped once measured.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { entities } from '../../entities/index.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { seedLarge } from '../../seeds/large.ts';
import { buildApp } from '../../server/app.ts';
import { EntitySql } from '../../server/crud/sql.ts';
import { startEmbedded } from '../../server/db/embedded.ts';
import { connect, withDatabase } from '../../server/db/index.ts';
import { migrate, seedIfEmpty } from '../../server/db/migrate.ts';
import { ensureDatabase } from '../../server/db/provision.ts';
import { parisSearches, seventyHotelsInParis, vacuum } from './database.ts';
import { listPath, load, signIn, type LoadResult } from './load.ts';

const SIZES = (process.env.BENCH_SIZES ?? '20000,200000,2000000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const STATUSES = [60, 90];

interface Plan { node: string; index?: string }
/** The plan's nodes that read a table, outermost first: how the rows are found. */
function scans(plan: { 'Node Type': string; 'Index Name'?: string; Plans?: unknown[] }): Plan[] {
  const own = /Scan/.test(plan['Node Type']) ? [{ node: plan['Node Type'], index: plan['Index Name'] }] : [];
  return [...own, ...((plan.Plans ?? []) as typeof plan[]).flatMap(scans)];
}
const planText = (plan: Plan[]) => plan.map(({ node, index }) => (index ? `${node} (${index})` : node)).join(' + ');

const dataDir = path.resolve('.tmp', 'bench-scale-pg');
await rm(dataDir, { recursive: true, force: true });
const cluster = await startEmbedded({ dataDir, ephemeral: true });
const rows: { size: number; seeded: number; list: LoadResult; offers: LoadResult; page: string }[] = [];
try {
  for (const size of SIZES) {
    const name = `scale_${size}`;
    await ensureDatabase(cluster.url, name);
    const db = connect(withDatabase(cluster.url, name));
    try {
      await migrate(db.knex);
      await seedIfEmpty(db.knex);
      const started = performance.now();
      await seedLarge(db.knex, { bookings: size, travellers: Math.min(20_000, Math.ceil(size / 10)) });
      const seeded = (performance.now() - started) / 1000;
      for (const table of ['booking', 'booking_history', 'traveller', 'company']) await vacuum(db.knex, table);
      await db.knex.raw('CHECKPOINT');
      await seventyHotelsInParis(db.knex);
      const { id: company } = await db.knex('company').where({ name: 'Acme Industries' }).first('id');

      // The plan of the page with its total, as the CRUD engine writes it.
      const sqls = new Map(entities.map((entity) => [entity.name, new EntitySql(entity)]));
      const { page, values } = sqls.get('booking')!.list({
        filter: { company, status: STATUSES }, sort: { field: 'arrival_date', order: 'DESC' }, offset: 0, limit: 25,
        prefetch: [{ field: 'company', target: sqls.get('company')! }],
      });
      const explain = async (text: string, values: unknown[]) =>
        planText(scans((await db.pool.query(`EXPLAIN (FORMAT JSON) ${text}`, values)).rows[0]['QUERY PLAN'][0].Plan));

      const app = await buildApp({ db, jwtSecret: 'bench-secret-bench-secret-bench-secret' });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const admin = await signIn(url, 'admin@agence-demo.fr', DEMO_PASSWORD);
        const booker = await signIn(url, 'user@initech-demo.fr', DEMO_PASSWORD);
        const bookings = listPath('bookings', { company, status: STATUSES }, ['arrival_date', 'DESC'], ['company']);
        rows.push({
          size,
          seeded,
          list: await load({ url, paths: [bookings], connections: 10, duration: DURATION, headers: admin }),
          offers: await load({ url, paths: parisSearches(), connections: 10, duration: DURATION, headers: booker }),
          page: await explain(page.text, values),
        });
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
    }
    const admin = connect(withDatabase(cluster.url, 'postgres'));
    await admin.knex.raw('DROP DATABASE ??', [name]).finally(() => admin.close());
  }

  console.log(`\nhow cost grows: ${DURATION} s per measure at 10 connections, on loopback\n`);
  console.log('bookings    seeded in   bookings list req/s  p99         offer search req/s  p95');
  for (const row of rows) {
    console.log(`${row.size.toLocaleString('en').padStart(9)}  ${`${row.seeded.toFixed(0)} s`.padStart(10)}  ${row.list.perSecond.toFixed(0).padStart(19)}  ${`${row.list.p99} ms`.padEnd(10)}  ${row.offers.perSecond.toFixed(0).padStart(17)}  ${row.offers.p95} ms`);
  }
  console.log('\nplans of the bookings list');
  for (const row of rows) console.log(`${row.size.toLocaleString('en').padStart(9)}  page and total: ${row.page}`);
  const [smallest, largest] = [rows[0], rows[rows.length - 1]];
  if (smallest && largest && largest !== smallest) {
    console.log(`\nthe bookings list at ${largest.size.toLocaleString('en')} bookings answers ${(largest.list.perSecond / smallest.list.perSecond).toFixed(2)} of its rate at ${smallest.size.toLocaleString('en')}` +
      ` (target: the same cost, 0.90 or more); the offer search ${(largest.offers.perSecond / smallest.offers.perSecond).toFixed(2)}`);
  }
} finally {
  await cluster.stop();
  await rm(dataDir, { recursive: true, force: true });
}
