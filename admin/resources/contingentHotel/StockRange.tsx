import { Alert, Box, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { submitErrors } from '../../../common/api.ts';
import { formatDate } from '../../../common/format.ts';
import { agencyToday } from '../../../entities/bookingRules.ts';
import { addDays, STOCK_WINDOW_DAYS } from '../../../entities/contingentRules.ts';
import type { FieldErrors } from '../../../entities/errors.ts';
import { errorKey } from '../../dataProvider.ts';

export interface DaysRefusal {
  message: string;
  days: string[];
}

/**
 * A refusal of a range change or release, split into its field errors and the days it names (`days.<date>`, as the
 * 750 of the stock routes does).
 */
export function rangeRefusal(error: unknown, translate: (key: string) => string): { errors: FieldErrors; refusal: DaysRefusal } {
  const { fields, code } = submitErrors(error);
  return {
    errors: Object.fromEntries(Object.entries(fields).filter(([key]) => !key.startsWith('days.'))),
    refusal: { message: translate(errorKey(code)), days: Object.keys(fields).filter((key) => key.startsWith('days.')).map((key) => key.slice(5)) },
  };
}

/** The first and last day of a range, within today and the 365 next days. */
export function StockRangeFields({ range, onChange, helper }: {
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
          key={field} type="date" name={field} label={translate(`contingents.stock.${field}`)} value={range[field]} fullWidth
          onChange={(event) => onChange({ ...range, [field]: event.target.value })}
          error={Boolean(helper(field))} helperText={helper(field)}
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
