import { PAYMENT_MODE_LABELS_FR } from '../../entities/bookingLabels.ts';
import type { BookingDetail } from '../booking/queries/detail.ts';
import { documentPage, escapeHtml as e, formatDate, formatDateTime, formatMoney } from './html.ts';

/** The hotel's address on one line, from the booking (the offer's) or the catalogue. */
export function hotelAddress(booking: BookingDetail): string {
  if (booking.hotel_address) return booking.hotel_address;
  const hotel = booking.hotel;
  if (!hotel) return booking.destination ?? '';
  return [hotel.address1, hotel.address2, [hotel.post_code, hotel.city].filter(Boolean).join(' '), hotel.country].filter(Boolean).join(', ');
}

/** The hotel of a booking, once it has one (a request may not have yet). */
export const knownHotel = (booking: BookingDetail): string | null => booking.hotel_name ?? booking.hotel?.name ?? null;

export const hotelName = (booking: BookingDetail) => knownHotel(booking) ?? booking.destination ?? '';

function roomsRows(booking: BookingDetail): string {
  const rooms = Array.isArray(booking.rooms) ? (booking.rooms as { type?: string; occupancy?: number; label?: string | null }[]) : [];
  if (rooms.length) {
    return rooms
      .map((room, index) => {
        const people = booking.travellers.filter((traveller: { room: number }) => traveller.room === index);
        const names = people.length ? people.map((p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`).join(', ') : '';
        const kind = room.type === 'double' || room.occupancy === 2 ? 'Double' : 'Simple';
        return `<tr><td>${index + 1}</td><td>${e(room.label ?? booking.room_label ?? kind)}</td><td>${e(kind)}</td><td>${e(names)}</td></tr>`;
      })
      .join('');
  }
  const names = booking.travellers.length
    ? booking.travellers.map((p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`).join(', ')
    : (booking.travellers_text ?? '');
  const kind = booking.double_rooms > 0 ? 'Double' : 'Simple';
  return `<tr><td>1</td><td>${e(booking.room_label ?? kind)}</td><td>${e(kind)}</td><td>${e(names)}</td></tr>`;
}

function cancellationConditions(booking: BookingDetail): string {
  if (booking.free_cancellation === true) {
    return booking.cancellation_deadline
      ? `Annulation gratuite jusqu’au ${e(formatDateTime(booking.cancellation_deadline))} (heure de Paris). Au-delà, l’hôtel peut facturer la première nuit.`
      : 'Annulation gratuite.';
  }
  if (booking.free_cancellation === false) return 'Tarif non annulable : toute annulation est facturée.';
  return 'Conditions d’annulation : voir avec l’agence.';
}

/** The voucher (bon d'échange) the traveller shows at the hotel. */
export function voucherHtml(booking: BookingDetail): string {
  const hotel = booking.hotel;
  const agency = booking.agency;
  const price =
    booking.total_price !== null && booking.total_price !== undefined
      ? `<tr><th>Prix du séjour</th><td>${e(formatMoney(booking.total_price, booking.currency))}${booking.price_per_night ? ` <span class="muted">(${e(formatMoney(booking.price_per_night, booking.currency))} par chambre et par nuit)</span>` : ''}</td></tr>`
      : '';
  const fees = booking.fees.total
    ? `<tr><th>Frais de réservation</th><td>${e(formatMoney(booking.fees.total, booking.currency))}</td></tr>` +
      (booking.amount === null ? '' : `<tr><th>Montant total</th><td>${e(formatMoney(booking.amount, booking.currency))}</td></tr>`)
    : '';
  const body = `
  <h1>Bon d’échange</h1>
  <div class="ref">Réservation ${e(booking.ref)}</div>
  ${booking.booking_base_id ? `<div class="muted">Référence hôtel / fournisseur : ${e(booking.booking_base_id)}</div>` : ''}
  ${booking.order_number ? `<div class="muted">Bon de commande : ${e(booking.order_number)}</div>` : ''}

  <h2>Hôtel</h2>
  <table class="kv">
    <tr><th>Hôtel</th><td><b>${e(hotelName(booking))}</b>${hotel?.category ? ` ${'★'.repeat(Number(hotel.category))}` : ''}</td></tr>
    <tr><th>Adresse</th><td>${e(hotelAddress(booking))}</td></tr>
    ${hotel?.phone_number ? `<tr><th>Téléphone</th><td>${e(hotel.phone_number)}</td></tr>` : ''}
    ${hotel?.email ? `<tr><th>Email</th><td>${e(hotel.email)}</td></tr>` : ''}
  </table>

  <h2>Séjour</h2>
  <table class="kv">
    <tr><th>Arrivée</th><td>${e(formatDate(booking.arrival_date))}</td></tr>
    <tr><th>Départ</th><td>${e(formatDate(booking.departure_date))}</td></tr>
    <tr><th>Nuits</th><td>${e(booking.nights)}</td></tr>
    <tr><th>Petit-déjeuner</th><td>${booking.breakfast_included ? 'Inclus' : booking.breakfast_price ? `Non inclus (${e(formatMoney(booking.breakfast_price, booking.currency))} par personne et par nuit)` : 'Non inclus'}</td></tr>
    ${booking.payment_mode ? `<tr><th>Paiement</th><td>${e(PAYMENT_MODE_LABELS_FR[booking.payment_mode] ?? booking.payment_mode)}</td></tr>` : ''}
    ${price}
    ${fees}
  </table>

  <h2>Chambres et voyageurs</h2>
  <table class="grid">
    <tr><th>#</th><th>Chambre</th><th>Type</th><th>Voyageurs</th></tr>
    ${roomsRows(booking)}
  </table>
  ${booking.remarks ? `<div class="box"><b>Remarques :</b> ${e(booking.remarks)}</div>` : ''}

  <h2>Conditions d’annulation</h2>
  <p>${cancellationConditions(booking)}</p>

  <h2>Votre agence</h2>
  <p>${agency ? `${e(agency.name)} — ${e(agency.email)}${agency.phone ? ` — ${e(agency.phone)}` : ''}` : 'Contactez votre agence de voyage.'}</p>
  <footer>Réservé par ${e(booking.booker?.name ?? '')} pour ${e(booking.company?.name ?? '')}. Document émis le ${e(formatDateTime(new Date()))}.</footer>`;
  return documentPage(`Bon d’échange ${booking.ref}`, body);
}
