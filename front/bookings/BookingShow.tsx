import { Alert, Button, Chip, Grid, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ApiError, downloadFile, failureCode } from '../../common/api.ts';
import { formatDateTime } from '../../common/format.ts';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { ActionsSection, type BookingDialog, type QuickDecision } from './BookingActions.tsx';
import { EditImpossibleDialog, ReasonDialog } from './BookingDialogs.tsx';
import { BookerDialogs, type BookerCalls } from './BookerSteps.tsx';
import { ForwardVoucherDialog } from './DocumentDialogs.tsx';
import { AgencySection, DocumentsSection, HistorySection, PriceSection, RemarksSection, StaySection, TravellersSection } from './BookingSections.tsx';
import { useMailAction } from './mailAction.ts';
import { type BookingDetail, bookingDetail, cancelBooking, decide, forwardVoucher, requestModification, saveOrderNumber } from './bookingsApi.ts';
import { duplicateBooking } from './duplicate.ts';
import { ProviderPanel, ValidationPanel } from './BookingCalls.tsx';
import { StatusChip, statusLabel } from '../../common/StatusChip.tsx';
import type { BookingAction } from '../../entities/bookingFlow.ts';

type Notice = { severity: 'success' | 'info' | 'error'; text: string } | null;

/** Where the booking form finishes an online booking left before its end (the booking form's route). */
const finishOnline = (id: number) => `/online/booking/completion/${id}`;

/**
 * /booking/:id/show: a booking with everything about it, and what the caller may do in its status. /booking/:id/edit
 * (`open="edit"`) is the same page that does at once what its "Modify" button does, or says why the booking is not
 * modified.
 */
