import type { FromSchema } from 'json-schema-to-ts';

/**
 * The outcome of a traveller import, line by line (POST /backend/api/company/:id/import): the schema the server
 * answers with, the type the front office reads.
 */
export const importResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['imported', 'skipped', 'errors'],
  properties: {
    imported: { type: 'integer' },
    skipped: { type: 'integer' },
    errors: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['row', 'code'], properties: { row: { type: 'integer' }, code: { type: 'integer' } } },
    },
  },
} as const;

export type ImportResult = FromSchema<typeof importResultSchema>;
export type RowError = ImportResult['errors'][number];
