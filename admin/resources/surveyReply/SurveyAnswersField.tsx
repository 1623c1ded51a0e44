import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { GeneratedFieldProps } from '../../fields.tsx';

/** One kept answer, as the survey routes store them (server/survey/questions.ts). */
interface Answer {
  question_id?: number;
  label?: string;
  value?: string | number | boolean | null;
}

function answersOf(text: unknown): Answer[] | null {
  if (typeof text !== 'string' || text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as Answer[]) : null;
  } catch {
    return null;
  }
}

/** A survey reply's answers read as each question followed by its answer, never as the JSON they are kept in. */
export function SurveyAnswersField({ source }: GeneratedFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const answers = answersOf(record?.[source]);
  // Text that is not a list of answers (an old free-text reply) is shown as it is.
  if (answers === null)
    return (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {String(record?.[source])}
      </Typography>
    );
  const shown = (value: Answer['value']) => {
    if (value === null || value === undefined || value === '') return translate('admin.survey_answers.none');
    if (typeof value === 'boolean') return translate(value ? 'admin.survey_answers.yes' : 'admin.survey_answers.no');
    return String(value);
  };
  return (
    <Box component="dl" sx={{ m: 0 }} data-testid="survey-answers">
      {answers.map((answer, index) => (
        <Box key={answer.question_id ?? index} sx={{ mb: 1 }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {answer.label ?? translate('admin.survey_answers.question', { n: index + 1 })}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {shown(answer.value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
