import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { type ApiError, apiFetch } from '../../../common/api.ts';
import { formatDate } from '../../../common/format.ts';
import { agencyToday } from '../../../entities/bookingRules.ts';
import { addDays, STOCK_WINDOW_DAYS, stockRangeErrors } from '../../../entities/contingentRules.ts';
import type { ErrorCodeValue } from '../../../entities/errors.ts';
import type { StockAnswer } from '../../../entities/stockGrid.ts';
import { errorKey } from '../../dataProvider.ts';
import { AllotmentTable } from './AllotmentTable.tsx';
import { contingentScreens } from './paths.ts';
import { RangeEditDialog } from './RangeEditDialog.tsx';
import { ReleaseDialog } from './ReleaseDialog.tsx';
import { allotmentsOf, type AllotmentRange, DEFAULT_DAYS, datesOf, type Selection } from './stockModel.ts';

/**
 * The stock grid of a hotel (docs/glossary.md, stock grid): per room type and day, the initial, booked, released and
 * available rooms and the purchase price, over a range of today to 365 days ahead; a range of days changed at once
 * through PATCH /api/contingent-hotels/{id}/stock, whose 750 names the days that refused.
 */
export function StockGrid() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const today = agencyToday();
  const last = addDays(today, STOCK_WINDOW_DAYS);
  const from = params.get('from') ?? today;
  const to = params.get('to') ?? addDays(from, DEFAULT_DAYS - 1);
  const [draft, setDraft] = useState({ from, to });
  const [draftErrors, setDraftErrors] = useState<Record<string, ErrorCodeValue>>({});
  const [answer, setAnswer] = useState<StockAnswer | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [editing, setEditing] = useState<AllotmentRange | null>(null);
  const [releasing, setReleasing] = useState<AllotmentRange | null>(null);

  const load = useCallback(() => {
    setFailure(null);
    return apiFetch<StockAnswer>(`${contingentScreens.stock.api(id)}?${new URLSearchParams({ from, to })}`).then(({ data }) => setAnswer(data), setFailure);
  }, [id, from, to]);
  useEffect(() => {
    setAnswer(null);
    setDraft({ from, to });
    void load();
  }, [load, from, to]);

  const show = (event: FormEvent) => {
    event.preventDefault();
    const errors = stockRangeErrors(draft, today);
    setDraftErrors(errors);
    if (Object.keys(errors).length === 0) {
      setSelection(null);
      setParams({ from: draft.from, to: draft.to });
    }
  };
  const pick = (key: string, date: string) => {
    if (!selection || selection.key !== key || selection.complete) setSelection({ key, from: date, to: date, complete: false });
    else setSelection({ key, from: date < selection.from ? date : selection.from, to: date < selection.from ? selection.from : date, complete: true });
  };
  const dates = useMemo(() => (answer ? datesOf(answer.from, answer.to) : []), [answer]);
  const dateHelper = (field: 'from' | 'to') => (draftErrors[field] !== undefined ? translate(errorKey(draftErrors[field])) : undefined);

  return (
    // A grid track of minmax(0, 1fr) keeps the page as wide as the screen whatever the number of days: each table scrolls
    // in its own box instead of widening the layout.
    <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={translate('contingents.stock.title', { hotel: answer?.hotel.name ?? '' })} />
      <Box component="form" onSubmit={show} noValidate sx={{ mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            type="date"
            name="from"
            size="small"
            label={translate('contingents.stock.from')}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            error={Boolean(dateHelper('from'))}
            helperText={dateHelper('from')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: last } }}
            sx={{ width: { sm: 200 } }}
          />
          <TextField
            type="date"
            name="to"
            size="small"
            label={translate('contingents.stock.to')}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            error={Boolean(dateHelper('to'))}
            helperText={dateHelper('to')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: last } }}
            sx={{ width: { sm: 200 } }}
          />
          {/* Inputs of a set width and a button that never shrinks: full-width inputs squeezed the button out of sight. */}
          <Button type="submit" variant="outlined" sx={{ flexShrink: 0, minHeight: { sm: 48 } }}>
            {translate('contingents.stock.show')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('contingents.stock.window', { last: formatDate(last) })} {translate('contingents.stock.select_hint')}
        </Typography>
      </Box>
      {failure && (
        <Alert severity="error" data-testid="stock-failure">
          {translate(errorKey(failure.code))}
        </Alert>
      )}
      {!failure && !answer && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {answer && answer.roomTypes.length === 0 && <Alert severity="info">{translate('contingents.stock.no_room_types')}</Alert>}
      {answer && (
        <Stack spacing={2}>
          {answer.roomTypes.map((room) => {
            const allotments = allotmentsOf(room.days);
            return (
              <Card key={room.id} variant="outlined" data-testid="stock-room" data-room={room.description}>
                <CardContent>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
                    <Typography variant="h6" component="h2">
                      {room.description}
                      {!room.enabled && <Chip size="small" sx={{ ml: 1 }} label={translate('contingents.home.disabled')} />}
                    </Typography>
                  </Stack>
                  {allotments.length === 0 && <Typography color="text.secondary">{translate('contingents.stock.no_days')}</Typography>}
                  {allotments.map((allotment) => {
                    const key = `${room.id}:${allotment.key}`;
                    const chosen = selection?.key === key ? selection : null;
                    const range = { room, allotment, from: chosen?.from ?? answer.from, to: chosen?.to ?? answer.to };
                    return (
                      <AllotmentTable
                        key={allotment.key}
                        allotment={allotment}
                        dates={dates}
                        chosen={chosen}
                        onPick={(date) => pick(key, date)}
                        onEdit={() => setEditing(range)}
                        onRelease={() => setReleasing(range)}
                      />
                    );
                  })}
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
      {releasing && (
        <ReleaseDialog
          hotelId={id}
          roomTypeId={releasing.room.id}
          room={releasing.room.description}
          companyId={releasing.allotment.companyId}
          from={releasing.from}
          to={releasing.to}
          onClose={() => setReleasing(null)}
          onReleased={() => {
            setReleasing(null);
            setSelection(null);
            void load();
          }}
        />
      )}
      {editing && (
        <RangeEditDialog
          hotelId={id}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSelection(null);
            void load();
          }}
        />
      )}
    </Box>
  );
}
