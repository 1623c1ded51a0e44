import {
  Alert,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { ApiError } from '../../common/api.ts';
import { ErrorSummary } from '../../common/ErrorSummary.tsx';
import { formatDate } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import type { Answers, Survey, SurveyQuestion } from './surveyApi.ts';

/** The stay a survey is about, in one line. */
export function stayLine(survey: Survey): string {
  const { booking } = survey;
  return t('survey.stay', {
    ref: booking.ref,
    place: booking.hotel_name ?? booking.destination ?? '',
    from: formatDate(booking.arrival_date),
    to: formatDate(booking.departure_date),
  });
}

/** What the inputs hold, as the server wants it: numbers as numbers, yes-or-no as booleans, blanks as null. */
function toAnswers(questions: SurveyQuestion[], values: Record<number, string>): Answers {
  return Object.fromEntries(
    questions.map((question) => {
      const raw = (values[question.id] ?? '').trim();
      if (raw === '') return [question.id, null];
      if (question.field_type === 10) return [question.id, Number.isNaN(Number(raw.replace(',', '.'))) ? raw : Number(raw.replace(',', '.'))];
      if (question.field_type === 40) return [question.id, raw === 'yes'];
      return [question.id, raw];
    }),
  );
}

/**
 * The questions of one survey, each drawn by its type (10 number, 20 line of text, 30 list of choices, 40 yes or no,
 * 50 paragraph), sent in one go; the server's code for each refused answer is shown under its question.
 */
export function SurveyForm({ questions, onSubmit }: { questions: SurveyQuestion[]; onSubmit: (answers: Answers) => Promise<unknown> }) {
  const [values, setValues] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string | number>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  // A changed answer drops the error shown under it until the next sending.
  const set = (id: number, value: string) => {
    setValues((current) => ({ ...current, [id]: value }));
    setErrors(({ [String(id)]: _dropped, ...others }) => others);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      await onSubmit(toAnswers(questions, values));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      setErrors(apiError?.errors ?? {});
      // Refused answers are listed by the summary; a failure of another kind is said on its own.
      if (apiError?.errors) setAttempt((count) => count + 1);
      setFailure(apiError?.errors ? null : errorMessage(apiError?.code));
      setSending(false);
    }
  };

  return (
    <Paper component="form" variant="outlined" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }} data-testid="survey-form">
      <Stack spacing={3}>
        {/* The inputs are named q{id}; the server names the answers by the question's id. */}
        <ErrorSummary errors={Object.fromEntries(Object.entries(errors).map(([id, code]) => [`q${id}`, code]))} attempt={attempt} />
        <Typography variant="body2" color="text.secondary">
          {t('survey.required')}
        </Typography>
        {questions.map((question) => {
          const error = errors[String(question.id)];
          const helper = error !== undefined ? errorMessage(error) : undefined;
          const label = `${question.label}${question.required ? ' *' : ''}`;
          const value = values[question.id] ?? '';
          const name = `q${question.id}`;
          // A choice in a list and a typed answer are the same field, bound the same way.
          const field = {
            name,
            label,
            value,
            onChange: (event: ChangeEvent<HTMLInputElement>) => set(question.id, event.target.value),
            error: Boolean(helper),
            helperText: helper,
            fullWidth: true,
          };
          switch (question.field_type) {
            case 40:
              return (
                <FormControl key={question.id} error={Boolean(helper)}>
                  <FormLabel id={`${name}-label`}>{label}</FormLabel>
                  <RadioGroup row aria-labelledby={`${name}-label`} name={name} value={value} onChange={(event) => set(question.id, event.target.value)}>
                    <FormControlLabel value="yes" control={<Radio />} label={t('survey.yes')} />
                    <FormControlLabel value="no" control={<Radio />} label={t('survey.no')} />
                  </RadioGroup>
                  {helper && <FormHelperText>{helper}</FormHelperText>}
                </FormControl>
              );
            case 30:
              return (
                <TextField key={question.id} select {...field}>
                  <MenuItem value="">
                    <em>{t('survey.choose')}</em>
                  </MenuItem>
                  {(question.options ?? []).map((option) => (
                    <MenuItem key={option} value={option}>
                      {option}
                    </MenuItem>
                  ))}
                </TextField>
              );
            default:
              return (
                <TextField
                  key={question.id}
                  {...field}
                  multiline={question.field_type === 50}
                  minRows={question.field_type === 50 ? 4 : undefined}
                  slotProps={{ htmlInput: { maxLength: question.maxLength ?? undefined, inputMode: question.field_type === 10 ? 'decimal' : undefined } }}
                />
              );
          }
        })}
        {failure && (
          <Alert severity="error" data-testid="survey-failure">
            {failure}
          </Alert>
        )}
        <div>
          <PendingButton type="submit" variant="contained" pending={sending} pendingLabel={t('survey.sending')}>
            {t('survey.send')}
          </PendingButton>
        </div>
      </Stack>
    </Paper>
  );
}
