import { defineEntity } from './kit.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES, HOTEL_ROLES } from './roles.ts';

/** The staff of a contingent hotel: the users of the contingents site, kept in the user table. */
export default defineEntity({
  name: 'hotelUser',
  path: 'hotelUser',
  table: 'user',
  accounts: true,
  title: 'email',
  onlyWith: 'hotel',
  fields: {
    email: { type: 'email', required: true, maxLength: 255, sortable: true, filter: 'search' },
    first_name: { type: 'string', required: true, maxLength: 100, sortable: true, filter: 'search' },
    last_name: { type: 'string', required: true, maxLength: 100, sortable: true, filter: 'search' },
    hotel: { type: 'reference', entity: 'contingentHotel', required: true, filter: 'exact' },
    roles: { type: 'array', values: HOTEL_ROLES, required: true, filter: 'in' },
    password: { type: 'password', minLength: 8, maxLength: 200, writeOnly: true },
    mobile_phone: { type: 'phone', maxLength: 30 },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
  },
  list: { columns: ['last_name', 'first_name', 'email', 'hotel', 'roles', 'enabled'], sort: { field: 'last_name', order: 'ASC' } },
  show: ['first_name', 'last_name', 'email', 'hotel', 'roles', 'mobile_phone', 'enabled'],
  form: ['first_name', 'last_name', 'email', 'password', 'hotel', 'roles', 'mobile_phone', 'enabled'],
  access: { read: [...AGENCY_ROLES, 'ROLE_ADMIN_HOTEL'], write: [...AGENCY_ADMIN_ROLES, 'ROLE_ADMIN_HOTEL'] },
  scope: { column: 'hotel_id', claim: 'hotel', bypass: AGENCY_ROLES },
  backOffices: ['default', 'contingents'],
});
