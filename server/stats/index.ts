import fp from 'fastify-plugin';
import { statsRoutes } from './routes.ts';

/** Statistics. */
export default fp(
  async (app) => {
    await app.register(statsRoutes);
  },
  { name: 'stats', dependencies: ['knex'], encapsulate: true },
);
