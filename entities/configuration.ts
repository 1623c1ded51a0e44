import { defineEntity } from './kit.ts';

export default defineEntity({
  name: 'configuration',
  path: 'configurations',
  table: 'configuration',
  title: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, sortable: true, filter: 'search', readOnly: 'edit' },
    value: { type: 'text' },
  },
  list: { columns: ['name', 'value'], sort: { field: 'name', order: 'ASC' } },
  show: ['name', 'value'],
  access: { read: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'], write: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'] },
  // The card (encrypted) and the banner have their own validated screens: admin/cb and admin/bandeau.
  reservedRows: { field: 'name', values: ['cb', 'bandeau'] },
});
