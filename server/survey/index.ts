import fp from 'fastify-plugin';
import { surveyRoutes } from './routes.ts';

/** Satisfaction surveys. */
export default fp(
  async (app) => {
    await app.register(surveyRoutes);
  },
  { name: 'survey', dependencies: ['knex'], encapsulate: true },
);
