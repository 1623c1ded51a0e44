/** JSON schemas every route module shares. */

/** Any PostgreSQL integer (int4): a larger number would fail in the database, so the input refuses it first. */
export const int4Schema = { type: 'integer', minimum: -2147483648, maximum: 2147483647 } as const;

/** A row id: a positive PostgreSQL integer. */
export const idSchema = { ...int4Schema, minimum: 1 } as const;

/** The params of a route on one row (`.../:id`). */
export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

/** The answer of a deletion that returns nothing: 204, no body. */
export const deletedSchema = { type: 'null', description: 'deleted; no body' } as const;

// The schemas of entities/ name their properties from lists with it too.
export { sameProperties } from '../entities/kit.ts';
