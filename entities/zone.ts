import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

export default defineEntity({
  name: 'zone',
  path: 'zones',
  itemPath: 'zone',
  table: 'zone',
  title: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    cities: { type: 'array', maxItems: 500 },
    postal_codes: { type: 'array', maxItems: 500 },
  },
  list: { columns: ['name', 'cities', 'postal_codes'], sort: { field: 'name', order: 'ASC' } },
  show: ['name', 'cities', 'postal_codes'],
  access: { read: AGENCY_ROLES, write: AGENCY_ROLES },
});
