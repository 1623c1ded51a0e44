import { defineEntity } from './kit.ts';
import { AGENCY_ROLES, COMPANY_ROLES } from './roles.ts';

/** A place a company's travellers often go to (an office, a plant), offered in the search. */
export default defineEntity({
  name: 'favoriteLocation',
  path: 'favorite-locations',
  table: 'favorite_location',
  title: 'name',
  fields: {
    company: { type: 'reference', entity: 'company', required: true, sortable: true },
    name: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    address1: { type: 'string', maxLength: 255 },
    address2: { type: 'string', maxLength: 255 },
    post_code: { type: 'string', maxLength: 20 },
    city: { type: 'string', maxLength: 100, sortable: true, filter: 'search' },
    country: { type: 'string', maxLength: 100 },
    geo_lat: { type: 'decimal', required: true, min: -90, max: 90 },
    geo_lng: { type: 'decimal', required: true, min: -180, max: 180 },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
    // The catalogue hotels offered when a search starts from this place.
    hotels: { type: 'references', entity: 'hotel', through: { table: 'favorite_location_hotel', source: 'favorite_location_id', target: 'hotel_id' } },
  },
  list: { columns: ['name', 'city', 'company', 'enabled'], sort: { field: 'name', order: 'ASC' } },
  show: ['company', 'name', 'address1', 'address2', 'post_code', 'city', 'country', 'geo_lat', 'geo_lng', 'enabled', 'hotels'],
  access: { read: [...AGENCY_ROLES, ...COMPANY_ROLES], write: AGENCY_ROLES },
  scope: { column: 'company_id', claim: 'company', bypass: AGENCY_ROLES },
});
