/**
 * `npm run bench`: the generated list endpoints against hand-written routes doing the same work, on 200,000 mail-log
 * rows and 200,000 bookings, at 10 and 50 connections on loopback, for a bounded time each. Prints requests/s, the
 * worse p99 of two measures, the ratio generated / hand-written, and the endpoint's share of the database's own
 * ceiling for its statements (tests/bench/ceiling-worker.ts); then live offer searches for a city of 70 hotels,
 * and booking creation with every confirmation sent twice (none lost, none doubled); then the contingents
 * (tests/bench/contingent.ts: concurrent bookings of the same nights, the stock grid over 365 days); last, voucher
 * PDFs (tests/bench/pdf.ts: the first one after the start, then the p95 of sequential renders once warm). The
 * embedded cluster is thrown away at the end.
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { entities } from '../../entities/index.ts';
import { buildApp } from '../../server/app.ts';
import { EntitySql, type ListQuery } from '../../server/crud/sql.ts';
import { startEmbedded } from '../../server/db/embedded.ts';
import { connect, withDatabase } from '../../server/db/index.ts';
import { migrate, seedIfEmpty } from '../../server/db/migrate.ts';
import { ensureDatabase } from '../../server/db/provision.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { seedLarge } from '../../seeds/large.ts';
import { SimulatedOffers } from '../../server/offers/simulator.ts';
import { benchContingent } from './contingent.ts';
import { handWrittenServer } from './handwritten.ts';
import { benchVoucher } from './pdf.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const run = promisify(execFile);

const dataDir = path.resolve('.tmp', 'bench-pg');
await rm(dataDir, { recursive: true, force: true });
const cluster = await startEmbedded({ dataDir, ephemeral: true });
await ensureDatabase(cluster.url, 'bench');
const url = withDatabase(cluster.url, 'bench');
/** The server's pool of connections for the CRUD engine. */
const POOL_SIZE = 10;
const db = connect(url, { poolSize: POOL_SIZE });

/** A production table is kept all-visible by autovacuum, so totals come from index-only scans; do the same here. */
async function vacuum(table: string) {
  for (let pass = 0; pass < 5; pass++) {
    await db.knex.raw('VACUUM ANALYZE ??', [table]);
    const { relallvisible, relpages } = await db.knex('pg_class').where({ relname: table }).first('relallvisible', 'relpages');
    if (relallvisible >= relpages) return;
  }
}

