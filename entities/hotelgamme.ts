import { defineEntity } from './kit.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES, HOTEL_ROLES } from './roles.ts';

/** A room type of a contingent hotel. */
export default defineEntity({
  name: 'hotelgamme',
  path: 'hotelgammes',
  table: 'hotelgamme',
  title: 'description',
  fields: {
    hotel: { type: 'reference', entity: 'contingentHotel', required: true, sortable: true },
    description: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
  },
  list: { columns: ['description', 'hotel', 'enabled'], sort: { field: 'description', order: 'ASC' } },
  show: ['hotel', 'description', 'enabled'],
  access: { read: [...AGENCY_ROLES, ...HOTEL_ROLES], write: [...AGENCY_ADMIN_ROLES, 'ROLE_ADMIN_HOTEL'] },
  scope: { column: 'hotel_id', claim: 'hotel', bypass: AGENCY_ROLES },
  backOffices: ['default', 'contingents'],
});
