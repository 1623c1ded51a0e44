import fp from 'fastify-plugin';
import { mailRoutes } from './routes.ts';

/** The mail log: sending a mail again, trying a failed one again. */
export default fp(
  async (app) => {
    await app.register(mailRoutes);
  },
  { name: 'mail', dependencies: ['knex', 'queue', 'mailer'], encapsulate: true },
);
