import fp from 'fastify-plugin';
import { contentRoutes } from './routes.ts';

/** News, events and help pages. */
export default fp(async (app) => {
  await app.register(contentRoutes);
}, { name: 'content', dependencies: ['knex'], encapsulate: true });
