import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

export default defineEntity({
  name: 'news',
  path: 'news',
  table: 'news',
  title: 'name',
  fields: {
    date: { type: 'date', required: true, sortable: true, filter: 'range' },
    name: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    weight: { type: 'integer', default: 0, sortable: true },
    notify_users: { type: 'boolean', default: false, filter: 'exact' },
    image: { type: 'image' },
    content: { type: 'richtext' },
    created_by: { type: 'reference', entity: 'user', auto: 'createdBy' },
    updated_by: { type: 'reference', entity: 'user', auto: 'updatedBy' },
    created_at: { type: 'datetime', auto: 'createdAt', sortable: true },
    updated_at: { type: 'datetime', auto: 'updatedAt', sortable: true },
  },
  list: { columns: ['date', 'name', 'weight', 'notify_users', 'updated_at'], sort: { field: 'weight', order: 'DESC' } },
  show: ['date', 'name', 'weight', 'notify_users', 'image', 'content', 'created_by', 'created_at', 'updated_by', 'updated_at'],
  access: { read: AGENCY_ROLES, write: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'] },
});
