import { Alert, Box, Button, Checkbox, CircularProgress, Divider, FormControlLabel, FormGroup, FormHelperText, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { apiFetch, ApiError } from '../../common/api.ts';
import { formatDate, formatDateTime, formatMoney } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import { BED_TYPES, type BedType, BookingRuleCode, roomErrors } from '../../entities/bookingRules.ts';
import { customFieldsErrors, type CustomFieldValue } from '../../entities/customFields.ts';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import { matchesOrderNumber } from '../../entities/patterns.ts';
import { HOME } from '../rules.ts';
import { loadSearch, saveSearch } from '../search/searchState.ts';
import { CustomFieldInput } from './CustomFieldInput.tsx';
import { loadOnlineBooking, saveOnlineBooking } from './onlineBookingState.ts';
import { TravellerPicker } from './TravellerPicker.tsx';
import type { FinaliseResult, Traveller, UnfinishedBooking } from './types.ts';

interface RoomDraft {
  travellers: (Traveller | null)[];
  bedType: BedType | '';
}

type Errors = Record<string, ErrorCodeValue>;

/** Where the confirmation page says what happens next: /booking/:id/confirm/online/{pre|post|none}/{order|none}. */
export function confirmationPath(result: FinaliseResult): string {
  return `/booking/${result.id}/confirm/online/${result.validation ?? 'none'}/${result.requireOrderNumber ? 'order' : 'none'}`;
}

/**
 * /online/booking/completion/{action?}: the booking form of the unfinished booking in client state, or of the booking
 * whose id is the action (finishing it from its page), or with `failed` the failure screen.
 */
export function CompletionPage() {
  const { action } = useParams();
  if (action === 'failed') return <FailureScreen />;
  const stored = loadOnlineBooking();
  const unfinishedId = action && /^\d+$/.test(action) ? Number(action) : stored?.unfinishedId;
  return <BookingForm key={unfinishedId} unfinishedId={unfinishedId} />;
}

function BookingForm({ unfinishedId }: { unfinishedId: number | undefined }) {
  const navigate = useNavigate();
  const state = unfinishedId === undefined ? undefined : { unfinishedId };
  const [booking, setBooking] = useState<UnfinishedBooking | null>(null);
  const [loadError, setLoadError] = useState<ErrorCodeValue | null>(state ? null : ErrorCode.NOT_FOUND);
  const [rooms, setRooms] = useState<RoomDraft[]>([]);
  const [remarks, setRemarks] = useState('');
  const [extras, setExtras] = useState('');
  const [custom, setCustom] = useState<Record<string, CustomFieldValue>>({});
  const [orderNumber, setOrderNumber] = useState('');
  const [managers, setManagers] = useState<number[]>([]);
  // The server's errors hold for the values they were given on; the form's own checks run on every change once sent.
  const [serverErrors, setServerErrors] = useState<{ errors: Errors; sent: string }>({ errors: {}, sent: '' });
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ErrorCodeValue | null>(null);
  // One key per form: a double click or a retried request books once (the server answers the first result).
  const [confirmationKey] = useState(() => crypto.randomUUID());

  useEffect(() => {
    if (!state) return;
    let live = true;
    apiFetch<UnfinishedBooking>(`/api/booking/unfinished/${state.unfinishedId}`)
      .then(({ data }) => {
        if (!live) return;
        setBooking(data);
        const count = data.stay.double > 0 ? data.stay.double : data.stay.single;
        const occupancy = data.stay.double > 0 ? 2 : 1;
        setRooms(Array.from({ length: count }, () => ({ travellers: Array.from({ length: occupancy }, () => null), bedType: '' })));
        setCustom(Object.fromEntries(data.customFields.filter((field) => field.defaultValue !== null).map((field) => [field.id, field.type === 40 ? field.defaultValue === 'true' : field.defaultValue])));
        if (data.validation.managers.length === 1) setManagers([data.validation.managers[0].id]);
      })
      .catch((error) => live && setLoadError(error instanceof ApiError ? error.code : ErrorCode.SERVER_ERROR));
    return () => {
      live = false;
    };
  }, [state?.unfinishedId]);

  if (loadError !== null) {
    return (
      <MessageScreen
        title={t('booking.completion.title')}
        text={loadError === ErrorCode.NOT_FOUND ? t('booking.completion.not_found') : errorMessage(loadError)}
        actions={<Button component={RouterLink} to={HOME} variant="contained">{t('booking.completion.back_to_search')}</Button>}
        testId="completion-missing"
      />
    );
  }
  if (!booking) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 6, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{t('booking.completion.loading')}</Typography>
      </Stack>
    );
  }

  const phase = booking.validation.phase;
  const occupancy: 1 | 2 = booking.stay.double > 0 ? 2 : 1;

  function payload() {
    return {
      rooms: rooms.map((room) => ({
        occupancy,
        ...(occupancy === 2 && { bedType: room.bedType || null }),
        travellers: room.travellers.filter((traveller): traveller is Traveller => traveller !== null).map((traveller) => traveller.id),
      })),
      remarks: remarks.trim() || null,
      extras: extras.trim() || null,
      customFields: custom,
      orderNumber: orderNumber.trim() || null,
      managers: phase ? managers : [],
      confirmationKey,
    };
  }

  /** The server's rules, run here first so that the user sees every problem at once. */
  function check(body: ReturnType<typeof payload>): Errors {
    const found: Errors = { ...roomErrors(body.rooms), ...customFieldsErrors(booking!.customFields, custom).errors };
    if (body.orderNumber && !matchesOrderNumber(body.orderNumber, booking!.orderNumber.pattern)) found.orderNumber = ErrorCode.BAD_FORMAT;
    if (phase && managers.length === 0) found.managers = BookingRuleCode.MANAGER_REQUIRED;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const body = payload();
    if (Object.keys(check(body)).length > 0) return;
    setSending(true);
    try {
      const { data } = await apiFetch<FinaliseResult>(`/api/booking/${booking!.id}/finalise`, { method: 'POST', body });
      saveOnlineBooking(undefined);
      navigate(confirmationPath(data), { state: { ref: data.ref } });
    } catch (error) {
      if (error instanceof ApiError && error.code === BookingRuleCode.NOT_AVAILABLE) {
        navigate('/online/booking/completion/failed');
        return;
      }
      if (error instanceof ApiError && error.errors) setServerErrors({ errors: error.errors, sent: JSON.stringify(body) });
      setFailure(error instanceof ApiError ? error.code : ErrorCode.SERVER_ERROR);
    } finally {
      setSending(false);
    }
  }

  const current = payload();
  const errors: Errors = {
    ...(serverErrors.sent === JSON.stringify(current) ? serverErrors.errors : {}),
    ...(submitted ? check(current) : {}),
  };
  const messageOf = (key: string) => (errors[key] !== undefined ? errorMessage(errors[key]) : undefined);
  const chosen = rooms.flatMap((room) => room.travellers).filter((traveller): traveller is Traveller => traveller !== null).map((traveller) => traveller.id);
  const setTraveller = (roomIndex: number, slot: number, traveller: Traveller | null) =>
    setRooms(rooms.map((room, index) => (index === roomIndex ? { ...room, travellers: room.travellers.map((current, at) => (at === slot ? traveller : current)) } : room)));
  const orderLabel = booking.orderNumber.label || t('booking.completion.order_number');
  // A company that neither requires a purchase order nor says what one looks like is not asked for one.
  const asksOrderNumber = booking.orderNumber.required || Boolean(booking.orderNumber.pattern || booking.orderNumber.label);

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="booking-form">
      <Typography variant="h1" component="h1" sx={{ mb: 3 }}>{t('booking.completion.title')}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          {submitted && Object.keys(errors).length > 0 && <Alert severity="error">{t('booking.completion.errors')}</Alert>}
          {failure !== null && Object.keys(errors).length === 0 && <Alert severity="error" data-testid="booking-failure">{errorMessage(failure)}</Alert>}

          <Section title={t('booking.completion.rooms_title')}>
            {messageOf('rooms') && <Alert severity="error">{messageOf('rooms')}</Alert>}
            {rooms.map((room, roomIndex) => (
              <Box key={roomIndex} data-testid={`room-${roomIndex}`}>
                <Typography sx={{ fontWeight: 600, mb: 1 }}>
                  {t('booking.completion.room', { number: roomIndex + 1 })} · {t(occupancy === 2 ? 'booking.completion.room_double' : 'booking.completion.room_single')}
                </Typography>
                <Stack spacing={1.5}>
                  {room.travellers.map((traveller, slot) => (
                    <TravellerPicker
                      key={slot}
                      name={`rooms.${roomIndex}.travellers.${slot}`}
                      label={slot === 0 ? t('booking.completion.traveller') : t('booking.completion.second_traveller')}
                      required={slot === 0}
                      value={traveller}
                      excluded={chosen}
                      onChange={(picked) => setTraveller(roomIndex, slot, picked)}
                      error={slot === 0 ? messageOf(`rooms.${roomIndex}.travellers`) : undefined}
                    />
                  ))}
                  {occupancy === 2 && (
                    <TextField
                      select
                      name={`rooms.${roomIndex}.bedType`}
                      label={t('booking.completion.bed_type')}
                      required
                      value={room.bedType}
                      onChange={(event) => setRooms(rooms.map((current, index) => (index === roomIndex ? { ...current, bedType: event.target.value as BedType } : current)))}
                      error={Boolean(messageOf(`rooms.${roomIndex}.bedType`))}
                      helperText={messageOf(`rooms.${roomIndex}.bedType`)}
                    >
                      {BED_TYPES.map((bed) => <MenuItem key={bed} value={bed}>{t(`booking.completion.bed_types.${bed}`)}</MenuItem>)}
                    </TextField>
                  )}
                </Stack>
              </Box>
            ))}
          </Section>

          <Section title={t('booking.completion.details_title')}>
            <TextField name="remarks" label={t('booking.completion.remarks')} placeholder={t('booking.completion.remarks_hint')} multiline minRows={2} value={remarks} onChange={(event) => setRemarks(event.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            <TextField name="extras" label={t('booking.completion.extras')} placeholder={t('booking.completion.extras_hint')} multiline minRows={2} value={extras} onChange={(event) => setExtras(event.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          </Section>

          {(booking.customFields.length > 0 || asksOrderNumber) && (
            <Section title={t('booking.completion.custom_title')}>
              {booking.customFields.map((field) => (
                <CustomFieldInput
                  key={field.id}
                  field={field}
                  value={custom[field.id]}
                  onChange={(value) => setCustom({ ...custom, [field.id]: value })}
                  showError={submitted || (custom[field.id] !== undefined && custom[field.id] !== '')}
                  serverError={errors[`customFields.${field.id}`]}
                />
              ))}
              {asksOrderNumber && <TextField
                name="orderNumber"
                label={orderLabel}
                value={orderNumber}
                onChange={(event) => setOrderNumber(event.target.value)}
                error={Boolean(orderNumber.trim() && !matchesOrderNumber(orderNumber.trim(), booking.orderNumber.pattern)) || Boolean(messageOf('orderNumber'))}
                helperText={
                  (orderNumber.trim() && !matchesOrderNumber(orderNumber.trim(), booking.orderNumber.pattern) ? errorMessage(ErrorCode.BAD_FORMAT) : messageOf('orderNumber'))
                  ?? (booking.orderNumber.pattern ? t('booking.completion.order_number_hint', { pattern: booking.orderNumber.pattern }) : undefined)
                }
                placeholder={booking.orderNumber.pattern ?? undefined}
              />}
              {booking.orderNumber.required && !orderNumber.trim() && <Alert severity="info">{t('booking.completion.order_number_later')}</Alert>}
            </Section>
          )}

          {phase && (
            <Section title={t(phase === 'pre' ? 'booking.completion.managers_pre_title' : 'booking.completion.managers_post_title')} testId="managers">
              <Typography color="text.secondary">{t(phase === 'pre' ? 'booking.completion.managers_pre_text' : 'booking.completion.managers_post_text')}</Typography>
              {booking.validation.managers.length === 0 ? (
                <Alert severity="warning">{t('booking.completion.no_manager')}</Alert>
              ) : booking.validation.multiManager ? (
                <Box>
                  <FormGroup>
                    {booking.validation.managers.map((manager) => (
                      <FormControlLabel
                        key={manager.id}
                        control={<Checkbox name="managers" checked={managers.includes(manager.id)} onChange={(event) => setManagers(event.target.checked ? [...managers, manager.id] : managers.filter((id) => id !== manager.id))} />}
                        label={`${manager.firstName} ${manager.lastName}`}
                      />
                    ))}
                  </FormGroup>
                  {messageOf('managers') && <FormHelperText error>{messageOf('managers')}</FormHelperText>}
                </Box>
              ) : (
                <TextField
                  select
                  name="managers"
                  label={t('booking.completion.manager')}
                  required
                  value={managers[0] ?? ''}
                  onChange={(event) => setManagers([Number(event.target.value)])}
                  error={Boolean(messageOf('managers'))}
                  helperText={messageOf('managers')}
                >
                  {booking.validation.managers.map((manager) => (
                    <MenuItem key={manager.id} value={manager.id}>{`${manager.firstName} ${manager.lastName}`}</MenuItem>
                  ))}
                </TextField>
              )}
            </Section>
          )}

          <Section title={t('booking.completion.payment_title')}>
            <Typography>{t('booking.completion.payment_mode', { mode: t(`resources.booking.enums.payment_mode.${booking.payment.mode}`) })}</Typography>
            {booking.payment.cardRequired && (
              <Alert severity="warning" data-testid="card-guarantee">
                {t(booking.payment.cardGuarantee === 'always' ? 'booking.completion.card_always' : 'booking.completion.card_chargeable')}
              </Alert>
            )}
          </Section>

          <Box>
            <Button type="submit" variant="contained" size="large" disabled={sending} startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}>
              {sending ? t('booking.completion.submitting') : t(phase === 'pre' ? 'booking.completion.submit_pre' : 'booking.completion.submit')}
            </Button>
          </Box>
        </Stack>
        <OfferSummary booking={booking} />
      </Box>
    </Box>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>{title}</Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

function Line({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}>{formatMoney(amount)}</Typography>
    </Stack>
  );
}

/** The offer, its conditions and what the company pays: accommodation, booking fees, total. */
function OfferSummary({ booking }: { booking: UnfinishedBooking }) {
  const { offer, stay, fees } = booking;
  const rooms = stay.single + stay.double;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 24 } }} data-testid="offer-summary">
      <Typography variant="overline" color="text.secondary">{t('booking.completion.offer_title')}</Typography>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>{offer.hotelName}</Typography>
      {offer.hotelAddress && <Typography variant="body2" color="text.secondary">{offer.hotelAddress}</Typography>}
      <Typography sx={{ mt: 1.5 }}>{offer.roomLabel}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('booking.completion.stay', { from: formatDate(stay.from), to: formatDate(stay.to), smart_count: stay.nights })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {stay.double > 0 ? t('booking.completion.rooms_double', { smart_count: stay.double }) : t('booking.completion.rooms_single', { smart_count: stay.single })}
        {' · '}{t('booking.completion.price_per_night', { price: formatMoney(offer.pricePerNight) })}
      </Typography>
      <Stack spacing={0.5} sx={{ mt: 1.5 }}>
        <Typography variant="body2">
          {offer.breakfastIncluded ? t('booking.completion.breakfast_included')
            : offer.breakfastPrice === null ? t('booking.completion.breakfast_unknown')
            : t('booking.completion.breakfast_price', { price: formatMoney(offer.breakfastPrice) })}
        </Typography>
        <Typography variant="body2" color={offer.freeCancellation ? 'success.main' : 'warning.main'}>
          {offer.freeCancellation && offer.cancellationDeadline
            ? t('booking.completion.free_cancellation', { date: formatDateTime(offer.cancellationDeadline) })
            : t('booking.completion.non_free_cancellation')}
        </Typography>
      </Stack>
      {booking.travelPolicyOk === false && <Alert severity="warning" sx={{ mt: 1.5 }}>{t('booking.completion.policy_not_met')}</Alert>}
      <Divider sx={{ my: 2 }} />
      <Stack spacing={0.75}>
        <Line label={t('booking.completion.accommodation')} amount={offer.totalPrice} />
        {fees.global ? <Line label={fees.globalLabel || t('booking.completion.fees_global')} amount={fees.global} /> : null}
        {fees.perRoom ? (
          <Line
            label={t('booking.completion.fees_per_room_detail', { label: fees.perRoomLabel || t('booking.completion.fees_per_room'), count: rooms, amount: formatMoney(fees.perRoom) })}
            amount={fees.perRoom * rooms}
          />
        ) : null}
        <Divider />
        <Box data-testid="booking-total"><Line label={t('booking.completion.total')} amount={booking.total} strong /></Box>
      </Stack>
    </Paper>
  );
}

/** The failure screen (specification, section 8): give up, send an offline request instead, or search again. */
function FailureScreen() {
  const navigate = useNavigate();
  return (
    <MessageScreen
      title={t('booking.failed.title')}
      text={t('booking.failed.text')}
      testId="booking-failed"
      actions={
        <>
          <Button
            onClick={() => {
              saveOnlineBooking(undefined);
              navigate(HOME);
            }}
          >
            {t('booking.failed.give_up')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              // The offline form starts from the search the user already made.
              saveSearch({ ...loadSearch(), context: 'offline' });
              saveOnlineBooking(undefined);
              navigate('/offline/home');
            }}
          >
            {t('booking.failed.offline')}
          </Button>
          <Button variant="contained" onClick={() => navigate('/online/results')}>
            {t('booking.failed.restart')}
          </Button>
        </>
      }
    />
  );
}
