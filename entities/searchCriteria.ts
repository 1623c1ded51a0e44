import type { FromSchema } from 'json-schema-to-ts';

const nullableNumber = { type: ['number', 'null'] } as const;

/**
 * What the company's and the user's own settings apply to online offers (GET /api/company_search_criterias), as the
 * home page shows them: the schema the server answers with, the type the front office reads.
 */
export const searchCriteriaSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'maxPricePerRoom',
    'excludeNonFreeCancellation',
    'excludeUnknownBreakfast',
    'mealPriceContribution',
    'travelPolicy',
    'preValidation',
    'onlineAllowed',
    'offlineAllowed',
  ],
  properties: {
    maxPricePerRoom: { ...nullableNumber, description: "per room per night: the user's own limit, else the company's" },
    excludeNonFreeCancellation: { type: 'boolean' },
    excludeUnknownBreakfast: { type: 'boolean' },
    mealPriceContribution: { ...nullableNumber, description: 'what the company pays towards a meal, per person' },
    travelPolicy: {
      type: 'object',
      additionalProperties: false,
      required: ['defined', 'mode', 'season'],
      properties: {
        defined: { type: 'boolean' },
        mode: { type: 'integer', enum: [0, 10, 20, 30] },
        season: {
          type: ['object', 'null'],
          additionalProperties: false,
          required: ['from', 'to'],
          properties: { from: { type: 'string' }, to: { type: 'string' } },
        },
      },
    },
    preValidation: { type: 'boolean', description: 'every booking waits for a manager first' },
    onlineAllowed: { type: 'boolean' },
    offlineAllowed: { type: 'boolean' },
  },
} as const;

export type SearchCriteria = FromSchema<typeof searchCriteriaSchema>;
