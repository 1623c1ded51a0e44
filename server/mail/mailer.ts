import type { Knex } from 'knex';
import type { Site } from '../../entities/kit.ts';
import { prepared } from '../db/prepared.ts';
import { orderedId, type JobQueue, type QueueSettings } from '../queue/jobQueue.ts';
import { siteUrl } from './links.ts';
import { redactSecretLinks } from './redaction.ts';
import { mailText } from './text.ts';

export interface OutgoingMail {
  to: string[];
  bcc?: string[];
  subject: string;
  html: string;
  text?: string;
  template?: string | null;
  companyId?: number | null;
  userId?: number | null;
  bookingId?: number | null;
  /** Files sent with the mail (a voucher); the mail log keeps the message, not the files. */
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

/** The queue of mails to send (server/mail/delivery.ts takes them). */
export const MAIL_QUEUE = 'mail';

/**
 * The longest a try may hold a mail: the SMTP timeouts (server/mail/delivery.ts) end a try well within it. Past it the
 * queue counts the try as failed (a worker that died mid-send) and another worker may take the mail over.
 */
export const MAIL_TRY_SECONDS = 300;

/**
 * How a mail is tried: at once, then again with a doubling delay (30 s × 2ⁿ, plus up to as much again at random)
 * while the SMTP server refuses or does not answer: twelve more tries, from a day and a half to about three days in
 * all. A try ends within MAIL_TRY_SECONDS, and a mail waits at most four days for its try.
 */
export const MAIL_QUEUE_SETTINGS: QueueSettings = {
  retryLimit: 12,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: MAIL_TRY_SECONDS,
  retentionMinutes: 4 * 24 * 60,
};

/** The mail queue's settings with another first delay (MAIL_RETRY_DELAY_SECONDS), the doubling kept. */
export const mailQueueSettings = (retryDelay = MAIL_QUEUE_SETTINGS.retryDelay): QueueSettings => ({ ...MAIL_QUEUE_SETTINGS, retryDelay });

/** A mail job: the mail-log row it reports to, and the message as it goes out, personal links included. */
export interface MailJob {
  mailId: number;
  message: {
    to: string[];
    bcc?: string[];
    subject: string;
    html: string;
    text: string;
    attachments?: { filename: string; content: string; contentType?: string }[];
  };
}

/**
 * Queues the product's mails: each is written to the mail log (its personal links taken out, server/mail/redaction.ts:
 * the recipient gets the real mail, the log a copy anyone in the back office may read) and put on the job queue, in
 * the transaction of the change it reports. The mail goes out after the commit, never for a change that was rolled
 * back, and no request waits for the SMTP server.
 */
export class Mailer {
  constructor(
    private readonly knex: Knex,
    private readonly jobs: JobQueue,
    private readonly publicUrl = 'http://localhost:3000',
  ) {}

  /** The address of a site of this deployment, where mailed links lead. */
  siteUrl(site: Site = 'default'): string {
    return siteUrl(this.publicUrl, site);
  }

  /**
   * Queues a mail and answers the id of its mail-log row. `db` is the transaction of the change the mail reports, so
   * the mail and the change are kept or dropped together. `alongside` is a write that notes the mail elsewhere (a
   * booking's history line), made in the statement that writes the log row.
   */
  async send(mail: OutgoingMail, db: Knex = this.knex, alongside?: Knex.QueryBuilder): Promise<number> {
    if (!db.isTransaction) return this.knex.transaction((trx) => this.send(mail, trx, alongside));
    const jobId = orderedId();
    const logged = db('maillog')
      .insert({
        mail_rcpt: mail.to.join(';'),
        mail_bcc: mail.bcc?.join(';') || null,
        subject: mail.subject,
        body: redactSecretLinks(mail.html),
        template: mail.template ?? null,
        company_id: mail.companyId ?? null,
        user_id: mail.userId ?? null,
        booking_id: mail.bookingId ?? null,
        state: 'queued',
        job_id: jobId,
      })
      .returning('id');
    const [row] = await prepared(alongside ? db.with('logged', logged).with('alongside', alongside).from('logged').select('id') : logged);
    const job: MailJob = {
      mailId: row.id,
      message: {
        to: mail.to,
        ...(mail.bcc?.length && { bcc: mail.bcc }),
        subject: mail.subject,
        html: mail.html,
        text: mailText(mail.html, mail.text),
        ...(mail.attachments?.length && {
          attachments: mail.attachments.map((file) => ({ filename: file.filename, content: file.content.toString('base64'), contentType: file.contentType })),
        }),
      },
    };
    await this.jobs.enqueue(db, MAIL_QUEUE, job, jobId);
    return row.id;
  }
}
