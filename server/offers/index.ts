import fp from 'fastify-plugin';
import { offerRoutes } from './routes.ts';
import { criteriaRoutes } from './criteria.ts';

/** Live offer search and the search criteria. */
export default fp(
  async (app) => {
    await app.register(offerRoutes);
    await app.register(criteriaRoutes);
  },
  { name: 'offers', dependencies: ['knex', 'offers'], encapsulate: true },
);
