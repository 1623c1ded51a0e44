import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError, failureCode } from '../../common/api.ts';
import { formatDate, formatMoney } from '../../common/format.ts';
import { PublicFrame } from '../shared/PublicFrame.tsx';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { BookerDialogs, type BookerCalls, type BookerDialog, CancelButton, ProposalAndOrderButtons } from './BookerSteps.tsx';
import { type PublicBooking, publicAnswerProposal, publicBooking, publicCancel, publicSaveOrderNumber } from './bookingsApi.ts';
import { cancellationTerms } from './BookingSections.tsx';
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
  const [dialog, setDialog] = useState<BookerDialog | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'info'; text: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // Opened from a mail that asks for a step: the page is about that step, not about editing the booking.
  const [fromMail, setFromMail] = useState(false);

  const calls: BookerCalls = {
    answerProposal: (answer, reason) => publicAnswerProposal(token, answer, reason),
    saveOrderNumber: (value, file, onProgress) => publicSaveOrderNumber(token, value, file, onProgress),
  };

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

  const frame = (content: ReactNode) => <PublicFrame>{content}</PublicFrame>;

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

  const has = (action: PublicBooking['actions'][number]) => booking.actions.includes(action);
  const editing = mode === 'edit' && !fromMail && booking.actions.includes('edit');
  const cancellation = cancellationTerms(booking);
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
          {booking.amount !== null && booking.amount !== booking.total_price && (
            <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
              {t('bookings.public.amount', { price: formatMoney(booking.amount) })}
            </Typography>
          )}
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
        <ProposalAndOrderButtons
          booking={booking}
          onAccept={() =>
            after(calls.answerProposal('accept_proposal'), t('bookings.decided.accept_proposal')).catch((error) => setFailed(errorMessage(failureCode(error))))
          }
          onDialog={setDialog}
        />
        {has('cancel') && <CancelButton request={!booking.is_online} onClick={() => setDialog('cancel')} />}
      </Stack>
      <BookerDialogs
        booking={booking}
        dialog={dialog}
        calls={calls}
        after={after}
        onDialog={setDialog}
        token={token}
        cancelRequest={!booking.is_online}
        onCancel={async ({ reason, comment }) => {
          const moved = await publicCancel(token, reason, comment);
          setDialog(null);
          setNotice({ severity: 'success', text: t(moved.status === STATUS.cancelled ? 'bookings.public.cancelled' : 'bookings.public.cancel_requested') });
          await load();
        }}
      />
    </Stack>,
  );
}
