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

/** The file formats an import reads and the largest file it takes (GET /backend/api/travellers/import/formats). */
export const importFormatsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['formats', 'maxBytes'],
  properties: { formats: { type: 'array', items: { type: 'string' } }, maxBytes: { type: 'integer' } },
} as const;

export type ImportResult = FromSchema<typeof importResultSchema>;
export type RowError = ImportResult['errors'][number];
export type ImportFormats = FromSchema<typeof importFormatsSchema>;
