import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert, Box, Button, ButtonBase, Card, CardContent, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack,
  Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError, apiFetch } from '../../../common/api.ts';
import { PendingButton } from '../../../common/PendingButton.tsx';
import { formatDate, formatMoney } from '../../../common/format.ts';
import { locale } from '../../../common/i18n/index.ts';
import { agencyToday } from '../../../entities/bookingRules.ts';
import { ErrorCode, type ErrorCodeValue } from '../../../entities/errors.ts';
import { addDays, daysInRange, STOCK_WINDOW_DAYS, stockRangeErrors } from '../../../entities/contingentRules.ts';
import { type StockColumns, type StockDay, stockDays } from '../../../entities/stockGrid.ts';
import { errorKey } from '../../dataProvider.ts';
import { contingentScreens } from './paths.ts';
import { ReleaseDialog } from './ReleaseDialog.tsx';
import { SideScroll } from './SideScroll.tsx';
import { type DaysRefusal, RefusalAlert, rangeRefusal, StockRangeFields } from './StockRange.tsx';

/** The grid as GET /api/contingent-hotels/{id}/stock answers it (server/contingent/stock.ts). */
interface StockAnswer {
  hotel: { id: number; name: string };
  from: string;
  to: string;
  roomTypes: { id: number; description: string; enabled: boolean; days: StockColumns }[];
}

/** The allotment of one room type for every customer, or the one reserved to a company. */
interface Allotment {
  key: string;
  general: boolean;
  companyId: number | null;
  byDate: Map<string, StockDay>;
}

interface Selection {
  key: string;
  from: string;
  to: string;
  complete: boolean;
}

type Metric = 'qte_init' | 'qte_resa' | 'qte_retro' | 'qte_dispo' | 'prix_achat' | 'prix_vente';
const QUANTITIES: readonly Metric[] = ['qte_init', 'qte_resa', 'qte_retro', 'qte_dispo'];

/** The default window: the coming thirty days. */
const DEFAULT_DAYS = 30;

const dayHeader = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const headerOf = (date: string) => dayHeader.format(new Date(`${date}T00:00:00Z`));

function datesOf(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, index) => addDays(from, index));
}

