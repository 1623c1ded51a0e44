import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

/** A company's identifier at a supplier (account code, rate code). */
export default defineEntity({
  name: 'companyProviderData',
  path: 'company-provider-datas',
  table: 'company_provider_data',
  title: 'label',
  fields: {
    company: { type: 'reference', entity: 'company', required: true, sortable: true },
    label: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
  },
  list: { columns: ['label', 'company'], sort: { field: 'label', order: 'ASC' } },
  show: ['company', 'label'],
  access: { read: AGENCY_ROLES, write: AGENCY_ROLES },
});
