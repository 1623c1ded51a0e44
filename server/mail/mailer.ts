import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';

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

/**
 * Sends mail and writes every send to the mail log. With SMTP_URL it speaks SMTP; otherwise it sends nothing and the
 * mail log keeps the message, which is what a demo or a test wants.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(
    private readonly knex: Knex,
    { smtpUrl, from = 'Réservations <reservations@agence-demo.fr>' }: { smtpUrl?: string; from?: string } = {},
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
    this.from = from;
  }

  /**
   * Sends a mail and answers the id of its mail-log row. `db` is the transaction of the change the mail reports, so
   * the log row and the change are kept or dropped together.
   */
  async send(mail: OutgoingMail, db: Knex = this.knex): Promise<number> {
    await this.transport.sendMail({ from: this.from, to: mail.to, bcc: mail.bcc, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments });
    const [row] = await db('maillog')
      .insert({
        mail_rcpt: mail.to.join(';'),
        mail_bcc: mail.bcc?.join(';') || null,
        subject: mail.subject,
        body: mail.html,
        template: mail.template ?? null,
        company_id: mail.companyId ?? null,
        user_id: mail.userId ?? null,
        booking_id: mail.bookingId ?? null,
      })
      .returning('id');
    return row.id;
  }
}
