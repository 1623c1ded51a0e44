import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

export default defineEntity({
  name: 'help',
  path: 'helps',
  table: 'help',
  title: 'title',
  fields: {
    title: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    weight: { type: 'integer', default: 0, sortable: true },
    content: { type: 'richtext' },
    notify_users: { type: 'boolean', default: false, filter: 'exact' },
    created_at: { type: 'datetime', auto: 'createdAt', sortable: true },
    updated_at: { type: 'datetime', auto: 'updatedAt', sortable: true },
  },
  list: { columns: ['title', 'weight', 'notify_users', 'updated_at'], sort: { field: 'weight', order: 'DESC' } },
  show: ['title', 'weight', 'notify_users', 'content', 'created_at', 'updated_at'],
  access: { read: AGENCY_ROLES, write: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'] },
});
