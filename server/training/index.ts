import fp from 'fastify-plugin';
import { trainingRoutes } from './routes.ts';

/** The training site. */
export default fp<{ tokenLifetime: string }>(
  async (app, { tokenLifetime }) => {
    await app.register(trainingRoutes, { tokenLifetime });
  },
  { name: 'training', dependencies: ['knex', 'mailer'], encapsulate: true },
);
