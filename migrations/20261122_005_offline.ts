import type { Knex } from 'knex';

/**
 * Offline requests: the favourite place a request is made for (kept so the form opens on it again and the agency
 * sees which site is meant), and the mail telling the agency a proposal was turned down.
 */
const PROPOSAL_REFUSED = {
  ref: 'booking.proposal_refused',
  label: 'Proposition refusée',
  subject: 'Proposition {{ref}} refusée',
  body: '<p>{{booker}} ({{company}}) refuse la proposition de la demande <b>{{ref}}</b> :</p><p>{{comment}}</p><p><a href="{{link}}">Voir la demande</a></p>',
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking', (t) => {
    t.integer('favorite_location_id').references('favorite_location.id').onDelete('SET NULL').index();
  });
  await knex('mailtpl')
    .insert({
      ref: PROPOSAL_REFUSED.ref,
      label: PROPOSAL_REFUSED.label,
      subject: PROPOSAL_REFUSED.subject,
      body_html: PROPOSAL_REFUSED.body,
      body_text: PROPOSAL_REFUSED.body
        .replace(/<\/p>/g, '\n\n')
        .replace(/<[^>]+>/g, '')
        .trim(),
    })
    .onConflict('ref')
    .ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex('mailtpl').where({ ref: PROPOSAL_REFUSED.ref }).delete();
  await knex.schema.alterTable('booking', (t) => t.dropColumn('favorite_location_id'));
}
