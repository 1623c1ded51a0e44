import { defineEntity } from './kit.ts';
import { AGENCY_ROLES, COMPANY_ROLES } from './roles.ts';

export const LOCATION_TYPES = ['city', 'airport', 'station', 'venue', 'other'] as const;

/** A searchable destination: a city, an airport, a station, a venue. */
export default defineEntity({
  name: 'location',
  path: 'locations',
  itemPath: 'location',
  table: 'location',
  title: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    address: { type: 'string', maxLength: 255 },
    geo_lat: { type: 'decimal', required: true, min: -90, max: 90 },
    geo_lng: { type: 'decimal', required: true, min: -180, max: 180 },
    type: { type: 'enum', values: LOCATION_TYPES, required: true, filter: 'in' },
  },
  list: { columns: ['name', 'type', 'address'], sort: { field: 'name', order: 'ASC' } },
  show: ['name', 'type', 'address', 'geo_lat', 'geo_lng'],
  access: { read: [...AGENCY_ROLES, ...COMPANY_ROLES], write: AGENCY_ROLES },
});
