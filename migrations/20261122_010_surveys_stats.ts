import type { Knex } from 'knex';

/**
 * Satisfaction surveys sent after a stay: one invitation per booking and addressee (the booker, or each traveller),
 * each with its private link; the mail that carries the link. And the indexes the statistics of a company or of a
 * user read, so a year of bookings is summed from the index alone.
 */
export const SURVEY_INVITATION = {
  ref: 'survey.invitation',
  label: 'Enquête de satisfaction',
  subject: 'Votre avis sur votre séjour à {{destination}}',
  body: '<p>Bonjour {{firstName}},</p><p>Votre séjour {{ref}} à l’hôtel {{hotel}} du {{arrival}} au {{departure}} est terminé. Quelques questions pour nous aider à mieux vous loger :</p><p><a href="{{link}}">Répondre à l’enquête</a></p>',
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('survey_invitation', (t) => {
    t.increments('id');
    t.string('token', 64).notNullable().unique();
    // 'user': the booker answers the user questions; 'traveller': a traveller answers the traveller questions.
    t.string('kind', 10).notNullable();
    t.integer('booking_id').notNullable().references('booking.id').onDelete('CASCADE').index();
    t.integer('company_id').notNullable().references('company.id').onDelete('CASCADE').index();
    t.integer('user_id').references('user.id').onDelete('CASCADE');
    t.integer('traveller_id').references('traveller.id').onDelete('CASCADE').index();
    t.string('email', 255);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('answered_at', { useTz: true });
    t.integer('survey_reply_id').references('survey_reply.id').onDelete('SET NULL').index();
    // A signed-in user's pending surveys, newest first.
    t.index(['user_id', 'answered_at', 'id']);
  });
  await knex.raw(`ALTER TABLE survey_invitation ADD CONSTRAINT survey_invitation__kind__c10 CHECK (
    (kind = 'user' AND user_id IS NOT NULL AND traveller_id IS NULL) OR (kind = 'traveller' AND traveller_id IS NOT NULL))`);
  // One invitation per stay and addressee, whatever the number of scheduler runs or instances.
  await knex.raw(`CREATE UNIQUE INDEX survey_invitation_user_unique ON survey_invitation (booking_id, user_id) WHERE kind = 'user'`);
  await knex.raw(`CREATE UNIQUE INDEX survey_invitation_traveller_unique ON survey_invitation (booking_id, traveller_id) WHERE kind = 'traveller'`);
  // The mails still to send.
  await knex.raw('CREATE INDEX survey_invitation_unsent ON survey_invitation (id) WHERE sent_at IS NULL');

  // Statistics: a company's or a user's bookings over a period of arrival dates, with what the sums need.
  await knex.raw(`CREATE INDEX booking_stats_company ON booking (company_id, arrival_date)
    INCLUDE (status, departure_date, single_rooms, double_rooms, total_price, travel_policy_ok)`);
  await knex.raw(`CREATE INDEX booking_stats_user ON booking (user_id, arrival_date)
    INCLUDE (company_id, status, departure_date, single_rooms, double_rooms, total_price, travel_policy_ok)`);

  await knex('mailtpl')
    .insert({
      ref: SURVEY_INVITATION.ref,
      label: SURVEY_INVITATION.label,
      subject: SURVEY_INVITATION.subject,
      body_html: SURVEY_INVITATION.body,
      body_text: SURVEY_INVITATION.body
        .replace(/<\/p>/g, '\n\n')
        .replace(/<a href="([^"]+)">([^<]+)<\/a>/g, '$2 : $1')
        .replace(/<[^>]+>/g, '')
        .trim(),
    })
    .onConflict('ref')
    .ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex('mailtpl').where({ ref: SURVEY_INVITATION.ref }).delete();
  await knex.raw('DROP INDEX booking_stats_user');
  await knex.raw('DROP INDEX booking_stats_company');
  await knex.schema.dropTable('survey_invitation');
}
