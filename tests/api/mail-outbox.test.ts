/**
 * The mails go through a transactional outbox (server/mail/mailer.ts, server/mail/delivery.ts): queued with the change
 * they report, sent after its commit by a worker, against a real SMTP server on the loopback that is stopped, made to
 * refuse, then started again. No mail for a change rolled back, none lost while the server is down, none sent twice,
 * and no request waits for the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded.ts';
import { MAIL_QUEUE, MAIL_QUEUE_SETTINGS, MAIL_TRY_SECONDS, type MailJob } from '../../server/mail/mailer.ts';
import { QUEUE_SCHEMA } from '../../server/queue/schema.ts';
import { testApp, usernameOf, type TestApp } from '../support/app.ts';
import { SmtpSink } from '../support/smtpSink.ts';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  // The app's SMTP server is down until a test starts it.
  sink = new SmtpSink(await freePort());
  t = await testApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const ACCOUNTANT = usernameOf('accountant');

const mailTo = (address: string) =>
  t.db.knex('maillog').where({ mail_rcpt: address }).orderBy('id', 'desc').first('id', 'state', 'attempts', 'last_error', 'sent_at', 'job_id');
const jobOf = async (id: string) =>
  (await t.db.knex.raw(`SELECT state::text AS state, retry_count, start_after > now() AS waits FROM ${QUEUE_SCHEMA}.job WHERE id = ?`, [id])).rows[0] as {
    state: string;
    retry_count: number;
    waits: boolean;
  };
const sunkTo = (address: string) => sink.mails.filter((mail) => mail.to.includes(address));

describe('a mail and the change it reports', () => {
  it('are kept or dropped together: a change rolled back queues nothing', async () => {
    const before = await t.db.knex('maillog').count<{ count: number }[]>({ count: '*' });
    await expect(
      t.db.knex.transaction(async (trx) => {
        await t.app.mailer.send({ to: ['rolled.back@example.test'], subject: 'Jamais', html: '<p>Jamais</p>' }, trx);
        throw new Error('the change fails after its mail was queued');
      }),
    ).rejects.toThrow('the change fails');
    expect(await t.db.knex('maillog').count<{ count: number }[]>({ count: '*' })).toEqual(before);
    expect(await t.deliverMails({ early: true })).toBe(0);
  });
});

describe('while the SMTP server is down', () => {
  it('a lost password is answered, its mail waits with the error, then goes out once the server is back', async () => {
    const answer = await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email: ACCOUNTANT });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    // The request did not talk to the SMTP server: the mail is queued, not sent.
    expect(sink.connections).toBe(0);
    expect(await mailTo(ACCOUNTANT)).toMatchObject({ state: 'queued', attempts: 0 });

    expect(await t.deliverMails()).toBe(1);
    const waiting = await mailTo(ACCOUNTANT);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, sent_at: null });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    // Its next try is later (the queue's backoff): nothing is due now.
    expect(await jobOf(waiting.job_id)).toEqual({ state: 'retry', retry_count: 0, waits: true });
    expect(await t.deliverMails()).toBe(0);

    await sink.start();
    try {
      await t.deliverMails({ early: true });
      expect(await mailTo(ACCOUNTANT)).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
      const [mail] = sunkTo(ACCOUNTANT);
      expect(mail.source).toMatch(/\/define_password\/[A-Za-z0-9_-]+/);
      expect(sunkTo(ACCOUNTANT)).toHaveLength(1);
    } finally {
      await sink.stop();
    }
  });
});

describe('a mail is sent once', () => {
  it('when two workers take its job at once, and when its job is tried again after it went out', async () => {
    await sink.start();
    try {
      const address = 'once@example.test';
      const id = await t.app.mailer.send({ to: [address], subject: 'Une fois', html: '<p>Une fois</p>' });
      const [job] = await t.app.queue.boss.fetch<MailJob>(MAIL_QUEUE, { includeMetadata: true });
      expect(job.data.mailId).toBe(id);
      const outcomes = await Promise.allSettled([t.app.mailDelivery.deliver(job), t.app.mailDelivery.deliver(job)]);
      // One worker sends it; the other finds it taken and leaves it for a later try, which finds it sent.
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      await t.app.mailDelivery.deliver(job);
      expect(sunkTo(address)).toHaveLength(1);
      expect(await mailTo(address)).toMatchObject({ state: 'sent', attempts: 1 });
      await t.app.queue.boss.complete(MAIL_QUEUE, job.id);
    } finally {
      await sink.stop();
    }
  });

  it('and a mail left half sent by a worker that died is taken over once its lease has passed', async () => {
    await sink.start();
    try {
      const address = 'taken.over@example.test';
      const id = await t.app.mailer.send({ to: [address], subject: 'Reprise', html: '<p>Reprise</p>' });
      const [job] = await t.app.queue.boss.fetch<MailJob>(MAIL_QUEUE, { includeMetadata: true });
      // A worker took it a minute before its lease ends: the lease holds, and the mail is left to it.
      await t.db
        .knex('maillog')
        .where({ id })
        .update({ state: 'sending', attempts: 1, sending_since: t.db.knex.raw('now() - make_interval(secs => ?)', [MAIL_TRY_SECONDS - 60]) });
      await expect(t.app.mailDelivery.deliver(job)).rejects.toThrow('another worker');
      expect(sunkTo(address)).toHaveLength(0);
      // Its lease passed: the worker died; the mail is sent.
      await t.db
        .knex('maillog')
        .where({ id })
        .update({ sending_since: t.db.knex.raw('now() - make_interval(secs => ?)', [MAIL_TRY_SECONDS + 1]) });
      await t.app.mailDelivery.deliver(job);
      expect(sunkTo(address)).toHaveLength(1);
      expect(await mailTo(address)).toMatchObject({ state: 'sent', attempts: 2 });
      await t.app.queue.boss.complete(MAIL_QUEUE, job.id);
    } finally {
      await sink.stop();
    }
  });
});

describe('a mail refused until its last try', () => {
  it("is failed with the server's answer, shown in the mail log, and the agency tries it again", async () => {
    await sink.start();
    sink.refuse = 451;
    try {
      const address = 'refused@example.test';
      const id = await t.app.mailer.send({ to: [address], subject: 'Refusé', html: '<p>Refusé</p>' });
      for (let tries = 0; tries <= MAIL_QUEUE_SETTINGS.retryLimit!; tries++) await t.deliverMails({ early: true });
      const failed = await mailTo(address);
      expect(failed).toMatchObject({ state: 'failed', attempts: MAIL_QUEUE_SETTINGS.retryLimit! + 1 });
      expect(failed.last_error).toMatch(/^451/);
      expect((await jobOf(failed.job_id)).state).toBe('failed');
      expect(await t.deliverMails({ early: true })).toBe(0);

      const shown = await t.call('agent', 'GET', `/backend/api/mail-logs/${id}`);
      expect(shown.json()).toMatchObject({ state: 'failed', attempts: MAIL_QUEUE_SETTINGS.retryLimit! + 1, last_error: failed.last_error });
      const listed = await t.call('agent', 'GET', `/backend/api/mail-logs?filter=${encodeURIComponent(JSON.stringify({ state: 'failed' }))}`);
      expect((listed.json() as { id: number }[]).map((row) => row.id)).toContain(id);

      // Company accounts have no say; a sent mail is not tried again.
      expect((await t.call('manager', 'POST', `/backend/api/maillog/${id}/retry`)).statusCode).toBe(403);
      sink.refuse = null;
      const retried = await t.call('agent', 'POST', `/backend/api/maillog/${id}/retry`);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toEqual({ id, state: 'queued' });
      // (Its tries above were made early, before their time: its next one is taken early too.)
      expect(await t.deliverMails({ early: true })).toBe(1);
      expect(await mailTo(address)).toMatchObject({ state: 'sent', last_error: null });
      expect(sunkTo(address)).toHaveLength(1);
      const again = await t.call('agent', 'POST', `/backend/api/maillog/${id}/retry`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe(150);
    } finally {
      sink.refuse = null;
      await sink.stop();
    }
  });

  it('is failed at its first try when the server says the refusal is permanent (5xx), and tried again by the agency', async () => {
    await sink.start();
    const address = 'no.such.mailbox@example.test';
    sink.refused.set(address, 550);
    try {
      const id = await t.app.mailer.send({ to: [address], subject: 'Inconnu', html: '<p>Inconnu</p>' });
      expect(await t.deliverMails()).toBe(1);
      const failed = await mailTo(address);
      expect(failed).toMatchObject({ id, state: 'failed', attempts: 1 });
      expect(failed.last_error).toMatch(/^550/);
      // No try left to the queue: nothing more is due, now or later.
      expect(await jobOf(failed.job_id)).toMatchObject({ state: 'failed', retry_count: 0 });
      expect(await t.deliverMails({ early: true })).toBe(0);

      // Tried again as it was (the mailbox made in the meantime), it goes out.
      sink.refused.delete(address);
      expect((await t.call('agent', 'POST', `/backend/api/maillog/${id}/retry`)).json()).toEqual({ id, state: 'queued' });
      expect(await t.deliverMails()).toBe(1);
      expect(await mailTo(address)).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
      expect(sunkTo(address)).toHaveLength(1);
    } finally {
      sink.refused.clear();
      await sink.stop();
    }
  });

  it('cannot be tried again once the queue no longer keeps it: it is resent instead', async () => {
    const [{ id }] = await t.db
      .knex('maillog')
      .insert({ mail_rcpt: 'old@example.test', subject: 'Ancien', body: '<p>Ancien</p>', state: 'failed', attempts: 13, last_error: '550' })
      .returning('id');
    const answer = await t.call('agent', 'POST', `/backend/api/maillog/${id}/retry`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('mail_not_kept');
  });
});

describe('an instance that takes jobs', () => {
  it('sends queued mails by itself soon after their commit, each on its own: one refused leaves the others sent', async () => {
    await sink.start();
    sink.refused.set('refused.in.batch@example.test', 451);
    sink.refused.set('unknown.in.batch@example.test', 550);
    const worker = await testApp({ smtpUrl: sink.url, work: true });
    try {
      const addresses = Array.from({ length: 30 }, (_, index) => `worker${index}@example.test`);
      await worker.db.knex.transaction(async (trx) => {
        for (const address of [
          ...addresses.slice(0, 10),
          'refused.in.batch@example.test',
          ...addresses.slice(10, 20),
          'unknown.in.batch@example.test',
          ...addresses.slice(20),
        ]) {
          await worker.app.mailer.send({ to: [address], subject: 'Travailleur', html: '<p>Travailleur</p>' }, trx);
        }
      });
      // More than a batch: the worker takes the next one at once.
      await expect.poll(() => addresses.filter((address) => sunkTo(address).length === 1).length, { timeout: 15_000 }).toBe(addresses.length);
      await expect
        .poll(
          async () =>
            (await worker.db.knex('maillog').whereIn('mail_rcpt', addresses).where({ state: 'sent' }).count<{ count: number }[]>({ count: '*' }))[0].count,
        )
        .toBe(addresses.length);
      // Refused for now, it waits for its next try; refused for good, it is failed.
      expect(await worker.db.knex('maillog').where({ mail_rcpt: 'refused.in.batch@example.test' }).first('state', 'attempts')).toEqual({
        state: 'queued',
        attempts: 1,
      });
      await expect
        .poll(async () => worker.db.knex('maillog').where({ mail_rcpt: 'unknown.in.batch@example.test' }).first('state', 'attempts'))
        .toEqual({ state: 'failed', attempts: 1 });
    } finally {
      sink.refused.clear();
      await worker.close();
      await sink.stop();
    }
  });
});
