import { defineEntity } from './kit.ts';
import { AGENCY_ROLES } from './roles.ts';

/**
 * What the mail log keeps in place of a secret link (a password, validation, survey or public booking link): the sent
 * mail carries the link, the log this mark. The mails are French, and so is the mark.
 */
export const REDACTED_LINK = '[lien personnel, envoyé à son seul destinataire]';

/** Where a mail stands: waiting for a try, being sent, sent, or refused for good or until its last try (server/mail/delivery.ts). */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * Every mail the platform sends; written by the mailer, never by hand, with its secret links taken out, and kept up
 * to date by the worker that sends it. A back-office screen: agency staff read it, company accounts do not (their
 * mails reach them in their mailbox).
 */
export default defineEntity({
  name: 'maillog',
  path: 'mail-logs',
  table: 'maillog',
  title: 'subject',
  fields: {
    send_at: { type: 'datetime', required: true, sortable: true, filter: 'range' },
    state: { type: 'enum', values: MAIL_STATES, readOnly: true, filter: 'exact', tones: { failed: 'error' } },
    attempts: { type: 'integer', readOnly: true },
    sent_at: { type: 'datetime', readOnly: true },
    last_error: { type: 'text', readOnly: true },
    mail_rcpt: { type: 'string', required: true, maxLength: 1000, filter: 'search' },
    mail_bcc: { type: 'string', maxLength: 1000 },
    subject: { type: 'string', required: true, maxLength: 255, sortable: true, filter: 'search' },
    template: { type: 'string', maxLength: 100, filter: 'exact' },
    body: { type: 'richtext' },
    company: { type: 'reference', entity: 'company', filter: 'exact' },
    user: { type: 'reference', entity: 'user', filter: 'exact' },
    booking: { type: 'reference', entity: 'booking', filter: 'exact' },
  },
  list: { columns: ['send_at', 'state', 'mail_rcpt', 'subject', 'template', 'company'], sort: { field: 'send_at', order: 'DESC' } },
  show: ['send_at', 'state', 'sent_at', 'attempts', 'last_error', 'mail_rcpt', 'mail_bcc', 'subject', 'template', 'company', 'user', 'booking', 'body'],
  form: [],
  access: { read: AGENCY_ROLES, write: [] },
  scope: { column: 'company_id', claim: 'company', bypass: AGENCY_ROLES },
  routes: { create: false, edit: false, delete: false },
  actions: {
    retry: { scope: 'record', method: 'POST', path: '/api/maillog/:id/retry', roles: AGENCY_ROLES },
    // The recipients follow in the query: `?to=a@example.com; b@example.com`.
    resend: { scope: 'record', method: 'GET', path: '/api/maillog/:id/send', roles: AGENCY_ROLES },
  },
});
