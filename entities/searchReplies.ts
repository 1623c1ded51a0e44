import type { FromSchema } from 'json-schema-to-ts';
import { offerHotelSchema } from './offer.ts';

// The replies of the search form's lists, as JSON Schemas: the server answers with them (server/offers/routes.ts,
// server/company/calls.ts), the front office types what it reads from them (front/search/).

/** A destination the autocomplete offers (GET /cities): a city of the hotel catalogue, or a station, airport or venue. */
export const placeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'name', 'type', 'address', 'postCode', 'lat', 'lng', 'hotels'],
  properties: {
    kind: { type: 'string', enum: ['city', 'place'] },
    name: { type: 'string' },
    type: { type: 'string' },
    address: { type: ['string', 'null'] },
    postCode: { type: ['string', 'null'] },
    lat: { type: 'number' },
    lng: { type: 'number' },
    hotels: { type: 'integer', description: 'the catalogue’s hotels in the city; 0 for a place' },
  },
} as const;

/** The catalogue's hotels around a favourite place, nearest first (GET /company/location/:id/hotels and its public variant). */
export const nearHotelsSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: [...offerHotelSchema.required, 'distanceKm'],
    properties: { ...offerHotelSchema.properties, distanceKm: { type: 'number' } },
  },
} as const;

export type Place = FromSchema<typeof placeSchema>;
export type NearHotel = FromSchema<typeof nearHotelsSchema>[number];
