import { defineEntity } from './kit.ts';
import { AGENCY_ROLES, COMPANY_ROLES } from './roles.ts';

/** A message between a company user and the agency; replies point to their parent. */
export default defineEntity({
  name: 'message',
  path: 'messages',
  table: 'message',
  title: 'subject',
  fields: {
    date: { type: 'datetime', auto: 'createdAt', sortable: true },
    subject: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    content: { type: 'text', required: true, maxLength: 20000 },
    user: { type: 'reference', entity: 'user', required: true, filter: 'exact' },
    company: { type: 'reference', entity: 'company', filter: 'exact' },
    bba_contact: { type: 'reference', entity: 'bbacontact', filter: 'exact' },
    booking: { type: 'reference', entity: 'booking' },
    parent: { type: 'reference', entity: 'message' },
    seen: { type: 'boolean', default: false, filter: 'exact' },
    // Who wrote it: the agency, or the company user (through the front office only).
    from_agency: { type: 'boolean', readOnly: true, filter: 'exact' },
    file_name: { type: 'string', maxLength: 255, readOnly: true },
  },
  list: { columns: ['date', 'subject', 'user', 'company', 'bba_contact', 'booking', 'from_agency', 'seen'], sort: { field: 'date', order: 'DESC' } },
  show: {
    tabs: [
      { name: 'message', fields: ['date', 'subject', 'user', 'company', 'bba_contact', 'booking', 'parent', 'from_agency', 'seen', 'content', 'file_name'] },
      { name: 'children', related: { related: 'message', target: 'parent' } },
    ],
  },
  form: ['subject', 'user', 'company', 'bba_contact', 'booking', 'parent', 'content'],
  access: { read: [...AGENCY_ROLES, ...COMPANY_ROLES], write: AGENCY_ROLES },
  // A company user reads only its own threads, whatever its role, as in the front office.
  scope: { column: 'company_id', claim: 'company', bypass: AGENCY_ROLES, owner: { column: 'user_id', wholeTenant: [] } },
  routes: { delete: false },
});
