import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { apiFetch, ApiError } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { ErrorSummary } from '../../common/ErrorSummary.tsx';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import type { CustomField, CustomFieldValue } from '../../entities/customFields.ts';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import { matchesOrderNumber, patternExample } from '../../entities/patterns.ts';
import { HOME } from '../rules.ts';
import { type DraftValues, draftErrors, type Errors, finaliseBody, occupancyOf, type RoomDraft } from './completionDraft.ts';
import { AskedManagersSection, RoomsSection } from './CompletionSections.tsx';
import { FailureScreen } from './FailureScreen.tsx';
import { CustomFieldInput } from '../shared/CustomFieldInput.tsx';
import { OfferSummary } from './OfferSummary.tsx';
import { Section } from '../shared/DetailParts.tsx';
import { clearOnlineBooking, loadCompletionDraft, loadOnlineBooking, saveCompletionDraft } from './onlineBookingState.ts';
import { useTravellerCustomFields, withCustomFieldDefaults } from '../shared/customFieldValues.ts';
import { AbandonLink } from '../bookings/BookingCalls.tsx';
import type { UnfinishedBooking } from '../../entities/onlineBookingReplies.ts';
import type { Traveller } from '../../entities/travellerReplies.ts';

const NO_FIELDS: CustomField[] = [];

/** The booking given up: nothing of it stays in client state, and the user is back on the offers of the search. */
export function abandoned(navigate: ReturnType<typeof useNavigate>) {
  clearOnlineBooking();
  navigate('/online/results');
}

