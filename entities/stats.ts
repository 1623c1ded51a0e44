import type { FromSchema } from 'json-schema-to-ts';

/** The figures of one period: the schema the server answers with, the type the front office reads. */
export const statsPeriodSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['period', 'bookings', 'cancelled', 'nights', 'spend', 'policy_ok', 'policy_ko', 'policy_unknown'],
  properties: {
    period: { type: 'string', description: '`2026` by year, `2026-03` by month' },
    bookings: { type: 'integer' },
    cancelled: { type: 'integer' },
    nights: { type: 'integer', description: 'room nights: nights times rooms' },
    spend: { type: 'number', description: 'total price of the bookings made' },
    // Bookings made within the travel policy, outside it, and without a policy check.
    policy_ok: { type: 'integer' },
    policy_ko: { type: 'integer' },
    policy_unknown: { type: 'integer' },
  },
} as const;

export type StatsPeriod = FromSchema<typeof statsPeriodSchema>;

/** The booking statistics of a company or a user (GET /backend/api/bookings/stats), as the server sends them. */
export const statsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['group', 'scope', 'year', 'years', 'periods', 'totals'],
  properties: {
    group: { type: 'string', enum: ['year', 'month'] },
    scope: { type: 'string', enum: ['company', 'user'] },
    year: { type: ['integer', 'null'] },
    years: { type: 'array', items: { type: 'integer' } },
    periods: { type: 'array', items: statsPeriodSchema },
    totals: statsPeriodSchema,
  },
} as const;

export type Stats = FromSchema<typeof statsSchema>;
