/**
 * `npm run bench:scale`: how cost grows with the data. The bookings list as the back office asks for it (a company's
 * bookings in two statuses, 25 a page with their total and the company's record) and the offer search for a city of
 * 70 hotels, each at 10 connections, on databases of 20,000, 200,000 and 2,000,000 bookings (BENCH_SIZES to choose
 * others), printed side by side with the plan PostgreSQL chose for the page with its total and the database's own
 * time per page. A page should cost the same at every size: its rows come through an index in their order, and its
 * total stops counting past the rows a list counts (entities/listCount.ts).
 * One throwaway embedded cluster, each size a database of its own with its own server. The sizes are measured in
 * turn, round after round (BENCH_ROUNDS), and each keeps its best round: a machine that slows down for a while then
 * weighs on every size alike.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { entities } from '../../entities/index.ts';
import { COUNTED_ROWS } from '../../entities/listCount.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { seedLarge } from '../../seeds/large.ts';
import { buildApp } from '../../server/app.ts';
import { EntitySql } from '../../server/crud/sql.ts';
import { startEmbedded } from '../../server/db/embedded.ts';
import { connect, withDatabase, type Database } from '../../server/db/index.ts';
import { migrate, seedIfEmpty } from '../../server/db/migrate.ts';
import { ensureDatabase } from '../../server/db/provision.ts';
import { parisSearches, seventyHotelsInParis, vacuum } from './database.ts';
import { listPath, load, signIn, type LoadResult } from './load.ts';
import { BENCH_SECRET } from './rates.ts';

const SIZES = (process.env.BENCH_SIZES ?? '20000,200000,2000000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STATUSES = [60, 90];
/** Pages the database answers in a row, on one connection, for its own time per page. */
const LOOPED_PAGES = 2000;

interface Plan {
  node: string;
  index?: string;
}
/** The plan's nodes that read a table, outermost first: how the rows are found. */
function scans(plan: { 'Node Type': string; 'Index Name'?: string; Plans?: unknown[] }): Plan[] {
  const own = /Scan/.test(plan['Node Type']) ? [{ node: plan['Node Type'], index: plan['Index Name'] }] : [];
  return [...own, ...((plan.Plans ?? []) as (typeof plan)[]).flatMap(scans)];
}
const planText = (plan: Plan[]) => plan.map(({ node, index }) => (index ? `${node} (${index})` : node)).join(' + ');

interface Size {
  size: number;
  seeded: number;
  db: Database;
  app: FastifyInstance;
  url: string;
  admin: Record<string, string>;
  booker: Record<string, string>;
  bookings: string;
  page: { name: string; text: string; values: unknown[] };
  plan: string;
  matching: number;
  list?: LoadResult;
  offers?: LoadResult;
  microseconds?: number;
}

/** A database of `size` bookings, vacuumed, with the seventy Paris hotels, and a server on it. */
async function prepare(url: string, size: number): Promise<Size> {
  const name = `scale_${size}`;
  await ensureDatabase(url, name);
  const db = connect(withDatabase(url, name));
  await migrate(db.knex);
  await seedIfEmpty(db.knex);
  const started = performance.now();
  await seedLarge(db.knex, { bookings: size, travellers: Math.min(20_000, Math.ceil(size / 10)) });
  const seeded = (performance.now() - started) / 1000;
  for (const table of ['booking', 'booking_history', 'traveller', 'company']) await vacuum(db.knex, table);
  await db.knex.raw('CHECKPOINT');
  await seventyHotelsInParis(db.knex);
  const { id: company } = await db.knex('company').where({ name: 'Acme Industries' }).first('id');
  const { count: matching } = (await db.knex('booking').where({ company_id: company }).whereIn('status', STATUSES).count({ count: '*' }).first()) as {
    count: string;
  };

  // The page with its total, as the CRUD engine writes it, and its plan.
  const sqls = new Map(entities.map((entity) => [entity.name, new EntitySql(entity)]));
  const { page, values } = sqls.get('booking')!.list({
    filter: { company, status: STATUSES },
    sort: { field: 'arrival_date', order: 'DESC' },
    offset: 0,
    limit: 25,
    prefetch: [{ field: 'company', target: sqls.get('company')! }],
  });
  const plan = planText(scans((await db.pool.query(`EXPLAIN (FORMAT JSON) ${page.text}`, values)).rows[0]['QUERY PLAN'][0].Plan));

  const app = await buildApp({ db, jwtSecret: BENCH_SECRET });
  const served = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    size,
    seeded,
    db,
    app,
    url: served,
    plan,
    matching: Number(matching),
    page: { ...page, values },
    admin: await signIn(served, 'admin@agence-demo.fr', DEMO_PASSWORD),
    booker: await signIn(served, 'user@initech-demo.fr', DEMO_PASSWORD),
    bookings: listPath('bookings', { company, status: STATUSES }, ['arrival_date', 'DESC'], ['company']),
  };
}

