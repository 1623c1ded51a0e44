import type { Knex } from 'knex';

/**
 * Selling the allotment stock: contingent booking references of their own (CT500001…, after the demo ones), and the
 * mails telling the hotel's contingent addresses that rooms were booked or given back.
 */
const TEMPLATES = [
  {
    ref: 'contingent.booking',
    label: 'Réservation sur contingent',
    subject: 'Réservation {{ref}} sur votre contingent',
    body: '<p>Bonjour,</p><p>La réservation <b>{{ref}}</b> ({{company}}) prend {{quantity}} chambre(s) « {{roomType}} » de votre contingent à l’hôtel {{hotel}}, du {{arrival}} au {{departure}}.</p><p>Voyageurs : {{travellers}}</p><p>Paiement : virement de l’agence.</p>',
  },
  {
    ref: 'contingent.cancelled',
    label: 'Annulation sur contingent',
    subject: 'Réservation {{ref}} annulée : chambres rendues à votre contingent',
    body: '<p>Bonjour,</p><p>La réservation <b>{{ref}}</b> est annulée : {{quantity}} chambre(s) « {{roomType}} » du {{arrival}} au {{departure}} reviennent à votre contingent à l’hôtel {{hotel}}.</p>',
  },
] as const;

const textOf = (html: string) =>
  html
    .replace(/<\/p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .trim();

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE SEQUENCE contingent_booking_ref_seq START 500001');
  for (const template of TEMPLATES) {
    await knex('mailtpl')
      .insert({ ref: template.ref, label: template.label, subject: template.subject, body_html: template.body, body_text: textOf(template.body) })
      .onConflict('ref')
      .ignore();
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('mailtpl')
    .whereIn(
      'ref',
      TEMPLATES.map((template) => template.ref),
    )
    .delete();
  await knex.raw('DROP SEQUENCE contingent_booking_ref_seq');
}
