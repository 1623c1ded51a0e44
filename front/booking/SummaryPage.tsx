import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { apiFetch, ApiError } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import { HOME } from '../rules.ts';
import { type CompletionDraft, customFieldText, finaliseBody, occupancyOf } from './completionDraft.ts';
import { OfferSummary } from './OfferSummary.tsx';
import { Section } from '../shared/DetailParts.tsx';
import { clearOnlineBooking, loadCompletionDraft, saveCompletionDraft } from './onlineBookingState.ts';
import type { FinaliseResult, UnfinishedBooking } from '../../entities/onlineBookingReplies.ts';
import { abandoned } from './CompletionPage.tsx';
import { AbandonLink } from '../bookings/BookingCalls.tsx';

/** Where the confirmation page says what happens next: /booking/:id/confirm/online/{pre|post|none}/{order|none}. */
export function confirmationPath(result: FinaliseResult): string {
  return `/booking/${result.id}/confirm/online/${result.validation ?? 'none'}/${result.requireOrderNumber ? 'order' : 'none'}`;
}

/** One line of the summary: its label above on a phone, beside on a wider screen. */
function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px minmax(0, 1fr)' }, gap: { xs: 0, sm: 2 } }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * /booking/summary: everything the booking form holds, read again before it is booked, with the offer's terms and
 * price; "Modify" goes back to the form as it was, "Confirm" finalises the booking. Without a booking in progress
 * there is nothing to read: the search.
 */
export function SummaryPage() {
  const [draft] = useState(loadCompletionDraft);
  if (!draft) return <Navigate to={HOME} replace />;
  return <Summary draft={draft} />;
}

