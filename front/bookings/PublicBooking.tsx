import { Alert, AppBar, Box, Button, Container, Link, Paper, Stack, Toolbar, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '../../common/api.ts';
import { formatDate, formatDateTime, formatMoney } from '../../common/format.ts';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { CancelDialog } from './BookingDialogs.tsx';
import { type PublicBooking, publicBooking, publicCancel } from './bookingsApi.ts';
import { StatusChip } from './StatusChip.tsx';
import { STATUS } from '../../entities/bookingStatus.ts';

/**
 * /public/booking/:token/show and /edit, opened from the mails without a session. The company decides what the link
 * allows: reading (consultation_link), cancelling (cancellation_link), the edit page (edit_link). An online booking
 * is never edited: the edit page says how instead (cancel and book again, or write to the agent).
 */
export function PublicBookingPage({ mode }: { mode: 'show' | 'edit' }) {
  const { token = '' } = useParams();
  const [booking, setBooking] = useState<PublicBooking | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => publicBooking(token).then(setBooking, setFailure), [token]);
  useEffect(() => {
    void load();
  }, [load]);

  const frame = (content: ReactNode) => (
    <>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar><Typography variant="h6" component="div">{t('app.name')}</Typography></Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>{content}</Container>
    </>
  );

  if (failure) {
    return frame(
      <MessageScreen
        testId="public-booking-invalid"
        title={errorMessage(failure.code)}
        text={t('bookings.public.invalid')}
        actions={<Button component={RouterLink} to="/login" variant="contained">{t('bookings.public.sign_in')}</Button>}
      />,
    );
  }
  if (!booking) return <LoadingScreen />;

  const canCancel = booking.actions.includes('cancel');
  const editing = mode === 'edit' && booking.actions.includes('edit');
  const cancellation = booking.free_cancellation === true
    ? booking.cancellation_deadline ? t('bookings.detail.free_cancellation', { date: formatDateTime(booking.cancellation_deadline) }) : t('bookings.detail.free_cancellation_open')
    : booking.free_cancellation === false ? t('bookings.detail.non_refundable') : null;
  const people = booking.travellers.length ? booking.travellers.map((person) => `${person.first_name} ${person.last_name}`).join(', ') : booking.travellers_text;

  return frame(
    <Stack spacing={3}>
      <div>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1" component="h1">{t(mode === 'edit' ? 'bookings.public.edit_title' : 'bookings.public.title', { ref: booking.ref })}</Typography>
          <StatusChip status={booking.status} size="medium" />
        </Stack>
        {booking.company && <Typography color="text.secondary" sx={{ mt: 1 }}>{t('bookings.public.company', { company: booking.company.name })}</Typography>}
      </div>
      {notice && <Alert severity="success" data-testid="public-booking-notice">{notice}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <div>
            <Typography sx={{ fontWeight: 600 }}>{booking.hotel_name}</Typography>
            {booking.hotel_address && <Typography variant="body2" color="text.secondary">{booking.hotel_address}</Typography>}
          </div>
          <Typography variant="body2">
            {t('bookings.detail.dates', { from: formatDate(booking.arrival_date), to: formatDate(booking.departure_date) })} ({t('bookings.detail.nights', { smart_count: booking.nights })})
          </Typography>
          {people && <Typography variant="body2">{t('bookings.public.travellers', { names: people })}</Typography>}
          {booking.total_price !== null && <Typography variant="body2">{t('bookings.public.total', { price: formatMoney(booking.total_price) })}</Typography>}
          {booking.breakfast_included !== null && <Typography variant="body2">{t(booking.breakfast_included ? 'bookings.detail.breakfast_included' : 'bookings.detail.breakfast_not_included')}</Typography>}
          {cancellation && <Typography variant="body2">{cancellation}</Typography>}
          {booking.cancellation_reason && <Typography variant="body2">{t('bookings.public.reason', { reason: t(`resources.booking.enums.cancellation_reason.${booking.cancellation_reason}`) })}</Typography>}
        </Stack>
      </Paper>

      {editing && <Alert severity="info">{booking.is_online ? t('bookings.edit_impossible.text') : t('bookings.public.edit_offline')}</Alert>}

      {booking.agency && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>{t('bookings.detail.agency')}</Typography>
          <Typography variant="body2">{booking.agency.name}</Typography>
          <Link variant="body2" href={`mailto:${booking.agency.email}`}>{booking.agency.email}</Link>
          {booking.agency.phone && <Typography variant="body2">{booking.agency.phone}</Typography>}
        </Paper>
      )}

      <Box>
        {canCancel && (
          <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => setCancelling(true)}>
            {t(booking.is_online ? 'bookings.actions.cancel' : 'bookings.actions.request_cancellation')}
          </Button>
        )}
      </Box>
      {cancelling && (
        <CancelDialog
          open
          token={token}
          reference={booking.ref}
          online={booking.is_online}
          request={!booking.is_online}
          onClose={() => setCancelling(false)}
          onSubmit={async ({ reason, comment }) => {
            const moved = await publicCancel(token, reason, comment);
            setCancelling(false);
            setNotice(t(moved.status === STATUS.cancelled ? 'bookings.public.cancelled' : 'bookings.public.cancel_requested'));
            await load();
          }}
        />
      )}
    </Stack>,
  );
}
