import { Alert, AppBar, Button, Container, Link, Paper, Stack, Toolbar, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckIcon from '@mui/icons-material/Check';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError, failureCode } from '../../common/api.ts';
import { formatDate, formatDateTime, formatMoney } from '../../common/format.ts';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { CancelDialog, ProposalDialog, ReasonDialog } from './BookingDialogs.tsx';
import { OrderNumberDialog } from './DocumentDialogs.tsx';
import { type PublicBooking, publicAnswerProposal, publicBooking, publicCancel, publicSaveOrderNumber } from './bookingsApi.ts';
import { useMailAction } from './mailAction.ts';
import { StatusChip, statusLabel } from '../../common/StatusChip.tsx';
import { STATUS } from '../../entities/bookingStatus.ts';

/**
 * /public/booking/:token/show and /edit, opened from the mails without a session. The company decides what the link
 * allows: reading (consultation_link), cancelling (cancellation_link), the edit page (edit_link). An online booking
 * is never edited: the edit page says how instead (cancel and book again, or write to the agent). A link that edits
 * also answers the agency's proposal and takes the purchase order, the steps the mails ask for (`?action=`).
 */
export function PublicBookingPage({ mode }: { mode: 'show' | 'edit' }) {
  const { token = '' } = useParams();
  const [booking, setBooking] = useState<PublicBooking | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [dialog, setDialog] = useState<'cancel' | 'proposal' | 'refuse_proposal' | 'order' | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'info'; text: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // Opened from a mail that asks for a step: the page is about that step, not about editing the booking.
  const [fromMail, setFromMail] = useState(false);

  const load = useCallback(() => publicBooking(token).then(setBooking, setFailure), [token]);
  useEffect(() => {
    void load();
  }, [load]);

  // The mail's step opens at once, or the page says why it is not to be taken now.
  useMailAction(booking, (step) => {
    setFromMail(true);
    if (step) setDialog(step === 'proposal' ? 'proposal' : 'order');
    else if (booking) setNotice({ severity: 'info', text: t('bookings.mail_action.unavailable', { status: statusLabel(booking.status) }) });
  });

  /** A step taken through the link: close the dialog, say so, read the booking again for its new status. */
  async function after(work: Promise<unknown>, done: string) {
    await work;
    setDialog(null);
    setFailed(null);
    setNotice({ severity: 'success', text: done });
    await load();
  }

  const frame = (content: ReactNode) => (
    <>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            {t('app.name')}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        {content}
      </Container>
    </>
  );

  if (failure) {
    return frame(
      <MessageScreen
        testId="public-booking-invalid"
        title={errorMessage(failure.code)}
        text={t('bookings.public.invalid')}
        actions={
          <Button component={RouterLink} to="/login" variant="contained">
            {t('bookings.public.sign_in')}
          </Button>
        }
      />,
    );
  }
  if (!booking) return <LoadingScreen />;

  const canCancel = booking.actions.includes('cancel');
  const has = (action: PublicBooking['actions'][number]) => booking.actions.includes(action);
  const editing = mode === 'edit' && !fromMail && booking.actions.includes('edit');
  const cancellation =
    booking.free_cancellation === true
      ? booking.cancellation_deadline
        ? t('bookings.detail.free_cancellation', { date: formatDateTime(booking.cancellation_deadline) })
        : t('bookings.detail.free_cancellation_open')
      : booking.free_cancellation === false
        ? t('bookings.detail.non_refundable')
        : null;
  const people = booking.travellers.length
    ? booking.travellers.map((person) => `${person.first_name} ${person.last_name}`).join(', ')
    : booking.travellers_text;

  return frame(
    <Stack spacing={3}>
      <div>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1" component="h1">
            {t(mode === 'edit' && !fromMail ? 'bookings.public.edit_title' : 'bookings.public.title', { ref: booking.ref })}
          </Typography>
          <StatusChip status={booking.status} size="medium" />
        </Stack>
        {booking.company && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('bookings.public.company', { company: booking.company.name })}
          </Typography>
        )}
      </div>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} data-testid="public-booking-notice">
          {notice.text}
        </Alert>
      )}
      {failed && (
        <Alert severity="error" onClose={() => setFailed(null)}>
          {failed}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <div>
            <Typography sx={{ fontWeight: 600 }}>{booking.hotel_name}</Typography>
            {booking.hotel_address && (
              <Typography variant="body2" color="text.secondary">
                {booking.hotel_address}
              </Typography>
            )}
          </div>
          <Typography variant="body2">
            {t('bookings.detail.dates', { from: formatDate(booking.arrival_date), to: formatDate(booking.departure_date) })} (
            {t('bookings.detail.nights', { smart_count: booking.nights })})
          </Typography>
          {people && <Typography variant="body2">{t('bookings.public.travellers', { names: people })}</Typography>}
          {booking.total_price !== null && <Typography variant="body2">{t('bookings.public.total', { price: formatMoney(booking.total_price) })}</Typography>}
          {booking.breakfast_included !== null && (
            <Typography variant="body2">
              {t(booking.breakfast_included ? 'bookings.detail.breakfast_included' : 'bookings.detail.breakfast_not_included')}
            </Typography>
          )}
          {cancellation && <Typography variant="body2">{cancellation}</Typography>}
          {booking.proposal && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {t('bookings.public.proposal', { proposal: booking.proposal })}
            </Typography>
          )}
          {booking.order_number && (
            <Typography variant="body2">
              {t('bookings.public.order_number', {
                label: booking.company?.order_number_label || t('bookings.detail.order_number'),
                value: booking.order_number,
              })}
            </Typography>
          )}
          {booking.cancellation_reason && (
            <Typography variant="body2">
              {t('bookings.public.reason', { reason: t(`resources.booking.enums.cancellation_reason.${booking.cancellation_reason}`) })}
            </Typography>
          )}
        </Stack>
      </Paper>

      {editing && <Alert severity="info">{booking.is_online ? t('bookings.edit_impossible.text') : t('bookings.public.edit_offline')}</Alert>}

      {booking.agency && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {t('bookings.detail.agency')}
          </Typography>
          <Typography variant="body2">{booking.agency.name}</Typography>
          <Link variant="body2" href={`mailto:${booking.agency.email}`}>
            {booking.agency.email}
          </Link>
          {booking.agency.phone && <Typography variant="body2">{booking.agency.phone}</Typography>}
        </Paper>
      )}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        data-testid="public-booking-actions"
      >
        {has('accept_proposal') && (
          <PendingButton
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            pendingLabel={t('app.progress.sending')}
            onClick={() =>
              after(publicAnswerProposal(token, 'accept_proposal'), t('bookings.decided.accept_proposal')).catch((error) =>
                setFailed(errorMessage(failureCode(error))),
              )
            }
          >
            {t('bookings.actions.accept_proposal')}
          </PendingButton>
        )}
        {has('refuse_proposal') && (
          <Button variant="outlined" color="error" onClick={() => setDialog('refuse_proposal')}>
            {t('bookings.actions.refuse_proposal')}
          </Button>
        )}
        {has('order_number') && (
          <Button
            variant={booking.status === STATUS.awaiting_purchase_order ? 'contained' : 'outlined'}
            startIcon={<ReceiptLongIcon />}
            onClick={() => setDialog('order')}
          >
            {t('bookings.actions.order_number')}
          </Button>
        )}
        {canCancel && (
          <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => setDialog('cancel')}>
            {t(booking.is_online ? 'bookings.actions.cancel' : 'bookings.actions.request_cancellation')}
          </Button>
        )}
      </Stack>
      {dialog === 'proposal' && (
        <ProposalDialog
          open
          reference={booking.ref}
          proposal={booking.proposal}
          hotel={booking.hotel_name}
          pricePerNight={booking.price_per_night}
          total={booking.total_price}
          onClose={() => setDialog(null)}
          onAccept={() => after(publicAnswerProposal(token, 'accept_proposal'), t('bookings.decided.accept_proposal'))}
          onRefuse={() => setDialog('refuse_proposal')}
        />
      )}
      {dialog === 'refuse_proposal' && (
        <ReasonDialog
          open
          title={t('bookings.deny.title_proposal', { ref: booking.ref })}
          onClose={() => setDialog(null)}
          onSubmit={(reason) => after(publicAnswerProposal(token, 'refuse_proposal', reason), t('bookings.decided.refuse_proposal'))}
        />
      )}
      {dialog === 'order' && (
        <OrderNumberDialog
          open
          pattern={booking.company?.order_number_pattern ?? null}
          label={booking.company?.order_number_label ?? null}
          initial={booking.order_number}
          onClose={() => setDialog(null)}
          onSubmit={({ value, file, onProgress }) => after(publicSaveOrderNumber(token, value, file, onProgress), t('bookings.order.saved'))}
        />
      )}
      {dialog === 'cancel' && (
        <CancelDialog
          open
          token={token}
          reference={booking.ref}
          online={booking.is_online}
          request={!booking.is_online}
          onClose={() => setDialog(null)}
          onSubmit={async ({ reason, comment }) => {
            const moved = await publicCancel(token, reason, comment);
            setDialog(null);
            setNotice({ severity: 'success', text: t(moved.status === STATUS.cancelled ? 'bookings.public.cancelled' : 'bookings.public.cancel_requested') });
            await load();
          }}
        />
      )}
    </Stack>,
  );
}
