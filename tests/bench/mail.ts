import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/index.ts';
import { MAIL_QUEUE } from '../../server/mail/mailer.ts';
import { QUEUE_SCHEMA } from '../../server/queue/schema.ts';
import { SmtpSink } from '../support/smtpSink.ts';
import type { BookingLoad, BookingOutcome } from './booking-worker.ts';
import { BENCH_SECRET, mean } from './rates.ts';

const run = promisify(execFile);

/** Bookings made through HTTP by the booking worker, in a process of its own (tests/bench/booking-worker.ts). */
export async function bookingsThroughHttp(url: string, token: string, load: BookingLoad): Promise<BookingOutcome> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tests/bench/booking-worker.ts', JSON.stringify({ url, token, ...load })], {
    maxBuffer: 50 * 1024 * 1024,
  });
  return JSON.parse(stdout) as BookingOutcome;
}

/** A slow SMTP server's delay before it answers each recipient, as measured on a struggling relay. */
const SLOW_MS = 10_000;
const SMTP_PORT = 2625;

/**
 * What one instance sustains with its mails queued: bookings through HTTP, each confirmation mailed, on an instance
 * that sends its own mails to an SMTP server answering at once, then to one taking 10 s a recipient (in the order fast,
 * slow, slow, fast, so that a slow spell of the machine weighs on both). The booking rate must not depend on SMTP: the
 * mail is queued in the booking's transaction and sent after the answer.
 */
export async function benchMailQueued({ db, token, load }: { db: Database; token: string; load: BookingLoad }) {
  console.log(
    `\nbookings with their mails queued, one instance sending its own mails (target: the rate with SMTP slow, ${SLOW_MS / 1000} s a recipient, equals the rate with SMTP fast)`,
  );
  const rates: Record<'fast' | 'slow', number[]> = { fast: [], slow: [] };
  for (const speed of ['fast', 'slow', 'slow', 'fast'] as const) {
    // Each measure starts from an empty queue: the mails of the bench's earlier bookings are not this instance's work.
    await db.knex.withSchema(QUEUE_SCHEMA).table('job').where({ name: MAIL_QUEUE }).delete();
    const sink = await new SmtpSink(SMTP_PORT).start();
    sink.delayMs = speed === 'slow' ? SLOW_MS : 0;
    const app = await buildApp({ db, jwtSecret: BENCH_SECRET, smtpUrl: sink.url, publicUrl: 'http://booking.bench', jobsStopTimeoutMs: 1000 });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const outcome = await bookingsThroughHttp(url, token, load);
      if (outcome.failures) throw new Error(`bookings failed with SMTP ${speed}: ${outcome.failed.join('; ')}`);
      rates[speed].push(outcome.confirmed / load.duration);
      console.log(
        `SMTP ${speed}: ${(outcome.confirmed / load.duration).toFixed(1)} bookings/s, confirmation p99 ${outcome.p99} ms, ${sink.mails.length} mails sent by the end of the measure`,
      );
    } finally {
      await app.close();
      await sink.stop();
    }
  }
  console.log(`rate with SMTP slow / rate with SMTP fast: ${(mean(rates.slow) / mean(rates.fast)).toFixed(2)}`);
}
