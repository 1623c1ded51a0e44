import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

/** A filled-in survey: who answered, for which company and booking, and the answers. */
export default defineEntity({
  name: 'surveyReply',
  path: 'surveyreplies',
  table: 'survey_reply',
  title: 'date',
  fields: {
    date: { type: 'datetime', readOnly: true, sortable: true, filter: 'range' },
    company: { type: 'reference', entity: 'company', readOnly: true, filter: 'exact' },
    user: { type: 'reference', entity: 'user', readOnly: true },
    traveller: { type: 'reference', entity: 'traveller', readOnly: true },
    booking: { type: 'reference', entity: 'booking', readOnly: true },
    answers: { type: 'text', readOnly: true },
  },
  list: { columns: ['date', 'company', 'user', 'traveller', 'booking', 'answers'], sort: { field: 'date', order: 'DESC' } },
  show: ['date', 'company', 'user', 'traveller', 'booking', 'answers'],
  form: [],
  access: { read: AGENCY_ROLES, write: [] },
  routes: { create: false, edit: false, delete: false },
});
