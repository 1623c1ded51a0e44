/** JSON schemas every route module shares. */

/** A row id: a positive PostgreSQL integer. */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** The params of a route on one row (`.../:id`). */
export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
