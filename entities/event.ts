import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

export default defineEntity({
  name: 'event',
  path: 'events',
  table: 'event',
  title: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    starting_date: { type: 'date', required: true, sortable: true, filter: 'range' },
    ending_date: { type: 'date', required: true, sortable: true },
    location: { type: 'string', maxLength: 255 },
    city: { type: 'string', maxLength: 255, sortable: true, filter: 'search' },
    geo_lat: { type: 'decimal', min: -90, max: 90 },
    geo_lng: { type: 'decimal', min: -180, max: 180 },
  },
  list: { columns: ['name', 'starting_date', 'ending_date', 'city'], sort: { field: 'starting_date', order: 'DESC' } },
  show: ['name', 'starting_date', 'ending_date', 'location', 'city', 'geo_lat', 'geo_lng'],
  access: { read: AGENCY_ROLES, write: AGENCY_ROLES },
});
