import type { Knex } from 'knex';
import { fillTemplate, mailDate, type MailTemplate } from '../mail/fill.ts';
import type { Mailer } from '../mail/mailer.ts';
import { loadTemplates } from '../mail/templates.ts';
import type { OfferKey } from './contingentStock.ts';

// The hotels' mails of the bookings on their allotments.

/** What the hotel's mails need: the mailer, and the origin of the contingents site, where they link to the bookings. */
export interface HotelMail {
  mailer?: Mailer;
  hotelSite?: string;
}

/** The hotel's mail of a booking on its allotment. */
export const BOOKED_TEMPLATE = 'contingent.booking';

/** The hotel's contingent addresses, separated by commas or semicolons; a malformed one is skipped, not fatal. */
export function contingentAddresses(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[;,]/)
    .map((address) => address.trim())
    .filter((address) => /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/.test(address));
}

/** Queues the mail to the hotel's contingent addresses, in `db`'s transaction when it is one; without a mailer, none. */
export async function notifyHotel(
  { mailer, hotelSite }: HotelMail,
  db: Knex,
  template: string,
  {
    ref,
    gamme,
    key,
    travellers,
    company,
    bookingId,
    contingentBookingId,
  }: {
    ref: string;
    gamme: { description: string; name: string; contingent_email: string | null };
    key: Pick<OfferKey, 'from' | 'to' | 'rooms'>;
    travellers: string;
    /** The company the rooms are for, and its name as the mail gives it. */
    company: { id: number | null; name: string | null };
    bookingId: number | null;
    contingentBookingId: number;
  },
  /** The template when the caller read it already; read here otherwise. */
  known?: MailTemplate | null,
) {
  const to = contingentAddresses(gamme.contingent_email);
  if (!mailer || to.length === 0) return;
  const source = known === undefined ? (await loadTemplates(db, [template])).get(template) : known;
  if (!source) return;
  const mail = fillTemplate(source, {
    ref,
    company: company.name,
    hotel: gamme.name,
    roomType: gamme.description,
    quantity: key.rooms,
    arrival: mailDate(key.from),
    departure: mailDate(key.to),
    travellers,
    link: hotelSite ? `${hotelSite}/admin/contingentbookings/${contingentBookingId}/show` : null,
  });
  await mailer.send({ to, subject: mail.subject, html: mail.html, text: mail.text, template, companyId: company.id, bookingId }, db);
}
