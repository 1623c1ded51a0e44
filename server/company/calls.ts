import type { FastifyInstance } from 'fastify';
import { AGENCY_ROLES, COMPANY_ROLES } from '../../entities/roles.ts';
import { companyCustomFields } from '../booking/queries/customFields.ts';
import { linkedCompany, uidParams } from '../group/routes.ts';
import { companyFavoriteLocations, hotelsNearFavorite } from '../offers/favorites.ts';
import { nearHotelsSchema } from '../../entities/searchReplies.ts';
import { favoritePlaceListSchema } from '../../entities/favoritePlaceReplies.ts';
import { idParams } from '../schemas.ts';
import { assertCompanyReadable } from './policyAccess.ts';
import { typedRoutes } from '../typedRoutes.ts';

/**
 * The company calls that are not a signed-in user's own (`/api/me/...`): a company's custom booking fields by its id,
 * and the favourite places of a company and the hotels around them for the visitors of its public links. The locations
 * and zones are the generated CRUD's (`/api/locations` with a `q` filter, `/api/locations/{id}`, `/api/zones/{id}`).
 */
export async function companyCallRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  // The agency reads any company's fields; the company's own people read theirs, another company's is 404.
  app.get(
    '/backend/api/companies/:id/company-custom-fields',
    {
      config: { access: [...AGENCY_ROLES, ...COMPANY_ROLES] },
      schema: { tags: ['company'], params: idParams },
    },
    async (request) => {
      await assertCompanyReadable(knex, request, request.params.id, COMPANY_ROLES);
      return companyCustomFields(knex, request.params.id);
    },
  );

  // A link that names no company, or one that takes no requests, answers 205 (server/group/routes.ts).
  app.get(
    '/backend/public/api/company/:uid/favorite-locations',
    {
      config: { access: 'public' },
      schema: { tags: ['company'], params: uidParams, response: { 200: favoritePlaceListSchema } },
    },
    async (request) => companyFavoriteLocations(knex, (await linkedCompany(knex, { uid: request.params.uid })).id),
  );

  // `chain` is the company's link (its uid), as in /public/company/input_fields/{chain}; a place of another company is 404.
  app.get(
    '/backend/public/api/company/location/:id/hotels',
    {
      config: { access: 'public' },
      schema: {
        tags: ['company'],
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, required: ['chain'], properties: { chain: uidParams.properties.uid } },
        response: { 200: nearHotelsSchema },
      },
    },
    async (request) => hotelsNearFavorite(knex, (await linkedCompany(knex, { uid: request.query.chain })).id, request.params.id),
  );
}
