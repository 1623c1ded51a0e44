import type { Knex } from 'knex';
import type { BookingEvent } from '../../../entities/bookingFlow.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { prepared } from '../../db/prepared.ts';
import { fillTemplate, mailDate } from '../../mail/fill.ts';
import { templatesColumn, type TemplatesColumn, templatesOf } from '../../mail/templates.ts';
import { type Audience, type NotifiedBooking, recipientsOf, visitorOf } from './recipients.ts';

/** What a booking step needs to send its mails: the mailer, and the origin the mails' links point to. */
export interface BookingNotifier {
  mailer: Mailer;
  origin: string;
}

/** Links in mails lead to the default site of the deployment (PUBLIC_URL), whatever host the request named. */
export function bookingNotifier(mailer: Mailer): BookingNotifier {
  return { mailer, origin: mailer.siteUrl('default') };
}

/**
 * A confirmed booking: the booker's confirmation and, when the booker chose it on their profile
 * (send_voucher_to_travellers), the voucher mail to each traveller who has an address.
 */
const CONFIRMED = [
  { template: 'booking.confirmed', to: 'booker' },
  { template: 'booking.voucher', to: 'travellers' },
] as const;

/** Which template goes to whom at each step; steps that concern nobody send nothing. */
const MAILS: Partial<Record<BookingEvent, readonly { template: string; to: Audience }[]>> = {
  request_authorisation: [{ template: 'booking.validation', to: 'managers' }],
  await_validation: [{ template: 'booking.validation', to: 'managers' }],
  book: CONFIRMED,
  validate: CONFIRMED,
  enter_order_number: CONFIRMED,
  agency_confirm: CONFIRMED,
  modification_done: CONFIRMED,
  await_order_number: [{ template: 'booking.order_number', to: 'booker' }],
  allow: [
    { template: 'booking.allowed', to: 'booker' },
    { template: 'booking.agency_request', to: 'agency' },
  ],
  deny: [{ template: 'booking.refused', to: 'booker' }],
  submit_request: [
    { template: 'booking.request_sent', to: 'booker' },
    { template: 'booking.agency_request', to: 'agency' },
  ],
  propose: [{ template: 'booking.proposal', to: 'booker' }],
  accept_proposal: [{ template: 'booking.proposal_accepted', to: 'agency' }],
  refuse_proposal: [{ template: 'booking.proposal_refused', to: 'agency' }],
  request_modification: [{ template: 'booking.modification_sent', to: 'agency' }],
  request_cancellation: [{ template: 'booking.cancellation_requested', to: 'agency' }],
  cancel: [{ template: 'booking.cancelled', to: 'booker' }],
  cancellation_done: [{ template: 'booking.cancelled', to: 'booker' }],
  agency_cancel: [{ template: 'booking.cancelled', to: 'booker' }],
};

/** Whether a step sends any mail. */
export const stepMails = (event: BookingEvent) => (MAILS[event]?.length ?? 0) > 0;

/**
 * The mails that ask the booker for a step, and the step the page they link to opens at once (`?action=`): the
 * booking's page signed in, or its public page when the company lets that link edit the booking (edit_link).
 */
const ASKS: Partial<Record<string, 'proposal' | 'order_number'>> = { 'booking.proposal': 'proposal', 'booking.order_number': 'order_number' };

/**
 * Queues the mails of a booking step in its transaction and notes each in the booking's history: they go out once the
 * step commits, and a mail the SMTP server keeps refusing is noted as such later, without undoing the step (the agency
 * retries it from the mail log). `onlyTo` keeps the recipients of one address (a resend). Answers the mail-log ids.
 */
