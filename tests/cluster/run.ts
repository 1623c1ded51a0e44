/**
 * Two instances of the platform on one PostgreSQL behind HAProxy, with parts that fail (README, "Two instances and
 * failing parts"). Both instances start at the same second on an empty database; the smoke journeys run through the
 * load balancer; then, under bounded booking traffic, the SMTP server stops and comes back, answers slowly,
 * PostgreSQL restarts, one instance is stopped (SIGTERM) and the other killed (SIGKILL), each started again. At the end
 * it counts mails lost, mails for changes that were rolled back, mails sent twice, bookings inconsistent with the
 * allotment, and answers 5xx other than 503, and fails unless each is 0.
 *
 * Needs DATABASE_URL (a server this run may restart: CLUSTER_PG_RESTART is the command that restarts it) and HAProxy
 * (`/usr/sbin/haproxy`, or HAPROXY); the instances serve the apps built in WEB_ROOT (dist/web unless told). Usage:
 * `npm run test:cluster`.
 */
import { execSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { agencyToday } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { freePort } from '../../server/db/embedded.ts';
import { MAIL_TRY_SECONDS } from '../../server/mail/mailer.ts';
import { QUEUE_MAINTENANCE_SECONDS } from '../../server/queue/jobQueue.ts';
import { QUEUE_SCHEMA } from '../../server/queue/schema.ts';
import { connect, withDatabase } from '../../server/db/index.ts';
import { newTransportKey } from '../../server/configuration/cardCipher.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { SmtpSink } from '../support/smtpSink.ts';
import { Instance, LoadBalancer } from './cluster.ts';
import { startTraffic, type Booker } from './traffic.ts';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL is needed: the cluster runs on a PostgreSQL server of its own choosing');
const restartCommand = process.env.CLUSTER_PG_RESTART;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Each step says when it began, to be matched with the time of a failure.
const step = (text: string) => console.log(`::: ${text} (${new Date().toISOString().slice(11, 19)})`);

const folder = path.resolve('.tmp/cluster');
await rm(folder, { recursive: true, force: true });
const name = `booking_cluster_${randomBytes(4).toString('hex')}`;
const admin = connect(serverUrl, { poolSize: 1 });
await admin.knex.raw(`CREATE DATABASE ${name}`);
await admin.close();
const url = withDatabase(serverUrl, name);

const sink = await new SmtpSink(await freePort()).start();
const balancerPort = await freePort();
const env = {
  DATABASE_URL: url,
  SMTP_URL: sink.url,
  PUBLIC_URL: `http://localhost:${balancerPort}`,
  MAIL_RETRY_DELAY_SECONDS: '2',
  WEB_ROOT: path.resolve(process.env.WEB_ROOT ?? 'dist/web'),
  JWT_SECRET: randomBytes(32).toString('hex'),
  CARD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  // The instances share every secret, as a deployment gives them: a token or a card form of one is read by the other.
  CARD_TRANSPORT_KEY: await newTransportKey(),
  // Journeys in the system's Chromium (E2E_CHROMIUM=system) leave the PDFs to the one packed in the npm package.
  ...(process.env.E2E_CHROMIUM === 'system' && !process.env.CHROMIUM_PATH && { CHROMIUM_CANDIDATES: '' }),
};
const instances = [new Instance('a', await freePort(), env, path.join(folder, 'a')), new Instance('b', await freePort(), env, path.join(folder, 'b'))];
const [first, second] = instances;
const balancer = new LoadBalancer(balancerPort, instances, folder);
const db = connect(url, { poolSize: 2 });
const problems: string[] = [];

try {
  step('two instances start at the same second on an empty database');
  await Promise.all(instances.map((instance) => instance.start()));
  await Promise.all(instances.map((instance) => instance.ready()));
  await balancer.start();
  await sleep(1500);

  step('the smoke journeys through the load balancer');
  const journeys = spawnSync('npx', ['playwright', 'test', '--grep', '@smoke'], {
    // With the motion the other journeys go without: ripples, fades and dialogs that grow in. Beside `npm test`, on the
    // same two cores as its API tests, a journey here took three times as long as alone (35 s for a sign-in of 10 s):
    // each wait may last four times its usual length.
    env: {
      ...process.env,
      E2E_EXTERNAL: '1',
      E2E_PORT: String(balancerPort),
      E2E_OUTPUT: path.join(folder, 'journeys'),
      E2E_MOTION: 'full',
      E2E_TIME_FACTOR: '4',
    },
    stdio: 'inherit',
  });
  if (journeys.status !== 0) problems.push(`the smoke journeys through the load balancer failed (exit ${journeys.status})`);

  step('booking traffic, while parts fail');
  const offerKey = await stockedOffer();
  const traffic = startTraffic(balancer.url, offerKey, await bookers(['user@initech-demo.fr']));
  await sleep(3000);
  step('the SMTP server stops for 8 s');
  await sink.stop();
  await sleep(8000);
  await sink.start();
  await sleep(3000);
  step('the SMTP server answers each recipient after 3 s, for 10 s');
  sink.delayMs = 3000;
  await sleep(10_000);
  sink.delayMs = 0;
  if (restartCommand) {
    step(`PostgreSQL restarts (${restartCommand})`);
    execSync(restartCommand, { stdio: 'inherit' });
    await sleep(5000);
  } else problems.push('CLUSTER_PG_RESTART is not set: PostgreSQL was not restarted');
  step('instance a is stopped (SIGTERM) under traffic, then started again');
  const code = await first.stop();
  if (code !== 0) problems.push(`instance a stopped with exit code ${code}`);
  await sleep(3000);
  await first.start();
  await first.ready();
  // Killed, b's requests under way are tried again on a: only once the load balancer sends to a again.
  await balancer.waitUp(first.name);
  step('instance b is killed (SIGKILL) under traffic while the SMTP server is down, then started again');
  await sink.stop();
  await sleep(1000);
  await second.kill();
  await sleep(3000);
  await second.start();
  await second.ready();
  await sink.start();
  await sleep(3000);
  const counts = await traffic.stop();

  // A mail the killed instance held mid-send (its job fetched, its row taken) waits until its try's time is over and
  // the queue's next maintenance counts the try as failed, then for its retry's delay: most runs settle in seconds,
  // some wait that long.
  step('every mail goes out once the parts are back');
  const settleSeconds = MAIL_TRY_SECONDS + QUEUE_MAINTENANCE_SECONDS + 90;
  const settleStarted = Date.now();
  const settled = await settle(settleSeconds * 1000);
  if (settled) console.log(`every mail went out ${Math.round((Date.now() - settleStarted) / 1000)} s after the parts were back`);
  // The mails of this run: the demo data's mail log was never sent, and has no job.
  const logged = await db.knex('maillog').whereNotNull('job_id').select('id', 'state');
  const sent = new Map<number, number>();
  const unknown: string[] = [];
  for (const mail of sink.mails) {
    const id = Number(/^Message-ID: <mail-(\d+)-/im.exec(mail.source)?.[1]);
    if (!id) unknown.push(mail.to.join(','));
    else sent.set(id, (sent.get(id) ?? 0) + 1);
  }
  const lost = logged.filter((row) => !sent.has(row.id));
  const twice = [...sent].filter(([, times]) => times > 1);
  const foreign = [...sent.keys()].filter((id) => !logged.some((row) => row.id === id));
  const allotment = await allotmentProblems(offerKey);
  const answers = [...counts.answers]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    [
      `answers: ${answers}`,
      `bookings confirmed: ${counts.bookings}`,
      `mails logged: ${logged.length}, received: ${sink.mails.length}`,
      `mails lost: ${lost.length}`,
      `mails sent twice: ${twice.length}`,
      `mails of no logged change (rolled back): ${foreign.length + unknown.length}`,
      `bookings inconsistent with the allotment: ${allotment.length}`,
      `5xx other than 503, or no answer: ${counts.failures.length}`,
    ].join('\n'),
  );
  if (!settled) problems.push(`mails were still waiting ${settleSeconds} s after every part was back: ${await waiting()}`);
  if (counts.bookings === 0) problems.push('no booking was confirmed');
  const some = (items: string[]) => `${items.slice(0, 20).join(', ')}${items.length > 20 ? ` and ${items.length - 20} more` : ''}`;
  if (lost.length) problems.push(`mails lost: ${some(lost.map((row) => `${row.id} (${row.state})`))}`);
  if (twice.length) problems.push(`mails sent twice: ${some(twice.map(([id, times]) => `${id} ×${times}`))}`);
  if (foreign.length || unknown.length) problems.push(`mails of no logged change: ${some([...foreign.map(String), ...unknown])}`);
  problems.push(...allotment, ...counts.failures.slice(0, 20));
} catch (error) {
  // A step that could not run (an instance that never came up) fails the run with the instances' logs below.
  problems.push(String(error));
} finally {
  balancer.stop();
  await Promise.all(instances.map((instance) => instance.kill()));
  await sink.stop();
  await db.close();
  const cleanup = connect(serverUrl, { poolSize: 1 });
  await cleanup.knex.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await cleanup.close();
}

