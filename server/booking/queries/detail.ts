import type { Knex } from 'knex';
import type { BookingRow } from './row.ts';
import { type BookingAction, type BookingActor, type BookingTool, eventsFrom } from '../../../entities/bookingFlow.ts';
import { type BookingStatus, STATUS, statusHas, statusRow } from '../../../entities/bookingStatus.ts';
import type { Identity } from '../../../entities/identity.ts';
import { actorsOf, visibleBooking } from './access.ts';
import { storedCustomFields } from './customFields.ts';
import { notFound } from '../../errors.ts';

/** The hotel accepts a voucher once the booking is confirmed. */
export const voucherAvailable = (status: number) => statusHas(status, 'voucher');
/** A calendar event once the stay is booked. */
export const calendarAvailable = (status: number) => statusHas(status, 'booked');

export interface ActionContext {
  status: BookingStatus;
  online: boolean;
  actors: readonly BookingActor[];
  /** The caller is a manager asked to decide who has not decided yet. */
  undecided: boolean;
  hasOrderFile: boolean;
  hasOrderNumber: boolean;
  /** The company asks for purchase orders; otherwise one is only entered when the booking waits for it or has one. */
  orderNumberRequired: boolean;
}

/**
 * The actions the caller has on a booking now: the transition table's events for each part they play (a manager's
 * only while their decision is pending), then the tools. An accountant plays no part and only downloads documents.
 */
export function bookingActions(context: ActionContext): BookingAction[] {
  const { status, online, actors } = context;
  const events = new Set<BookingAction>();
  for (const actor of actors) {
    if (actor !== 'user' && actor !== 'manager') continue;
    if (actor === 'manager' && !context.undecided) continue;
    for (const event of eventsFrom(status, actor, online)) events.add(event);
  }
  const booker = actors.includes('user');
  const party = booker || actors.includes('manager');
  const tools: BookingTool[] = [];
  const row = statusRow(status);
  if (party && status !== STATUS.disabled) tools.push('duplicate');
  // An offline request is edited until the agency takes it; an online booking's edit only explains how to change it.
  if (booker && (online ? row.live && !row.draft : status === STATUS.request_sent)) tools.push('edit');
  // An online draft is finalised from its offer (not a saved offline draft), an offline one from the request form.
  if (booker && row.draft && status !== (online ? STATUS.draft : STATUS.incomplete)) tools.push('finalise');
  if (party) tools.push('contact_agency');
  if (row.booked) tools.push('ics');
  if (row.voucher) tools.push('voucher');
  if (context.hasOrderNumber || context.hasOrderFile) tools.push('order_pdf');
  if (party && row.forward) tools.push('forward_voucher');
  // Entered once: a booking that has its purchase order is not offered to enter another.
  if (party && row.order && !context.hasOrderNumber && (status === STATUS.awaiting_purchase_order || context.orderNumberRequired)) tools.push('order_number');
  return [...events, ...tools];
}

/** Whom the booking's people contact: the company's white label when it has one, else the agency. */
interface CompanyContacts {
  name: string;
  white_mark: number | null;
  mark_email: string | null;
  mark_phone: string | null;
  agency_name: string | null;
  agency_email: string | null;
  agency_phone: string | null;
}

function contactOf(company: CompanyContacts | undefined): { name: string; email: string; phone: string | null } | null {
  if (company?.white_mark && (company.mark_email || company.agency_email)) {
    return { name: company.name, email: (company.mark_email ?? company.agency_email)!, phone: company.mark_phone ?? company.agency_phone };
  }
  return company?.agency_email ? { name: company.agency_name ?? '', email: company.agency_email, phone: company.agency_phone } : null;
}

/** The managers asked to decide on a booking, in the order they were asked, with their decisions. */
export const bookingManagers = (db: Knex, bookingId: number) =>
  db('booking_manager as m')
    .join('user as u', 'u.id', 'm.user_id')
    .where('m.booking_id', bookingId)
    .orderBy('m.id')
    .select('m.user_id', 'u.first_name', 'u.last_name', 'm.phase', 'm.decision', 'm.reason', 'm.decided_at');

