import fp from 'fastify-plugin';
import { MAIL_BATCH, MailDelivery, type DeliveryOptions } from '../mail/delivery.ts';
import { MAIL_QUEUE, mailQueueSettings, Mailer, type MailJob } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues the product's mails and builds their links from the configured sites. */
    mailer: Mailer;
    /** Sends the queued mails (SMTP, or the outbox folder): this instance's worker, or a test's hand. */
    mailDelivery: MailDelivery;
  }
}

export interface MailerPluginOptions extends DeliveryOptions {
  /** Address of the default site (PUBLIC_URL): every mailed link starts at one of its sites. */
  publicUrl?: string;
  /** The delay before a refused mail's first new try, in seconds (doubling after it). */
  retryDelaySeconds?: number;
}

export default fp<MailerPluginOptions>(
  async (app, { publicUrl, retryDelaySeconds, ...delivery }) => {
    await app.queue.define(MAIL_QUEUE, mailQueueSettings(retryDelaySeconds));
    const mailDelivery = new MailDelivery(app.knex, delivery);
    app.decorate('mailer', new Mailer(app.knex, app.queue, publicUrl));
    app.decorate('mailDelivery', mailDelivery);
    await app.queue.work<MailJob>(MAIL_QUEUE, (job) => mailDelivery.deliver(job), { batch: MAIL_BATCH });
  },
  { name: 'mailer', dependencies: ['knex', 'queue'] },
);
