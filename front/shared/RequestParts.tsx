import { Alert, Box, Checkbox, FormControlLabel, FormGroup, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorSummary } from '../../common/ErrorSummary.tsx';
import { errorMessage } from '../../common/i18n/index.ts';
import type { RuleErrors } from '../../entities/bookingRules.ts';
import { Section } from './DetailParts.tsx';
import type { useRequestSend } from './useRequestSend.ts';

/**
 * A request form: its sections one under the other, headed, after a refused send, by the summary of what is wrong;
 * the browser's own checks give way to the form's rules.
 */
export function RequestFormFrame({
  sending,
  onSubmit,
  testId,
  children,
}: {
  sending: Pick<ReturnType<typeof useRequestSend>, 'errors' | 'failure' | 'attempt'>;
  onSubmit: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      data-testid={testId}
    >
      <Stack spacing={3}>
        {sending.failure === 'form' && <ErrorSummary errors={sending.errors} attempt={sending.attempt} />}
        {children}
      </Stack>
    </Box>
  );
}

/** The free comments every request (offline, group, seminar) ends with, and what the server said of them. */
export function CommentsSection({
  title,
  label,
  value,
  onChange,
  error,
}: {
  title: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: RuleErrors[string] | undefined;
}) {
  return (
    <Section title={title}>
      <TextField
        name="comments"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 5000 } }}
        error={error !== undefined}
        helperText={error === undefined ? ' ' : errorMessage(error)}
      />
    </Section>
  );
}

/** Ticks on one line for what a request asks or not (the services of an offline request, a seminar's meals). */
export function CheckboxRow<K extends string>({
  name,
  options,
  label,
  value,
  onChange,
}: {
  name: string;
  options: readonly K[];
  label: (option: K) => string;
  value: Record<K, boolean>;
  onChange: (value: Record<K, boolean>) => void;
}) {
  return (
    <FormGroup row>
      {options.map((option) => (
        <FormControlLabel
          key={option}
          label={label(option)}
          control={<Checkbox name={`${name}.${option}`} checked={value[option]} onChange={(event) => onChange({ ...value, [option]: event.target.checked })} />}
        />
      ))}
    </FormGroup>
  );
}

/** A refusal of the server that names no input, said above the form's buttons ('form' is said by the summary on top). */
export function SendFailure({ failure }: { failure: string | number | null }) {
  if (failure === null || failure === 'form') return null;
  return (
    <Alert severity="error" role="alert">
      {errorMessage(failure)}
    </Alert>
  );
}