/** A note that goes with the booking (remarks, extras asked), its hint shown while it is empty. */
function NoteField({ name, value, onChange }: { name: 'remarks' | 'extras'; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      name={name}
      label={t(`booking.completion.${name}`)}
      placeholder={t(`booking.completion.${name}_hint`)}
      multiline
      minRows={2}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 2000 } }}
    />
  );
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
  const formPath = useLocation().pathname;
  // Back from the summary (or from a refused confirmation), the form is as the user left it.
  const [draft] = useState(() => {
    const stored = loadCompletionDraft();
    return stored && stored.unfinishedId === unfinishedId ? stored : undefined;
  });
  const [booking, setBooking] = useState<UnfinishedBooking | null>(null);
  const [loadError, setLoadError] = useState<ErrorCodeValue | null>(unfinishedId === undefined ? ErrorCode.NOT_FOUND : null);
  const [rooms, setRooms] = useState<RoomDraft[]>([]);
  const [remarks, setRemarks] = useState('');
  const [extras, setExtras] = useState('');
  const [custom, setCustom] = useState<Record<string, CustomFieldValue>>({});
  const [orderNumber, setOrderNumber] = useState('');
  const [managers, setManagers] = useState<number[]>([]);
  // The server's errors hold for the values they were given on; the form's own checks run on every change once sent.
  const [serverErrors] = useState<{ errors: Errors; sent: string }>(() => draft?.serverErrors ?? { errors: {}, sent: '' });
  const [submitted, setSubmitted] = useState(Boolean(draft));
  // Each refused review: the summary of what is wrong takes the focus.
  const [attempt, setAttempt] = useState(0);
  // One key per form: a double click or a retried request books once (the server answers the first result).
  const [confirmationKey] = useState(() => draft?.confirmationKey ?? crypto.randomUUID());
  // The travellers picked fill the custom fields still empty with their saved values.
  const prefill = useTravellerCustomFields(booking?.customFields ?? NO_FIELDS, setCustom);

  // A draft of another booking is left behind: this form starts its own.
  useEffect(() => {
    if (!draft && loadCompletionDraft()) saveCompletionDraft(undefined);
  }, [draft]);

  useEffect(() => {
    if (unfinishedId === undefined) return;
    let live = true;
    apiFetch<UnfinishedBooking>(`/api/booking/unfinished/${unfinishedId}`)
      .then(({ data }) => {
        if (!live) return;
        setBooking(data);
        if (draft) {
          setRooms(draft.rooms);
          setRemarks(draft.remarks);
          setExtras(draft.extras);
          setCustom(draft.custom);
          setOrderNumber(draft.orderNumber);
          setManagers(draft.managers);
          return;
        }
        const count = data.stay.double > 0 ? data.stay.double : data.stay.single;
        const occupancy = occupancyOf(data);
        setRooms(Array.from({ length: count }, () => ({ travellers: Array.from({ length: occupancy }, () => null), bedType: '' })));
        setCustom(withCustomFieldDefaults({}, data.customFields));
        if (data.validation.managers.length === 1) setManagers([data.validation.managers[0].id]);
      })
      .catch((error) => live && setLoadError(error instanceof ApiError ? error.code : ErrorCode.SERVER_ERROR));
    return () => {
      live = false;
    };
  }, [unfinishedId, draft]);

  if (loadError !== null) {
    return (
      <MessageScreen
        title={t('booking.completion.title')}
        text={loadError === ErrorCode.NOT_FOUND ? t('booking.completion.not_found') : errorMessage(loadError)}
        actions={
          <Button component={RouterLink} to={HOME} variant="contained">
            {t('booking.completion.back_to_search')}
          </Button>
        }
        testId="completion-missing"
      />
    );
  }
  if (!booking) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 6, justifyContent: 'center' }}>
        <CircularProgress size={24} aria-label={t('booking.completion.loading')} />
        <Typography>{t('booking.completion.loading')}</Typography>
      </Stack>
    );
  }

  const phase = booking.validation.phase;
  const occupancy = occupancyOf(booking);
  const values: DraftValues = { rooms, remarks, extras, custom, orderNumber, managers, confirmationKey };

  /** Checked here as the server checks it, then shown in full on the summary before anything is booked. */
  function review(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(draftErrors(booking!, values)).length > 0) {
      setAttempt(attempt + 1);
      return;
    }
    saveCompletionDraft({ unfinishedId: booking!.id, form: formPath, ...values });
    navigate('/booking/summary');
  }

  const errors: Errors = {
    ...(serverErrors.sent === JSON.stringify(finaliseBody(booking, values)) ? serverErrors.errors : {}),
    ...(submitted ? draftErrors(booking, values) : {}),
  };
  const messageOf = (key: string) => (errors[key] !== undefined ? errorMessage(errors[key]) : undefined);
  const chosen = rooms
    .flatMap((room) => room.travellers)
    .filter((traveller): traveller is Traveller => traveller !== null)
    .map((traveller) => traveller.id);
  const setTraveller = (roomIndex: number, slot: number, traveller: Traveller | null) => {
    setRooms(
      rooms.map((room, index) =>
        index === roomIndex ? { ...room, travellers: room.travellers.map((current, at) => (at === slot ? traveller : current)) } : room,
      ),
    );
    prefill.picked(traveller?.id);
  };
  const orderLabel = booking.orderNumber.label || t('booking.completion.order_number');
  // A company that neither requires a purchase order nor says what one looks like is not asked for one.
  const asksOrderNumber = booking.orderNumber.required || Boolean(booking.orderNumber.pattern || booking.orderNumber.label);

  return (
    <Box component="form" onSubmit={review} noValidate data-testid="booking-form">
      <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
        {t('booking.completion.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          {submitted && <ErrorSummary errors={errors} attempt={attempt} />}

          <RoomsSection
            rooms={rooms}
            occupancy={occupancy}
            chosen={chosen}
            messageOf={messageOf}
            setTraveller={setTraveller}
            setBedType={(roomIndex, bedType) => setRooms(rooms.map((current, index) => (index === roomIndex ? { ...current, bedType } : current)))}
          />

          <Section spaced title={t('booking.completion.details_title')}>
            <NoteField name="remarks" value={remarks} onChange={setRemarks} />
            <NoteField name="extras" value={extras} onChange={setExtras} />
          </Section>

          {(booking.customFields.length > 0 || asksOrderNumber) && (
            <Section spaced title={t('booking.completion.custom_title')}>
              {booking.customFields.map((field) => (
                <CustomFieldInput
                  key={field.id}
                  field={field}
                  value={custom[field.id]}
                  onChange={(value) => {
                    prefill.typed(field.id);
                    setCustom({ ...custom, [field.id]: value });
                  }}
                  showError={submitted || (custom[field.id] !== undefined && custom[field.id] !== '')}
                  serverError={errors[`customFields.${field.id}`]}
                />
              ))}
              {asksOrderNumber && (
                <TextField
                  name="orderNumber"
                  label={orderLabel}
                  value={orderNumber}
                  onChange={(event) => setOrderNumber(event.target.value)}
                  error={
                    Boolean(orderNumber.trim() && !matchesOrderNumber(orderNumber.trim(), booking.orderNumber.pattern)) || Boolean(messageOf('orderNumber'))
                  }
                  helperText={
                    (orderNumber.trim() && !matchesOrderNumber(orderNumber.trim(), booking.orderNumber.pattern)
                      ? errorMessage(ErrorCode.BAD_FORMAT)
                      : messageOf('orderNumber')) ??
                    (booking.orderNumber.pattern ? t('app.format_example', { example: patternExample(booking.orderNumber.pattern) }) : undefined)
                  }
                  placeholder={booking.orderNumber.pattern ? patternExample(booking.orderNumber.pattern) : undefined}
                />
              )}
              {booking.orderNumber.required && !orderNumber.trim() && <Alert severity="info">{t('booking.completion.order_number_later')}</Alert>}
            </Section>
          )}

          {phase && <AskedManagersSection phase={phase} validation={booking.validation} managers={managers} setManagers={setManagers} messageOf={messageOf} />}

          <Section spaced title={t('booking.completion.payment_title')}>
            <Typography>{t('booking.completion.payment_mode', { mode: t(`resources.booking.enums.payment_mode.${booking.payment.mode}`) })}</Typography>
            {booking.payment.cardRequired && (
              <Alert severity="warning" data-testid="card-guarantee">
                {t(booking.payment.cardGuarantee === 'always' ? 'booking.completion.card_always' : 'booking.completion.card_chargeable')}
              </Alert>
            )}
          </Section>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}>
            <Button type="submit" variant="contained" size="large">
              {t('summary.review')}
            </Button>
            <AbandonLink bookingId={booking.id} reference={booking.ref} onDone={() => abandoned(navigate)} />
          </Stack>
        </Stack>
        <OfferSummary booking={booking} />
      </Box>
    </Box>
  );
}