function allotmentsOf(columns: StockColumns): Allotment[] {
  const groups = new Map<string, Allotment>();
  for (const day of stockDays(columns)) {
    const key = day.general ? 'general' : `company-${day.companyId ?? 'reserved'}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, general: day.general, companyId: day.companyId ?? null, byDate: new Map() };
      groups.set(key, group);
    }
    group.byDate.set(day.date, day);
  }
  return [...groups.values()];
}

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
  const [editing, setEditing] = useState<{ room: StockAnswer['roomTypes'][number]; allotment: Allotment; from: string; to: string } | null>(null);
  const [releasing, setReleasing] = useState<{ room: StockAnswer['roomTypes'][number]; allotment: Allotment; from: string; to: string } | null>(null);

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
            type="date" name="from" size="small" label={translate('contingents.stock.from')} value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            error={Boolean(dateHelper('from'))} helperText={dateHelper('from')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: last } }} sx={{ width: { sm: 200 } }}
          />
          <TextField
            type="date" name="to" size="small" label={translate('contingents.stock.to')} value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            error={Boolean(dateHelper('to'))} helperText={dateHelper('to')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: last } }} sx={{ width: { sm: 200 } }}
          />
          {/* Inputs of a set width and a button that never shrinks: full-width inputs squeezed the button out of sight. */}
          <Button type="submit" variant="outlined" sx={{ flexShrink: 0, minHeight: { sm: 48 } }}>{translate('contingents.stock.show')}</Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('contingents.stock.window', { last: formatDate(last) })} {translate('contingents.stock.select_hint')}
        </Typography>
      </Box>
      {failure && <Alert severity="error" data-testid="stock-failure">{translate(errorKey(failure.code))}</Alert>}
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
                    // The hotel changes only the allotment for every customer; the agency changes any.
                    const editable = allotment.general || allotment.companyId !== null;
                    const hasSale = [...allotment.byDate.values()].some((day) => day.prix_vente !== undefined);
                    const metrics: Metric[] = [...QUANTITIES, 'prix_achat', ...(hasSale ? ['prix_vente' as const] : [])];
                    return (
                      <Box key={allotment.key} sx={{ mb: 2 }}>
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
                          <Box>
                            {!allotment.general && <Chip size="small" label={translate('contingents.stock.company_only')} sx={{ mr: 1 }} />}
                            {chosen && (
                              <Typography component="span" variant="body2" data-testid="stock-selection">
                                {translate('contingents.stock.selection', { from: formatDate(chosen.from), to: formatDate(chosen.to) })}
                              </Typography>
                            )}
                          </Box>
                          {editable && (
                            <Stack direction="row" spacing={1}>
                              <Button
                                size="small" startIcon={<EditCalendarIcon />}
                                onClick={() => setEditing({ room, allotment, from: chosen?.from ?? answer.from, to: chosen?.to ?? answer.to })}
                              >
                                {translate(chosen ? 'contingents.stock.edit_selection' : 'contingents.stock.edit')}
                              </Button>
                              <Button
                                size="small" startIcon={<UndoIcon />}
                                onClick={() => setReleasing({ room, allotment, from: chosen?.from ?? answer.from, to: chosen?.to ?? answer.to })}
                              >
                                {translate('contingents.release.button')}
                              </Button>
                            </Stack>
                          )}
                        </Stack>
                        <SideScroll hint={translate('contingents.stock.scroll_hint')}>
                          <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}>
                            <TableHead>
                              <TableRow>
                                <TableCell component="th" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>{translate('contingents.stock.day')}</TableCell>
                                {dates.map((date) => {
                                  const inSelection = chosen && date >= chosen.from && date <= chosen.to;
                                  return (
                                    <TableCell key={date} align="center" sx={{ p: 0, bgcolor: inSelection ? 'action.selected' : undefined }}>
                                      <ButtonBase
                                        onClick={() => pick(key, date)} data-testid={`day-${date}`} aria-pressed={Boolean(inSelection)}
                                        sx={{ px: 1, py: 0.75, width: '100%', typography: 'caption', fontWeight: 600 }}
                                      >
                                        {headerOf(date)}
                                      </ButtonBase>
                                    </TableCell>
                                  );
                                })}
                              </TableRow>
                            </TableHead>
                            <TableBody>
                              {metrics.map((metric) => (
                                <TableRow key={metric}>
                                  <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, fontWeight: metric === 'qte_dispo' ? 700 : undefined }}>
                                    {translate(`contingents.stock.rows.${metric}`)}
                                  </TableCell>
                                  {dates.map((date) => {
                                    const day = allotment.byDate.get(date);
                                    const value = day?.[metric];
                                    const inSelection = chosen && date >= chosen.from && date <= chosen.to;
                                    return (
                                      <TableCell
                                        key={date} align="center" data-testid={`${date}.${metric}`}
                                        sx={{
                                          bgcolor: inSelection ? 'action.selected' : undefined,
                                          fontWeight: metric === 'qte_dispo' ? 700 : undefined,
                                          color: metric === 'qte_dispo' && value === 0 ? 'error.main' : undefined,
                                        }}
                                      >
                                        {value === undefined || value === null ? '–' : metric.startsWith('prix') ? formatMoney(value) : value}
                                      </TableCell>
                                    );
                                  })}
                                </TableRow>
                              ))}
                            </TableBody>
                          </Table>
                        </SideScroll>
                      </Box>
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
          hotelId={id} roomTypeId={releasing.room.id} room={releasing.room.description} companyId={releasing.allotment.companyId}
          from={releasing.from} to={releasing.to}
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
          hotelId={id} editing={editing}
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

const CHANGES = ['qte_init', 'prix_achat', 'prix_achat_etape', 'taxe_sejour'] as const;
const AGENCY_CHANGES = ['prix_vente', 'prix_vente_etape'] as const;
type Change = (typeof CHANGES)[number] | (typeof AGENCY_CHANGES)[number];

/** Changes a range of days of one allotment at once; empty inputs stay unchanged. */
function RangeEditDialog({ hotelId, editing, onClose, onSaved }: {
  hotelId: string;
  editing: { room: StockAnswer['roomTypes'][number]; allotment: Allotment; from: string; to: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const today = agencyToday();
  const { room, allotment } = editing;
  const agency = [...allotment.byDate.values()].some((day) => day.prix_vente !== undefined);
  const fields: readonly Change[] = agency ? [...CHANGES, ...AGENCY_CHANGES] : CHANGES;
  const [range, setRange] = useState({ from: editing.from, to: editing.to });
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, ErrorCodeValue>>({});
  const [failure, setFailure] = useState<DaysRefusal | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const wrong: Record<string, ErrorCodeValue> = { ...stockRangeErrors(range, today) };
    const changes: Record<string, number> = {};
    for (const field of fields) {
      const text = (values[field] ?? '').trim().replace(',', '.');
      if (text === '') continue;
      const value = Number(text);
      if (!Number.isFinite(value) || value < 0 || (field === 'qte_init' && !Number.isInteger(value))) wrong[field] = ErrorCode.NOT_A_NUMBER;
      else changes[field] = value;
    }
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    if (Object.keys(changes).length === 0) {
      setFailure({ message: translate('contingents.stock.nothing'), days: [] });
      return;
    }
    setPending(true);
    try {
      const { data } = await apiFetch<{ updated: number }>(contingentScreens.stock.api(hotelId), {
        method: 'PATCH',
        body: { hotelGammeId: room.id, ...(allotment.companyId !== null && { companyId: allotment.companyId }), ...range, ...changes },
      });
      notify('contingents.stock.saved', { type: 'success', messageArgs: { smart_count: data.updated } });
      onSaved();
    } catch (error) {
      const { errors: refused, refusal } = rangeRefusal(error, translate);
      setErrors(refused);
      setFailure(refusal);
    } finally {
      setPending(false);
    }
  };
  const helper = (field: string) => (errors[field] !== undefined ? translate(errorKey(errors[field])) : undefined);

  return (
    <Dialog open onClose={onClose} aria-labelledby="stock-edit-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="stock-edit-title">{translate('contingents.stock.edit_title', { room: room.description })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <StockRangeFields range={range} onChange={setRange} helper={helper} />
            {fields.map((field) => (
              <TextField
                key={field} name={field} label={translate(field === 'prix_vente' || field === 'prix_vente_etape' ? `resources.contingent.fields.${field}` : `contingents.stock.${field}`)}
                value={values[field] ?? ''} onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                error={Boolean(helper(field))} helperText={helper(field) ?? translate('contingents.stock.unchanged')}
                slotProps={{ htmlInput: { inputMode: field === 'qte_init' ? 'numeric' : 'decimal' } }}
              />
            ))}
            {failure && <RefusalAlert refusal={failure} testId="stock-edit-failure" />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('contingents.stock.cancel')}</Button>
          <PendingButton type="submit" variant="contained" pending={pending} pendingLabel={translate('app.progress.saving')}>{translate('contingents.stock.save')}</PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
