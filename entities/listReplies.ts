import type { FromSchema } from 'json-schema-to-ts';

/**
 * A record of a generated list as far as its reader relies on it: its id. The rest is the descriptor's, in the
 * record schema each entity's routes answer with (server/crud/schema.ts).
 */
export const listedRecordSchema = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } as const;

/** A page of a generated list (GET /api/<path>): its records. */
export const listPageSchema = <const Record>(record: Record) => ({ type: 'array', items: record }) as const;

/** The page asked with `prefetch`: its records, and those they reference, by entity name. */
export const prefetchedPageSchema = <const Record>(record: Record) =>
  ({
    type: 'object',
    required: ['data', 'prefetched'],
    properties: {
      data: listPageSchema(record),
      prefetched: {
        type: 'object',
        description: 'the referenced records, by entity name',
        additionalProperties: listPageSchema(listedRecordSchema),
      },
    },
  }) as const;

/** What a generated list answers, without or with `prefetch`. */
export type ListPage =
  FromSchema<ReturnType<typeof listPageSchema<typeof listedRecordSchema>>> | FromSchema<ReturnType<typeof prefetchedPageSchema<typeof listedRecordSchema>>>;
