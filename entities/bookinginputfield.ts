import { INPUT_FIELD_TYPES } from './bookingStatus.ts';
import { defineEntity } from './kit.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES, COMPANY_ROLES } from './roles.ts';

/** A company's own booking field (cost centre, project code…), with its type, mask and rules. */
export default defineEntity({
  name: 'bookinginputfield',
  path: 'company-custom-fields',
  table: 'booking_input_field',
  title: 'label',
  fields: {
    company: { type: 'reference', entity: 'company', required: true, sortable: true },
    label: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    rank: { type: 'integer', default: 0, min: 0, sortable: true },
    type: { type: 'enum', values: INPUT_FIELD_TYPES, required: true, filter: 'in' },
    required: { type: 'boolean', default: false },
    text_length: { type: 'integer', min: 1, max: 10000 },
    placeholder: { type: 'string', maxLength: 255 },
    // Mask syntax (entities/patterns.ts): * digit or letter, # digit, ? letter, + repeats the previous character.
    mask: { type: 'string', maxLength: 100, pattern: '^[*#?+A-Za-z0-9 ._/-]*$' },
    error_message: { type: 'string', maxLength: 255 },
    read_only: { type: 'boolean', default: false },
    default_value: { type: 'string', maxLength: 255 },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
  },
  list: { columns: ['company', 'rank', 'label', 'type', 'required', 'enabled'], sort: { field: 'rank', order: 'ASC' } },
  show: {
    tabs: [
      {
        name: 'field',
        fields: [
          'company',
          'label',
          'rank',
          'type',
          'required',
          'text_length',
          'placeholder',
          'mask',
          'error_message',
          'read_only',
          'default_value',
          'enabled',
        ],
      },
      { name: 'options', related: { related: 'bookingoptionfield', target: 'field', deletedWith: true } },
    ],
  },
  form: ['company', 'label', 'rank', 'type', 'required', 'text_length', 'placeholder', 'mask', 'error_message', 'read_only', 'default_value', 'enabled'],
  access: { read: [...AGENCY_ROLES, ...COMPANY_ROLES], write: AGENCY_ADMIN_ROLES },
  scope: { column: 'company_id', claim: 'company', bypass: AGENCY_ROLES },
});
