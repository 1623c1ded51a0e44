import fp from 'fastify-plugin';
import { retrocessionRoutes } from './retrocession.ts';
import { stockRoutes } from './stock.ts';
import { hotelSiteRoutes } from './hotelSite.ts';

/** Contingents: the hotels' stock, their site and the retrocessions. */
export default fp(
  async (app) => {
    await app.register(retrocessionRoutes);
    await app.register(stockRoutes);
    await app.register(hotelSiteRoutes);
  },
  { name: 'contingent', dependencies: ['knex'], encapsulate: true },
);
