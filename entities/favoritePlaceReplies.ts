import type { FromSchema } from 'json-schema-to-ts';

// The favourite places of the caller's company as the search and the request forms offer them, as a JSON Schema: the
// server answers with it (server/offers/routes.ts, server/company/calls.ts), the forms type what they read from it.

/** One of the company's favourite places: its name, its address and where it lies. */
export const favoritePlaceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'address', 'postCode', 'city', 'lat', 'lng'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    address: { type: 'string' },
    postCode: { type: ['string', 'null'] },
    city: { type: ['string', 'null'] },
    lat: { type: 'number' },
    lng: { type: 'number' },
  },
} as const;

/** The company's favourite places, by name. */
export const favoritePlaceListSchema = { type: 'array', items: favoritePlaceSchema } as const;

export type FavoritePlace = FromSchema<typeof favoritePlaceSchema>;
