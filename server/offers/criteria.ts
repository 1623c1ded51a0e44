import type { FastifyInstance } from 'fastify';
import { COMPANY_ROLES } from '../../entities/roles.ts';
import type { SearchCriteria } from '../../entities/searchCriteria.ts';
import { identityOf } from '../auth/access.ts';
import { forbidden } from '../errors.ts';
import { loadBookingPolicy, type BookingPolicy } from './policy.ts';

/**
 * The caller's search criteria (GET /company_search_criterias): what the company's and the user's own settings apply to
 * online offers, read through the same loader the search and the booking use, so the home page says exactly what the
 * search will do.
 */

const nullableNumber = { type: ['number', 'null'] } as const;

const criteriaSchema = {
  type: 'object',
  properties: {
    maxPricePerRoom: nullableNumber,
    excludeNonFreeCancellation: { type: 'boolean' },
    excludeUnknownBreakfast: { type: 'boolean' },
    mealPriceContribution: nullableNumber,
    travelPolicy: {
      type: 'object',
      properties: {
        defined: { type: 'boolean' },
        mode: { type: 'integer', enum: [0, 10, 20, 30] },
        season: { type: ['object', 'null'], properties: { from: { type: 'string' }, to: { type: 'string' } } },
      },
    },
    preValidation: { type: 'boolean' },
    onlineAllowed: { type: 'boolean' },
    offlineAllowed: { type: 'boolean' },
  },
} as const;

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

export async function criteriaRoutes(app: FastifyInstance) {
  const { knex } = app;
  app.get('/backend/api/company_search_criterias', {
    config: { access: COMPANY_ROLES },
    schema: { tags: ['search'], response: { 200: criteriaSchema } },
  }, async (request) => {
    const identity = identityOf(request);
    // A company role without a company (a broken account) has no criteria to read.
    const policy = identity.company ? await loadBookingPolicy(knex, identity.id) : null;
    if (!policy) throw forbidden();
    return searchCriteria(policy);
  });
}
