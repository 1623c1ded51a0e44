import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

/** A person who travels for a company; users pick travellers when they book. */
export default defineEntity({
  name: 'traveller',
  path: 'travellers',
  table: 'traveller',
  title: 'full_name',
  fields: {
    full_name: { type: 'string', readOnly: true, sortable: true },
    first_name: { type: 'string', required: true, maxLength: 100, sortable: true, filter: 'search' },
    last_name: { type: 'string', required: true, maxLength: 100, sortable: true, filter: 'search' },
    email: { type: 'email', maxLength: 255, sortable: true, filter: 'search' },
    mobile_phone: { type: 'phone', maxLength: 30 },
    company: { type: 'reference', entity: 'company', required: true, sortable: true },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
    created_at: { type: 'datetime', auto: 'createdAt', sortable: true },
  },
  list: { columns: ['last_name', 'first_name', 'email', 'mobile_phone', 'company', 'enabled'], sort: { field: 'last_name', order: 'ASC' } },
  show: ['first_name', 'last_name', 'email', 'mobile_phone', 'company', 'enabled', 'created_at'],
  // The company's users and managers keep its travellers (they book for them); an accountant has no travellers screen.
  access: { read: [...AGENCY_ROLES, 'ROLE_MANAGER', 'ROLE_USER'], write: [...AGENCY_ROLES, 'ROLE_MANAGER', 'ROLE_USER'] },
  scope: { column: 'company_id', claim: 'company', bypass: AGENCY_ROLES },
  routes: { delete: false },
  // Into one company, named in the path; the same roles as writing travellers.
  actions: {
    import: { scope: 'collection', method: 'POST', path: '/api/company/:id/travellers/import', roles: [...AGENCY_ROLES, 'ROLE_MANAGER', 'ROLE_USER'] },
  },
});
