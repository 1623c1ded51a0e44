import { servicesSchema } from '../../entities/offer.ts';
import { idSchema } from '../schemas.ts';
import { MAX_RADIUS_KM } from './search.ts';

// What the offer search takes; what the search routes answer is in entities/offer.ts and entities/searchReplies.ts.

const nullableString = { type: ['string', 'null'] } as const;

export const searchBody = {
  type: 'object',
  additionalProperties: false,
  required: ['single', 'double'],
  properties: {
    destination: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        city: { type: 'string', maxLength: 100 },
        lat: { type: 'number', minimum: -90, maximum: 90 },
        lng: { type: 'number', minimum: -180, maximum: 180 },
        radiusKm: { type: 'number', exclusiveMinimum: 0, maximum: MAX_RADIUS_KM },
        favoriteLocationId: idSchema,
      },
      // A point has both coordinates or none.
      anyOf: [{ required: ['lat', 'lng'] }, { not: { anyOf: [{ required: ['lat'] }, { required: ['lng'] }] } }],
    },
    hotelKey: { type: ['string', 'null'], maxLength: 100 },
    // Not required here: a missing date is the stay rules' code 20, not a generic 10.
    startDate: nullableString,
    endDate: nullableString,
    single: { type: 'integer', minimum: 0, maximum: 99 },
    double: { type: 'integer', minimum: 0, maximum: 99 },
    services: servicesSchema,
  },
} as const;