export function BookingShow({ open }: { open?: 'edit' }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [booking, setBooking] = useState<BookingDetail | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [dialog, setDialog] = useState<BookingDialog | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // The quick decision being sent: its button waits, the others are off until the answer.
  const [busy, setBusy] = useState<QuickDecision | null>(null);
  // What the route asked for is done once, when the booking is first read.
  const opened = useRef<string | null>(null);

  const reload = useCallback(() => bookingDetail(id).then(setBooking, setFailure), [id]);
  useEffect(() => {
    setBooking(null);
    setFailure(null);
    void reload();
  }, [reload]);

  useEffect(() => {
    if (open !== 'edit' || !booking || opened.current === id) return;
    opened.current = id;
    if (booking.actions.includes('edit')) {
      if (booking.is_online) setDialog('edit_impossible');
      else navigate(`/offline/${booking.id}/edit`, { replace: true });
    } else if (booking.actions.includes('request_modification')) setDialog('modification');
    else setDialog('edit_impossible');
  }, [open, booking, id, navigate]);

  // A mail's link (?action=) opens the step it asks for, or says why the step is not to be taken now.
  useMailAction(booking, (step) => {
    if (step) setDialog(step === 'proposal' ? 'proposal' : 'order');
    else if (booking)
      setNotice({ severity: 'info', text: t('bookings.mail_action.unavailable', { status: statusLabel(booking.status, booking.manager_view) }) });
  });

  if (failure)
    return (
      <Alert severity="error" data-testid="booking-failure">
        {errorMessage(failure.code)}
      </Alert>
    );
  if (!booking) return <LoadingScreen />;

  const has = (action: BookingAction) => booking.actions.includes(action);

  /** A step done elsewhere: say so, read the booking again, close the dialog. */
  async function after(work: Promise<unknown>, done: string) {
    await work;
    setDialog(null);
    setNotice({ severity: 'success', text: done });
    await reload();
  }
  async function quick(action: QuickDecision) {
    setBusy(action);
    try {
      await after(decide(booking!.id, action), t(`bookings.decided.${action}`));
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(failureCode(error)) });
    } finally {
      setBusy(null);
    }
  }
  function fetchFile(path: string, name: string) {
    return downloadFile(path, name).catch((error) =>
      setNotice({ severity: 'error', text: t('bookings.downloads.failed', { message: errorMessage(failureCode(error)) }) }),
    );
  }
  const edit = () => (booking.is_online ? setDialog('edit_impossible') : navigate(`/offline/${booking.id}/edit`));
  const finalise = () => navigate(booking.is_online ? finishOnline(booking.id) : `/offline/${booking.id}/edit`);
  const duplicate = () => duplicateBooking(booking, navigate);
  const calls: BookerCalls = {
    answerProposal: (answer, reason) => decide(booking.id, answer, reason),
    saveOrderNumber: (value, file, onProgress) => saveOrderNumber(booking.id, value, file, onProgress),
  };

  return (
    <Stack spacing={3}>
      <div>
        <Button component={RouterLink} to="/bookings" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {t('bookings.detail.back')}
        </Button>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1" component="h1">
            {t('bookings.detail.title', { ref: booking.ref })}
          </Typography>
          <StatusChip status={booking.status} managerView={booking.manager_view} size="medium" />
          <Chip variant="outlined" label={t(booking.is_online ? 'bookings.detail.online' : 'bookings.detail.offline')} />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('bookings.detail.created', { date: formatDateTime(booking.created_at), name: booking.booker?.name ?? '' })}
          {booking.booking_base_id ? ` · ${t('bookings.detail.provider_ref', { ref: booking.booking_base_id })}` : ''}
        </Typography>
      </div>

      {booking.manager_view && <Alert severity="warning">{t('bookings.detail.manager_task')}</Alert>}
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} data-testid="booking-notice">
          {notice.text}
        </Alert>
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <StaySection booking={booking} />
            <TravellersSection booking={booking} />
            <PriceSection booking={booking} />
            <RemarksSection booking={booking} />

            <ValidationPanel bookingId={booking.id} status={booking.status} />

            {booking.is_online && <ProviderPanel bookingId={booking.id} />}

            <HistorySection booking={booking} />
          </Stack>
        </Grid>

        {/* On a phone the actions and documents (cancel, voucher) come first: below the details and the history they
            would be screens away. On a wide screen they stay in the column beside them. */}
        <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: -1, md: 0 } }}>
          <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <ActionsSection
              booking={booking}
              busy={busy}
              onDecide={quick}
              onDialog={setDialog}
              onEdit={edit}
              onFinalise={finalise}
              onDuplicate={duplicate}
              onAbandoned={() => navigate('/bookings')}
            />

            <DocumentsSection booking={booking} fetchFile={fetchFile} />
            <AgencySection booking={booking} />
          </Stack>
        </Grid>
      </Grid>

      <BookerDialogs
        booking={booking}
        dialog={dialog}
        calls={calls}
        after={after}
        onDialog={setDialog}
        cancelRequest={!has('cancel')}
        onCancel={({ reason, comment }) =>
          after(cancelBooking(booking.id, reason, comment), t(has('cancel') ? 'bookings.cancel.done' : 'bookings.cancel.requested'))
        }
      />
      {dialog === 'forward' && (
        <ForwardVoucherDialog
          open
          onClose={() => setDialog(null)}
          onSubmit={(to) => after(forwardVoucher(booking.id, to), t('bookings.forward.sent', { to }))}
        />
      )}
      {dialog === 'deny' && (
        <ReasonDialog
          open
          title={t('bookings.deny.title', { ref: booking.ref })}
          onClose={() => setDialog(null)}
          onSubmit={(reason) => after(decide(booking.id, 'deny', reason), t('bookings.decided.deny'))}
        />
      )}
      {dialog === 'modification' && (
        <ReasonDialog
          open
          tone="primary"
          title={t('bookings.modification.title', { ref: booking.ref })}
          label={t('bookings.modification.comment')}
          confirm={t('bookings.modification.confirm')}
          onClose={() => setDialog(null)}
          onSubmit={(comment) => after(requestModification(booking.id, comment), t('bookings.modification.sent'))}
        />
      )}
      <EditImpossibleDialog open={dialog === 'edit_impossible'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
