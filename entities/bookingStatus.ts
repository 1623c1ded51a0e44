/** The booking statuses of the specification, with the tab of the booking list each belongs to. */
export const BOOKING_STATUSES = [
  { value: -1, key: 'disabled', tab: 'history' },
  { value: 0, key: 'incomplete', tab: 'in_progress' },
  { value: 4, key: 'draft', tab: 'in_progress' },
  { value: 5, key: 'incomplete_draft', tab: 'in_progress' },
  { value: 10, key: 'awaiting_authorisation', tab: 'to_process' },
  { value: 20, key: 'request_sent', tab: 'in_progress' },
  { value: 30, key: 'refused', tab: 'history' },
  { value: 40, key: 'being_processed', tab: 'in_progress' },
  { value: 45, key: 'awaiting_validation', tab: 'to_process' },
  { value: 50, key: 'awaiting_confirmation', tab: 'in_progress' },
  { value: 55, key: 'awaiting_purchase_order', tab: 'to_process' },
  { value: 60, key: 'confirmed', tab: 'in_progress' },
  { value: 65, key: 'modification_sent', tab: 'in_progress' },
  { value: 70, key: 'cancellation_requested', tab: 'in_progress' },
  { value: 80, key: 'cancelled', tab: 'history' },
  { value: 90, key: 'completed', tab: 'history' },
] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number]['value'];
export const BOOKING_STATUS_VALUES = BOOKING_STATUSES.map((status) => status.value);

/** Booking custom field types: 10 numeric, 20 text, 21 email, 22 phone, 30 dropdown, 40 boolean, 50 paragraph, 60 date. */
export const INPUT_FIELD_TYPES = [10, 20, 21, 22, 30, 40, 50, 60] as const;

/** What a booking history row records. */
export const BOOKING_HISTORY_TYPES = ['created', 'status', 'mail', 'comment', 'disabled'] as const;
