import type { Knex } from 'knex';
import { type BookingAction, nextStatus } from '../../../entities/bookingFlow.ts';
import { HISTORY_STATUSES } from '../../../entities/bookingTabs.ts';
import { hotelName } from '../../documents/voucher.ts';
import type { bookingByLink } from './access.ts';
import { bookingActions, bookingDetail } from './detail.ts';

/** Whether a public link may cancel the booking now: its company allows it and the table has a cancellation from here. */
export const linkCancels = (booking: { status: number; is_online: boolean; cancellation_link: boolean }) =>
  booking.cancellation_link &&
  (nextStatus(booking.status as never, 'cancel', 'user', booking.is_online) !== null ||
    nextStatus(booking.status as never, 'request_cancellation', 'user', booking.is_online) !== null);

/** The steps a public link takes for the booker when its company lets the link edit the booking (edit_link). */
const LINK_STEPS: readonly BookingAction[] = ['accept_proposal', 'refuse_proposal', 'order_number'];

/** What the booking's public link shows: the stay, nothing of the company's people but its name, and what it allows. */
export async function publicView(db: Knex, booking: Awaited<ReturnType<typeof bookingByLink>>) {
  const detail = await bookingDetail(db, booking);
  const actions: BookingAction[] = [];
  if (linkCancels(booking)) actions.push('cancel');
  if (booking.edit_link && !HISTORY_STATUSES.includes(booking.status)) actions.push('edit');
  if (booking.edit_link) {
    // The link stands for the booker: what the booker could do now among the steps a link may take.
    const booker = bookingActions({
      status: booking.status as never,
      online: booking.is_online,
      actors: ['user'],
      undecided: false,
      hasOrderFile: detail.has_order_file,
      hasOrderNumber: Boolean(detail.order_number),
      orderNumberRequired: Boolean(detail.company?.order_number_required),
    });
    actions.push(...booker.filter((action) => LINK_STEPS.includes(action)));
  }
  return {
    ref: detail.ref,
    status: detail.status,
    is_online: detail.is_online,
    arrival_date: detail.arrival_date,
    departure_date: detail.departure_date,
    nights: detail.nights,
    destination: detail.destination,
    hotel_name: hotelName(detail),
    hotel_address: detail.hotel_address,
    hotel: detail.hotel,
    room_label: detail.room_label,
    single_rooms: detail.single_rooms,
    double_rooms: detail.double_rooms,
    travellers_text: detail.travellers_text,
    travellers: detail.travellers.map((traveller: { first_name: string; last_name: string; room: number }) => ({
      first_name: traveller.first_name,
      last_name: traveller.last_name,
      room: traveller.room,
    })),
    total_price: detail.total_price,
    amount: detail.amount,
    currency: detail.currency,
    breakfast_included: detail.breakfast_included,
    free_cancellation: detail.free_cancellation,
    cancellation_deadline: detail.cancellation_deadline,
    cancellation_reason: detail.cancellation_reason,
    proposal: detail.proposal,
    price_per_night: detail.price_per_night,
    order_number: detail.order_number,
    company: detail.company
      ? { name: detail.company.name, order_number_label: detail.company.order_number_label, order_number_pattern: detail.company.order_number_pattern }
      : null,
    agency: detail.agency,
    actions,
  };
}
