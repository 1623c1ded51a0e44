import fp from 'fastify-plugin';
import { userRoutes } from './routes.ts';

/** A company's users. */
export default fp<{ tokenLifetime: string }>(
  async (app, { tokenLifetime }) => {
    await app.register(userRoutes, { tokenLifetime });
  },
  { name: 'users', dependencies: ['knex', 'mailer'], encapsulate: true },
);
