import type { Knex } from 'knex';

/**
 * The mail log kept the secret links of the mails it logged (password, validation, survey, public booking pages):
 * they are taken out of the rows already written, as the mailer now does for every new one
 * (server/mail/redaction.ts). Nothing to put back on the way down.
 */
const SECRET_LINK = String.raw`(https?://[^[:space:]"'<>/]+)?/(define_password/[^[:space:]"'<>/?#]+|booking/[^[:space:]"'<>/?#]+/validate|public/(survey|booking)/[^[:space:]"'<>/?#]+(/[a-z_]+)?)`;
const REDACTED_LINK = '[lien personnel, envoyé à son seul destinataire]';

export async function up(knex: Knex): Promise<void> {
  await knex('maillog')
    .whereRaw('body ~ ?', [SECRET_LINK])
    .update({ body: knex.raw(`regexp_replace(body, ?, ?, 'g')`, [SECRET_LINK, REDACTED_LINK]) });
}

export async function down(): Promise<void> {}