try {
  await migrate(db.knex);
  await seedIfEmpty(db.knex);
  console.log(`filling the mail log with ${ROWS} rows and adding ${ROWS} bookings…`);
  await db.knex.raw(`
    INSERT INTO maillog (send_at, mail_rcpt, subject, template, body, company_id)
    SELECT now() - (n || ' minutes')::interval, 'traveller' || n || '@example.test', 'Votre réservation BK' || n || ' est confirmée',
           'booking.confirmed', '<p>Votre réservation BK' || n || ' est confirmée.</p>', c.ids[1 + n % array_length(c.ids, 1)]
    FROM generate_series(1, ?) n, (SELECT array_agg(id ORDER BY id) AS ids FROM company) c`, [ROWS]);
  await seedLarge(db.knex, { bookings: ROWS });
  for (const table of ['maillog', 'booking', 'booking_history', 'traveller', 'company']) await vacuum(table);
  // Start from a quiet server: no checkpoint of the bulk load in the middle of a measure.
  await db.knex.raw('CHECKPOINT');
  const { id: company } = await db.knex('company').where({ name: 'Acme Industries' }).first('id');
  const statuses = [60, 90];

  const app = await buildApp({ db, jwtSecret: 'bench-secret-bench-secret-bench-secret' });
  const generated = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${generated}/backend/auth`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@agence-demo.fr', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  const plain = handWrittenServer(pool);
  const handWritten = await plain.listen({ port: 0, host: '127.0.0.1' });

  const listPath = (resource: string, filter: object, sort: [string, string], prefetch?: string[]) =>
    `/backend/api/${resource}?${new URLSearchParams({
      filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: '[0,24]', ...(prefetch && { prefetch: JSON.stringify(prefetch) }),
    })}`;
  const maillogPath = listPath('mail-logs', { company }, ['send_at', 'DESC']);
  // The back office asks for the companies of the page along with it (react-admin's prefetch).
  const bookingsPath = listPath('bookings', { company, status: statuses }, ['arrival_date', 'DESC'], ['company']);
  const page = (await (await fetch(`${generated}${bookingsPath}`, { headers: auth })).json()) as { data: unknown[]; prefetched: { company: unknown[] } };
  if (page.data.length !== 25 || page.prefetched.company.length !== 1) throw new Error('the bookings list did not answer 25 rows with their company');

  async function load(base: string, paths: string[], connections: number, headers: Record<string, string> = {}) {
    const config = (duration: number) => JSON.stringify({ url: base, connections, duration, headers, paths });
    const worker = ['--import', 'tsx', 'tests/bench/load-worker.ts'];
    await run(process.execPath, [...worker, config(2)]); // warm-up
    const { stdout } = await run(process.execPath, [...worker, config(DURATION)], { maxBuffer: 10 * 1024 * 1024 });
    const result = JSON.parse(stdout) as { requests: number; p99: number; non2xx: number; errors: number };
    if (result.non2xx || result.errors) throw new Error(`${base}${paths[0]}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    // A unit of work may take several requests (the list, then the references it needs).
    return { perSecond: result.requests / paths.length, p99: result.p99 };
  }

  /** The two statements the generated endpoint sends for a page (the page, its total), as the CRUD engine writes them. */
  const sqls = new Map(entities.map((entity) => [entity.name, new EntitySql(entity)]));
  const statementsOf = (entity: string, query: ListQuery) => {
    const { list, count, listValues, countValues } = sqls.get(entity)!.list(query);
    return [{ ...list, values: listValues }, { ...count, values: countValues }];
  };
  const firstPage = { offset: 0, limit: 25 };
  const scenarios = [
    {
      name: 'mail log, one company', generated: [maillogPath], handWritten: [`/maillog?company=${company}`],
      statements: statementsOf('maillog', { ...firstPage, filter: { company }, sort: { field: 'send_at', order: 'DESC' } }),
    },
    {
      name: 'bookings with company', generated: [bookingsPath], handWritten: [`/bookings?company=${company}&status=${statuses.join(',')}`],
      statements: statementsOf('booking', {
        ...firstPage, filter: { company, status: statuses }, sort: { field: 'arrival_date', order: 'DESC' },
        prefetch: [{ field: 'company', target: sqls.get('company')! }],
      }),
    },
  ];
  /** Pages per second the database itself answers, through as many connections as the server's pool. */
  async function ceiling(statements: { name: string; text: string; values: unknown[] }[]) {
    const config = JSON.stringify({ url, clients: POOL_SIZE, duration: DURATION, statements });
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tests/bench/ceiling-worker.ts', config]);
    return (JSON.parse(stdout) as { loops: number }).loops;
  }
  console.log(`\n${DURATION} s per measure, on loopback; pages of 25 rows with their total`);
  console.log(`database ceiling: the endpoint's two prepared statements in a loop on ${POOL_SIZE} connections (the server's pool), no HTTP\n`);
  console.log('scenario                  connections   hand-written req/s  p99         generated req/s  p99       ratio   ceiling/s  share');
  for (const scenario of scenarios) {
    const database = await ceiling(scenario.statements);
    for (const connections of [10, 50]) {
      // Measured in the order A B B A, so a slow spell of the machine weighs on both sides alike.
      const hand1 = await load(handWritten, scenario.handWritten, connections);
      const gen1 = await load(generated, scenario.generated, connections, auth);
      const gen2 = await load(generated, scenario.generated, connections, auth);
      const hand2 = await load(handWritten, scenario.handWritten, connections);
      const mean = (a: typeof hand1, b: typeof hand1) => ({ perSecond: (a.perSecond + b.perSecond) / 2, p99: Math.max(a.p99, b.p99) });
      const hand = mean(hand1, hand2);
      const gen = mean(gen1, gen2);
      console.log(
        `${scenario.name.padEnd(26)}${String(connections).padStart(11)}   ${hand.perSecond.toFixed(0).padStart(18)}  ${`${hand.p99} ms`.padEnd(10)}${gen.perSecond.toFixed(0).padStart(13)}  ${`${gen.p99} ms`.padEnd(10)}${(gen.perSecond / hand.perSecond).toFixed(2).padEnd(6)}${database.toFixed(0).padStart(11)}  ${(gen.perSecond / database).toFixed(2)}`,
      );
    }
  }
  console.log('\ntargets: a ratio of 1.0 or more; the mail log at 0.5 or more of the database ceiling');

  // Live offers for a city of 70 hotels: the demo's 30 in Paris and 40 more.
  await db.knex.raw(`
    INSERT INTO hotel (ref, name, category, address1, post_code, city, country, geo_lat, geo_lng, phone_number, email)
    SELECT 'BENCH-' || n, h.name || ' ' || n, h.category, h.address1, h.post_code, h.city, h.country, h.geo_lat + n * 0.0004, h.geo_lng, h.phone_number, h.email
      FROM generate_series(1, 40) n, LATERAL (SELECT * FROM hotel WHERE city = 'Paris' ORDER BY id OFFSET (n % 30) LIMIT 1) h`);
  const parisHotels = Number((await db.knex('hotel').where({ city: 'Paris' }).count<{ count: string }[]>({ count: '*' }))[0].count);
  const booker = await fetch(`${generated}/backend/auth`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'user@initech-demo.fr', password: DEMO_PASSWORD }),
  });
  const bookerAuth = { authorization: `Bearer ${((await booker.json()) as { token: string }).token}` };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // Twenty different stays, so that no answer is served from what the previous one computed.
  const offersPaths = Array.from({ length: 20 }, (_, index) => ({
    method: 'POST', path: '/backend/api/hrs/hotels/offers',
    body: { destination: { city: 'Paris' }, startDate: day(30 + index), endDate: day(32 + index), single: 1, double: 0 },
  }));
  console.log(`\noffer search, ${parisHotels} hotels in Paris, two nights, twenty stays (targets: p95 under 150 ms at 10 connections; at 50, p95 under 250 ms and 250 req/s or more)\n`);
  console.log('connections   req/s     p95     p99');
  for (const connections of [10, 50]) {
    const config = (duration: number) => JSON.stringify({ url: generated, connections, duration, headers: bookerAuth, paths: offersPaths });
    const worker = ['--import', 'tsx', 'tests/bench/load-worker.ts'];
    await run(process.execPath, [...worker, config(2)]);
    const { stdout } = await run(process.execPath, [...worker, config(DURATION)]);
    const result = JSON.parse(stdout) as { requests: number; p95: number; p99: number; non2xx: number; errors: number };
    if (result.non2xx || result.errors) throw new Error(`offer search: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    console.log(`${String(connections).padStart(11)}  ${result.requests.toFixed(0).padStart(6)}  ${`${result.p95} ms`.padStart(6)}  ${`${result.p99} ms`.padStart(6)}`);
  }

  // Booking creation: offers of several stays that the provider will still confirm, each confirmation sent twice.
  const simulator = new SimulatedOffers(db.knex);
  const bookable: { offerKey: string; search: object }[] = [];
  for (let offset = 20; bookable.length < 40 && offset < 60; offset++) {
    const stay = { destination: 'Paris', from: day(offset), to: day(offset + 1), single: 1, double: 0, services: {} };
    const found = await simulator.search({ city: 'Paris', from: stay.from, to: stay.to, single: 1, double: 0, companyId: null, services: { catering: false, parking: false, breakfast: true, internet: true, disabledAccess: false } });
    for (const offer of found.slice(0, 5)) if (await simulator.quote(offer.key)) bookable.push({ offerKey: offer.key, search: stay });
  }
  const { id: travellerId } = await db.knex('traveller as t').join('company as c', 'c.id', 't.company_id').where({ 'c.name': 'Initech Services', 't.enabled': true }).first('t.id');
  const bookingConfig = JSON.stringify({ url: generated, token: bookerAuth.authorization.slice(7), connections: 10, duration: DURATION, offers: bookable, travellerId });
  const { stdout: booked } = await run(process.execPath, ['--import', 'tsx', 'tests/bench/booking-worker.ts', bookingConfig], { maxBuffer: 50 * 1024 * 1024 });
  const creation = JSON.parse(booked) as { confirmed: number; keys: string[]; mismatches: number; failures: number; p50: number; p99: number };
  const stored = await db.knex('booking').whereIn('confirmation_key', creation.keys).select('id');
  const confirmations = await db.knex('booking_history').whereIn('booking_id', stored.map((row) => row.id)).where({ status_from: 0 }).count<{ count: string }[]>({ count: '*' });
  console.log(`\nbooking creation, 10 concurrent bookers, each confirmation sent twice at once (targets: 100 bookings/s or more, p99 under 250 ms)`);
  console.log(`${(creation.confirmed / DURATION).toFixed(1)} bookings/s, confirmation p50 ${creation.p50} ms, p99 ${creation.p99} ms`);
  console.log(`${creation.confirmed} confirmed, ${stored.length} stored, ${Number(confirmations[0].count)} status changes from 0, ${creation.mismatches} differing answers, ${creation.failures} failed calls`);
  if (stored.length !== creation.confirmed || Number(confirmations[0].count) !== creation.confirmed || creation.mismatches) {
    throw new Error('a confirmation was lost or booked twice');
  }

  // Contingents: 200 booking attempts at once on the same nights, and a hotel's stock grid over 365 days.
  await benchContingent({ knex: db.knex, url: generated, seconds: DURATION });

  // Vouchers: rendered by the server's warm Chromium, one after the other.
  await benchVoucher({ knex: db.knex, url: generated });

  await app.close();
  await plain.close();
  await pool.end();
} finally {
  await db.close();
  await cluster.stop();
  await rm(dataDir, { recursive: true, force: true });
}
