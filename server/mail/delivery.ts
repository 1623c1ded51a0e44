import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import { FinalFailure, type Job, type JobQueue } from '../queue/jobQueue.ts';
import { MAIL_QUEUE, MAIL_TRY_SECONDS, type MailJob } from './mailer.ts';

export interface DeliveryOptions {
  /** SMTP server (smtp://user:pass@host:587); without it mail goes to the outbox folder, or nowhere. */
  smtpUrl?: string;
  from?: string;
  /** Without SMTP, the folder where each sent mail is written as an .eml file (what a developer or a test opens). */
  outbox?: string;
}

/** The SMTP connections an instance keeps open at most: the mails of a batch share them. */
const SMTP_CONNECTIONS = 5;

/** Mails a worker takes from the queue at once, each sent and settled on its own. */
export const MAIL_BATCH = 20;

/**
 * Sends the queued mails, one job at a time, and keeps each mail-log row's state: `sending` while a worker has it,
 * then `sent`, or back to `queued` with the error and tried again later, or `failed` after the last try (a booking's
 * history then says so). A refusal the SMTP server gives as permanent (a 5xx reply to the recipients or to the
 * message, RFC 5321 §4.2.1) is that last try: another would meet the same answer. Any other failure (no answer, a
 * 4xx, a refused sign-in to the server) is tried again, so that mending the server or its settings sends the mail.
 * A mail is sent once: a worker takes its row before sending (one statement, so two workers never both take it), and
 * a row already sent is never sent again. Only a worker that dies between the SMTP server's acceptance and the next
 * statement leaves a mail that a later try sends a second time.
 */
export class MailDelivery {
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly outbox?: string;
  private readonly smtp: boolean;
  private sequence = 0;

  constructor(
    private readonly knex: Knex,
    { smtpUrl, from = 'Réservations <reservations@agence-demo.fr>', outbox }: DeliveryOptions = {},
  ) {
    this.smtp = Boolean(smtpUrl);
    this.outbox = smtpUrl ? undefined : outbox;
    this.transport = smtpUrl
      ? nodemailer.createTransport({
          ...parseConnectionUrl(smtpUrl),
          // A few connections kept open and reused: a burst of mails does not open one each.
          pool: true,
          maxConnections: SMTP_CONNECTIONS,
          // A server that does not answer fails the try in a minute at most, and the mail waits for the next one.
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        })
      : this.outbox
        ? nodemailer.createTransport({ streamTransport: true, buffer: true })
        : nodemailer.createTransport({ jsonTransport: true });
    this.from = from;
  }

  /** Sends the mail of one job; throws when it was not sent, so the queue tries it again later. */
  async deliver(job: Job<MailJob>): Promise<void> {
    const { mailId, message } = job.data;
    const [claimed] = await this.knex('maillog')
      .where({ id: mailId })
      .where((row) =>
        row
          .whereIn('state', ['queued', 'failed'])
          .orWhere((stale) => stale.where('state', 'sending').where('sending_since', '<', this.knex.raw(`now() - make_interval(secs => ${MAIL_TRY_SECONDS})`))),
      )
      .update({ state: 'sending', attempts: this.knex.raw('attempts + 1'), sending_since: this.knex.fn.now() })
      .returning(['booking_id', 'template', 'mail_rcpt']);
    if (!claimed) {
      const row = await this.knex('maillog').where({ id: mailId }).first('state');
      // Sent already (this job was tried again after its mail went out), or no longer logged: nothing to send.
      if (!row || row.state === 'sent') return;
      throw new Error('this mail is being sent by another worker');
    }
    try {
      const { to, bcc } = this.smtp ? message : routable(message);
      const info = await this.transport.sendMail({
        from: this.from,
        to,
        bcc,
        subject: message.subject,
        html: message.html,
        text: message.text,
        // The same id on every try: a mailbox that receives a second copy can tell it is the same mail.
        messageId: `<mail-${mailId}-${job.id}@${this.from.replace(/^.*@/, '').replace(/>.*$/, '')}>`,
        attachments: message.attachments?.map((file) => ({
          filename: file.filename,
          content: Buffer.from(file.content, 'base64'),
          contentType: file.contentType,
        })),
      });
      if (this.outbox) await this.keep(info.message as Buffer);
    } catch (error) {
      const permanent = isPermanent(error);
      const last = permanent || job.retryCount >= job.retryLimit;
      await this.knex.transaction(async (trx) => {
        await trx('maillog')
          .where({ id: mailId })
          .update({ state: last ? 'failed' : 'queued', last_error: describe(error), sending_since: null });
        if (last && claimed.booking_id) {
          await trx('booking_history').insert({
            booking_id: claimed.booking_id,
            type: 'mail',
            event: 'mail_failed',
            data: JSON.stringify({ template: claimed.template, to: claimed.mail_rcpt }),
          });
        }
      });
      throw permanent ? new FinalFailure(describe(error), { cause: error }) : error;
    }
    await this.knex('maillog').where({ id: mailId }).update({ state: 'sent', sent_at: this.knex.fn.now(), sending_since: null, last_error: null });
  }

  /**
   * Sends here and now every mail whose try has come, for the API tests and an operator's one-off run; `early` first
   * takes the mails waiting for a later try too, once each. Answers how many tries were made.
   */
  async deliverWaiting(queue: JobQueue, { early = false }: { early?: boolean } = {}): Promise<number> {
    let tries = 0;
    for (let pass = 0; ; pass++) {
      const jobs = await queue.boss.fetch<MailJob>(MAIL_QUEUE, { includeMetadata: true, batchSize: 100, ignoreStartAfter: early && pass === 0 });
      if (jobs.length === 0) return tries;
      tries += jobs.length;
      // pg-boss hands a batch over in no set order: sent one after the other in the order they were queued, the mails
      // reach the outbox in the order their events happened (a booking's second validation mail after its first).
      jobs.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime() || a.id.localeCompare(b.id));
      for (const job of jobs) {
        try {
          await this.deliver(job);
          await queue.boss.complete(MAIL_QUEUE, job.id);
        } catch (error) {
          await queue.fail(MAIL_QUEUE, job.id, error);
        }
      }
    }
  }

  /** Writes a sent message to the outbox; names sort by sending time. */
  private async keep(message: Buffer) {
    await mkdir(this.outbox!, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++this.sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
    await writeFile(path.join(this.outbox!, name), message);
  }
}

/** A refusal the SMTP server says is permanent: a 5xx reply to the envelope's recipients or to the message itself. */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/**
 * Without an SMTP server, the recipients a server would refuse: those of the `.invalid` top-level domain, which never
 * exists (RFC 2606). As a server does, the mail goes to the others, and is refused when none is left.
 */
function routable({ to, bcc }: MailJob['message']): { to: string[]; bcc?: string[] } {
  const exists = (address: string) => !/\.invalid>?$/i.test(address.trim());
  const kept = { to: to.filter(exists), bcc: bcc?.filter(exists) };
  if (kept.to.length + (kept.bcc?.length ?? 0) > 0) return kept;
  const refused = [...to, ...(bcc ?? [])].join(', ');
  throw Object.assign(new Error(`no recipient: ${refused}`), {
    code: 'EENVELOPE',
    responseCode: 550,
    response: `550 5.1.2 ${refused}: the domain does not exist`,
  });
}

/** An SMTP error as the mail log shows it: the server's answer when there is one. */
function describe(error: unknown): string {
  const smtp = error as { response?: string; message?: string };
  return String(smtp.response ?? smtp.message ?? error).slice(0, 1000);
}
