import type { FromSchema } from 'json-schema-to-ts';

// The replies of the training site's own routes, as JSON Schemas: the server answers with them
// (server/training/routes.ts), the training app types what it reads from them (front/training/).

/** The demo account's session (POST /formation/auth). */
export const trainingSessionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string' } },
} as const;

/** What the training request form says around it (GET /formation/offline/infos). */
export const trainingInfosSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['responseHours', 'company', 'agency'],
  properties: {
    responseHours: { type: 'integer' },
    company: { type: 'string', description: 'the demo company the requests are made for' },
    agency: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'phone'],
      properties: { email: { type: ['string', 'null'] }, phone: { type: ['string', 'null'] } },
    },
  },
} as const;

export type TrainingSession = FromSchema<typeof trainingSessionSchema>;
export type TrainingInfos = FromSchema<typeof trainingInfosSchema>;
