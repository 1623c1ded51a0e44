import type { FromSchema } from 'json-schema-to-ts';
import type { Knex } from 'knex';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import type { surveyQuestionSchema } from '../../entities/surveyReplies.ts';
import { invalid } from '../errors.ts';

/** Who a survey asks: the booker (the user questions) or one of the stay's travellers (the traveller questions). */
export type SurveyKind = 'user' | 'traveller';

/** A question as a survey asks it, with what its type implies (entities/surveyReplies.ts). */
export type SurveyQuestion = FromSchema<typeof surveyQuestionSchema>;

export type AnswerValue = number | string | boolean | null;

/** Questions carry no choices of their own: a dropdown asks for this satisfaction scale. */
export const DROPDOWN_CHOICES = ['Très bien', 'Bien', 'Correct', 'Décevant'] as const;
/** A mark (type 10) is given on this scale, as the questions say ("Note globale du séjour (0 à 10)"). */
export const SCORE_SCALE = { min: 0, max: 10 } as const;
const TEXT_MAX = 255;
const PARAGRAPH_MAX = 5000;

/** Free text may be left empty; a mark, a choice and a yes-or-no are asked for. */
const describe = (row: { id: number; position: number; label: string; field_type: number }): SurveyQuestion => ({
  ...row,
  // The question tables hold only the five types their descriptors offer.
  field_type: row.field_type as SurveyQuestion['field_type'],
  required: row.field_type === 10 || row.field_type === 30 || row.field_type === 40,
  options: row.field_type === 30 ? [...DROPDOWN_CHOICES] : null,
  maxLength: row.field_type === 20 ? TEXT_MAX : row.field_type === 50 ? PARAGRAPH_MAX : null,
});

/** The questions of a survey, in their order. */
export async function questionsOf(knex: Knex, kind: SurveyKind): Promise<SurveyQuestion[]> {
  const rows =
    kind === 'user'
      ? await knex('survey_question')
          .where({ is_user: true })
          .orderBy([{ column: 'position' }, { column: 'id' }])
          .select('id', 'position', 'label', 'field_type')
      : await knex('survey_question_traveller')
          .where({ enabled: true })
          .orderBy([{ column: 'position' }, { column: 'id' }])
          .select('id', 'position', 'label', 'field_type');
  return rows.map(describe);
}

/**
 * The answers checked against the questions and kept as the survey reply stores them (`[{ question_id, label, value }]`,
 * the label kept so a later edit of the question does not change what was answered). Refuses with the codes of the
 * fields: 10 missing, 11 not a number, score_out_of_range a mark off the scale, 180 too long, 760 not one of the choices or not a yes-or-no, 400 unknown question.
 */
export function checkedAnswers(questions: SurveyQuestion[], answers: Record<string, AnswerValue>) {
  const errors: Record<string, ErrorCodeValue> = {};
  const known = new Set(questions.map((question) => String(question.id)));
  for (const key of Object.keys(answers)) if (!known.has(key)) errors[key] = ErrorCode.BAD_REQUEST;
  const kept: { question_id: number; label: string; value: AnswerValue }[] = [];
  for (const question of questions) {
    const key = String(question.id);
    let value = answers[key] ?? null;
    if (typeof value === 'string') value = value.trim() || null;
    if (value === null) {
      if (question.required) errors[key] = ErrorCode.FIELD_REQUIRED;
      else kept.push({ question_id: question.id, label: question.label, value: null });
      continue;
    }
    switch (question.field_type) {
      case 10:
        if (typeof value !== 'number' || !Number.isFinite(value)) errors[key] = ErrorCode.NOT_A_NUMBER;
        else if (value < SCORE_SCALE.min || value > SCORE_SCALE.max) errors[key] = ErrorCode.SCORE_OUT_OF_RANGE;
        break;
      case 30:
        if (typeof value !== 'string' || !question.options!.includes(value)) errors[key] = ErrorCode.BAD_FORMAT;
        break;
      case 40:
        if (typeof value !== 'boolean') errors[key] = ErrorCode.BAD_FORMAT;
        break;
      default:
        if (typeof value !== 'string') errors[key] = ErrorCode.BAD_FORMAT;
        else if (value.length > question.maxLength!) errors[key] = ErrorCode.TOO_LONG;
    }
    if (!errors[key]) kept.push({ question_id: question.id, label: question.label, value });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors, 'invalid answers');
  return kept;
}
