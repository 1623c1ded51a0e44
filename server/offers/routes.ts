import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { EXCLUSION_REASONS } from '../../entities/offer.ts';
import { identityOf } from '../auth/access.ts';
import { ApiError, notFound } from '../errors.ts';
import { idParams, idSchema } from '../schemas.ts';
import { loadBookingPolicy } from './policy.ts';
import { DEFAULT_RADIUS_KM, distanceKm, favoriteLocation, MAX_RADIUS_KM, offerQuery, searchOffers } from './search.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** The user may not search live offers (user or company switch): the screen says to contact the agency. */

const CITY_LIMIT = 12;
const PLACE_LIMIT = 5;
const NEAR_HOTELS_LIMIT = 50;

const nullableString = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const serviceFlags = {
  type: 'object',
  properties: { parking: { type: 'boolean' }, internet: { type: 'boolean' }, catering: { type: 'boolean' }, disabledAccess: { type: 'boolean' } },
} as const;
const servicesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...serviceFlags.properties, breakfast: { type: 'boolean' } },
} as const;
const hotelProperties = {
  key: { type: 'string' }, name: { type: 'string' }, category: { type: ['integer', 'null'] }, address: { type: 'string' },
  postCode: nullableString, city: nullableString, lat: nullableNumber, lng: nullableNumber, phone: nullableString, email: nullableString,
} as const;

const offerSchema = {
  type: 'object',
  properties: {
    key: { type: 'string' }, roomLabel: { type: 'string' }, occupancy: { type: 'integer' }, rooms: { type: 'integer' }, nights: { type: 'integer' },
    pricePerNight: { type: 'number' }, totalPrice: { type: 'number' }, currency: { type: 'string' },
    breakfastIncluded: { type: 'boolean' }, breakfastPrice: nullableNumber, freeCancellation: { type: 'boolean' }, cancellationDeadline: nullableString,
    disabledAccess: { type: 'boolean' }, parking: { type: 'boolean' }, internet: { type: 'boolean' }, catering: { type: 'boolean' },
    excluded: { type: ['string', 'null'], enum: [...EXCLUSION_REASONS, null] },
    requiresValidation: { type: 'boolean' },
    travelPolicy: {
      type: 'object',
      properties: { mode: { type: 'integer' }, ok: { type: 'boolean' }, limit: nullableNumber, price: { type: 'number' }, withBreakfast: { type: 'boolean' }, messageKey: nullableString },
    },
  },
} as const;

const searchResponse = {
  type: 'object',
  properties: {
    from: { type: 'string' }, to: { type: 'string' }, nights: { type: 'integer' }, single: { type: 'integer' }, double: { type: 'integer' },
    services: servicesSchema,
    travelPolicyMode: { type: 'integer' },
    excludedCount: { type: 'integer' },
    exclusions: { type: 'object', properties: Object.fromEntries(EXCLUSION_REASONS.map((reason) => [reason, { type: 'integer' }])) },
    hotels: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...hotelProperties, distanceKm: nullableNumber, services: serviceFlags, cheapest: nullableNumber,
          offers: { type: 'array', items: offerSchema }, excluded: { type: 'array', items: offerSchema },
        },
      },
    },
  },
} as const;

const searchBody = {
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

const placeSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['city', 'place'] }, name: { type: 'string' }, type: { type: 'string' }, address: nullableString,
    postCode: nullableString, lat: { type: 'number' }, lng: { type: 'number' }, hotels: { type: 'integer' },
  },
} as const;

export const favoriteSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, name: { type: 'string' }, address: { type: 'string' }, postCode: nullableString, city: nullableString,
    lat: { type: 'number' }, lng: { type: 'number' },
  },
} as const;

/** The hotels around a favourite place, as the favourite hotel choice lists them. */
export const nearHotelsSchema = { type: 'array', items: { type: 'object', properties: { ...hotelProperties, distanceKm: { type: 'number' } } } } as const;

/** A company's enabled favourite places, by name (GET /api/me/favorite-locations and its public variant). */
export async function companyFavoriteLocations(db: Knex, companyId: number) {
  const rows = await db('favorite_location').where({ company_id: companyId, enabled: true }).orderBy(['name', 'id']);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: [row.address1, row.address2].filter(Boolean).join(', '),
    postCode: row.post_code,
    city: row.city,
    lat: Number(row.geo_lat),
    lng: Number(row.geo_lng),
  }));
}

/**
 * The catalogue's hotels around one of the company's favourite places, nearest first (the favourite hotel choice);
 * 404 when the place is not one of this company's.
 */
export async function hotelsNearFavorite(db: Knex, companyId: number, id: number) {
  const place = await favoriteLocation(db, companyId, id);
  const dLat = DEFAULT_RADIUS_KM / 111;
  const dLng = DEFAULT_RADIUS_KM / (111 * Math.cos((place.lat * Math.PI) / 180));
  const rows = await db('hotel')
    .whereBetween('geo_lat', [place.lat - dLat, place.lat + dLat])
    .whereBetween('geo_lng', [place.lng - dLng, place.lng + dLng])
    .select('id', 'name', 'category', 'address1', 'address2', 'post_code', 'city', 'geo_lat', 'geo_lng', 'phone_number', 'email');
  return rows
    .map((row) => ({
      // The catalogue is the simulator's: its hotel keys are `sim-<id>` (server/offers/simulator.ts).
      key: `sim-${row.id}`,
      name: row.name,
      category: row.category,
      address: [row.address1, row.address2].filter(Boolean).join(', '),
      postCode: row.post_code,
      city: row.city,
      lat: Number(row.geo_lat),
      lng: Number(row.geo_lng),
      phone: row.phone_number,
      email: row.email,
      distanceKm: distanceKm(place, { lat: Number(row.geo_lat), lng: Number(row.geo_lng) }),
    }))
    .filter((hotel) => hotel.distanceKm <= DEFAULT_RADIUS_KM)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name, 'fr'))
    .slice(0, NEAR_HOTELS_LIMIT);
}

