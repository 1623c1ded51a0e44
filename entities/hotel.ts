import { HOTEL_LOCATION, HOTEL_LOCATION_FIELDS } from './hotelFields.ts';
import { defineEntity } from './kit.ts';
import { AGENCY_ROLES, COMPANY_ROLES } from './roles.ts';

/** A hotel of the supplier catalogue: read-only here, it comes from the supplier. */
export default defineEntity({
  name: 'hotel',
  path: 'hotels',
  table: 'hotel',
  title: 'name',
  fields: {
    ref: { type: 'string', required: true, maxLength: 50, sortable: true, filter: 'exact' },
    name: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    category: { type: 'integer', min: 0, max: 5, sortable: true, filter: 'in' },
    ...HOTEL_LOCATION_FIELDS,
  },
  list: { columns: ['name', 'category', 'city', 'post_code', 'ref'], sort: { field: 'name', order: 'ASC' } },
  show: ['name', 'ref', 'category', ...HOTEL_LOCATION],
  access: { read: [...AGENCY_ROLES, ...COMPANY_ROLES], write: [] },
  routes: { create: false, edit: false, delete: false },
});
