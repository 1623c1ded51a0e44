import type { Knex } from 'knex';
import type { Identity } from '../../../entities/identity.ts';
import { notFound } from '../../errors.ts';
import { bookingIcs } from '../../documents/ics.ts';
import { purchaseOrderHtml } from '../../documents/order.ts';
import type { PdfRenderer } from '../../documents/pdf.ts';
import { voucherHtml } from '../../documents/voucher.ts';
import { statusForbidden } from '../service/status.ts';
import { visibleBooking } from './access.ts';
import { bookingDetail, calendarAvailable, voucherAvailable } from './detail.ts';

/** A document of a booking: its content, its type, the name it is saved under. */
export interface BookingDocument {
  body: Buffer | string;
  type: string;
  name: string;
}

/** The voucher of a booking the caller sees, once the hotel has confirmed it, with the detail it shows. */
export async function voucherOf(knex: Knex, pdf: PdfRenderer, identity: Identity, id: number) {
  const booking = await visibleBooking(knex, identity, id);
  const detail = await bookingDetail(knex, booking);
  if (!voucherAvailable(booking.status)) throw statusForbidden();
  return { booking, detail, file: await pdf.render(voucherHtml(detail)) };
}

/** The purchase order: the PDF the booker uploaded, else one rendered from the booking's number; none is a 404. */
export async function purchaseOrderOf(knex: Knex, pdf: PdfRenderer, identity: Identity, id: number): Promise<BookingDocument> {
  const booking = await visibleBooking(knex, identity, id);
  if (booking.order_number_file) {
    // Saved under a name that says what it is, whatever the scan was called on the user's disk.
    return { body: booking.order_number_file, type: 'application/pdf', name: `bon-de-commande-${booking.ref}.pdf` };
  }
  if (!booking.order_number) throw notFound();
  const file = await pdf.render(purchaseOrderHtml(await bookingDetail(knex, booking)));
  return { body: file, type: 'application/pdf', name: `bon-de-commande-${booking.ref}.pdf` };
}

/** The stay as a calendar event, once it is booked; its link leads to `origin`. */
export async function calendarOf(knex: Knex, origin: string, identity: Identity, id: number): Promise<BookingDocument> {
  const booking = await visibleBooking(knex, identity, id);
  if (!calendarAvailable(booking.status)) throw statusForbidden();
  const detail = await bookingDetail(knex, booking);
  return { body: bookingIcs(detail, origin), type: 'text/calendar; charset=utf-8', name: `reservation-${detail.ref}.ics` };
}
