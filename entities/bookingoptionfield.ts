import { defineEntity } from './kit.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES } from './roles.ts';

/** A choice of a dropdown custom field. */
export default defineEntity({
  name: 'bookingoptionfield',
  path: 'field-options',
  table: 'booking_option_field',
  title: 'label',
  fields: {
    field: { type: 'reference', entity: 'bookinginputfield', required: true },
    label: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    value: { type: 'string', required: true, maxLength: 255 },
    rank: { type: 'integer', default: 0, min: 0, sortable: true },
  },
  list: { columns: ['field', 'rank', 'label', 'value'], sort: { field: 'rank', order: 'ASC' } },
  show: ['field', 'label', 'value', 'rank'],
  access: { read: AGENCY_ROLES, write: AGENCY_ADMIN_ROLES },
});
