import { Alert, Button, Collapse, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useEffect, useState } from 'react';
import { ApiError } from '../../common/api.ts';
import { formatDateTime, formatMoney } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { abandonBooking, type ProviderDetail, providerDetail, type ValidationState, validationState } from './bookingsApi.ts';
import { Line, Section } from '../shared/DetailParts.tsx';

/**
 * "Who must decide" on the booking page, from GET /booking/:id/validation: the question the status holds open, each
 * manager asked and their decision, and whether the caller's decision is awaited. `status` reloads it after a step.
 */
export function ValidationPanel({ bookingId, status }: { bookingId: number; status: number }) {
  const [state, setState] = useState<ValidationState | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  useEffect(() => {
    let live = true;
    validationState(bookingId).then(
      (answer) => live && setState(answer),
      (error: ApiError) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [bookingId, status]);
  if (failure) return <Alert severity="error">{errorMessage(failure.code)}</Alert>;
  if (!state || state.managers.length === 0) return null;
  return (
    <Section title={t('bookingCalls.validation.title')} testId="booking-validation">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {state.phase ? t(`bookingCalls.validation.${state.phase}`) : t('bookingCalls.validation.done')}
      </Typography>
      {state.canDecide && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('bookingCalls.validation.your_turn')}
        </Alert>
      )}
      {state.managers.map((manager) => (
        <Line key={`${manager.userId}-${manager.phase}`} label={`${manager.name} (${t(`bookingCalls.validation.phase.${manager.phase}`)})`}>
          {t(`bookingCalls.validation.decision.${manager.decision ?? 'pending'}`)}
          {manager.decidedAt ? ` · ${formatDateTime(manager.decidedAt)}` : ''}
          {manager.reason ? ` — ${manager.reason}` : ''}
        </Line>
      ))}
    </Section>
  );
}

/** The provider side of an online booking (GET /hrs/booking/detail/:id), read when the reader opens it. */
export function ProviderPanel({ bookingId }: { bookingId: number }) {
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<ProviderDetail | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  useEffect(() => {
    if (!open || detail) return;
    providerDetail(bookingId).then(setDetail, setFailure);
  }, [open, detail, bookingId]);
  const none = t('bookingCalls.provider.none');
  const cancellation = (value: ProviderDetail) =>
    value.freeCancellation === true
      ? value.cancellationDeadline
        ? t('bookingCalls.provider.cancellation_free', { date: formatDateTime(value.cancellationDeadline) })
        : t('bookingCalls.provider.cancellation_free_open')
      : value.freeCancellation === false
        ? t('bookingCalls.provider.cancellation_none')
        : none;
  const breakfast = (value: ProviderDetail) =>
    value.breakfastIncluded === true
      ? t('bookingCalls.provider.breakfast_included')
      : value.breakfastPrice !== null
        ? t('bookingCalls.provider.breakfast_price', { price: formatMoney(value.breakfastPrice) })
        : value.breakfastIncluded === false
          ? t('bookingCalls.provider.breakfast_not_included')
          : none;
  return (
    <Section
      title={t('bookingCalls.provider.title')}
      testId="provider-details"
      action={
        <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)} endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}>
          {t(open ? 'bookingCalls.provider.hide' : 'bookingCalls.provider.show')}
        </Button>
      }
    >
      <Collapse in={open} unmountOnExit>
        {failure && <Alert severity="error">{errorMessage(failure.code)}</Alert>}
        {detail && (
          <div data-testid="provider-details-content">
            <Line label={t('bookingCalls.provider.provider')}>{detail.provider ?? none}</Line>
            <Line label={t('bookingCalls.provider.reference')}>{detail.providerReference ?? none}</Line>
            <Line label={t('bookingCalls.provider.hotel_key')}>{detail.hotelKey ?? none}</Line>
            <Line label={t('bookingCalls.provider.offer_key')}>{detail.offerKey ?? none}</Line>
            <Line label={t('bookingCalls.provider.room')}>{detail.roomLabel ?? none}</Line>
            <Line label={t('bookingCalls.provider.breakfast')}>{breakfast(detail)}</Line>
            <Line label={t('bookingCalls.provider.cancellation')}>{cancellation(detail)}</Line>
            <Line label={t('bookingCalls.provider.payment')}>
              {detail.paymentMode ? t(`resources.booking.enums.payment_mode.${detail.paymentMode}`) : none}
            </Line>
            <Line label={t('bookingCalls.provider.price_per_night')}>{formatMoney(detail.price.perNight)}</Line>
            <Line label={t('bookingCalls.provider.total')}>{formatMoney(detail.price.total)}</Line>
          </div>
        )}
      </Collapse>
    </Section>
  );
}

/**
 * "Give up this booking": the booker's unfinished online booking is disabled (GET /booking/disable/:id) once confirmed,
 * then `onDone` leaves the page.
 */
export function AbandonLink({ bookingId, reference, onDone }: { bookingId: number; reference: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  async function abandon() {
    setBusy(true);
    setFailure(null);
    try {
      await abandonBooking(bookingId);
      setOpen(false);
      onDone();
    } catch (error) {
      setFailure(error instanceof ApiError ? error : new ApiError(500, 500, 'unknown'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Link component="button" type="button" variant="body2" color="error" onClick={() => setOpen(true)} data-testid="abandon-booking">
        {t('bookingCalls.abandon.link')}
      </Link>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="abandon-title">
        <DialogTitle id="abandon-title">{t('bookingCalls.abandon.title', { ref: reference })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('bookingCalls.abandon.text')}</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(failure.code)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('bookingCalls.abandon.cancel')}
          </Button>
          <PendingButton variant="contained" color="error" onClick={abandon} pending={busy} pendingLabel={t('app.progress.sending')}>
            {t('bookingCalls.abandon.confirm')}
          </PendingButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
