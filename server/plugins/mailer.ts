import fp from 'fastify-plugin';
import { MailDelivery, type DeliveryOptions } from '../mail/delivery.ts';
import { MAIL_QUEUE, MAIL_QUEUE_SETTINGS, Mailer, type MailJob } from '../mail/mailer.ts';

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
}

export default fp<MailerPluginOptions>(async (app, { publicUrl, ...delivery }) => {
  await app.queue.define(MAIL_QUEUE, MAIL_QUEUE_SETTINGS);
  const mailDelivery = new MailDelivery(app.knex, delivery);
  app.decorate('mailer', new Mailer(app.knex, app.queue, publicUrl));
  app.decorate('mailDelivery', mailDelivery);
  await app.queue.work<MailJob>(MAIL_QUEUE, (job) => mailDelivery.deliver(job));
}, { name: 'mailer', dependencies: ['knex', 'queue'] });
