import fp from 'fastify-plugin';
import { travellerImportRoutes } from './routes.ts';
import { myTravellerRoutes } from './mine.ts';
import { publicTravellerRoutes } from './public.ts';

/** Travellers: a company's list, its import, and the public registration link. */
export default fp(
  async (app) => {
    await app.register(travellerImportRoutes);
    await app.register(myTravellerRoutes);
    await app.register(publicTravellerRoutes);
  },
  { name: 'traveller', dependencies: ['knex'], encapsulate: true },
);