/** A booking with everything its detail page shows, in a fixed number of queries. */
export async function bookingDetail(db: Knex, booking: BookingRow & { has_order_file?: boolean }) {
  const [hotel, company, booker, travellers, customFields, managers, history] = await Promise.all([
    booking.hotel_id
      ? db('hotel')
          .where({ id: booking.hotel_id })
          .first('id', 'name', 'category', 'address1', 'address2', 'post_code', 'city', 'country', 'geo_lat', 'geo_lng', 'phone_number', 'email', 'website')
      : null,
    db('company as c')
      .leftJoin('bbacontact as a', 'a.id', 'c.bba_contact_id')
      // A white-labelled company's users are shown the company's own contacts instead of the agency's.
      .leftJoin('company_white_mark as w', function whiteMark() {
        this.on('w.company_id', 'c.id').andOnVal('c.is_white_marking', true);
      })
      .where('c.id', booking.company_id)
      .first(
        'c.id',
        'c.name',
        'c.order_number_required',
        'c.order_number_label',
        'c.order_number_pattern',
        'c.offline_enabled',
        'a.full_name as agency_name',
        'a.email as agency_email',
        'a.phone as agency_phone',
        'w.company_id as white_mark',
        'w.email as mark_email',
        'w.phone as mark_phone',
      ),
    booking.user_id ? db('user').where({ id: booking.user_id }).first('id', 'first_name', 'last_name', 'email') : null,
    db('booking_traveller as bt')
      .join('traveller as t', 't.id', 'bt.traveller_id')
      .where('bt.booking_id', booking.id)
      .orderBy(['bt.room', 't.last_name', 't.id'])
      .select('t.id', 't.first_name', 't.last_name', 't.email', 't.mobile_phone', 'bt.room'),
    // With the dropdowns' options, so that a value reads as the label the booker chose.
    storedCustomFields(db, booking.company_id, booking.custom_fields),
    bookingManagers(db, booking.id),
    db('booking_history as h')
      .leftJoin('user as u', 'u.id', 'h.user_id')
      .where('h.booking_id', booking.id)
      .orderBy(['h.date', 'h.id'])
      .select(
        'h.id',
        'h.date',
        'h.type',
        'h.status_from',
        'h.status_to',
        'h.comment',
        'h.event',
        'h.data',
        db.raw("trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as author"),
      ),
  ]);
  const feesGlobal = booking.booking_fees_global === null ? null : Number(booking.booking_fees_global);
  const feesPerRoom = booking.booking_fees_per_room === null ? null : Number(booking.booking_fees_per_room);
  const {
    order_number_file: orderFile,
    confirmation_key: _key,
    public_token: _token,
    booking_fees_global: _g,
    booking_fees_global_label: globalLabel,
    booking_fees_per_room: _r,
    booking_fees_per_room_label: perRoomLabel,
    fees_total: feesTotal,
    custom_fields: _c,
    travellers: travellersText,
    ...columns
  } = booking;
  const detail = {
    ...columns,
    /** The names as the booking lists show them; `travellers` below are the people with their rooms. */
    travellers_text: travellersText as string | null,
    has_order_file: Boolean(orderFile ?? booking.has_order_file),
    nights: Math.round((Date.parse(booking.departure_date) - Date.parse(booking.arrival_date)) / 86_400_000),
    fees: {
      global: feesGlobal,
      global_label: globalLabel,
      per_room: feesPerRoom,
      per_room_label: perRoomLabel,
      total: feesTotal,
    },
    hotel: hotel ?? null,
    company: company
      ? {
          id: company.id,
          name: company.name,
          order_number_required: company.order_number_required,
          order_number_label: company.order_number_label,
          order_number_pattern: company.order_number_pattern,
          offline_enabled: company.offline_enabled,
        }
      : null,
    agency: contactOf(company),
    booker: booker ? { id: booker.id, name: `${booker.first_name} ${booker.last_name}`, email: booker.email } : null,
    travellers,
    custom_fields: customFields,
    managers: managers.map((manager) => ({
      user_id: manager.user_id,
      name: `${manager.first_name} ${manager.last_name}`,
      phase: manager.phase,
      decision: manager.decision,
      reason: manager.reason,
      decided_at: manager.decided_at,
    })),
    history,
  };
  return detail;
}

export type BookingDetail = Awaited<ReturnType<typeof bookingDetail>>;

export function isUndecidedManager(identity: Identity, managers: { user_id: number; decision: string | null }[]): boolean {
  return managers.some((manager) => manager.user_id === identity.id && manager.decision === null);
}

/** A booking the caller sees, as its page shows it; with `withActions`, the part the caller plays and what they may do now. */
export async function bookingView(db: Knex, identity: Identity, id: number, withActions: boolean) {
  const booking = await visibleBooking(db, identity, id);
  const detail = await bookingDetail(db, booking);
  if (!withActions) return detail;
  const actors = await actorsOf(db, identity, booking);
  const actions: BookingAction[] = bookingActions({
    status: booking.status as never,
    online: booking.is_online,
    actors,
    undecided: isUndecidedManager(identity, detail.managers),
    hasOrderFile: detail.has_order_file,
    hasOrderNumber: Boolean(detail.order_number),
    orderNumberRequired: Boolean(detail.company?.order_number_required),
  });
  return { ...detail, actions, manager_view: isUndecidedManager(identity, detail.managers) };
}

/** The provider side of an online booking the caller sees; an offline request was never booked at a provider (404). */
export async function providerSide(db: Knex, identity: Identity, id: number) {
  const booking = await visibleBooking(db, identity, id);
  if (!booking.is_online) throw notFound();
  return {
    id: booking.id,
    ref: booking.ref,
    provider: booking.provider,
    providerReference: booking.booking_base_id,
    hotelKey: booking.hotel_key,
    offerKey: booking.offer_key,
    hotelName: booking.hotel_name,
    roomLabel: booking.room_label,
    breakfastIncluded: booking.breakfast_included,
    breakfastPrice: booking.breakfast_price,
    freeCancellation: booking.free_cancellation,
    cancellationDeadline: booking.cancellation_deadline,
    paymentMode: booking.payment_mode,
    price: { perNight: booking.price_per_night, total: booking.total_price, currency: booking.currency },
  };
}
