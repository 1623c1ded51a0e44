import { createEvent } from 'ics';
import type { BookingDetail } from '../booking/queries/detail.ts';
import { hotelAddress, hotelName } from './voucher.ts';
import { statusRow } from '../../entities/bookingStatus.ts';

const dateArray = (iso: string): [number, number, number] => {
  const [year, month, day] = String(iso).slice(0, 10).split('-').map(Number);
  return [year, month, day];
};

/** The event's title: the hotel's name, with "Hôtel" before it unless the name says it already. */
export const eventTitle = (hotel: string, ref: string) => `${/^h[oô]tel\b/i.test(hotel.trim()) ? hotel : `Hôtel ${hotel}`} (${ref})`;

/** The stay as a calendar event: all-day from arrival to departure, at the hotel's address. */
export function bookingIcs(booking: BookingDetail, origin: string): string {
  const travellers = booking.travellers.length
    ? booking.travellers.map((p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`).join(', ')
    : (booking.travellers_text ?? '');
  const { error, value } = createEvent({
    uid: `booking-${booking.id}@${new URL(origin).hostname}`,
    productId: 'corporate-hotel-booking/ics',
    title: eventTitle(hotelName(booking), booking.ref),
    description: [`Réservation ${booking.ref}`, travellers && `Voyageurs : ${travellers}`, booking.booking_base_id && `Référence : ${booking.booking_base_id}`]
      .filter(Boolean)
      .join('\n'),
    location: [hotelName(booking), hotelAddress(booking)].filter(Boolean).join(', '),
    start: dateArray(booking.arrival_date),
    end: dateArray(booking.departure_date),
    status: statusRow(booking.status).calendar,
    url: `${origin}/booking/${booking.id}/show`,
    ...(booking.hotel?.geo_lat != null &&
      booking.hotel?.geo_lng != null && { geo: { lat: Number(booking.hotel.geo_lat), lon: Number(booking.hotel.geo_lng) } }),
  });
  if (error || !value) throw error ?? new Error('calendar event not built');
  return value;
}
