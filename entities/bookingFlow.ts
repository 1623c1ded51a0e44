import type { BookingStatus } from './bookingStatus.ts';

/**
 * Who moves a booking: its booker, one of the managers asked to decide, the agency, the platform itself (after the
 * provider answered), the nightly scheduler.
 */
export type BookingActor = 'user' | 'manager' | 'agent' | 'admin' | 'system' | 'scheduler';

export type BookingEvent =
  | 'start_online' | 'request_authorisation' | 'book' | 'await_order_number' | 'await_validation' | 'allow' | 'deny'
  | 'validate' | 'enter_order_number' | 'save_draft' | 'submit_request' | 'take' | 'propose' | 'accept_proposal' | 'refuse_proposal'
  | 'agency_confirm' | 'request_modification' | 'modification_done' | 'cancel' | 'request_cancellation'
  | 'cancellation_done' | 'agency_cancel' | 'complete' | 'abandon' | 'disable';

/** `null` stands for a booking that does not exist yet. */
export interface Transition {
  event: BookingEvent;
  from: readonly (BookingStatus | null)[];
  to: BookingStatus;
  actors: readonly BookingActor[];
  /** Only for online (true) or offline (false) bookings; both when absent. */
  online?: boolean;
}

const ALL: readonly BookingStatus[] = [0, 4, 5, 10, 20, 30, 40, 45, 50, 55, 60, 65, 70, 80, 90];

/**
 * The one transition table of the product (DESIGN.md, section 6). A status changes only through a row of this table;
 * anything else answers code 150.
 */
export const TRANSITIONS: readonly Transition[] = [
  { event: 'start_online', from: [null], to: 0, actors: ['user'], online: true },
  { event: 'request_authorisation', from: [0], to: 10, actors: ['user'], online: true },
  { event: 'book', from: [0, 10], to: 60, actors: ['user', 'manager'], online: true },
  { event: 'await_order_number', from: [0, 10, 45], to: 55, actors: ['user', 'manager'], online: true },
  { event: 'await_validation', from: [0, 10], to: 45, actors: ['user', 'manager'], online: true },
  { event: 'allow', from: [10], to: 20, actors: ['manager'], online: false },
  { event: 'deny', from: [10, 45], to: 30, actors: ['manager'] },
  { event: 'validate', from: [45], to: 60, actors: ['manager'], online: true },
  { event: 'enter_order_number', from: [55], to: 60, actors: ['user', 'manager'] },
  { event: 'save_draft', from: [null, 4], to: 4, actors: ['user'], online: false },
  { event: 'submit_request', from: [null, 4], to: 20, actors: ['user'], online: false },
  { event: 'request_authorisation', from: [null, 4], to: 10, actors: ['user'], online: false },
  { event: 'take', from: [20], to: 40, actors: ['agent'], online: false },
  { event: 'propose', from: [40], to: 45, actors: ['agent'], online: false },
  { event: 'accept_proposal', from: [45], to: 50, actors: ['user', 'manager'], online: false },
  // The booker (or an asked manager) turns a proposal down with a reason; the agency looks for another one.
  { event: 'refuse_proposal', from: [45], to: 40, actors: ['user', 'manager'], online: false },
  { event: 'agency_confirm', from: [40, 50], to: 60, actors: ['agent'], online: false },
  { event: 'request_modification', from: [60], to: 65, actors: ['user'], online: false },
  { event: 'modification_done', from: [65], to: 60, actors: ['agent'], online: false },
  { event: 'cancel', from: [60, 55, 45], to: 80, actors: ['user'], online: true },
  { event: 'cancel', from: [4, 20], to: 80, actors: ['user'], online: false },
  { event: 'request_cancellation', from: [40, 45, 50, 60, 65], to: 70, actors: ['user'], online: false },
  { event: 'cancellation_done', from: [70], to: 80, actors: ['agent'], online: false },
  { event: 'agency_cancel', from: [20, 40, 45, 50, 60, 65, 70], to: 80, actors: ['agent'], online: false },
  { event: 'complete', from: [60], to: 90, actors: ['scheduler'] },
  // The booker gives up an online booking left unfinished: it leaves the lists and can no longer be finalised.
  { event: 'abandon', from: [0], to: -1, actors: ['user'], online: true },
  { event: 'disable', from: ALL, to: -1, actors: ['admin'] },
];

/**
 * The status a booking moves to when `actor` sends `event` in `status`, or null when the table has no such row.
 * Online and offline bookings share event names where the table differs by kind (deny, cancel...).
 */
export function nextStatus(
  status: BookingStatus | null,
  event: BookingEvent,
  actor: BookingActor,
  online: boolean,
): BookingStatus | null {
  const row = TRANSITIONS.find(
    (transition) =>
      transition.event === event &&
      transition.from.includes(status) &&
      transition.actors.includes(actor) &&
      (transition.online === undefined || transition.online === online),
  );
  return row ? row.to : null;
}

/** The events an actor may send in a status: what the booking screens offer as actions. */
export function eventsFrom(status: BookingStatus, actor: BookingActor, online: boolean): BookingEvent[] {
  return TRANSITIONS.filter(
    (transition) =>
      transition.from.includes(status) &&
      transition.actors.includes(actor) &&
      (transition.online === undefined || transition.online === online),
  ).map((transition) => transition.event);
}

/** Why a booking is cancelled; the screens translate the keys (`resources.booking.enums.cancellation_reason.<key>`). */
export const CANCELLATION_REASONS = ['trip_cancelled', 'trip_postponed', 'traveller_changed', 'dates_changed', 'hotel_changed', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** How a company pays its bookings (specification, section 1). */
export const PAYMENT_MODES = ['on_site', 'virtual_card', 'agency', 'prepayment', 'card_authorisation', 'transfer'] as const;
/** When the traveller leaves a card as guarantee: never, always, or when the offer's cancellation is chargeable. */
export const CARD_GUARANTEES = ['never', 'always', 'chargeable'] as const;
