import { BOOKING_STATUSES, type BookingStatus } from './bookingStatus.ts';

/** The three tabs of "my bookings". */
export const BOOKING_TABS = ['todo', 'in_progress', 'history'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/**
 * When the caller must act on a booking, which puts it in the "to process" tab: as its booker, a purchase order to
 * enter (55) or an agency proposal to accept (45, offline); as a manager asked to decide and who has not yet, an
 * authorisation (10) or a validation (45). Drafts (0, 4, 5) stay "in progress", as the status table files them: they
 * wait on nobody but their author. This table is the only definition: the list queries are built from it.
 */
export const MUST_ACT: Readonly<Record<'booker' | 'manager', readonly { status: BookingStatus; online?: boolean }[]>> = {
  booker: [{ status: 55 }, { status: 45, online: false }],
  manager: [{ status: 10 }, { status: 45 }],
};

/** Statuses no list shows: a booking the agency disabled is gone for its users. */
export const HIDDEN_STATUSES: readonly BookingStatus[] = [-1];

export const HISTORY_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES
  .filter((status) => status.tab === 'history' && !HIDDEN_STATUSES.includes(status.value))
  .map((status) => status.value);

export const OPEN_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES
  .filter((status) => status.tab !== 'history' && !HIDDEN_STATUSES.includes(status.value))
  .map((status) => status.value);

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
export const BOOKING_LIST_DEFAULT = 10;
