import { Alert, Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { formatDate, formatDateTime, formatMoney } from '../../common/format.ts';
import { t } from '../../common/i18n/index.ts';
import type { UnfinishedBooking } from '../../entities/onlineBookingReplies.ts';

function Line({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}>{formatMoney(amount)}</Typography>
    </Stack>
  );
}

/** The offer, its conditions and what the company pays: accommodation, booking fees, total. */
export function OfferSummary({ booking }: { booking: UnfinishedBooking }) {
  const { offer, stay, fees } = booking;
  const rooms = stay.single + stay.double;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 24 } }} data-testid="offer-summary">
      <Typography variant="overline" color="text.secondary">
        {t('booking.completion.offer_title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
        {offer.hotelName}
      </Typography>
      {offer.hotelAddress && (
        <Typography variant="body2" color="text.secondary">
          {offer.hotelAddress}
        </Typography>
      )}
      <Typography sx={{ mt: 1.5 }}>{offer.roomLabel}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('booking.completion.stay', { from: formatDate(stay.from), to: formatDate(stay.to), smart_count: stay.nights })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {stay.double > 0
          ? t('booking.completion.rooms_double', { smart_count: stay.double })
          : t('booking.completion.rooms_single', { smart_count: stay.single })}
        {' · '}
        {t('booking.completion.price_per_night', { price: formatMoney(offer.pricePerNight) })}
      </Typography>
      <Stack spacing={0.5} sx={{ mt: 1.5 }}>
        <Typography variant="body2">
          {offer.breakfastIncluded
            ? t('booking.completion.breakfast_included')
            : offer.breakfastPrice === null
              ? t('booking.completion.breakfast_unknown')
              : t('booking.completion.breakfast_price', { price: formatMoney(offer.breakfastPrice) })}
        </Typography>
        <Typography variant="body2" color={offer.freeCancellation ? 'success.main' : 'warning.main'}>
          {offer.freeCancellation && offer.cancellationDeadline
            ? t('booking.completion.free_cancellation', { date: formatDateTime(offer.cancellationDeadline) })
            : t('booking.completion.non_free_cancellation')}
        </Typography>
      </Stack>
      {booking.travelPolicyOk === false && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('booking.completion.policy_not_met')}
        </Alert>
      )}
      <Divider sx={{ my: 2 }} />
      <Stack spacing={0.75}>
        <Line label={t('booking.completion.accommodation')} amount={offer.totalPrice} />
        {fees.global ? <Line label={fees.globalLabel || t('booking.completion.fees_global')} amount={fees.global} /> : null}
        {fees.perRoom ? (
          <Line
            label={t('booking.completion.fees_per_room_detail', {
              label: fees.perRoomLabel || t('booking.completion.fees_per_room'),
              count: rooms,
              amount: formatMoney(fees.perRoom),
            })}
            amount={fees.perRoom * rooms}
          />
        ) : null}
        <Divider />
        <Box data-testid="booking-total">
          <Line label={t('booking.completion.total')} amount={booking.total} strong />
        </Box>
      </Stack>
    </Paper>
  );
}
