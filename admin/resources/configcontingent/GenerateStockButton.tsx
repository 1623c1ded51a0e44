import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Button as MuiButton, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Button, useBasename, useGetOne, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '../../../common/api.ts';
import { formatDate } from '../../../common/format.ts';
import { PendingButton } from '../../../common/PendingButton.tsx';
import { agencyToday } from '../../../entities/bookingRules.ts';
import type { StockGeneration } from '../../../entities/contingentReplies.ts';
import { addDays, STOCK_WINDOW_DAYS } from '../../../entities/contingentRules.ts';
import { contingentScreens } from '../contingentHotel/paths.ts';
import { RefusalAlert, useRangeSubmission } from '../contingentHotel/StockRange.tsx';

/** The days generated unless the admin chooses others: the coming thirty. */
const DEFAULT_DAYS = 30;

/**
 * Generates the config's daily stock over a chosen range (POST /api/configcontingents/{id}/generate), then shows the
 * hotel's stock grid over that range. A day whose booked and released rooms exceed the config's quantity (750) or a
 * cancellation deadline after the night (755) is said in the dialog, which stays open.
 */
export function GenerateStockButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const { data: roomType } = useGetOne('hotelgamme', { id: record?.hotel_gamme }, { enabled: Boolean(record?.hotel_gamme) });
  const [open, setOpen] = useState(false);
  const { range, setRange, failure, pending, submit, helper, clearErrors } = useRangeSubmission(() => ({
    from: agencyToday(),
    to: addDays(agencyToday(), DEFAULT_DAYS - 1),
  }));
  if (!record) return null;
  const today = agencyToday();
  const last = addDays(today, STOCK_WINDOW_DAYS);

  const generate = (event: FormEvent) => {
    event.preventDefault();
    void submit({}, async () => {
      const { data } = await apiFetch<StockGeneration>(contingentScreens.generate.api(record.id), { method: 'POST', body: range });
      notify('contingents.generate.done', { type: 'success', messageArgs: { created: data.created, updated: data.updated } });
      setOpen(false);
      navigate(`${basename}${contingentScreens.stock.path(record.hotel)}?from=${range.from}&to=${range.to}`);
    });
  };

  return (
    <>
      <Button label="contingents.generate.button" onClick={() => setOpen(true)}>
        <EventRepeatIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="generate-stock-title" fullWidth maxWidth="xs">
        <form onSubmit={generate} noValidate>
          <DialogTitle id="generate-stock-title">{translate('contingents.generate.title', { name: roomType?.description ?? '' })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('contingents.generate.content')}</DialogContentText>
            <Stack spacing={2}>
              <TextField
                type="date"
                name="from"
                label={translate('contingents.generate.from')}
                value={range.from}
                required
                onChange={(event) => {
                  setRange({ ...range, from: event.target.value });
                  clearErrors();
                }}
                error={Boolean(helper('from'))}
                helperText={helper('from')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: last } }}
              />
              <TextField
                type="date"
                name="to"
                label={translate('contingents.generate.to')}
                value={range.to}
                required
                onChange={(event) => {
                  setRange({ ...range, to: event.target.value });
                  clearErrors();
                }}
                error={Boolean(helper('to'))}
                helperText={helper('to') ?? translate('contingents.stock.window', { last: formatDate(last) })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: last } }}
              />
              {failure && <RefusalAlert refusal={failure} testId="generate-failure" />}
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('contingents.generate.cancel')}</MuiButton>
            <PendingButton type="submit" variant="contained" pending={pending} pendingLabel={translate('app.progress.generating')}>
              {translate('contingents.generate.run')}
            </PendingButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
