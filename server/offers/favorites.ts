import type { Knex } from 'knex';
import { DEFAULT_RADIUS_KM, distanceKm, favoriteLocation } from './search.ts';

const NEAR_HOTELS_LIMIT = 50;

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
