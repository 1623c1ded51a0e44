import { BOOKING_STATUSES, type BookingStatus } from './bookingStatus.ts';

/** The three tabs of "my bookings". */
export const BOOKING_TABS = ['todo', 'in_progress', 'history'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/**
 * When the caller must act on a booking, which puts it in the "to process" tab: the status table's `awaits` column
 * (its booker, or a manager asked to decide who has not yet). Drafts stay "in progress": they wait on nobody but
 * their author. The list queries are built from these rules.
 */
export const MUST_ACT: Readonly<Record<'booker' | 'manager', readonly { status: BookingStatus; online?: boolean }[]>> = {
  booker: BOOKING_STATUSES.filter((status) => status.awaits.booker).map((status) =>
    status.awaits.booker === 'offline' ? { status: status.value, online: false } : { status: status.value },
  ),
  manager: BOOKING_STATUSES.filter((status) => status.awaits.manager).map((status) => ({ status: status.value })),
};

/** Statuses no list shows: a booking the agency disabled is gone for its users. */
export const HIDDEN_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter((status) => status.tab === null).map((status) => status.value);

export const HISTORY_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter((status) => status.tab === 'history').map((status) => status.value);

export const OPEN_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter((status) => status.tab === 'in_progress').map((status) => status.value);

export interface CallerPart {
  /** The caller booked it. */
  booker: boolean;
  /** The caller is a manager asked to decide on it who has not decided yet. */
  undecidedManager: boolean;
}

const matches = (rules: readonly { status: BookingStatus; online?: boolean }[], status: BookingStatus, online: boolean) =>
  rules.some((rule) => rule.status === status && (rule.online === undefined || rule.online === online));

export function mustAct(status: BookingStatus, online: boolean, part: CallerPart): boolean {
  return (part.booker && matches(MUST_ACT.booker, status, online)) || (part.undecidedManager && matches(MUST_ACT.manager, status, online));
}

/** The tab a booking shows in for a caller; null for the statuses no list shows. */
export function tabOf(status: BookingStatus, online: boolean, part: CallerPart): BookingTab | null {
  if (HIDDEN_STATUSES.includes(status)) return null;
  if (HISTORY_STATUSES.includes(status)) return 'history';
  return mustAct(status, online, part) ? 'todo' : 'in_progress';
}

/** The columns a list may be sorted on. */
export const BOOKING_LIST_ORDER = ['arrival_date', 'departure_date', 'ref', 'status', 'created_at'] as const;
export type BookingListOrder = (typeof BOOKING_LIST_ORDER)[number];

export const BOOKING_LIST_MAX = 100;
