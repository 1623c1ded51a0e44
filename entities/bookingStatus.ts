/** The colours a status is shown in (MUI's palette names). */
export type StatusColour = 'default' | 'info' | 'success' | 'warning' | 'error';

/**
 * The booking statuses (docs/glossary.md, booking status) and everything the product knows about each: this table is
 * the only place a status number is written. Every set of statuses and every screen's choice is derived from its
 * columns.
 * - tab: the list of "my bookings" it shows in, unless the caller must act on it (then "to process"); null: no list.
 * - awaits: who must act on it, which puts it in their "to process" tab: its booker (always, or for offline
 *   requests only: the agency's proposal) and the managers asked to decide who have not decided yet.
 * - draft: not sent yet. live: still changeable (not in the history, not being cancelled).
 * - booked: booked at the provider or the agency, so the stay goes in a calendar (calendar: its ICS status).
 * - voucher: confirmed, so the hotel accepts a voucher; forward: the voucher may be mailed on.
 * - order: a purchase order may be entered or corrected. made: counted as a booking made in the statistics.
 * - colour: how its chip is shown. manager: a manager whose decision is awaited reads it as their own task.
 */
export const BOOKING_STATUSES = [
  /*  value  key                         tab            awaits                                 draft  live   booked voucher forward order  made   colour     manager calendar */
  row(-1, 'disabled', null, {}, 0, 0, 0, 0, 0, 0, 0, 'default', 0, 'TENTATIVE'),
  row(0, 'incomplete', 'in_progress', {}, 1, 1, 0, 0, 0, 0, 0, 'info', 0, 'TENTATIVE'),
  row(4, 'draft', 'in_progress', {}, 1, 1, 0, 0, 0, 0, 0, 'info', 0, 'TENTATIVE'),
  row(5, 'incomplete_draft', 'in_progress', {}, 1, 1, 0, 0, 0, 0, 0, 'info', 0, 'TENTATIVE'),
  row(10, 'awaiting_authorisation', 'in_progress', { manager: true }, 0, 1, 0, 0, 0, 1, 0, 'warning', 1, 'TENTATIVE'),
  row(20, 'request_sent', 'in_progress', {}, 0, 1, 0, 0, 0, 1, 0, 'info', 0, 'TENTATIVE'),
  row(30, 'refused', 'history', {}, 0, 0, 0, 0, 0, 0, 0, 'error', 0, 'TENTATIVE'),
  row(40, 'being_processed', 'in_progress', {}, 0, 1, 0, 0, 0, 1, 0, 'info', 0, 'TENTATIVE'),
  row(45, 'awaiting_validation', 'in_progress', { booker: 'offline', manager: true }, 0, 1, 0, 0, 0, 1, 1, 'warning', 1, 'TENTATIVE'),
  row(50, 'awaiting_confirmation', 'in_progress', {}, 0, 1, 0, 0, 0, 1, 1, 'info', 0, 'TENTATIVE'),
  row(55, 'awaiting_purchase_order', 'in_progress', { booker: 'always' }, 0, 1, 1, 0, 0, 1, 1, 'warning', 0, 'TENTATIVE'),
  row(60, 'confirmed', 'in_progress', {}, 0, 1, 1, 1, 1, 1, 1, 'success', 0, 'CONFIRMED'),
  row(65, 'modification_sent', 'in_progress', {}, 0, 1, 1, 1, 1, 1, 1, 'info', 0, 'TENTATIVE'),
  row(70, 'cancellation_requested', 'in_progress', {}, 0, 0, 1, 1, 0, 0, 1, 'error', 0, 'TENTATIVE'),
  row(80, 'cancelled', 'history', {}, 0, 0, 0, 0, 0, 0, 0, 'error', 0, 'CANCELLED'),
  row(90, 'completed', 'history', {}, 0, 0, 1, 1, 1, 0, 1, 'default', 0, 'CONFIRMED'),
] as const;

type Flag = 0 | 1;

function row<const V extends number, const K extends string>(
  value: V,
  key: K,
  tab: 'in_progress' | 'history' | null,
  awaits: { booker?: 'always' | 'offline'; manager?: true },
  draft: Flag,
  live: Flag,
  booked: Flag,
  voucher: Flag,
  forward: Flag,
  order: Flag,
  made: Flag,
  colour: StatusColour,
  manager: Flag,
  calendar: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED',
) {
  return {
    value,
    key,
    tab,
    awaits,
    draft: draft === 1,
    live: live === 1,
    booked: booked === 1,
    voucher: voucher === 1,
    forward: forward === 1,
    order: order === 1,
    made: made === 1,
    colour,
    manager: manager === 1,
    calendar,
  };
}

type StatusRow = (typeof BOOKING_STATUSES)[number];
export type BookingStatus = StatusRow['value'];
export type BookingStatusKey = StatusRow['key'];
export const BOOKING_STATUS_VALUES = BOOKING_STATUSES.map((status) => status.value);

/** Each status by its name, for the code that means one status: `STATUS.confirmed`. */
export const STATUS = Object.fromEntries(BOOKING_STATUSES.map((status) => [status.key, status.value])) as {
  readonly [R in StatusRow as R['key']]: R['value'];
};

/** A status's row; an unknown number (never stored: the column is checked) reads as disabled. */
export function statusRow(status: number): StatusRow {
  return BOOKING_STATUSES.find((entry) => entry.value === status) ?? BOOKING_STATUSES[0];
}

type BooleanColumn = 'draft' | 'live' | 'booked' | 'voucher' | 'forward' | 'order' | 'made' | 'manager';

/** The statuses whose row has this column set. */
export function statusesWith(column: BooleanColumn): BookingStatus[] {
  return BOOKING_STATUSES.filter((status) => status[column]).map((status) => status.value);
}

/** Whether a status's row has this column set. */
export const statusHas = (status: number, column: BooleanColumn): boolean => statusRow(status)[column];

/** Booking custom field types: 10 numeric, 20 text, 21 email, 22 phone, 30 dropdown, 40 boolean, 50 paragraph, 60 date. */
export const INPUT_FIELD_TYPES = [10, 20, 21, 22, 30, 40, 50, 60] as const;

/** What a booking history row records. */
export const BOOKING_HISTORY_TYPES = ['created', 'status', 'mail', 'comment', 'disabled'] as const;

/**
 * What the booking service notes in a history line, kept as an event and its data (`booking_history.event` and
 * `.data`, JSON) so that every reader reads the line in their own language; what people typed stays in `comment`.
 * mail_sent / mail_failed: { template, to }; voucher_forwarded: { to }; order_number: { value, file? };
 * cancellation: { reason } (its comment is the canceller's); request_bound: {}.
 */
export const BOOKING_HISTORY_EVENTS = ['mail_sent', 'mail_failed', 'voucher_forwarded', 'order_number', 'cancellation', 'request_bound'] as const;
export type BookingHistoryEvent = (typeof BOOKING_HISTORY_EVENTS)[number];
