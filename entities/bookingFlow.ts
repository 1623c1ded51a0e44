import { BOOKING_STATUS_VALUES, type BookingStatus, STATUS } from './bookingStatus.ts';

/**
 * Who moves a booking: its booker, one of the managers asked to decide, the agency, the platform itself (after the
 * provider answered), the nightly scheduler.
 */
export type BookingActor = 'user' | 'manager' | 'agent' | 'admin' | 'system' | 'scheduler';

/** The events that move a booking from one status to another (TRANSITIONS below). */
export const BOOKING_EVENTS = [
  'start_online',
  'request_authorisation',
  'book',
  'await_order_number',
  'await_validation',
  'allow',
  'deny',
  'validate',
  'enter_order_number',
  'save_draft',
  'submit_request',
  'take',
  'propose',
  'accept_proposal',
  'refuse_proposal',
  'agency_confirm',
  'request_modification',
  'modification_done',
  'cancel',
  'request_cancellation',
  'cancellation_done',
  'agency_cancel',
  'complete',
  'abandon',
  'disable',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

/** The events the agency sends on an offline request, each a route of its own and a back-office action. */
export const AGENCY_EVENTS = [
  'take',
  'propose',
  'agency_confirm',
  'modification_done',
  'cancellation_done',
  'agency_cancel',
] as const satisfies readonly BookingEvent[];
export type AgencyEvent = (typeof AGENCY_EVENTS)[number];

/** What the booking screens can do besides moving the status. */
export const BOOKING_TOOLS = ['duplicate', 'edit', 'finalise', 'contact_agency', 'ics', 'voucher', 'order_pdf', 'forward_voucher', 'order_number'] as const;
export type BookingTool = (typeof BOOKING_TOOLS)[number];
/** What the caller may do on a booking: the server lists them, the booking screens show a button for each. */
export const BOOKING_ACTIONS = [...BOOKING_EVENTS, ...BOOKING_TOOLS] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** `null` stands for a booking that does not exist yet. */
export interface Transition {
  event: BookingEvent;
  from: readonly (BookingStatus | null)[];
  to: BookingStatus;
  actors: readonly BookingActor[];
  /** Only for online (true) or offline (false) bookings; both when absent. */
  online?: boolean;
}

/** Every status a booking can be disabled from: all but disabled. */
const ALL: readonly BookingStatus[] = BOOKING_STATUS_VALUES.filter((status) => status !== STATUS.disabled);

const S = STATUS;

/**
 * The one transition table of the product (docs/glossary.md, transition table). A status changes only through a row of
 * this table; anything else answers code 150.
 */
export const TRANSITIONS: readonly Transition[] = [
  { event: 'start_online', from: [null], to: S.incomplete, actors: ['user'], online: true },
  { event: 'request_authorisation', from: [S.incomplete], to: S.awaiting_authorisation, actors: ['user'], online: true },
  { event: 'book', from: [S.incomplete, S.awaiting_authorisation], to: S.confirmed, actors: ['user', 'manager'], online: true },
  {
    event: 'await_order_number',
    from: [S.incomplete, S.awaiting_authorisation, S.awaiting_validation],
    to: S.awaiting_purchase_order,
    actors: ['user', 'manager'],
    online: true,
  },
  { event: 'await_validation', from: [S.incomplete, S.awaiting_authorisation], to: S.awaiting_validation, actors: ['user', 'manager'], online: true },
  { event: 'allow', from: [S.awaiting_authorisation], to: S.request_sent, actors: ['manager'], online: false },
  { event: 'deny', from: [S.awaiting_authorisation, S.awaiting_validation], to: S.refused, actors: ['manager'] },
  { event: 'validate', from: [S.awaiting_validation], to: S.confirmed, actors: ['manager'], online: true },
  { event: 'enter_order_number', from: [S.awaiting_purchase_order], to: S.confirmed, actors: ['user', 'manager'] },
  { event: 'save_draft', from: [null, S.draft], to: S.draft, actors: ['user'], online: false },
  { event: 'submit_request', from: [null, S.draft], to: S.request_sent, actors: ['user'], online: false },
  { event: 'request_authorisation', from: [null, S.draft], to: S.awaiting_authorisation, actors: ['user'], online: false },
  { event: 'take', from: [S.request_sent], to: S.being_processed, actors: ['agent'], online: false },
  { event: 'propose', from: [S.being_processed], to: S.awaiting_validation, actors: ['agent'], online: false },
  { event: 'accept_proposal', from: [S.awaiting_validation], to: S.awaiting_confirmation, actors: ['user', 'manager'], online: false },
  // The booker (or an asked manager) turns a proposal down with a reason; the agency looks for another one.
  { event: 'refuse_proposal', from: [S.awaiting_validation], to: S.being_processed, actors: ['user', 'manager'], online: false },
  { event: 'agency_confirm', from: [S.being_processed, S.awaiting_confirmation], to: S.confirmed, actors: ['agent'], online: false },
  { event: 'request_modification', from: [S.confirmed], to: S.modification_sent, actors: ['user'], online: false },
  { event: 'modification_done', from: [S.modification_sent], to: S.confirmed, actors: ['agent'], online: false },
  { event: 'cancel', from: [S.confirmed, S.awaiting_purchase_order, S.awaiting_validation], to: S.cancelled, actors: ['user'], online: true },
  { event: 'cancel', from: [S.draft, S.request_sent], to: S.cancelled, actors: ['user'], online: false },
  {
    event: 'request_cancellation',
    from: [S.being_processed, S.awaiting_validation, S.awaiting_confirmation, S.confirmed, S.modification_sent],
    to: S.cancellation_requested,
    actors: ['user'],
    online: false,
  },
  { event: 'cancellation_done', from: [S.cancellation_requested], to: S.cancelled, actors: ['agent'], online: false },
  {
    event: 'agency_cancel',
    from: [S.request_sent, S.being_processed, S.awaiting_validation, S.awaiting_confirmation, S.confirmed, S.modification_sent, S.cancellation_requested],
    to: S.cancelled,
    actors: ['agent'],
    online: false,
  },
  { event: 'complete', from: [S.confirmed], to: S.completed, actors: ['scheduler'] },
  // The booker gives up an online booking left unfinished: it leaves the lists and can no longer be finalised.
  { event: 'abandon', from: [S.incomplete], to: S.disabled, actors: ['user', 'scheduler'], online: true },
  { event: 'disable', from: ALL, to: S.disabled, actors: ['admin'] },
];

/**
 * The status a booking moves to when `actor` sends `event` in `status`, or null when the table has no such row.
 * Online and offline bookings share event names where the table differs by kind (deny, cancel...).
 */
export function nextStatus(status: BookingStatus | null, event: BookingEvent, actor: BookingActor, online: boolean): BookingStatus | null {
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
    (transition) => transition.from.includes(status) && transition.actors.includes(actor) && (transition.online === undefined || transition.online === online),
  ).map((transition) => transition.event);
}

/** Why a booking is cancelled; the screens translate the keys (`resources.booking.enums.cancellation_reason.<key>`). */
export const CANCELLATION_REASONS = ['trip_cancelled', 'trip_postponed', 'traveller_changed', 'dates_changed', 'hotel_changed', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** How a company pays its bookings (docs/glossary.md, payment mode). */
export const PAYMENT_MODES = ['on_site', 'virtual_card', 'agency', 'prepayment', 'card_authorisation', 'transfer'] as const;
/** When the traveller leaves a card as guarantee: never, always, or when the offer's cancellation is chargeable. */
export const CARD_GUARANTEES = ['never', 'always', 'chargeable'] as const;
