import type { Knex } from 'knex';

/**
 * The contingent mails lead the hotel to the booking on its contingents site. A template the agency has already
 * reworded is left as it is.
 */
const LINK = '<p><a href="{{link}}">Voir la réservation sur votre espace contingents</a></p>';
const TEXT_LINK = '\n\nVoir la réservation : {{link}}';
const REFS = ['contingent.booking', 'contingent.cancelled'];
const ORIGINAL_BODIES = [
  '<p>Bonjour,</p><p>La réservation <b>{{ref}}</b> ({{company}}) prend {{quantity}} chambre(s) « {{roomType}} » de votre contingent à l’hôtel {{hotel}}, du {{arrival}} au {{departure}}.</p><p>Voyageurs : {{travellers}}</p><p>Paiement : virement de l’agence.</p>',
  '<p>Bonjour,</p><p>La réservation <b>{{ref}}</b> est annulée : {{quantity}} chambre(s) « {{roomType}} » du {{arrival}} au {{departure}} reviennent à votre contingent à l’hôtel {{hotel}}.</p>',
];

export async function up(knex: Knex): Promise<void> {
  await knex('mailtpl')
    .whereIn('ref', REFS)
    .whereIn('body_html', ORIGINAL_BODIES)
    .update({ body_html: knex.raw('body_html || ?', [LINK]), body_text: knex.raw('body_text || ?', [TEXT_LINK]) });
}

export async function down(knex: Knex): Promise<void> {
  await knex('mailtpl')
    .whereIn('ref', REFS)
    .update({
      body_html: knex.raw('replace(body_html, ?, ?)', [LINK, '']),
      body_text: knex.raw('replace(body_text, ?, ?)', [TEXT_LINK, '']),
    });
}
