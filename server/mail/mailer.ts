import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Site } from '../../entities/kit.ts';
import { prepared } from '../db/prepared.ts';
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

export interface MailerOptions {
  /** SMTP server (smtp://user:pass@host:587); without it mail goes to the outbox folder, or nowhere. */
  smtpUrl?: string;
  from?: string;
  /** Address of the default site (PUBLIC_URL): every mailed link starts at one of its sites. */
  publicUrl?: string;
  /** Without SMTP, the folder where each sent mail is written as an .eml file (what a developer or a test opens). */
  outbox?: string;
}

/**
 * Sends mail and writes every send to the mail log, with its secret links taken out (server/mail/redaction.ts): the
 * recipient gets the real mail, the log a copy anyone in the back office may read.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly publicUrl: string;
  private readonly outbox?: string;
  private sequence = 0;

  constructor(
    private readonly knex: Knex,
    { smtpUrl, from = 'Réservations <reservations@agence-demo.fr>', publicUrl = 'http://localhost:3000', outbox }: MailerOptions = {},
  ) {
    this.outbox = smtpUrl ? undefined : outbox;
    this.transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : this.outbox
        ? nodemailer.createTransport({ streamTransport: true, buffer: true })
        : nodemailer.createTransport({ jsonTransport: true });
    this.from = from;
    this.publicUrl = publicUrl;
  }

  /** The address of a site of this deployment, where mailed links lead. */
  siteUrl(site: Site = 'default'): string {
    return siteUrl(this.publicUrl, site);
  }

  /**
   * Sends a mail and answers the id of its mail-log row. `db` is the transaction of the change the mail reports, so
   * the log row and the change are kept or dropped together. `alongside` is a write that notes the sending elsewhere
   * (a booking's history line), made in the statement that writes the log row.
   */
  async send(mail: OutgoingMail, db: Knex = this.knex, alongside?: Knex.QueryBuilder): Promise<number> {
    const info = await this.transport.sendMail({ from: this.from, to: mail.to, bcc: mail.bcc, subject: mail.subject, html: mail.html, text: mailText(mail.html, mail.text), attachments: mail.attachments });
    if (this.outbox) await this.keep(info.message as Buffer);
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
      })
      .returning('id');
    const [row] = await prepared(alongside ? db.with('logged', logged).with('alongside', alongside).from('logged').select('id') : logged);
    return row.id;
  }

  /** Writes a sent message to the outbox; names sort by sending time. */
  private async keep(message: Buffer) {
    await mkdir(this.outbox!, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++this.sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
    await writeFile(path.join(this.outbox!, name), message);
  }
}
