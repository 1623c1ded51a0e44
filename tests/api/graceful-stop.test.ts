/**
 * A server told to stop (SIGTERM, as an orchestrator or a deployment does) refuses new work, ends what it is doing
 * (a voucher being rendered by its Chromium), then closes and leaves with exit code 0, saying so in its log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { freePort } from '../../server/db/embedded.ts';
import { connect, withDatabase } from '../../server/db/index.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { cloneDatabase, dropDatabase } from '../support/databases.ts';
import { insertBooking, partyOf } from '../support/bookings.ts';

const serverUrl = inject('serverUrl');
const name = `booking_stop_${randomBytes(6).toString('hex')}`;
let dataDir: string;
let server: ChildProcess | undefined;

beforeAll(async () => {
  await cloneDatabase(serverUrl, inject('templateDatabase'), name);
  dataDir = await mkdtemp(path.join(tmpdir(), 'booking-stop-'));
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await dropDatabase(serverUrl, name);
  await rm(dataDir, { recursive: true, force: true });
});

it('ends the voucher under way, then stops with exit code 0', { timeout: 120_000 }, async () => {
  const url = withDatabase(serverUrl, name);
  const db = connect(url, { poolSize: 2 });
  const booking = await insertBooking(db.knex, await partyOf(db.knex, 'user@acme-demo.fr'), {});
  await db.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-apps'),
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      MAIL_OUTBOX: path.join(dataDir, 'outbox'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => log.push(String(chunk)));
  server.stderr!.on('data', (chunk) => log.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => server!.on('exit', (code) => resolve(code)));

  await expect.poll(async () => (await fetch(`${base}/backend/health/ready`).catch(() => null))?.status, { timeout: 60_000, interval: 250 }).toBe(200);
  const auth = await fetch(`${base}/backend/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user@acme-demo.fr', password: DEMO_PASSWORD }),
  });
  const { token } = (await auth.json()) as { token: string };

  // A first voucher starts the server's Chromium; the stop is sent while it renders a second one.
  const voucherOf = () => fetch(`${base}/backend/api/me/booking-voucher/${booking.id}/pdf`, { headers: { authorization: `Bearer ${token}` } });
  expect((await voucherOf()).status).toBe(200);
  const asked = () => log.join('').split('"url":"/backend/api/me/booking-voucher/').length - 1;
  const voucher = voucherOf();
  await expect.poll(asked, { timeout: 10_000, interval: 5 }).toBe(2);
  server.kill('SIGTERM');

  const answer = await voucher;
  expect(answer.status).toBe(200);
  expect(
    Buffer.from(await answer.arrayBuffer())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  expect(await exited, log.join('')).toBe(0);
  expect(log.join('')).toMatch(/SIGTERM: stopped/);
  // Nothing answers any more.
  await expect(fetch(`${base}/backend/health/live`)).rejects.toThrow();
});
