import fp from 'fastify-plugin';
import type { Knex } from 'knex';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every domain reads and writes through; opened and closed by the caller of buildApp. */
    knex: Knex;
  }
}

/** Shares the application's database with every domain plugin, which declares it as a dependency. */
export default fp<{ knex: Knex }>(
  async (app, { knex }) => {
    app.decorate('knex', knex);
  },
  { name: 'knex' },
);
