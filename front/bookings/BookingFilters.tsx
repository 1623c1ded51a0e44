import { Autocomplete, Box, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import type { BookingTab } from '../../entities/bookingTabs.ts';
import { t } from '../../common/i18n/index.ts';
import { statusLabel } from '../../common/StatusChip.tsx';
import type { BookingFilterValues, FilterChoices } from './bookingsApi.ts';

/** The filters of the bookings list, edited as a draft that applies when the form is sent. */
export function BookingFilters({
  draft,
  onDraft,
  choices,
  tab,
  onApply,
  onReset,
}: {
  draft: BookingFilterValues;
  onDraft: (draft: BookingFilterValues) => void;
  /** The values the lists offer; until they come, the two types and no status or hotel. */
  choices: FilterChoices | null;
  /** The open tab: its statuses are the ones offered. */
  tab: BookingTab;
  onApply: (event: FormEvent) => void;
  onReset: () => void;
}) {
  return (
    <Paper variant="outlined" component="form" onSubmit={onApply} sx={{ p: 2 }} aria-label={t('bookings.list.filters.apply')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}>
        <TextField
          size="small"
          label={t('bookings.list.filters.ref')}
          value={draft['booking-ref']}
          onChange={(event) => onDraft({ ...draft, 'booking-ref': event.target.value })}
        />
        <TextField
          size="small"
          select
          label={t('bookings.list.filters.type')}
          value={draft.type}
          onChange={(event) => onDraft({ ...draft, type: event.target.value as BookingFilterValues['type'] })}
        >
          <MenuItem value="">{t('bookings.list.filters.any_type')}</MenuItem>
          {(choices?.types ?? ['online', 'offline']).map((type) => (
            <MenuItem key={type} value={type}>
              {t(`bookings.list.type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          freeSolo
          size="small"
          options={choices?.hotels ?? []}
          inputValue={draft.hotel}
          onInputChange={(_, value) => onDraft({ ...draft, hotel: value })}
          renderInput={(input) => <TextField {...input} label={t('bookings.list.filters.hotel')} />}
        />
        <TextField
          size="small"
          select
          label={t('bookings.list.filters.status')}
          value={draft.status}
          slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as number[]).map((status) => statusLabel(status)).join(', ') } }}
          onChange={(event) => onDraft({ ...draft, status: event.target.value as unknown as number[] })}
        >
          {(choices?.statuses ?? [])
            .filter((status) => (tab === 'history' ? status.tab === 'history' : status.tab !== 'history'))
            .map((status) => (
              <MenuItem key={status.value} value={status.value}>
                {statusLabel(status.value)}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('bookings.list.filters.from')}
          value={draft.from}
          onChange={(event) => onDraft({ ...draft, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('bookings.list.filters.to')}
          value={draft.to}
          onChange={(event) => onDraft({ ...draft, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onReset}>{t('bookings.list.filters.reset')}</Button>
        <Button type="submit" variant="contained">
          {t('bookings.list.filters.apply')}
        </Button>
      </Stack>
    </Paper>
  );
}
