import type { Knex } from 'knex';

/** The mail that tells the agency contact of a company that one of its users wrote (a new thread or a reply). */
const TEMPLATE = {
  ref: 'message.new',
  label: 'Nouveau message d’un client',
  subject: 'Message de {{user}} ({{company}}) : {{subject}}',
  body: '<p>Bonjour,</p><p>{{user}} ({{company}}) vous a écrit :</p><p><b>{{subject}}</b></p><p>{{content}}</p><p><a href="{{link}}">Répondre depuis l’espace agence</a></p>',
};

const textOf = (html: string) =>
  html
    .replace(/<\/p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .trim();

export async function up(knex: Knex): Promise<void> {
  await knex('mailtpl')
    .insert({ ref: TEMPLATE.ref, label: TEMPLATE.label, subject: TEMPLATE.subject, body_html: TEMPLATE.body, body_text: `${textOf(TEMPLATE.body)}\n{{link}}` })
    .onConflict('ref')
    .ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex('mailtpl').where({ ref: TEMPLATE.ref }).delete();
}
