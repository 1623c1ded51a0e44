import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

/** Field types of survey answers: 10 numeric, 20 text, 30 dropdown, 40 boolean, 50 paragraph. */
export const SURVEY_FIELD_TYPES = [10, 20, 30, 40, 50] as const;

export default defineEntity({
  name: 'surveyQuestion',
  path: 'surveyquestions',
  table: 'survey_question',
  title: 'label',
  fields: {
    position: { type: 'integer', required: true, min: 0, sortable: true },
    label: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    field_type: { type: 'enum', values: SURVEY_FIELD_TYPES, required: true, filter: 'in' },
    is_user: { type: 'boolean', default: true, filter: 'exact' },
    is_traveller: { type: 'boolean', default: false, filter: 'exact' },
  },
  list: { columns: ['position', 'label', 'field_type', 'is_user', 'is_traveller'], sort: { field: 'position', order: 'ASC' } },
  show: ['position', 'label', 'field_type', 'is_user', 'is_traveller'],
  access: { read: AGENCY_ROLES, write: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'] },
});
