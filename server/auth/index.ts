import fp from 'fastify-plugin';
import { authRoutes } from './routes.ts';
import { accountRoutes } from './accounts.ts';

/** Sign-in, sessions, passwords and accounts. */
export default fp<{ tokenLifetime: string }>(async (app, { tokenLifetime }) => {
  await app.register(authRoutes, { tokenLifetime });
  await app.register(accountRoutes);
}, { name: 'auth', dependencies: ['knex', 'mailer'], encapsulate: true });
