import fp from 'fastify-plugin';
import { forgetChangedAccounts } from './accountHooks.ts';
import { accountRoutes } from './accounts.ts';
import { authRoutes } from './routes.ts';

/** Sign-in, sessions, passwords and accounts. */
export default fp<{ tokenLifetime: string }>(
  async (app, { tokenLifetime }) => {
    await app.register(authRoutes, { tokenLifetime });
    await app.register(accountRoutes);
    forgetChangedAccounts(app);
  },
  { name: 'auth', dependencies: ['knex', 'mailer', 'crud'], encapsulate: true },
);
