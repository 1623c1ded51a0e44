import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { AGENCY_ADMIN_ROLES } from '../../entities/kit.ts';
import { notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';

/** The agency switches a hotel's release rule on or off without editing it. */
export async function retrocessionRoutes(app: FastifyInstance, { knex }: { knex: Knex }) {
  for (const [action, enabled] of [['admin_enable', true], ['admin_disable', false]] as const) {
    app.get<{ Params: { id: number } }>(`/backend/api/hotelretrocessions/${action}/:id`, {
      config: { access: AGENCY_ADMIN_ROLES },
      schema: {
        tags: ['hotelretrocession'],
        params: idParams,
        response: { 200: { type: 'object', properties: { id: { type: 'integer' }, enabled: { type: 'boolean' } } } },
      },
    }, async (request) => {
      const [row] = await knex('hotelretrocession').where({ id: request.params.id }).update({ enabled }).returning(['id', 'enabled']);
      if (!row) throw notFound();
      return row;
    });
  }
}
