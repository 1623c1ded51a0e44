import fp from 'fastify-plugin';
import { messageRoutes } from './routes.ts';

/** Messages between the agency and the users. */
export default fp(
  async (app) => {
    await app.register(messageRoutes);
  },
  { name: 'message', dependencies: ['knex', 'mailer'], encapsulate: true },
);
