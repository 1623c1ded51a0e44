import type { Knex } from 'knex';
import type { Mailer } from '../mail/mailer.ts';
import { mailDate } from '../mail/fill.ts';
import { renderTemplate } from '../mail/templates.ts';
import { AGENCY_TIME_ZONE } from '../../entities/agencyTime.ts';

/** Stays that ended longer ago than this are not surveyed any more (a first start on old data sends nothing old). */
export const SURVEY_WINDOW_DAYS = 30;
const BATCH = 100;
// 64 hex characters of two random UUIDs: 244 random bits from PostgreSQL's strong generator.
const TOKEN = "replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')";
// The company's threshold is the share, in percent, of its completed stays that are surveyed. Booking ids pick them:
// `id * 37 mod 100` runs through every remainder once per hundred consecutive ids, so the share holds over any run
// of bookings, and the same booking is always picked or always left out.
const PICKED = (threshold: string) => `coalesce(${threshold}, 0) > 0 AND (b.id * 37) % 100 < ${threshold}`;

/**
 * Invites to the satisfaction survey the bookers and the travellers (with an address) of the completed stays of the
 * last SURVEY_WINDOW_DAYS days, as the company's thresholds say (threshold_survey for bookers,
 * threshold_survey_traveller for travellers). Idempotent and safe with several instances: one invitation per stay and
 * addressee (unique indexes, ON CONFLICT DO NOTHING), none for whoever already answered for that stay.
 * Answers how many invitations were made.
 */
export async function inviteAfterStays(knex: Knex): Promise<number> {
  const window = [SURVEY_WINDOW_DAYS];
  const users = await knex.raw<{ rowCount: number }>(
    `INSERT INTO survey_invitation (token, kind, booking_id, company_id, user_id, email)
     SELECT ${TOKEN}, 'user', b.id, b.company_id, b.user_id, u.email
       FROM booking b
       JOIN company c ON c.id = b.company_id
       JOIN "user" u ON u.id = b.user_id
      WHERE b.status = 90
        AND b.departure_date >= (now() AT TIME ZONE '${AGENCY_TIME_ZONE}')::date - ?::int
        AND ${PICKED('c.threshold_survey')}
        AND NOT EXISTS (SELECT 1 FROM survey_reply r WHERE r.booking_id = b.id AND r.user_id = b.user_id)
     ON CONFLICT (booking_id, user_id) WHERE kind = 'user' DO NOTHING`,
    window,
  );
  const travellers = await knex.raw<{ rowCount: number }>(
    `INSERT INTO survey_invitation (token, kind, booking_id, company_id, traveller_id, email)
     SELECT ${TOKEN}, 'traveller', b.id, b.company_id, t.id, t.email
       FROM booking b
       JOIN company c ON c.id = b.company_id
       JOIN booking_traveller bt ON bt.booking_id = b.id
       JOIN traveller t ON t.id = bt.traveller_id
      WHERE b.status = 90
        AND b.departure_date >= (now() AT TIME ZONE '${AGENCY_TIME_ZONE}')::date - ?::int
        AND ${PICKED('c.threshold_survey_traveller')}
        AND t.email IS NOT NULL AND t.email <> ''
        AND NOT EXISTS (SELECT 1 FROM survey_reply r WHERE r.booking_id = b.id AND r.traveller_id = t.id)
     ON CONFLICT (booking_id, traveller_id) WHERE kind = 'traveller' DO NOTHING`,
    window,
  );
  return users.rowCount + travellers.rowCount;
}

interface DueInvitation {
  id: number;
  token: string;
  email: string;
  company_id: number;
  user_id: number | null;
  booking_id: number;
  first_name: string | null;
  ref: string;
  hotel: string | null;
  destination: string | null;
  arrival_date: string;
  departure_date: string;
}

/** The invitations with what their mail says. */
function invitationMails(trx: Knex) {
  return (
    trx('survey_invitation as i')
      .join('booking as b', 'b.id', 'i.booking_id')
      .leftJoin('user as u', 'u.id', 'i.user_id')
      .leftJoin('traveller as t', 't.id', 'i.traveller_id')
      // An offline booking names its hotel by reference only: the agency placed it in a catalogue hotel.
      .leftJoin('hotel as h', 'h.id', 'b.hotel_id')
      .select(
        'i.id',
        'i.token',
        'i.email',
        'i.company_id',
        'i.user_id',
        'i.booking_id',
        trx.raw('coalesce(u.first_name, t.first_name) AS first_name'),
        'b.ref',
        trx.raw('coalesce(b.hotel_name, h.name) AS hotel'),
        'b.destination',
        'b.arrival_date',
        'b.departure_date',
      )
  );
}

/** Mails one invitation with its private link; answers the mail-log id, or null when there is nothing to send. */
async function mailInvitation(trx: Knex, mailer: Mailer, invitation: DueInvitation): Promise<number | null> {
  const mail = await renderTemplate(trx, 'survey.invitation', {
    firstName: invitation.first_name,
    ref: invitation.ref,
    hotel: invitation.hotel ?? invitation.destination,
    destination: invitation.destination ?? invitation.hotel,
    arrival: mailDate(invitation.arrival_date),
    departure: mailDate(invitation.departure_date),
    link: `${mailer.siteUrl('default')}/public/survey/${invitation.token}/questions`,
  });
  if (!mail || !invitation.email) return null;
  return mailer.send(
    {
      to: [invitation.email],
      ...mail,
      template: 'survey.invitation',
      companyId: invitation.company_id,
      userId: invitation.user_id,
      bookingId: invitation.booking_id,
    },
    trx,
  );
}

/**
 * Mails the invitations not sent yet, each with its private link. Every batch claims its rows with
 * FOR UPDATE SKIP LOCKED in the transaction that writes the mail log and marks them sent, so no instance sends one
 * twice. Answers how many were sent.
 */
export async function sendSurveyInvitations(knex: Knex, mailer: Mailer): Promise<number> {
  let total = 0;
  for (;;) {
    const sent = await knex.transaction(async (trx) => {
      const due: DueInvitation[] = await invitationMails(trx).whereNull('i.sent_at').orderBy('i.id').limit(BATCH).forUpdate('i').skipLocked();
      for (const invitation of due) await mailInvitation(trx, mailer, invitation);
      if (due.length)
        await trx('survey_invitation')
          .whereIn(
            'id',
            due.map((invitation) => invitation.id),
          )
          .update({ sent_at: trx.fn.now() });
      return due.length;
    });
    total += sent;
    if (sent < BATCH) return total;
  }
}

/**
 * Mails an invitation again to its addressee (a stay's invitation to one address) with a new private link: the link
 * of the earlier mail stops working. Answers the mail-log id, or null when the invitation is gone or was answered.
 */
export async function resendSurveyInvitation(trx: Knex, mailer: Mailer, bookingId: number, email: string): Promise<number | null> {
  const [renewed] = await trx('survey_invitation as i')
    .where({ 'i.booking_id': bookingId })
    .whereRaw('lower(i.email) = lower(?)', [email])
    .whereNotExists(
      trx('survey_reply as r')
        .whereRaw('r.booking_id = i.booking_id')
        .andWhere((answered) => answered.whereRaw('r.user_id = i.user_id').orWhereRaw('r.traveller_id = i.traveller_id')),
    )
    .update({ token: trx.raw(TOKEN), sent_at: trx.fn.now() })
    .returning('id');
  if (!renewed) return null;
  const invitation: DueInvitation = await invitationMails(trx).where('i.id', renewed.id).first();
  return mailInvitation(trx, mailer, invitation);
}