export async function notifyBooking(
  trx: Knex.Transaction,
  notifier: BookingNotifier,
  bookingId: number,
  event: BookingEvent,
  { comment = null, actorId = null, onlyTo = null }: { comment?: string | null; actorId?: number | null; onlyTo?: string | null } = {},
): Promise<number[]> {
  const sent: number[] = [];
  const mails = MAILS[event];
  if (!mails) return sent;
  // The booking and every template of the event, the same for every recipient of a mail, in one statement.
  const { templates: templateColumn, ...booking } = (await prepared(
    trx('booking as b')
      .join('company as c', 'c.id', 'b.company_id')
      .leftJoin('user as u', 'u.id', 'b.user_id')
      .leftJoin('bbacontact as a', 'a.id', 'c.bba_contact_id')
      // The agent who took a request hears of the user's answers to it too.
      .leftJoin('user as ag', function joinAgent() {
        this.on('ag.id', '=', 'b.agent_id').andOnVal('ag.enabled', '=', true);
      })
      // A request the agency placed names its catalogue hotel by reference only.
      .leftJoin('hotel as h', 'h.id', 'b.hotel_id')
      .where('b.id', bookingId)
      .first(
        'b.id',
        'b.ref',
        'b.status',
        'b.public_token',
        trx.raw('coalesce(b.hotel_name, h.name) AS hotel_name'),
        'b.destination',
        'b.arrival_date',
        'b.departure_date',
        'b.requester',
        'c.prelogged_user_id',
        'b.travellers',
        'b.cancellation_reason',
        'b.company_id',
        'b.user_id',
        'c.name as company',
        'c.consultation_link',
        'c.edit_link',
        'u.email as booker_email',
        'u.email2 as booker_email2',
        'u.send_voucher_to_travellers as booker_sends_voucher',
        'u.first_name as booker_first_name',
        'u.last_name as booker_last_name',
        'a.email as agency_email',
        'ag.email as agent_email',
        trx.raw(`(SELECT concat_ws(' ', m.first_name, m.last_name) FROM "user" m WHERE m.id = ?) AS actor_name`, [actorId]),
        templatesColumn(
          trx,
          mails.map((mail) => mail.template),
        ),
      ),
  )) as NotifiedBooking & { actor_name: string | null; templates: TemplatesColumn };
  const templates = templatesOf(templateColumn);
  // Companies that allow it let the mail open the booking without signing in (the public page of its token).
  const bookingLink =
    booking.consultation_link && booking.public_token
      ? `${notifier.origin}/public/booking/${booking.public_token}/show`
      : `${notifier.origin}/booking/${booking.id}/show`;
  const askingLink = (action: 'proposal' | 'order_number') =>
    booking.consultation_link && booking.edit_link && booking.public_token
      ? `${notifier.origin}/public/booking/${booking.public_token}/edit?action=${action}`
      : `${notifier.origin}/booking/${booking.id}/show?action=${action}`;
  const visitor = visitorOf(booking);
  const booker = visitor ? `${visitor.firstName} ${visitor.lastName}`.trim() : `${booking.booker_first_name ?? ''} ${booking.booker_last_name ?? ''}`.trim();

  for (const mail of mails) {
    const template = templates.get(mail.template);
    if (!template) continue;
    const asks = ASKS[mail.template];
    const recipients = (await recipientsOf(trx, notifier, booking, mail.to, asks ? askingLink(asks) : bookingLink, asks)).filter(
      (recipient) => !onlyTo || recipient.email.toLowerCase() === onlyTo.toLowerCase(),
    );
    for (const recipient of recipients) {
      const rendered = fillTemplate(template, {
        ref: booking.ref,
        firstName: recipient.firstName,
        hotel: booking.hotel_name ?? booking.destination,
        destination: booking.destination,
        arrival: mailDate(booking.arrival_date),
        departure: mailDate(booking.departure_date),
        travellers: booking.travellers,
        company: booking.company,
        booker,
        manager: booking.actor_name ?? '',
        reason: comment ?? '',
        comment: comment ?? '',
        link: recipient.link,
      });
      // The history line is written with the mail-log row; a mail that in the end cannot be sent gets a second line
      // (server/mail/delivery.ts).
      const noted = trx('booking_history').insert({
        booking_id: booking.id,
        type: 'mail',
        event: 'mail_sent',
        data: JSON.stringify({ template: mail.template, to: recipient.email }),
      });
      sent.push(
        await notifier.mailer.send(
          {
            to: [recipient.email],
            subject: rendered.subject,
            html: rendered.html,
            text: rendered.text,
            template: mail.template,
            companyId: booking.company_id,
            userId: recipient.userId,
            bookingId: booking.id,
          },
          trx,
          noted,
        ),
      );
    }
  }
  return sent;
}