if (problems.length) {
  console.error(`the cluster run failed:\n- ${problems.join('\n- ')}`);
  for (const instance of instances) console.error(`--- instance ${instance.name}'s last log lines\n${instance.log.join('').split('\n').slice(-30).join('\n')}`);
  process.exit(1);
}
console.log('the cluster run passed');

/** A room type of the demo hotel with plenty of rooms for two nights a month ahead, and its offer key. */
async function stockedOffer(): Promise<string> {
  const { hotel_id: hotel } = await db.knex('user').where({ email: 'hotel-admin@hotel-demo.fr' }).first('hotel_id');
  const [room] = await db.knex('hotelgamme').insert({ hotel_id: hotel, description: 'Chambre du test de la grappe', enabled: true }).returning('id');
  const day = (offset: number) => addDays(agencyToday(), offset);
  await db.knex('contingent').insert(
    [30, 31].map((offset) => ({
      hotel_id: hotel,
      hotel_gamme_id: room.id,
      company_id: null,
      contingent_date: day(offset),
      qte_init: 5000,
      prix_achat: 80,
      prix_vente: 95,
      cancellation_deadline: db.knex.raw(`(?::date - 1 + time '18:00') AT TIME ZONE 'Europe/Paris'`, [day(offset)]),
    })),
  );
  return `ctg-${room.id}.0.${day(30)}.${day(32)}.1.1`;
}

