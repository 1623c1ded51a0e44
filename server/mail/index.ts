import fp from 'fastify-plugin';
import { mailRoutes } from './routes.ts';

/** The mail log and sending again. */
export default fp(async (app) => {
  await app.register(mailRoutes);
}, { name: 'mail', dependencies: ['knex', 'mailer'], encapsulate: true });
