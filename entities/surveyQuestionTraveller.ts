import { defineEntity } from './kit.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES } from './roles.ts';
import { SURVEY_FIELD_TYPES } from './surveyQuestion.ts';

/** A question of the survey sent to travellers after their stay. */
export default defineEntity({
  name: 'surveyQuestionTraveller',
  path: 'surveyquestiontraveller',
  table: 'survey_question_traveller',
  title: 'label',
  fields: {
    position: { type: 'integer', required: true, min: 0, sortable: true },
    label: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    field_type: { type: 'enum', values: SURVEY_FIELD_TYPES, required: true, filter: 'in' },
    enabled: { type: 'boolean', default: true, filter: 'exact' },
  },
  list: { columns: ['position', 'label', 'field_type', 'enabled'], sort: { field: 'position', order: 'ASC' } },
  show: ['position', 'label', 'field_type', 'enabled'],
  access: { read: AGENCY_ROLES, write: AGENCY_ADMIN_ROLES },
});
