import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { abandonUnfinishedBookings, completePastBookings } from './booking/service/scheduler.ts';
import { newCardKey, newTransportKey, parseCardKey, parseTransportKey } from './configuration/cardCipher.ts';
import { sweepUnusedImages } from './content/imageSweep.ts';
import { releaseUnsoldRooms } from './contingent/retrocession.ts';
import { StartupError } from './db/embedded.ts';
import { seedIfEmpty } from './db/migrate.ts';
import { openDatabase } from './db/provision.ts';
import { inviteAfterStays, sendSurveyInvitations } from './survey/scheduler.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

/**
 * A secret from the environment when given; otherwise one made once and kept in the data folder, so it survives
 * restarts (sessions stay signed in, the stored card stays readable).
 */
async function keptSecret(variable: string, file: string, make: () => string | Promise<string>): Promise<string> {
  const given = process.env[variable];
  if (given) return given;
  const kept = path.join(dataDir, file);
  if (existsSync(kept)) return (await readFile(kept, 'utf8')).trim();
  const secret = await make();
  await mkdir(dataDir, { recursive: true });
  await writeFile(kept, secret, { mode: 0o600 });
  return secret;
}

const jwtSecret = () => keptSecret('JWT_SECRET', 'jwt-secret', () => randomBytes(48).toString('base64url'));
const cardEncryptionKey = async () => parseCardKey(await keptSecret('CARD_ENCRYPTION_KEY', 'card-encryption-key', () => newCardKey().toString('base64')));
const cardTransportKey = async () => parseTransportKey(await keptSecret('CARD_TRANSPORT_KEY', 'card-transport-key.pem', newTransportKey));

/**
 * Which proxies' X-Forwarded-For to believe, so throttling and rate limits count real clients: `true` for any, or
 * addresses and subnets (`10.0.0.0/8,127.0.0.1`). Unset, the connecting address is the client.
 */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' || value;
}

const { db, close } = await openDatabase({ dataDir, poolSize: Number(process.env.DB_POOL_SIZE ?? 10) }).catch((error: unknown) => {
  // A start-up failure the operator can act on is said plainly, without a stack trace.
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const seeded = await seedIfEmpty(db.knex);

// Where every mailed link leads: PUBLIC_URL behind a proxy or another host name, never the Host of a request.
const publicUrl = process.env.PUBLIC_URL ?? `http://${host}:${port}`;
// Without SMTP, sent mails are written to a folder a developer (or a journey) opens as a mailbox.
const outbox = path.resolve(process.env.MAIL_OUTBOX ?? path.join(dataDir, 'outbox'));

/**
 * How long a stop waits for the requests under way (a voucher being rendered, a booking being confirmed) and for the
 * scheduled work under way before leaving anyway: under the 30 s an orchestrator usually allows before it kills.
 */
const SHUTDOWN_DEADLINE_MS = Number(process.env.SHUTDOWN_DEADLINE_MS ?? 25_000);

const app = await buildApp({
  db,
  jwtSecret: await jwtSecret(),
  cardEncryptionKey: await cardEncryptionKey(),
  cardTransportKey: await cardTransportKey(),
  webRoot: process.env.WEB_ROOT ? path.resolve(process.env.WEB_ROOT) : path.join(root, 'dist', 'web'),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: trustProxy(process.env.TRUST_PROXY),
  smtpUrl: process.env.SMTP_URL,
  publicUrl,
  outbox,
  mailRetryDelaySeconds: process.env.MAIL_RETRY_DELAY_SECONDS ? Number(process.env.MAIL_RETRY_DELAY_SECONDS) : undefined,
  metricsToken: process.env.METRICS_TOKEN || undefined,
  // The jobs under way (a mail being sent) have most of the stop's time, the rest of the stop the remainder.
  jobsStopTimeoutMs: Math.max(1000, SHUTDOWN_DEADLINE_MS - 5000),
});

let stopping = false;
/**
 * A clean stop: the server stops accepting (its readiness then answers 503), ends the requests under way and lets the
 * queue's jobs under way end (a mail being sent, a piece of scheduled work), then closes the PDF browser (an onClose hook), the pool and the embedded
 * database. Past the deadline it leaves with exit code 1, saying so.
 */
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping, at most ${SHUTDOWN_DEADLINE_MS / 1000} s for the work under way`);
  setTimeout(() => {
    app.log.error(`${signal}: work still under way after ${SHUTDOWN_DEADLINE_MS / 1000} s, leaving anyway`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  await app.close();
  await close();
  app.log.info(`${signal}: stopped`);
  process.exit(0);
}

await app.listen({ port, host });
/** A piece of scheduled work whose failures are logged and counted before the queue hears of them. */
const logged = (what: string, work: () => Promise<unknown>) => async () => {
  try {
    await work();
  } catch (error) {
    app.metrics.scheduledFailures.inc({ work: what });
    app.log.error(error, `${what} failed`);
    throw error;
  }
};
// The scheduled work runs on the job queue, once across the instances; each piece is safe to run beside itself.
// Completing past stays: the statements claim their rows (server/booking/service/scheduler.ts).
await app.queue.every(
  'complete-stays',
  '*/15 * * * *',
  logged('scheduled booking work', () => completePastBookings(db.knex)),
);
// Giving up online bookings left unfinished for a day (server/booking/service/scheduler.ts).
await app.queue.every(
  'abandon-unfinished',
  '*/15 * * * *',
  logged('scheduled booking work', () => abandonUnfinishedBookings(db.knex)),
);
// Releasing unsold contingent rooms by the hotels' rules (server/contingent/retrocession.ts).
await app.queue.every(
  'release-rooms',
  '*/15 * * * *',
  logged('contingent release', () => releaseUnsoldRooms(db.knex)),
);
// Surveys after completed stays, their mails queued with links to this site.
await app.queue.every(
  'survey-invitations',
  '5-59/15 * * * *',
  logged('scheduled survey work', () => inviteAfterStays(db.knex).then(() => sendSurveyInvitations(db.knex, app.mailer))),
);
// Uploaded images no record names any more (server/content/imageSweep.ts).
await app.queue.every(
  'image-sweep',
  '10 * * * *',
  logged('image sweep', () => sweepUnusedImages(db.knex)),
);
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
if (seeded) app.log.info('demo data seeded: see README.md for the demo logins');
app.log.info(`default site http://localhost:${port}  contingents http://contingents.localhost:${port}  training http://formation.localhost:${port}`);
