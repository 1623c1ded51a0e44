import { Box, Divider, Link, Stack, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { formatDate, formatDateTime, formatMoney } from '../../common/format.ts';
import { historyNote } from '../../common/historyNote.ts';
import { t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { statusLabel } from '../../common/StatusChip.tsx';
import { customFieldText } from '../booking/completionDraft.ts';
import { Line, Section } from '../shared/DetailParts.tsx';
import type { BookingDetail } from './bookingsApi.ts';

// The sections of a booking's page (BookingShow.tsx) that only show it: its stay, travellers, price, remarks,
// history, documents and agency.

/** The terms of cancellation, when the booking knows them: free until a date, free, or not refundable. */
export function cancellationTerms(booking: Pick<BookingDetail, 'free_cancellation' | 'cancellation_deadline'>) {
  if (booking.free_cancellation === true)
    return booking.cancellation_deadline
      ? t('bookings.detail.free_cancellation', { date: formatDateTime(booking.cancellation_deadline) })
      : t('bookings.detail.free_cancellation_open');
  return booking.free_cancellation === false ? t('bookings.detail.non_refundable') : null;
}

/** The hotel, the dates, the rooms and the terms of the stay. */
export function StaySection({ booking }: { booking: BookingDetail }) {
  const hotel = booking.hotel;
  const address =
    booking.hotel_address ??
    (hotel ? [hotel.address1, hotel.address2, [hotel.post_code, hotel.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : null);
  const cancellation = cancellationTerms(booking);
  const rooms = [
    booking.single_rooms ? t('bookings.detail.single_rooms', { smart_count: booking.single_rooms }) : null,
    booking.double_rooms ? t('bookings.detail.double_rooms', { smart_count: booking.double_rooms }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Section title={t('bookings.detail.stay')}>
      <Line label={t('bookings.detail.hotel')}>
        <strong>{booking.hotel_name ?? hotel?.name ?? booking.destination}</strong>
        {hotel?.category ? ` ${'★'.repeat(hotel.category)}` : ''}
        {address && (
          <Typography variant="body2" color="text.secondary">
            {address}
          </Typography>
        )}
      </Line>
      <Line label={t('bookings.detail.dates_label')}>
        {t('bookings.detail.dates', { from: formatDate(booking.arrival_date), to: formatDate(booking.departure_date) })} (
        {t('bookings.detail.nights', { smart_count: booking.nights })})
      </Line>
      {rooms && (
        <Line label={t('bookings.detail.rooms')}>
          {rooms}
          {booking.room_label ? ` — ${booking.room_label}` : ''}
        </Line>
      )}
      {booking.breakfast_included !== null && (
        <Line label={t('bookings.detail.breakfast')}>
          {booking.breakfast_included
            ? t('bookings.detail.breakfast_included')
            : booking.breakfast_price
              ? t('bookings.detail.breakfast_price', { price: formatMoney(booking.breakfast_price) })
              : t('bookings.detail.breakfast_not_included')}
        </Line>
      )}
      {cancellation && <Line label={t('bookings.detail.cancellation_conditions')}>{cancellation}</Line>}
      {booking.cancellation_reason && (
        <Line label={t('bookings.cancel.reason')}>
          {t(`resources.booking.enums.cancellation_reason.${booking.cancellation_reason}`)}
          {booking.cancellation_comment ? ` — ${booking.cancellation_comment}` : ''}
        </Line>
      )}
    </Section>
  );
}

/** Who stays, room by room; a request's travellers as its text names them. */
export function TravellersSection({ booking }: { booking: BookingDetail }) {
  return (
    <Section title={t('bookings.detail.travellers')}>
      {booking.travellers.length ? (
        <Stack spacing={0.5}>
          {booking.travellers.map((traveller) => (
            <Typography key={traveller.id} variant="body2">
              {traveller.first_name} {traveller.last_name}
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                · {t('bookings.detail.room', { number: traveller.room + 1 })}
              </Typography>
            </Typography>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2">{booking.travellers_text}</Typography>
      )}
    </Section>
  );
}

/** The price, the fees, the payment, the purchase order and the custom fields. */
export function PriceSection({ booking }: { booking: BookingDetail }) {
  return (
    <Section title={t('bookings.detail.price')}>
      {booking.total_price !== null && (
        <Line label={t('bookings.detail.total_price')}>
          {booking.fees.total > 0 ? formatMoney(booking.total_price) : <strong>{formatMoney(booking.total_price)}</strong>}
          {booking.price_per_night !== null && (
            <Typography variant="body2" color="text.secondary">
              {t('bookings.detail.per_night', { price: formatMoney(booking.price_per_night) })}
            </Typography>
          )}
        </Line>
      )}
      {booking.fees.total > 0 && <Line label={t('bookings.detail.fees')}>{formatMoney(booking.fees.total)}</Line>}
      {booking.fees.total > 0 && booking.amount !== null && (
        <Line label={t('bookings.detail.amount')}>
          <strong>{formatMoney(booking.amount)}</strong>
        </Line>
      )}
      {booking.payment_mode && <Line label={t('bookings.detail.payment')}>{t(`resources.booking.enums.payment_mode.${booking.payment_mode}`)}</Line>}
      {(booking.order_number || booking.custom_fields.length > 0) && <Divider sx={{ my: 1 }} />}
      {booking.order_number && (
        <Line label={booking.company?.order_number_label || t('bookings.detail.order_number')}>
          {booking.order_number}
          {booking.order_number_file_name && (
            <Typography variant="body2" color="text.secondary">
              {t('bookings.detail.order_file', { name: booking.order_number_file_name })}
            </Typography>
          )}
        </Line>
      )}
      {booking.custom_fields.map((field) => (
        <Line key={field.id} label={field.label}>
          {customFieldText(field, field.value)}
        </Line>
      ))}
    </Section>
  );
}

/** The agency's proposal, the booker's remarks and the request's comments, when there are any. */
export function RemarksSection({ booking }: { booking: BookingDetail }) {
  if (!(booking.remarks || booking.proposal || booking.comments)) return null;
  return (
    <Section title={t('bookings.detail.remarks')}>
      {booking.proposal && <Line label={t('bookings.detail.proposal')}>{booking.proposal}</Line>}
      {booking.remarks && <Line label={t('bookings.detail.remarks')}>{booking.remarks}</Line>}
      {booking.comments && <Line label={t('bookings.detail.comments')}>{booking.comments}</Line>}
    </Section>
  );
}

/** Every line of the booking's history, oldest first. */
export function HistorySection({ booking }: { booking: BookingDetail }) {
  return (
    <Section title={t('bookings.detail.history')} testId="booking-history">
      {booking.history.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('bookings.detail.history_empty')}
        </Typography>
      )}
      <Stack divider={<Divider flexItem />} spacing={1}>
        {booking.history.map((entry) => (
          <Box key={entry.id}>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(entry.date)} · {t(`bookings.detail.history_types.${entry.type}`)}
              {entry.author ? ` · ${entry.author}` : ''}
            </Typography>
            {entry.status_to !== null && (
              <Typography variant="body2">
                {entry.status_from !== null ? `${statusLabel(entry.status_from)} → ` : ''}
                {statusLabel(entry.status_to)}
              </Typography>
            )}
            {entry.event && <Typography variant="body2">{historyNote(entry)}</Typography>}
            {entry.comment && (
              <Typography variant="body2" color="text.secondary">
                {entry.comment}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

/** The documents the booking's status allows; `fetchFile` downloads one and says when it failed. */
export function DocumentsSection({ booking, fetchFile }: { booking: BookingDetail; fetchFile: (path: string, name: string) => Promise<unknown> }) {
  const has = (action: 'ics' | 'voucher' | 'order_pdf') => booking.actions.includes(action);
  const downloading = t('app.progress.downloading');
  if (!(has('ics') || has('voucher') || has('order_pdf'))) return null;
  return (
    <Section title={t('bookings.detail.documents')} testId="booking-documents">
      <Stack spacing={1}>
        {has('voucher') && (
          <PendingButton
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            pendingLabel={downloading}
            onClick={() => fetchFile(`/api/me/booking-voucher/${booking.id}/pdf`, `bon-echange-${booking.ref}.pdf`)}
          >
            {t('bookings.actions.voucher')}
          </PendingButton>
        )}
        {has('ics') && (
          <PendingButton
            variant="outlined"
            startIcon={<EventIcon />}
            pendingLabel={downloading}
            onClick={() => fetchFile(`/api/booking/${booking.id}/ics`, `reservation-${booking.ref}.ics`)}
          >
            {t('bookings.actions.ics')}
          </PendingButton>
        )}
        {has('order_pdf') && (
          <PendingButton
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            pendingLabel={downloading}
            onClick={() => fetchFile(`/api/booking/${booking.id}/order`, `bon-de-commande-${booking.ref}.pdf`)}
          >
            {t('bookings.actions.order_pdf')}
          </PendingButton>
        )}
      </Stack>
    </Section>
  );
}

/** The agency that handles the company's bookings, and how to reach it. */
export function AgencySection({ booking }: { booking: BookingDetail }) {
  if (!booking.agency) return null;
  return (
    <Section title={t('bookings.detail.agency')}>
      <Typography variant="body2">{booking.agency.name}</Typography>
      <Link variant="body2" href={`mailto:${booking.agency.email}`}>
        {booking.agency.email}
      </Link>
      {booking.agency.phone && <Typography variant="body2">{booking.agency.phone}</Typography>}
    </Section>
  );
}
