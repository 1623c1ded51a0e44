import fp from 'fastify-plugin';
import type pg from 'pg';
import type { EntityDescriptor } from '../../entities/kit.ts';
import { CrudEngine } from '../crud/engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The generic CRUD engine of the descriptors: its services, and the hooks domains add around their writes. */
    crud: CrudEngine;
  }
}

/** Shares the CRUD engine with the domain plugins (which add their write hooks) and its generated routes. */
export default fp<{ pool: pg.Pool; entities: readonly EntityDescriptor[] }>(
  async (app, { pool, entities }) => {
    app.decorate('crud', new CrudEngine({ pool, knex: app.knex, entities }));
  },
  { name: 'crud', dependencies: ['knex'] },
);
