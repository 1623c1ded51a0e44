import type { FastifyInstance } from 'fastify';
import { identityOf } from '../auth/access.ts';
import { ApiError, notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';
import { companyFavoriteLocations, hotelsNearFavorite } from './favorites.ts';
import { loadBookingPolicy } from './policy.ts';
import { searchBody } from './schemas.ts';
import { hotelDetailSchema, searchResultSchema } from '../../entities/offer.ts';
import { nearHotelsSchema, placeSchema } from '../../entities/searchReplies.ts';
import { favoritePlaceListSchema } from '../../entities/favoritePlaceReplies.ts';
import { offerQuery, searchOffers } from './search.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** The user may not search live offers (user or company switch): the screen says to contact the agency. */

const CITY_LIMIT = 12;
const PLACE_LIMIT = 5;

/** `%`, `_` and `\` typed by the user are letters, not wildcards. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

// Names are matched without accents, case, hyphens or curly apostrophes: "orleans" finds Orléans, "saint etienne"
// Saint-Étienne. The catalogue holds a few hundred hotels; a real supplier searches its own.
const FOLD_FROM = 'àâäáãåéèêëíìîïóòôöõúùûüýÿç-’';
const FOLD_TO = "aaaaaaeeeeiiiiooooouuuuyyc '";
const folded = (column: string) => `translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO.replace(/'/g, "''")}')`;
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/-/g, ' ')
    .replace(/’/g, "'");

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
  app.get(
    '/backend/api/cities',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['search'],
        querystring: { type: 'object', additionalProperties: false, properties: { search: { type: 'string', maxLength: 100 } } },
        response: { 200: { type: 'array', items: placeSchema } },
      },
    },
    async (request) => {
      const search = request.query.search?.trim() ?? '';
      if (search.length === 0) return [];
      const term = likeEscape(fold(search));
      const [contains, prefix] = [`%${term}%`, `${term}%`];
      const [cities, places] = await Promise.all([
        knex('hotel')
          .whereRaw(`${folded('city')} LIKE ?`, [contains])
          .groupBy('city')
          .select('city')
          .select(
            knex.raw('count(*)::int AS hotels'),
            knex.raw('avg(geo_lat)::float AS lat'),
            knex.raw('avg(geo_lng)::float AS lng'),
            knex.raw('min(post_code) AS post_code'),
          )
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
        ...cities.map((city) => ({
          kind: 'city' as const,
          name: city.city,
          type: 'city',
          postCode: city.post_code,
          address: null,
          lat: city.lat,
          lng: city.lng,
          hotels: city.hotels,
        })),
        ...places.map((place) => ({
          kind: 'place' as const,
          name: place.name,
          type: place.type,
          postCode: null,
          address: place.address,
          lat: Number(place.geo_lat),
          lng: Number(place.geo_lng),
          hotels: 0,
        })),
      ];
    },
  );

  app.get(
    '/backend/api/me/favorite-locations',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['search'], response: { 200: favoritePlaceListSchema } },
    },
    async (request) => {
      const company = identityOf(request).company;
      return company ? companyFavoriteLocations(knex, company.id) : [];
    },
  );

  app.get(
    '/backend/api/company/location/:id/hotels',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['search'], params: idParams, response: { 200: nearHotelsSchema } },
    },
    async (request) => {
      const company = identityOf(request).company;
      if (!company) throw notFound();
      return hotelsNearFavorite(knex, company.id, request.params.id);
    },
  );

  app.post(
    '/backend/api/hrs/hotels/offers',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['search'], body: searchBody, response: { 200: searchResultSchema } },
    },
    async (request) => {
      const policy = await policyOf(identityOf(request).id);
      const query = await offerQuery(knex, policy, request.body);
      return searchOffers(offers, policy, query);
    },
  );

  app.get(
    '/backend/api/hotels/detail/:hotelKey',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['search'],
        params: { type: 'object', required: ['hotelKey'], properties: { hotelKey: { type: 'string', minLength: 1, maxLength: 100 } } },
        response: { 200: hotelDetailSchema },
      },
    },
    async (request) => {
      const detail = await offers.detail(request.params.hotelKey);
      if (!detail) throw notFound();
      return detail;
    },
  );
}
