import { BOOKING_STATUSES } from '../../../../entities/bookingStatus.ts';

/** The labels of the booking statuses and payment modes, which bookings, contingent bookings and companies share. */

type BookingStatusKey = (typeof BOOKING_STATUSES)[number]['key'];

/** Booking statuses by their key in the status table, turned below into the value-keyed labels the enums use. */
const statusLabels: Record<BookingStatusKey, string> = {
  disabled: 'Disabled',
  incomplete: 'Incomplete',
  draft: 'Draft',
  incomplete_draft: 'Incomplete (draft)',
  awaiting_authorisation: 'Awaiting authorisation',
  request_sent: 'Request sent',
  refused: 'Refused',
  being_processed: 'Being processed',
  awaiting_validation: 'Awaiting validation',
  awaiting_confirmation: 'Awaiting confirmation',
  awaiting_purchase_order: 'Awaiting purchase order',
  confirmed: 'Confirmed',
  modification_sent: 'Modification sent',
  cancellation_requested: 'Cancellation requested',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export const statuses = Object.fromEntries(BOOKING_STATUSES.map((status) => [status.value, statusLabels[status.key]]));

export const paymentModes = {
  on_site: 'Pay on site',
  virtual_card: 'Virtual card',
  agency: 'Agency takes charge',
  prepayment: 'Prepayment',
  card_authorisation: 'Card debit authorisation',
  transfer: 'Transfer (contingent)',
};
