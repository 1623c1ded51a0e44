import type { BookingDetail } from '../booking/queries/detail.ts';
import { documentPage, escapeHtml as e, formatDate, formatDateTime, formatMoney } from './html.ts';
import { hotelAddress, knownHotel } from './voucher.ts';

/**
 * The purchase-order document of a booking, for the company's accounting: its order number and what it pays for.
 * When the user attached the company's own purchase-order PDF, that file is served instead.
 */
export function purchaseOrderHtml(booking: BookingDetail): string {
  const label = booking.company?.order_number_label || 'Bon de commande';
  const rooms = Math.max(1, Number(booking.single_rooms ?? 0) + Number(booking.double_rooms ?? 0));
  const stay = booking.total_price !== null && booking.total_price !== undefined ? Number(booking.total_price) : null;
  const hotel = knownHotel(booking);
  // A request the agency has not placed in a hotel yet is ordered for its destination, never a hotel named after it.
  const place = hotel
    ? `<tr><th>Hôtel</th><td>${e(hotel)}</td></tr>
    <tr><th>Adresse</th><td>${e(hotelAddress(booking))}</td></tr>`
    : `<tr><th>Destination</th><td>${e(booking.destination ?? '')}</td></tr>
    <tr><th>Hôtel</th><td>À confirmer par l’agence</td></tr>`;
  const body = `
  <h1>${e(label)}</h1>
  <div class="ref">N° ${e(booking.order_number ?? '')}</div>
  <div class="muted">Réservation ${e(booking.ref)} — ${e(booking.company?.name ?? '')}</div>

  <h2>Objet</h2>
  <table class="kv">
    ${place}
    <tr><th>Séjour</th><td>du ${e(formatDate(booking.arrival_date))} au ${e(formatDate(booking.departure_date))} (${e(booking.nights)} nuit${booking.nights > 1 ? 's' : ''})</td></tr>
    <tr><th>Chambres</th><td>${e(rooms)}</td></tr>
    <tr><th>Voyageurs</th><td>${e(booking.travellers.length ? booking.travellers.map((p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`).join(', ') : (booking.travellers_text ?? ''))}</td></tr>
    <tr><th>Demandé par</th><td>${e(booking.booker?.name ?? '')}</td></tr>
  </table>

  <h2>Montants</h2>
  <table class="grid">
    <tr><th>Désignation</th><th>Montant</th></tr>
    <tr><td>Hébergement</td><td>${stay === null ? 'Selon facture de l’hôtel' : e(formatMoney(stay, booking.currency))}</td></tr>
    ${booking.fees.global ? `<tr><td>${e(booking.fees.global_label || 'Frais de dossier')}</td><td>${e(formatMoney(booking.fees.global, booking.currency))}</td></tr>` : ''}
    ${booking.fees.per_room ? `<tr><td>${e(booking.fees.per_room_label || 'Frais par chambre')} × ${e(rooms)}</td><td>${e(formatMoney(booking.fees.per_room * rooms, booking.currency))}</td></tr>` : ''}
    ${booking.amount === null ? '' : `<tr class="total"><td>Total</td><td>${e(formatMoney(booking.amount, booking.currency))}</td></tr>`}
  </table>
  <footer>Document émis le ${e(formatDateTime(new Date()))}.</footer>`;
  return documentPage(`${label} ${booking.order_number ?? ''}`, body);
}
