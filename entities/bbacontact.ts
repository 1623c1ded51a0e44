import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

/** An agency contact a company is assigned to. */
export default defineEntity({
  name: 'bbacontact',
  path: 'bbacontacts',
  table: 'bbacontact',
  title: 'full_name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, sortable: true, filter: 'search' },
    firstname: { type: 'string', required: true, maxLength: 100, sortable: true, filter: 'search' },
    full_name: { type: 'string', maxLength: 201, readOnly: true, sortable: true },
    phone: { type: 'phone', maxLength: 30 },
    email: { type: 'email', required: true, maxLength: 255, filter: 'search' },
    roles: { type: 'array', values: ['ROLE_BBA_AGENT', 'ROLE_BBA_ADMIN'] },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
  },
  list: { columns: ['full_name', 'email', 'phone', 'enabled'], sort: { field: 'name', order: 'ASC' } },
  show: ['name', 'firstname', 'email', 'phone', 'roles', 'enabled'],
  access: { read: AGENCY_ROLES, write: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'] },
});
