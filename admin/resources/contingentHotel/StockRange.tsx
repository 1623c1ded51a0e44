import { Alert, Box, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError, submitErrors } from '../../../common/api.ts';
import { formatDate } from '../../../common/format.ts';
import { agencyToday } from '../../../entities/bookingRules.ts';
import { addDays, STOCK_WINDOW_DAYS, stockRangeErrors } from '../../../entities/contingentRules.ts';
import type { ErrorCodeValue, FieldErrors } from '../../../entities/errors.ts';
import { errorKey } from '../../dataProvider.ts';

export interface DaysRefusal {
  message: string;
  days: string[];
}

/**
 * A refusal of a range change or release, split into its field errors and the days it names (`days.<date>`, as the
 * 750 of the stock routes does).
 */
export function rangeRefusal(
  error: unknown,
  translate: (key: string, options?: Record<string, unknown>) => string,
): { errors: FieldErrors; refusal: DaysRefusal } {
  const { fields, code } = submitErrors(error);
  // A release of more rooms than some day has left says how many every day still has, rather than the stock's rule.
  const free = error instanceof ApiError ? error.details?.free : undefined;
  const released = typeof free === 'number';
  return {
    errors: Object.fromEntries(Object.entries(fields).filter(([key]) => !key.startsWith('days.') && !(released && key === 'qte'))),
    refusal: {
      message: released
        ? translate(free > 0 ? 'contingents.release.too_many' : 'contingents.release.none_free', { smart_count: free })
        : translate(errorKey(code)),
      days: Object.keys(fields)
        .filter((key) => key.startsWith('days.'))
        .map((key) => key.slice(5)),
    },
  };
}

/**
 * The state of a dialog that acts on a range of stock days: the range, the errors by field, the server's refusal and
 * the days it names, and whether it is sending. `submit` checks the range, with the errors of the dialog's own fields
 * (`more`), then runs `send`; a refusal lands on its fields and days, and the dialog stays open.
 */
export function useRangeSubmission(initial: () => { from: string; to: string }) {
  const translate = useTranslate();
  const [range, setRange] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<DaysRefusal | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (more: Record<string, ErrorCodeValue>, send: () => Promise<void>) => {
    setFailure(null);
    const wrong = { ...stockRangeErrors(range, agencyToday()), ...more };
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    setPending(true);
    try {
      await send();
    } catch (error) {
      const { errors: refused, refusal } = rangeRefusal(error, translate);
      setErrors(refused);
      setFailure(refusal);
    } finally {
      setPending(false);
    }
  };
  const helper = (field: string) => (errors[field] !== undefined ? translate(errorKey(errors[field])) : undefined);
  const clearErrors = () => setErrors({});
  return { range, setRange, failure, setFailure, pending, submit, helper, clearErrors };
}

/** The first and last day of a range, within today and the 365 next days. */
export function StockRangeFields({
  range,
  onChange,
  helper,
}: {
  range: { from: string; to: string };
  onChange: (range: { from: string; to: string }) => void;
  helper: (field: string) => string | undefined;
}) {
  const translate = useTranslate();
  const today = agencyToday();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {(['from', 'to'] as const).map((field) => (
        <TextField
          key={field}
          type="date"
          name={field}
          label={translate(`contingents.stock.${field}`)}
          value={range[field]}
          fullWidth
          onChange={(event) => onChange({ ...range, [field]: event.target.value })}
          error={Boolean(helper(field))}
          helperText={helper(field)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: addDays(today, STOCK_WINDOW_DAYS) } }}
        />
      ))}
    </Stack>
  );
}

/** Why the server refused, and the days it named. */
export function RefusalAlert({ refusal, testId }: { refusal: DaysRefusal; testId: string }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" data-testid={testId}>
      {refusal.message}
      {refusal.days.length > 0 && (
        <Box component="span" sx={{ display: 'block' }}>
          {translate('contingents.stock.days_in_error', { days: refusal.days.map(formatDate).join(', ') })}
        </Box>
      )}
    </Alert>
  );
}