/** `%`, `_` and `\` typed by the user are letters, not wildcards. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

// Names are matched without accents, case, hyphens or curly apostrophes: "orleans" finds Orléans, "saint etienne"
// Saint-Étienne. The catalogue holds a few hundred hotels; a real supplier searches its own.
const FOLD_FROM = 'àâäáãåéèêëíìîïóòôöõúùûüýÿç-’';
const FOLD_TO = "aaaaaaeeeeiiiiooooouuuuyyc '";
const folded = (column: string) => `translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO.replace(/'/g, "''")}')`;
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/-/g, ' ').replace(/’/g, "'");

/**
 * Search and live offers: the destination autocomplete, the company's favourite places and the hotels around them, the
 * offer search judged by the company's policy, and a hotel's detail.
 */
export async function offerRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex, offers } = app;
  /** The caller's booking policy, or 403 online_disabled when live offers are not theirs to use. */
  async function policyOf(userId: number) {
    const policy = await loadBookingPolicy(knex, userId);
    if (!policy || !policy.onlineAllowed) throw new ApiError(403, ErrorCode.ONLINE_DISABLED, 'online booking is not enabled for this user');
    return policy;
  }

  // Cities of the hotel catalogue (with where they are and how many hotels), then stations, airports and venues.
  app.get('/backend/api/cities', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['search'],
      querystring: { type: 'object', additionalProperties: false, properties: { search: { type: 'string', maxLength: 100 } } },
      response: { 200: { type: 'array', items: placeSchema } },
    },
  }, async (request) => {
    const search = request.query.search?.trim() ?? '';
    if (search.length === 0) return [];
    const term = likeEscape(fold(search));
    const [contains, prefix] = [`%${term}%`, `${term}%`];
    const [cities, places] = await Promise.all([
      knex('hotel')
        .whereRaw(`${folded('city')} LIKE ?`, [contains])
        .groupBy('city')
        .select('city')
        .select(knex.raw('count(*)::int AS hotels'), knex.raw('avg(geo_lat)::float AS lat'), knex.raw('avg(geo_lng)::float AS lng'), knex.raw('min(post_code) AS post_code'))
        .orderByRaw(`(${folded('city')} LIKE ?) DESC, count(*) DESC, city`, [prefix])
        .limit(CITY_LIMIT),
      knex('location')
        .whereNot({ type: 'city' })
        .whereRaw(`${folded('name')} LIKE ?`, [contains])
        .select('name', 'type', 'address', 'geo_lat', 'geo_lng')
        .orderByRaw(`(${folded('name')} LIKE ?) DESC, name`, [prefix])
        .limit(PLACE_LIMIT),
    ]);
    return [
      ...cities.map((city) => ({ kind: 'city' as const, name: city.city, type: 'city', postCode: city.post_code, address: null, lat: city.lat, lng: city.lng, hotels: city.hotels })),
      ...places.map((place) => ({ kind: 'place' as const, name: place.name, type: place.type, postCode: null, address: place.address, lat: Number(place.geo_lat), lng: Number(place.geo_lng), hotels: 0 })),
    ];
  });

  app.get('/backend/api/me/favorite-locations', {
    config: { access: 'authenticated' },
    schema: { tags: ['search'], response: { 200: { type: 'array', items: favoriteSchema } } },
  }, async (request) => {
    const company = identityOf(request).company;
    return company ? companyFavoriteLocations(knex, company.id) : [];
  });

  app.get('/backend/api/company/location/:id/hotels', {
    config: { access: 'authenticated' },
    schema: { tags: ['search'], params: idParams, response: { 200: nearHotelsSchema } },
  }, async (request) => {
    const company = identityOf(request).company;
    if (!company) throw notFound();
    return hotelsNearFavorite(knex, company.id, request.params.id);
  });

  app.post('/backend/api/hrs/hotels/offers', {
    config: { access: 'authenticated' },
    schema: { tags: ['search'], body: searchBody, response: { 200: searchResponse } },
  }, async (request) => {
    const policy = await policyOf(identityOf(request).id);
    const query = await offerQuery(knex, policy, request.body);
    return searchOffers(offers, policy, query);
  });

  app.get('/backend/api/hotels/detail/:hotelKey', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['search'],
      params: { type: 'object', required: ['hotelKey'], properties: { hotelKey: { type: 'string', minLength: 1, maxLength: 100 } } },
      response: {
        200: {
          type: 'object',
          additionalProperties: false,
          properties: { ...hotelProperties, website: nullableString, openingHours: nullableString, description: nullableString, services: serviceFlags },
        },
      },
    },
  }, async (request) => {
    const detail = await offers.detail(request.params.hotelKey);
    if (!detail) throw notFound();
    return detail;
  });
}
