import type { Knex } from 'knex';
import type { BookingRow } from '../queries/row.ts';
import type { BookingEvent } from '../../../entities/bookingFlow.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { prepared } from '../../db/prepared.ts';
import { fillTemplate, mailDate } from '../../mail/fill.ts';
import { templatesColumn, type TemplatesColumn, templatesOf } from '../../mail/templates.ts';

/** What a booking step needs to send its mails: the mailer, and the origin the mails' links point to. */
export interface BookingNotifier {
  mailer: Mailer;
  origin: string;
}

/** Links in mails lead to the default site of the deployment (PUBLIC_URL), whatever host the request named. */
export function bookingNotifier(mailer: Mailer): BookingNotifier {
  return { mailer, origin: mailer.siteUrl('default') };
}

type Audience = 'booker' | 'managers' | 'agency' | 'travellers';

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

interface Recipient {
  email: string;
  firstName: string;
  userId: number | null;
  link: string;
}

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
function visitorOf(booking: NotifiedBooking): Visitor | null {
  const requester = booking.requester as Visitor | null;
  if (!requester?.email || !booking.public_token) return null;
  return booking.user_id === null || booking.user_id === booking.prelogged_user_id ? requester : null;
}

/** What a booking's mails say and whom they go to. */
type NotifiedBooking = Pick<
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
};

async function recipientsOf(
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
    const email = booking.agency_email ?? (await trx('configuration').where({ name: 'agency_email' }).first('value'))?.value;
    return email ? [{ email, firstName: '', userId: null, link: `${notifier.origin}/admin/booking/${booking.id}/show` }] : [];
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
