import type { ComponentType } from 'react';
import { deferredComponent } from './deferred.tsx';
import type { GeneratedFieldProps } from './fields.tsx';
import type { GeneratedInputProps } from './inputs.tsx';
import { HistoryNoteField } from './screens/booking/HistoryNoteField.tsx';
import { CompanyLinksField } from './screens/company/CompanyLinksField.tsx';
import { GroupAliasInput } from './screens/company/GroupAliasInput.tsx';
import { SurveyAnswersField } from './screens/survey/SurveyAnswersField.tsx';
import { RoleChipsField } from './screens/user/RoleChipsField.tsx';

// Inputs of edit forms only: fetched with the form, never with a list.
const PreloggedUserInput = deferredComponent(() => import('./screens/company/PreloggedUserInput.tsx'), 'PreloggedUserInput');
const FavoriteLocationsInput = deferredComponent(() => import('./screens/user/FavoriteLocationsInput.tsx'), 'FavoriteLocationsInput');

/** One field's display or input replaced, by `<entity>.<field>`, while the rest of its screens stay generated. */
export interface FieldOverride {
  field?: ComponentType<GeneratedFieldProps>;
  input?: ComponentType<GeneratedInputProps>;
}

export const fieldOverrides: Readonly<Record<string, FieldOverride>> = {
  // Roles read at a glance: agency, company and hotel roles in different colours.
  'user.roles': { field: RoleChipsField },
  // The group-request alias is checked against the other companies' when the field is left and before saving.
  'company.group_alias': { input: GroupAliasInput },
  // A history line reads in the reader's language: the service's event and data, then what was typed.
  'bookinghistory.comment': { field: HistoryNoteField },
  // The public uid comes with the company's links built on it, each ready to copy.
  'company.uid': { field: CompanyLinksField },
  // References chosen among the company's own records.
  'company.prelogged_user': { input: PreloggedUserInput },
  'user.favorite_locations': { input: FavoriteLocationsInput },
  // Survey answers read as question and answer.
  'surveyReply.answers': { field: SurveyAnswersField },
};