function Summary({ draft }: { draft: CompletionDraft }) {
  const navigate = useNavigate();
  const [booking, setBooking] = useState<UnfinishedBooking | null>(null);
  const [loadError, setLoadError] = useState<ErrorCodeValue | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ErrorCodeValue | null>(null);

  useEffect(() => {
    let live = true;
    apiFetch<UnfinishedBooking>(`/api/booking/unfinished/${draft.unfinishedId}`)
      .then(({ data }) => live && setBooking(data))
      .catch((error) => {
        if (!live) return;
        const code = error instanceof ApiError ? error.code : ErrorCode.SERVER_ERROR;
        // Booked meanwhile (another tab) or gone: no booking in progress any more.
        if (code === ErrorCode.NOT_FOUND) clearOnlineBooking();
        setLoadError(code);
      });
    return () => {
      live = false;
    };
  }, [draft.unfinishedId]);

  if (loadError === ErrorCode.NOT_FOUND) return <Navigate to={HOME} replace />;
  if (loadError !== null)
    return (
      <Alert severity="error" data-testid="summary-failure">
        {errorMessage(loadError)}
      </Alert>
    );
  if (!booking) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 6, justifyContent: 'center' }}>
        <CircularProgress size={24} aria-label={t('summary.loading')} />
        <Typography>{t('summary.loading')}</Typography>
      </Stack>
    );
  }

  const phase = booking.validation.phase;
  const occupancy = occupancyOf(booking);
  const body = finaliseBody(booking, draft);

  async function confirm() {
    setSending(true);
    setFailure(null);
    try {
      const { data } = await apiFetch<FinaliseResult>(`/api/booking/${booking!.id}/finalise`, { method: 'POST', body });
      clearOnlineBooking();
      navigate(confirmationPath(data), { state: { ref: data.ref } });
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.NOT_AVAILABLE) {
        navigate('/online/booking/completion/failed');
        return;
      }
      // Refused field by field: the form shows each refusal by its field, as the user left it.
      if (error instanceof ApiError && error.errors) {
        saveCompletionDraft({ ...draft, serverErrors: { errors: error.errors, sent: JSON.stringify(body) } });
        navigate(draft.form);
        return;
      }
      setFailure(error instanceof ApiError ? error.code : ErrorCode.SERVER_ERROR);
    } finally {
      setSending(false);
    }
  }

  const managers = booking.validation.managers
    .filter((manager) => draft.managers.includes(manager.id))
    .map((manager) => `${manager.firstName} ${manager.lastName}`)
    .join(', ');
  const customFields = booking.customFields.filter((field) => customFieldText(field, draft.custom[field.id]) !== '');
  const orderLabel = booking.orderNumber.label || t('booking.completion.order_number');
  const asksOrderNumber = booking.orderNumber.required || Boolean(booking.orderNumber.pattern || booking.orderNumber.label);

  return (
    <Box data-testid="booking-summary">
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t('summary.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('summary.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {failure !== null && (
            <Alert severity="error" data-testid="booking-failure">
              {errorMessage(failure)}
            </Alert>
          )}

          <Section spaced title={t('summary.rooms_title')} testId="summary-rooms">
            {draft.rooms.map((room, index) => {
              const names = room.travellers
                .filter((traveller) => traveller !== null)
                .map((traveller) => `${traveller!.firstName} ${traveller!.lastName}`)
                .join(', ');
              return (
                <Line
                  key={index}
                  label={`${t('booking.completion.room', { number: index + 1 })} · ${t(occupancy === 2 ? 'booking.completion.room_double' : 'booking.completion.room_single')}`}
                >
                  {names || t('summary.no_traveller')}
                  {occupancy === 2 && room.bedType && (
                    <Typography variant="body2" color="text.secondary">
                      {t('summary.bed_type', { bed: t(`booking.completion.bed_types.${room.bedType}`) })}
                    </Typography>
                  )}
                </Line>
              );
            })}
          </Section>

          <Section spaced title={t('summary.details_title')} testId="summary-details">
            <Line label={t('summary.remarks')}>{body.remarks ?? t('summary.nothing')}</Line>
            <Line label={t('summary.extras')}>{body.extras ?? t('summary.nothing')}</Line>
          </Section>

          {(customFields.length > 0 || asksOrderNumber) && (
            <Section spaced title={t('summary.custom_title')} testId="summary-custom">
              {customFields.map((field) => (
                <Line key={field.id} label={field.label}>
                  {customFieldText(field, draft.custom[field.id])}
                </Line>
              ))}
              {asksOrderNumber && (
                <Line label={orderLabel} testId="summary-order-number">
                  {body.orderNumber ?? (booking.orderNumber.required ? t('summary.order_number_none') : t('summary.nothing'))}
                </Line>
              )}
            </Section>
          )}

          <Section spaced title={t('summary.validation_title')} testId="summary-validation">
            <Typography variant="body2">
              {phase ? t(phase === 'pre' ? 'summary.validation_pre' : 'summary.validation_post', { names: managers }) : t('summary.validation_none')}
            </Typography>
          </Section>

          <Section spaced title={t('summary.payment_title')}>
            <Typography variant="body2">
              {t('booking.completion.payment_mode', { mode: t(`resources.booking.enums.payment_mode.${booking.payment.mode}`) })}
            </Typography>
            {booking.payment.cardRequired && (
              <Alert severity="warning">
                {t(booking.payment.cardGuarantee === 'always' ? 'booking.completion.card_always' : 'booking.completion.card_chargeable')}
              </Alert>
            )}
          </Section>

          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button variant="outlined" size="large" disabled={sending} onClick={() => navigate(draft.form)}>
              {t('summary.modify')}
            </Button>
            <PendingButton variant="contained" size="large" pending={sending} pendingLabel={t('summary.sending')} onClick={confirm}>
              {t(phase === 'pre' ? 'summary.confirm_pre' : 'summary.confirm')}
            </PendingButton>
          </Stack>
          {!sending && (
            <Box sx={{ textAlign: { xs: 'center', sm: 'right' } }}>
              <AbandonLink bookingId={booking.id} reference={booking.ref} onDone={() => abandoned(navigate)} />
            </Box>
          )}
        </Stack>
        <OfferSummary booking={booking} />
      </Box>
    </Box>
  );
}
