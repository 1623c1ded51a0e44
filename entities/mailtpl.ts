import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

export default defineEntity({
  name: 'mailtpl',
  path: 'mailtpls',
  table: 'mailtpl',
  title: 'label',
  fields: {
    ref: { type: 'string', required: true, maxLength: 100, pattern: '^[a-z0-9_.-]+$', sortable: true, filter: 'search' },
    label: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    subject: { type: 'string', required: true, maxLength: 255 },
    body_text: { type: 'text' },
    body_html: { type: 'richtext' },
  },
  list: { columns: ['ref', 'label', 'subject'], sort: { field: 'ref', order: 'ASC' } },
  show: ['ref', 'label', 'subject', 'body_text', 'body_html'],
  access: { read: AGENCY_ROLES, write: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'] },
});
