import fp from 'fastify-plugin';
import { groupRoutes } from './routes.ts';

/** Group requests. */
export default fp(
  async (app) => {
    await app.register(groupRoutes);
  },
  { name: 'group', dependencies: ['knex', 'mailer'], encapsulate: true },
);
