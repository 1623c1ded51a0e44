import type { FastifyInstance } from 'fastify';
import { aliasAvailabilitySchema } from '../../entities/companyReplies.ts';
import { entityNamed } from '../../entities/index.ts';
import { type StringField } from '../../entities/kit.ts';
import { AGENCY_ADMIN_ROLES } from '../../entities/roles.ts';
import { idSchema } from '../schemas.ts';
import { typedRoutes } from '../typedRoutes.ts';

/**
 * Whether a company's public entry route, its group alias (/offline/booking/prelogged/group/{alias}), is free to take
 * (GET /api/public/is_route_available/{x}). Despite the path it reveals the aliases in use, so only the agency's
 * administrators, who edit companies, may ask. Aliases are compared without case, as the link looks them up and as the
 * unique index (migration 015) refuses them.
 */

const aliasField = entityNamed('company').fields.group_alias as StringField;

export async function groupAliasRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  app.get(
    '/backend/api/public/is_route_available/:x',
    {
      config: { access: AGENCY_ADMIN_ROLES },
      schema: {
        tags: ['company'],
        params: {
          type: 'object',
          required: ['x'],
          properties: { x: { type: 'string', minLength: 1, maxLength: aliasField.maxLength, pattern: aliasField.pattern } },
        },
        // The company being edited: its own alias counts as available.
        querystring: { type: 'object', additionalProperties: false, properties: { except: idSchema } },
        response: { 200: aliasAvailabilitySchema },
      },
    },
    async (request) => {
      const query = knex('company').whereRaw('lower(group_alias) = lower(?)', [request.params.x]);
      if (request.query.except) query.whereNot('id', request.query.except);
      return { available: !(await query.first('id')) };
    },
  );
}
