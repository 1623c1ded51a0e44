import type { Knex } from 'knex';
import type { BookingOrder } from '../../server/offers/provider.ts';
import { day } from './days.ts';

/** Test bookings written straight into the database, for the screens that read them (my bookings, documents). */

let sequence = 0;

export interface Party {
  companyId: number;
  userId: number;
  hotelId: number;
}

/** The ids of a demo account, its company, and a catalogue hotel. */
export async function partyOf(db: Knex, email: string): Promise<Party> {
  const user = await db('user').where({ email }).first('id', 'company_id');
  const hotel = await db('hotel').orderBy('id').first('id');
  return { companyId: user.company_id, userId: user.id, hotelId: hotel.id };
}

/** The parties the booking tests book as: Acme's user and its manager, and Initech's user, of another company. */
export async function demoParties(db: Knex): Promise<{ user: Party; manager: Party; initech: Party }> {
  const [user, manager, initech] = await Promise.all(['user@acme-demo.fr', 'manager@acme-demo.fr', 'user@initech-demo.fr'].map((email) => partyOf(db, email)));
  return { user, manager, initech };
}

/** The row insertBooking answers: the columns the tests read typed, the others as stored. */
export type InsertedBooking = Record<string, unknown> & { id: number; ref: string; cancellation_deadline: Date | null };

/** A confirmed online stay in a month's time unless told otherwise; answers the whole row. */
export async function insertBooking(db: Knex, party: Party, columns: Record<string, unknown> = {}): Promise<InsertedBooking> {
  sequence += 1;
  const [booking] = await db('booking')
    .insert({
      ref: `BKT${process.pid % 1000}${String(sequence).padStart(4, '0')}`,
      status: 60,
      is_online: true,
      arrival_date: day(30),
      departure_date: day(32),
      destination: 'Lyon',
      travellers: 'Jeanne Testeuse',
      company_id: party.companyId,
      user_id: party.userId,
      hotel_id: party.hotelId,
      hotel_name: 'Hôtel des Tests',
      hotel_address: '1 rue de la Paix, 69002 Lyon',
      room_label: 'Chambre standard',
      single_rooms: 1,
      double_rooms: 0,
      provider: 'simulator',
      offer_key: `sim-${party.hotelId}:test`,
      booking_base_id: `SIM-T${sequence}`,
      price_per_night: 95,
      total_price: 190,
      breakfast_included: true,
      free_cancellation: true,
      cancellation_deadline: new Date(Date.now() + 28 * 86_400_000).toISOString(),
      payment_mode: 'on_site',
      ...columns,
    })
    .returning('*');
  await db('booking_history').insert({ booking_id: booking.id, type: 'created', status_to: booking.status, user_id: party.userId, comment: 'test' });
  return booking;
}

/** The columns of a booking that orderOf reads. */
export const ORDER_COLUMNS = ['id', 'ref', 'company_id', 'booking_fees_global'] as const;

/** A booking row (ORDER_COLUMNS) as a provider is asked to book for it, with no travellers. */
export const orderOf = (booking: { id: number; ref: string; company_id: number | null; booking_fees_global: number | null }): BookingOrder => ({
  ref: booking.ref,
  travellers: [],
  row: { id: booking.id, companyId: booking.company_id, fees: booking.booking_fees_global },
});
