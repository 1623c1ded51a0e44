import type { Knex } from 'knex';
import type { BookingRow } from '../queries/row.ts';
import type { BookingNotifier } from './notifications.ts';

/** Who a booking's mail goes to (notifications.ts): its booker, its managers, the agency or its travellers. */
export type Audience = 'booker' | 'managers' | 'agency' | 'travellers';

export interface Recipient {
  email: string;
  firstName: string;
  userId: number | null;
  link: string;
}

/** The person who typed a request into a public link, as the request keeps them. */
interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The visitor who sent a request through one of the company's public links, while the request is held by no account
 * or by the company's link account (nobody reads that account's mail): they are the booker the mails speak to.
 */
export function visitorOf(booking: NotifiedBooking): Visitor | null {
  const requester = booking.requester as Visitor | null;
  if (!requester?.email || !booking.public_token) return null;
  return booking.user_id === null || booking.user_id === booking.prelogged_user_id ? requester : null;
}

/** What a booking's mails say and whom they go to. */
export type NotifiedBooking = Pick<
  BookingRow,
  | 'id'
  | 'ref'
  | 'status'
  | 'public_token'
  | 'hotel_name'
  | 'destination'
  | 'arrival_date'
  | 'departure_date'
  | 'travellers'
  | 'cancellation_reason'
  | 'company_id'
  | 'user_id'
  | 'requester'
> & {
  prelogged_user_id: number | null;
  company: string;
  consultation_link: boolean;
  edit_link: boolean;
  booker_email: string | null;
  booker_email2: string | null;
  booker_sends_voucher: boolean | null;
  booker_first_name: string | null;
  booker_last_name: string | null;
  agency_email: string | null;
  agent_email: string | null;
};

export async function recipientsOf(
  trx: Knex.Transaction,
  notifier: BookingNotifier,
  booking: NotifiedBooking,
  audience: Audience,
  bookingLink: string,
  asks?: 'proposal' | 'order_number',
): Promise<Recipient[]> {
  if (audience === 'booker') {
    // A visitor of a public link holds the request through its private page, the only one it can open: the page
    // that takes the step asked for when the company lets the link edit the booking.
    const visitor = visitorOf(booking);
    const visitorPage = asks && booking.edit_link ? `edit?action=${asks}` : 'show';
    if (visitor)
      return [
        { email: visitor.email, firstName: visitor.firstName, userId: null, link: `${notifier.origin}/public/booking/${booking.public_token}/${visitorPage}` },
      ];
    if (!booking.booker_email) return [];
    return [{ email: booking.booker_email, firstName: booking.booker_first_name ?? '', userId: booking.user_id, link: bookingLink }];
  }
  if (audience === 'travellers') {
    if (!booking.booker_sends_voucher) return [];
    const travellers = await trx('booking_traveller as bt')
      .join('traveller as t', 't.id', 'bt.traveller_id')
      .where('bt.booking_id', booking.id)
      .whereNotNull('t.email')
      .whereRaw("trim(t.email) <> ''")
      .orderBy('t.id')
      .select('t.email', 't.first_name');
    // One mail per address; the booker already has the confirmation.
    const seen = new Set([String(booking.booker_email ?? '').toLowerCase()]);
    return travellers.flatMap((traveller) => {
      const email = traveller.email.trim();
      if (seen.has(email.toLowerCase())) return [];
      seen.add(email.toLowerCase());
      return [{ email, firstName: traveller.first_name, userId: null, link: bookingLink }];
    });
  }
  if (audience === 'agency') {
    // The company's agency contact (or the agency's address), and the agent who took the request when it is another
    // address: the agent handles it, the contact follows the company.
    const email = booking.agency_email ?? (await trx('configuration').where({ name: 'agency_email' }).first('value'))?.value;
    const link = `${notifier.origin}/admin/booking/${booking.id}/show`;
    const agent = booking.agent_email && booking.agent_email.toLowerCase() !== String(email ?? '').toLowerCase() ? [booking.agent_email] : [];
    return [...(email ? [email] : []), ...agent].map((address) => ({ email: address, firstName: '', userId: null, link }));
  }
  const managers = await trx('booking_manager as m')
    .join('user as u', 'u.id', 'm.user_id')
    .where({ 'm.booking_id': booking.id })
    .whereNull('m.decision')
    .orderBy('m.id')
    .select('u.id', 'u.email', 'u.first_name', 'm.token');
  return managers.map((manager) => ({
    email: manager.email,
    firstName: manager.first_name,
    userId: manager.id,
    link: `${notifier.origin}/booking/${manager.token}/validate`,
  }));
}