/** The database's own time per page in microseconds: the prepared page looped on one connection, after a warm-up. */
async function pageTime({ db, page }: Size): Promise<number> {
  const client = await db.pool.connect();
  try {
    for (let i = 0; i < 200; i++) await client.query(page);
    const started = performance.now();
    for (let i = 0; i < LOOPED_PAGES; i++) await client.query(page);
    return ((performance.now() - started) / LOOPED_PAGES) * 1000;
  } finally {
    client.release();
  }
}

const better = (kept: LoadResult | undefined, measured: LoadResult) => (!kept || measured.perSecond > kept.perSecond ? measured : kept);

const dataDir = path.resolve('.tmp', 'bench-scale-pg');
await rm(dataDir, { recursive: true, force: true });
const cluster = await startEmbedded({ dataDir, ephemeral: true });
const sizes: Size[] = [];
try {
  for (const size of SIZES) sizes.push(await prepare(cluster.url, size));
  for (let round = 0; round < ROUNDS; round++) {
    for (const entry of sizes) {
      entry.list = better(entry.list, await load({ url: entry.url, paths: [entry.bookings], connections: 10, duration: DURATION, headers: entry.admin }));
      entry.offers = better(entry.offers, await load({ url: entry.url, paths: parisSearches(), connections: 10, duration: DURATION, headers: entry.booker }));
      entry.microseconds = Math.min(entry.microseconds ?? Infinity, await pageTime(entry));
    }
  }

  console.log(`\nhow cost grows: the best of ${ROUNDS} rounds of ${DURATION} s per measure at 10 connections, on loopback;`);
  console.log(`the database's time per page: ${LOOPED_PAGES} pages in a row on one connection, the best round\n`);
  console.log('bookings    seeded in  matching  counted  list req/s  p99       database per page  offer search req/s  p95');
  for (const { size, seeded, matching, list, offers, microseconds } of sizes) {
    console.log(
      `${size.toLocaleString('en').padStart(9)}  ${`${seeded.toFixed(0)} s`.padStart(9)}  ${matching.toLocaleString('en').padStart(8)}  ${Math.min(
        matching,
        COUNTED_ROWS + 1,
      )
        .toLocaleString('en')
        .padStart(7)}` +
        `  ${list!.perSecond.toFixed(0).padStart(10)}  ${`${list!.p99} ms`.padEnd(8)}  ${`${microseconds!.toFixed(0)} µs`.padStart(17)}  ${offers!.perSecond.toFixed(0).padStart(18)}  ${offers!.p95} ms`,
    );
  }
  console.log('\nplans of the bookings list');
  for (const { size, plan } of sizes) console.log(`${size.toLocaleString('en').padStart(9)}  page and total: ${plan}`);
  const [smallest, largest] = [sizes[0], sizes[sizes.length - 1]];
  if (smallest && largest && largest !== smallest) {
    console.log(
      `\nthe bookings list at ${largest.size.toLocaleString('en')} bookings answers ${(largest.list!.perSecond / smallest.list!.perSecond).toFixed(2)} of its rate at ${smallest.size.toLocaleString('en')}` +
        ` (target: the same cost, 0.90 or more), its page costs the database ${(largest.microseconds! / smallest.microseconds!).toFixed(2)} times as much;` +
        ` the offer search ${(largest.offers!.perSecond / smallest.offers!.perSecond).toFixed(2)}`,
    );
  }
} finally {
  for (const { app, db } of sizes) {
    await app.close();
    await db.close();
  }
  await cluster.stop();
  await rm(dataDir, { recursive: true, force: true });
}
