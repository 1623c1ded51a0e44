import { fillTemplate, mailDate, type MailTemplate } from '../../server/mail/fill.ts';
import type { Company, Hotel, User } from './bookingContent.ts';
import type { PlannedBooking } from './bookingLife.ts';
import { DEMO_ORIGIN } from './random.ts';

/** The mail-log rows of the demo bookings' mails, all sent; `idOf` gives a booking's id by its reference. */
export function mailLogRows(
  planned: PlannedBooking[],
  idOf: Map<string, number>,
  { templates, companies, hotels, users }: { templates: ({ ref: string } & MailTemplate)[]; companies: Company[]; hotels: Hotel[]; users: User[] },
) {
  const templateOf = new Map(templates.map((template) => [template.ref, template]));
  const companyName = new Map(companies.map((company) => [company.id, company.name]));
  const hotelName = new Map(hotels.map((hotel) => [hotel.id, hotel.name]));
  const userName = new Map(users.map((user) => [user.id, `${user.first_name} ${user.last_name}`]));
  return planned.flatMap((entry) =>
    entry.mails.map((mail) => {
      const { booking } = entry;
      const ref = String(booking.ref);
      const destination = String(booking.destination);
      // Filled as the platform fills them (server/booking/service/notifications.ts), so the mail log reads like real mail.
      const rendered = fillTemplate(templateOf.get(mail.template)!, {
        ref,
        firstName: mail.user.first_name,
        hotel: hotelName.get(booking.hotel_id as number) ?? destination,
        destination,
        arrival: mailDate(String(booking.arrival_date)),
        departure: mailDate(String(booking.departure_date)),
        travellers: booking.travellers as string | null,
        company: companyName.get(booking.company_id as number),
        booker: userName.get(booking.user_id as number),
        manager: userName.get(mail.user.id),
        link: `${DEMO_ORIGIN}/booking/${idOf.get(ref)}/show`,
      });
      const sent = new Date(mail.date).toISOString();
      return {
        send_at: sent,
        state: 'sent',
        attempts: 1,
        sent_at: sent,
        mail_rcpt: mail.user.email,
        mail_bcc: mail.template === 'booking.confirmed' ? 'copie-reservations@agence-demo.fr' : null,
        subject: rendered.subject,
        template: mail.template,
        body: rendered.html,
        company_id: entry.booking.company_id,
        user_id: mail.user.id,
        booking_id: idOf.get(ref),
      };
    }),
  );
}
