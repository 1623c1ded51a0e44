import { HOTEL_LOCATION, HOTEL_LOCATION_FIELDS } from './hotelFields.ts';
import { defineEntity } from './kit.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES, HOTEL_ROLES } from './roles.ts';

/** A hotel that allots rooms to the agency and manages them on the contingents site. */
export default defineEntity({
  name: 'contingentHotel',
  path: 'contingent-hotels',
  table: 'contingent_hotel',
  title: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    hrs_ref: { type: 'string', maxLength: 50, sortable: true, filter: 'exact' },
    // The supplier catalogue's hotel whose ref is hrs_ref, when there is one: the same hotel in the search.
    catalogue_hotel: { type: 'reference', entity: 'hotel', readOnly: true, lookup: { column: 'hrs_ref', targetColumn: 'ref' } },
    category: { type: 'integer', min: 0, max: 5, sortable: true },
    ...HOTEL_LOCATION_FIELDS,
    // Addresses that receive contingent booking mails, separated by commas or semicolons.
    contingent_email: {
      type: 'string',
      maxLength: 1000,
      pattern: '^\\s*[^\\s@,;]+@[^\\s@,;]+\\.[^\\s@,;]+(\\s*[,;]\\s*[^\\s@,;]+@[^\\s@,;]+\\.[^\\s@,;]+)*\\s*$',
    },
    hotel_user: { type: 'reference', entity: 'user' },
    enable_virtual_card: { type: 'boolean', default: false },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
  },
  list: { columns: ['name', 'category', 'city', 'hrs_ref', 'enabled'], sort: { field: 'name', order: 'ASC' } },
  show: {
    tabs: [
      {
        name: 'hotel',
        fields: ['name', 'hrs_ref', 'catalogue_hotel', 'category', ...HOTEL_LOCATION],
      },
      { name: 'contingent', fields: ['contingent_email', 'hotel_user', 'enable_virtual_card', 'enabled'] },
      { name: 'room_types', related: { related: 'hotelgamme', target: 'hotel' } },
      { name: 'configs', related: { related: 'configcontingent', target: 'hotel' } },
      { name: 'contingents', related: { related: 'contingent', target: 'hotel' } },
      { name: 'retrocession_configs', related: { related: 'hotelretrocession', target: 'hotel' } },
      { name: 'retrocessions', related: { related: 'retrocession', target: 'hotel' } },
      { name: 'bookings', related: { related: 'contingentbooking', target: 'hotel' } },
    ],
  },
  access: { read: [...AGENCY_ROLES, ...HOTEL_ROLES], write: [...AGENCY_ADMIN_ROLES, 'ROLE_ADMIN_HOTEL'], create: AGENCY_ADMIN_ROLES },
  scope: { column: 'id', claim: 'hotel', bypass: AGENCY_ROLES },
  backOffices: ['default', 'contingents'],
  routes: { delete: false },
});
