import type { Knex } from 'knex';

/**
 * The mails about a request named it without leading to it: the agency's now end with the link to the request in the
 * back office, the sender's acknowledgement with the link to follow it (server/booking/service/notifications.ts fills
 * both). A template that already links is left as it is.
 */
const LINKS: Record<string, string> = {
  'booking.agency_request': 'Ouvrir la demande dans l’espace agence',
  'booking.cancellation_requested': 'Ouvrir la demande dans l’espace agence',
  'booking.modification_sent': 'Ouvrir la demande dans l’espace agence',
  'booking.proposal_accepted': 'Ouvrir la demande dans l’espace agence',
  'booking.request_sent': 'Suivre votre demande',
};
const html = (label: string) => `<p><a href="{{link}}">${label}</a></p>`;
const text = (label: string) => `\n\n${label} : {{link}}`;

export async function up(knex: Knex): Promise<void> {
  for (const [ref, label] of Object.entries(LINKS)) {
    await knex('mailtpl')
      .where({ ref })
      .whereNot('body_html', 'like', '%{{link}}%')
      .update({
        body_html: knex.raw('body_html || ?', [html(label)]),
        body_text: knex.raw('coalesce(body_text, ?) || ?', ['', text(label)]),
      });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [ref, label] of Object.entries(LINKS)) {
    await knex('mailtpl')
      .where({ ref })
      .update({
        body_html: knex.raw('replace(body_html, ?, ?)', [html(label), '']),
        body_text: knex.raw('replace(body_text, ?, ?)', [text(label), '']),
      });
  }
}