/** What each booker sends: a traveller of their company and its required custom fields, as the booking form reads them. */
async function bookers(emails: string[]): Promise<Booker[]> {
  return Promise.all(
    emails.map(async (email) => {
      const auth = await fetch(`${balancer.url}/backend/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
      });
      const { token } = (await auth.json()) as { token: string };
      const fields = (await (
        await fetch(`${balancer.url}/backend/api/me/company-custom-fields`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { id: number; type: number; required: boolean; mask: string | null; options: { value: string }[] }[];
      const customFields = Object.fromEntries(
        fields
          .filter((field) => field.required)
          .map((field) => [field.id, field.type === 30 ? field.options[0].value : field.mask === '??-####' ? 'AB-1234' : 'x']),
      );
      const user = await db.knex('user').where({ email }).first('company_id');
      const [traveller] = await db.knex('traveller').where({ company_id: user.company_id, enabled: true }).orderBy('id').limit(1).pluck('id');
      return { email, traveller, customFields };
    }),
  );
}

/** Waits until no mail is waiting or being sent; false if some still are after `timeoutMs`. */
async function settle(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [{ count }] = await db.knex('maillog').whereIn('state', ['queued', 'sending']).count<{ count: number }[]>({ count: '*' });
    if (Number(count) === 0) return true;
    await sleep(1000);
  }
  return false;
}

/** The mails still waiting, with their jobs' state, tries and next try, to tell why they wait. */
async function waiting(): Promise<string> {
  const rows = await db
    .knex('maillog as m')
    .leftJoin(`${QUEUE_SCHEMA}.job as j`, 'j.id', 'm.job_id')
    .whereIn('m.state', ['queued', 'sending'])
    .orderBy('m.id')
    .limit(10)
    .select('m.id', 'm.state', 'm.attempts', 'm.sending_since', 'j.state as job', 'j.retry_count', 'j.started_on', 'j.start_after');
  return rows.map((row) => JSON.stringify(row)).join('; ');
}

/** Each night holds the rooms of the live bookings of the room type, and each confirmed booking holds its room. */
async function allotmentProblems(offerKey: string): Promise<string[]> {
  const gamme = Number(/^ctg-(\d+)\./.exec(offerKey)![1]);
  const held = await db
    .knex('contingent_booking as cb')
    .leftJoin('booking as b', 'b.id', 'cb.booking_id')
    .where({ 'cb.hotel_gamme_id': gamme })
    .whereNot('cb.status', 80)
    .select('cb.quantite', 'cb.ref', 'b.status', 'b.booking_base_id');
  const live = held.filter((row) => row.status !== null && row.status !== 0 && row.booking_base_id === row.ref);
  const liveRooms = live.reduce((sum, row) => sum + row.quantite, 0);
  const problems: string[] = [];
  if (live.length !== held.length) problems.push(`${held.length - live.length} allotment bookings held for bookings that are not live`);
  for (const night of await db.knex('contingent').where({ hotel_gamme_id: gamme }).select('contingent_date', 'qte_resa')) {
    if (night.qte_resa !== liveRooms) problems.push(`the night of ${night.contingent_date} holds ${night.qte_resa} rooms for ${liveRooms} booked`);
  }
  const confirmed = await db.knex('booking').where({ offer_key: offerKey }).whereNot({ status: 0 }).pluck('booking_base_id');
  const without = confirmed.filter((reference) => !held.some((row) => row.ref === reference));
  if (without.length) problems.push(`${without.length} bookings confirmed without an allotment room`);
  return problems;
}
