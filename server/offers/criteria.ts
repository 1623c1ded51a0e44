import type { FastifyInstance } from 'fastify';
import { COMPANY_ROLES } from '../../entities/roles.ts';
import { type SearchCriteria, searchCriteriaSchema } from '../../entities/searchCriteria.ts';
import { identityOf } from '../auth/access.ts';
import { forbidden } from '../errors.ts';
import { loadBookingPolicy, type BookingPolicy } from './policy.ts';
import { typedRoutes } from '../typedRoutes.ts';

/**
 * The caller's search criteria (GET /company_search_criterias): what the company's and the user's own settings apply to
 * online offers, read through the same loader the search and the booking use, so the home page says exactly what the
 * search will do.
 */
export function searchCriteria(policy: BookingPolicy): SearchCriteria {
  return {
    maxPricePerRoom: policy.maxPricePerRoom,
    excludeNonFreeCancellation: policy.excludeNonFreeCancellation,
    excludeUnknownBreakfast: policy.excludeUnknownBreakfast,
    mealPriceContribution: policy.mealPriceContribution,
    travelPolicy: { defined: policy.travelPolicyDefined, mode: policy.travelPolicy.mode, season: policy.travelPolicy.season },
    preValidation: policy.preValidation,
    onlineAllowed: policy.onlineAllowed,
    offlineAllowed: policy.offlineAllowed,
  };
}

export async function criteriaRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  app.get(
    '/backend/api/company_search_criterias',
    {
      config: { access: COMPANY_ROLES },
      schema: { tags: ['search'], response: { 200: searchCriteriaSchema } },
    },
    async (request) => {
      const identity = identityOf(request);
      // A company role without a company (a broken account) has no criteria to read.
      const policy = identity.company ? await loadBookingPolicy(knex, identity.id) : null;
      if (!policy) throw forbidden();
      return searchCriteria(policy);
    },
  );
}
