import fp from 'fastify-plugin';
import { Mailer, type MailerOptions } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the product's mails (SMTP, or the outbox folder) and builds their links from the configured sites. */
    mailer: Mailer;
  }
}

export default fp<MailerOptions>(async (app, options) => {
  app.decorate('mailer', new Mailer(app.knex, options));
}, { name: 'mailer', dependencies: ['knex'] });
