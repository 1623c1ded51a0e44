/**
 * `npm run bench`: the generated list endpoints against hand-written routes doing the same work, on 200,000 mail-log
 * rows and 200,000 bookings, at 10 and 50 connections on loopback, for a bounded time each. Prints requests/s, the
 * worse p99 of two measures, the ratio generated / hand-written, and the endpoint's share of the database's own
 * ceiling for its statements (tests/bench/ceiling-worker.ts); then live offer searches for a city of 70 hotels,
 * and booking creation with every confirmation sent twice (none lost, none doubled), each also made in the server's
 * process without HTTP (the HTTP rate's share of it), and bookings on an instance whose SMTP server is fast then slow
 * (tests/bench/mail.ts); then the contingents (tests/bench/contingent.ts: concurrent bookings of the same nights, the
 * stock grid over 365 days, each with its share of the rate without HTTP); last, voucher
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
import { parisSearches, seventyHotelsInParis, vacuum } from './database.ts';
import { handWrittenServer } from './handwritten.ts';
import { BENCH_SECRET, printRates, RATE_HEADER, SHARE_TARGET } from './rates.ts';
import { listPath, load, loadInProcess, signIn } from './load.ts';
import { benchMailQueued, bookingsThroughHttp } from './mail.ts';
import { type BookingLoad, createBookings } from './booking-worker.ts';
import { injectPoster } from './post.ts';
import { benchVoucher } from './pdf.ts';
import { day } from '../support/days.ts';

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

try {
  await migrate(db.knex);
  await seedIfEmpty(db.knex);
  console.log(`filling the mail log with ${ROWS} rows and adding ${ROWS} bookings…`);
  await db.knex.raw(
    `
    INSERT INTO maillog (send_at, state, attempts, sent_at, mail_rcpt, subject, template, body, company_id)
    SELECT now() - (n || ' minutes')::interval, 'sent', 1, now() - (n || ' minutes')::interval, 'traveller' || n || '@example.test', 'Votre réservation BK' || n || ' est confirmée',
           'booking.confirmed', '<p>Votre réservation BK' || n || ' est confirmée.</p>', c.ids[1 + n % array_length(c.ids, 1)]
    FROM generate_series(1, ?) n, (SELECT array_agg(id ORDER BY id) AS ids FROM company) c`,
    [ROWS],
  );
  await seedLarge(db.knex, { bookings: ROWS });
  for (const table of ['maillog', 'booking', 'booking_history', 'traveller', 'company']) await vacuum(db.knex, table);
  // Start from a quiet server: no checkpoint of the bulk load in the middle of a measure.
  await db.knex.raw('CHECKPOINT');
  const { id: company } = await db.knex('company').where({ name: 'Acme Industries' }).first('id');
  const statuses = [60, 90];

  // Its mails stay queued: the instances of the mail measure send them (mail.ts).
  const app = await buildApp({ db, jwtSecret: BENCH_SECRET, work: false });
  const generated = await app.listen({ port: 0, host: '127.0.0.1' });
  const auth = await signIn(generated, 'admin@agence-demo.fr', DEMO_PASSWORD);

  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  const plain = handWrittenServer(pool);
  const handWritten = await plain.listen({ port: 0, host: '127.0.0.1' });

  const maillogPath = listPath('mail-logs', { company }, ['send_at', 'DESC']);
  // The back office asks for the companies of the page along with it (react-admin's prefetch).
  const bookingsPath = listPath('bookings', { company, status: statuses }, ['arrival_date', 'DESC'], ['company']);
  const page = (await (await fetch(`${generated}${bookingsPath}`, { headers: auth })).json()) as { data: unknown[]; prefetched: { company: unknown[] } };
  if (page.data.length !== 25 || page.prefetched.company.length !== 1) throw new Error('the bookings list did not answer 25 rows with their company');

  /** The statement the generated endpoint sends for a page with its total, as the CRUD engine writes it. */
  const sqls = new Map(entities.map((entity) => [entity.name, new EntitySql(entity)]));
  const statementsOf = (entity: string, query: ListQuery) => {
    const { page, values } = sqls.get(entity)!.list(query);
    return [{ ...page, values }];
  };
  const firstPage = { offset: 0, limit: 25 };
  const scenarios = [
    {
      name: 'mail log, one company',
      generated: [maillogPath],
      handWritten: [`/maillog?company=${company}`],
      statements: statementsOf('maillog', { ...firstPage, filter: { company }, sort: { field: 'send_at', order: 'DESC' } }),
    },
    {
      name: 'bookings with company',
      generated: [bookingsPath],
      handWritten: [`/bookings?company=${company}&status=${statuses.join(',')}`],
      statements: statementsOf('booking', {
        ...firstPage,
        filter: { company, status: statuses },
        sort: { field: 'arrival_date', order: 'DESC' },
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
  console.log(`database ceiling: the endpoint's prepared statement in a loop on ${POOL_SIZE} connections (the server's pool), no HTTP\n`);
  console.log('scenario                  connections   hand-written req/s  p99         generated req/s  p99       ratio   ceiling/s  share');
  for (const scenario of scenarios) {
    const database = await ceiling(scenario.statements);
    for (const connections of [10, 50]) {
      // Measured in the order A B B A, so a slow spell of the machine weighs on both sides alike.
      const hand1 = await load({ url: handWritten, paths: scenario.handWritten, connections, duration: DURATION });
      const gen1 = await load({ url: generated, paths: scenario.generated, connections, duration: DURATION, headers: auth });
      const gen2 = await load({ url: generated, paths: scenario.generated, connections, duration: DURATION, headers: auth });
      const hand2 = await load({ url: handWritten, paths: scenario.handWritten, connections, duration: DURATION });
      const mean = (a: typeof hand1, b: typeof hand1) => ({ perSecond: (a.perSecond + b.perSecond) / 2, p99: Math.max(a.p99, b.p99) });
      const hand = mean(hand1, hand2);
      const gen = mean(gen1, gen2);
      console.log(
        `${scenario.name.padEnd(26)}${String(connections).padStart(11)}   ${hand.perSecond.toFixed(0).padStart(18)}  ${`${hand.p99} ms`.padEnd(10)}${gen.perSecond.toFixed(0).padStart(13)}  ${`${gen.p99} ms`.padEnd(10)}${(gen.perSecond / hand.perSecond).toFixed(2).padEnd(6)}${database.toFixed(0).padStart(11)}  ${(gen.perSecond / database).toFixed(2)}`,
      );
    }
  }
  console.log('\ntargets: a ratio of 1.0 or more; the mail log at 0.5 or more of the database ceiling');

  // Live offers for a city of 70 hotels.
  const parisHotels = await seventyHotelsInParis(db.knex);
  const bookerAuth = await signIn(generated, 'user@initech-demo.fr', DEMO_PASSWORD);
  console.log(
    `\noffer search, ${parisHotels} hotels in Paris, two nights, twenty stays (targets: p95 under 150 ms at 10 connections; at 50, p95 under 250 ms and 250 req/s or more; ${SHARE_TARGET} or more of the rate without HTTP)\n`,
  );
  console.log(RATE_HEADER);
  for (const connections of [10, 50]) {
    const request = { paths: parisSearches(), connections, duration: DURATION, headers: bookerAuth };
    printRates(connections, await load({ url: generated, ...request }), await loadInProcess(app, request));
  }

  // Booking creation: offers of several stays that the provider will still confirm, each confirmation sent twice.
  const simulator = new SimulatedOffers(db.knex);
  const bookable: { offerKey: string; search: object }[] = [];
  for (let offset = 20; bookable.length < 40 && offset < 60; offset++) {
    const stay = { destination: 'Paris', from: day(offset), to: day(offset + 1), single: 1, double: 0, services: {} };
    const found = await simulator.search({
      city: 'Paris',
      from: stay.from,
      to: stay.to,
      single: 1,
      double: 0,
      companyId: null,
      services: { catering: false, parking: false, breakfast: true, internet: true, disabledAccess: false },
    });
    for (const offer of found.slice(0, 5)) if (await simulator.quote(offer.key)) bookable.push({ offerKey: offer.key, search: stay });
  }
  const { id: travellerId } = await db
    .knex('traveller as t')
    .join('company as c', 'c.id', 't.company_id')
    .where({ 'c.name': 'Initech Services', 't.enabled': true })
    .first('t.id');
  const bookingLoad: BookingLoad = { connections: 10, duration: DURATION, offers: bookable, travellerId };
  const token = bookerAuth.authorization.slice('Bearer '.length);
  console.log(
    `\nbooking creation, 10 concurrent bookers, each confirmation sent twice at once (targets: 100 bookings/s or more, p99 under 250 ms; ${SHARE_TARGET} or more of the rate without HTTP)`,
  );
  const creation = await bookingsThroughHttp(generated, token, bookingLoad);
  const inProcess = await createBookings(injectPoster(app, bookerAuth), bookingLoad);
  for (const [how, outcome] of [
    ['through HTTP', creation],
    ['in process, without HTTP', inProcess],
  ] as const) {
    const stored = await db.knex('booking').whereIn('confirmation_key', outcome.keys).select('id');
    const confirmations = await db
      .knex('booking_history')
      .whereIn(
        'booking_id',
        stored.map((row) => row.id),
      )
      .where({ status_from: 0 })
      .count<{ count: string }[]>({ count: '*' });
    console.log(
      `${how}: ${(outcome.confirmed / DURATION).toFixed(1)} bookings/s, confirmation p50 ${outcome.p50} ms, p99 ${outcome.p99} ms; ${outcome.confirmed} confirmed, ${stored.length} stored, ` +
        `${Number(confirmations[0].count)} status changes from 0, ${outcome.mismatches} differing answers, ${outcome.failures} failed calls${outcome.failed.length ? `: ${outcome.failed.join('; ')}` : ''}`,
    );
    if (stored.length !== outcome.confirmed || Number(confirmations[0].count) !== outcome.confirmed || outcome.mismatches) {
      throw new Error('a confirmation was lost or booked twice');
    }
  }
  console.log(`share of the rate without HTTP: ${(creation.confirmed / inProcess.confirmed).toFixed(2)}`);

  // Mails are queued with the booking and sent after it: one instance books as fast with its SMTP server slow.
  await benchMailQueued({ db, token, load: bookingLoad });

  // Contingents: 200 booking attempts at once on the same nights, and a hotel's stock grid over 365 days.
  await benchContingent({ app, url: generated, seconds: DURATION });

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
