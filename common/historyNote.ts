import { t } from './i18n/index.ts';

/** A booking history line as the API gives it: the service's event with its data (JSON), and what people typed. */
export interface HistoryLine {
  event: string | null;
  data: string | null;
}

/** The service's note of a history line in the reader's language (entities/bookingStatus.ts, BOOKING_HISTORY_EVENTS); null for none. */
export function historyNote({ event, data }: HistoryLine): string | null {
  if (!event) return null;
  let values: Record<string, unknown> = {};
  try {
    values = data ? (JSON.parse(data) as Record<string, unknown>) : {};
  } catch {
    // A line whose data cannot be read still says what happened.
  }
  if (event === 'cancellation')
    return t('bookings.history.cancellation', { reason: t(`resources.booking.enums.cancellation_reason.${String(values.reason)}`) });
  if (event === 'order_number' && values.file) return t('bookings.history.order_number_file', values);
  return t(`bookings.history.${event}`, values);
}
