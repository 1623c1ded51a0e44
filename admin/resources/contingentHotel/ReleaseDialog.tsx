import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../../../common/api.ts';
import { PendingButton } from '../../../common/PendingButton.tsx';
import type { Release } from '../../../entities/contingentReplies.ts';
import { ErrorCode, type ErrorCodeValue } from '../../../entities/errors.ts';
import { contingentScreens } from './paths.ts';
import { RefusalAlert, StockRangeFields, useRangeSubmission } from './StockRange.tsx';

type Amount = 'qte' | 'taux';

/**
 * A manual release (retrocession): over a range of days of one allotment, a number of rooms or a share of the unsold
 * ones goes back to the hotel (POST /api/contingent-hotels/{id}/retrocessions). A day with fewer rooms left than asked
 * refuses the whole range (750), and the days are named.
 */
export function ReleaseDialog({
  hotelId,
  roomTypeId,
  room,
  companyId,
  from,
  to,
  onClose,
  onReleased,
}: {
  hotelId: string;
  roomTypeId: number;
  room: string;
  companyId: number | null;
  from: string;
  to: string;
  onClose: () => void;
  onReleased: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { range, setRange, failure, setFailure, pending, submit, helper, clearErrors } = useRangeSubmission(() => ({ from, to }));
  const [amount, setAmount] = useState<Amount>('qte');
  const [value, setValue] = useState('');

  const release = (event: FormEvent) => {
    event.preventDefault();
    const wrong: Record<string, ErrorCodeValue> = {};
    const number = Number(value.trim());
    if (value.trim() === '') wrong[amount] = ErrorCode.FIELD_REQUIRED;
    else if (!Number.isInteger(number) || number < 1 || (amount === 'taux' && number > 100))
      wrong[amount] = amount === 'taux' ? ErrorCode.RATE : ErrorCode.NOT_A_NUMBER;
    void submit(wrong, async () => {
      const { data } = await apiFetch<Release>(contingentScreens.release.api(hotelId), {
        method: 'POST',
        body: { hotelGammeId: roomTypeId, ...(companyId !== null && { companyId }), ...range, [amount]: number },
      });
      notify('contingents.release.done', { type: 'success', messageArgs: { smart_count: data.rooms } });
      onReleased();
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="stock-release-title" fullWidth maxWidth="sm">
      <form onSubmit={release} noValidate>
        <DialogTitle id="stock-release-title">{translate('contingents.release.title', { room })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <StockRangeFields range={range} onChange={setRange} helper={helper} />
            <RadioGroup
              row
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value as Amount);
                clearErrors();
              }}
            >
              <FormControlLabel value="qte" control={<Radio />} label={translate('contingents.release.by_rooms')} />
              <FormControlLabel value="taux" control={<Radio />} label={translate('contingents.release.by_rate')} />
            </RadioGroup>
            <TextField
              name={amount}
              label={translate(`contingents.release.${amount}`)}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                clearErrors();
                setFailure(null);
              }}
              error={Boolean(helper(amount))}
              helperText={helper(amount) ?? translate(`contingents.release.${amount}_help`)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {failure && <RefusalAlert refusal={failure} testId="stock-release-failure" />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('contingents.stock.cancel')}</Button>
          <PendingButton type="submit" variant="contained" pending={pending} pendingLabel={translate('app.progress.saving')}>
            {translate('contingents.release.submit')}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
