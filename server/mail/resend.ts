import type { Knex } from 'knex';
import { PASSWORD_TEMPLATES, sendPasswordLink, type LinkPurpose } from '../auth/accounts.ts';
import { bookingNotifier, notifyBooking } from '../booking/service/notifications.ts';
import { resendSurveyInvitation } from '../survey/scheduler.ts';
import { newLinkToken } from '../tokens.ts';
import type { Mailer } from './mailer.ts';
import { restoreLink } from './redaction.ts';

export interface LoggedMail {
  mail_rcpt: string;
  subject: string;
  body: string;
  template: string | null;
  company_id: number | null;
  user_id: number | null;
  booking_id: number | null;
}

const PURPOSE_OF = new Map(Object.entries(PASSWORD_TEMPLATES).map(([purpose, template]) => [template, purpose as LinkPurpose]));

/**
 * Sends again, to its recipient of record only, a logged mail whose secret link the log took out. The link is made
 * again as its kind needs: a new password link (the earlier ones stop working), a new validation token for the
 * manager, a new survey token; a public booking page keeps its token (the recipient already holds it, and the
 * booker's other mails still lead there), or becomes the signed-in page once the company no longer allows it.
 * Answers the new mail-log id, or null when the link has no use any more (the account is disabled, the manager has
 * decided, the survey is answered).
 */
export async function resendWithNewLink(trx: Knex.Transaction, mailer: Mailer, log: LoggedMail): Promise<number | null> {
  const purpose = log.template ? PURPOSE_OF.get(log.template) : undefined;
  if (purpose) {
    const user = await trx('user').where({ id: log.user_id, enabled: true }).first('id', 'email', 'first_name', 'roles', 'company_id');
    return user ? sendPasswordLink(trx, mailer, user, purpose) : null;
  }
  if (!log.booking_id) return null;
  if (log.template === 'booking.validation') {
    const renewed = await trx('booking_manager')
      .where({ booking_id: log.booking_id, user_id: log.user_id })
      .whereNull('decision')
      .update({ token: newLinkToken() });
    if (!renewed) return null;
    const [id] = await notifyBooking(trx, bookingNotifier(mailer), log.booking_id, 'await_validation', { onlyTo: log.mail_rcpt });
    return id ?? null;
  }
  if (log.template === 'survey.invitation') return resendSurveyInvitation(trx, mailer, log.booking_id, log.mail_rcpt);
  // The booker's and the travellers' mails: the public page while the company allows it, else the signed-in page.
  const booking = await trx('booking as b')
    .join('company as c', 'c.id', 'b.company_id')
    .where('b.id', log.booking_id)
    .first('b.public_token', 'c.consultation_link');
  if (!booking) return null;
  const page = booking.consultation_link && booking.public_token ? `public/booking/${booking.public_token}` : `booking/${log.booking_id}`;
  const html = restoreLink(log.body, `${mailer.siteUrl('default')}/${page}/show`);
  return mailer.send(
    {
      to: log.mail_rcpt.split(';'),
      subject: log.subject,
      html,
      template: log.template,
      companyId: log.company_id,
      userId: log.user_id,
      bookingId: log.booking_id,
    },
    trx,
  );
}
