import { EXCLUSION_REASONS } from '../../entities/offer.ts';
import { idSchema } from '../schemas.ts';
import { MAX_RADIUS_KM } from './search.ts';

// The schemas of the search routes: what they take and what they answer.

export const nullableString = { type: ['string', 'null'] } as const;
export const nullableNumber = { type: ['number', 'null'] } as const;
export const serviceFlags = {
  type: 'object',
  properties: { parking: { type: 'boolean' }, internet: { type: 'boolean' }, catering: { type: 'boolean' }, disabledAccess: { type: 'boolean' } },
} as const;
export const servicesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...serviceFlags.properties, breakfast: { type: 'boolean' } },
} as const;
export const hotelProperties = {
  key: { type: 'string' },
  name: { type: 'string' },
  category: { type: ['integer', 'null'] },
  address: { type: 'string' },
  postCode: nullableString,
  city: nullableString,
  lat: nullableNumber,
  lng: nullableNumber,
  phone: nullableString,
  email: nullableString,
} as const;

export const offerSchema = {
  type: 'object',
  properties: {
    key: { type: 'string' },
    roomLabel: { type: 'string' },
    occupancy: { type: 'integer' },
    rooms: { type: 'integer' },
    nights: { type: 'integer' },
    pricePerNight: { type: 'number' },
    totalPrice: { type: 'number' },
    currency: { type: 'string' },
    breakfastIncluded: { type: 'boolean' },
    breakfastPrice: nullableNumber,
    freeCancellation: { type: 'boolean' },
    cancellationDeadline: nullableString,
    disabledAccess: { type: 'boolean' },
    parking: { type: 'boolean' },
    internet: { type: 'boolean' },
    catering: { type: 'boolean' },
    excluded: { type: ['string', 'null'], enum: [...EXCLUSION_REASONS, null] },
    requiresValidation: { type: 'boolean' },
    travelPolicy: {
      type: 'object',
      properties: {
        mode: { type: 'integer' },
        ok: { type: 'boolean' },
        limit: nullableNumber,
        price: { type: 'number' },
        withBreakfast: { type: 'boolean' },
        messageKey: nullableString,
      },
    },
  },
} as const;

export const searchResponse = {
  type: 'object',
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    nights: { type: 'integer' },
    single: { type: 'integer' },
    double: { type: 'integer' },
    services: servicesSchema,
    travelPolicyMode: { type: 'integer' },
    excludedCount: { type: 'integer' },
    exclusions: { type: 'object', properties: Object.fromEntries(EXCLUSION_REASONS.map((reason) => [reason, { type: 'integer' }])) },
    hotels: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...hotelProperties,
          distanceKm: nullableNumber,
          services: serviceFlags,
          cheapest: nullableNumber,
          offers: { type: 'array', items: offerSchema },
          excluded: { type: 'array', items: offerSchema },
        },
      },
    },
  },
} as const;

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

export const placeSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['city', 'place'] },
    name: { type: 'string' },
    type: { type: 'string' },
    address: nullableString,
    postCode: nullableString,
    lat: { type: 'number' },
    lng: { type: 'number' },
    hotels: { type: 'integer' },
  },
} as const;

/** The hotels around a favourite place, as the favourite hotel choice lists them. */
export const nearHotelsSchema = { type: 'array', items: { type: 'object', properties: { ...hotelProperties, distanceKm: { type: 'number' } } } } as const;
