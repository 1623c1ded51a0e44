import type { Knex } from 'knex';

/**
 * Accounts and travellers of the front office: the mail domains a company's accounts may use (no domain, no new
 * account), the company's public uid for the account-creation link, the password-definition links, the values of
 * the company's custom fields kept per traveller, and the indexes of the users and travellers screens.
 */

const TEMPLATES = [
  {
    ref: 'user.lost_password',
    label: 'Mot de passe oublié',
    subject: 'Réinitialisez votre mot de passe',
    body: '<p>Bonjour {{firstName}},</p><p>Vous avez demandé un nouveau mot de passe. Ce lien est valable {{hours}} heures :</p><p><a href="{{link}}">Définir un nouveau mot de passe</a></p><p>Si vous n’avez rien demandé, ignorez ce message.</p>',
  },
] as const;

const textOf = (html: string) =>
  html
    .replace(/<\/p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .trim();

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company', (t) => {
    t.specificType('domains', 'text[]').notNullable().defaultTo('{}');
  });
  // Another module may have given companies their uid already; the link of /create_account/{companyUid} uses it.
  await knex.raw('ALTER TABLE company ADD COLUMN IF NOT EXISTS uid uuid NOT NULL DEFAULT gen_random_uuid()');
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS company_uid_unique ON company (uid)');

  // One row per link sent; only the SHA-256 of the token is kept, so a database read gives no usable link.
  await knex.schema.createTable('password_link', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('user.id').onDelete('CASCADE').index();
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.string('purpose', 20).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.alterTable('traveller', (t) => {
    t.jsonb('custom_fields').notNullable().defaultTo('{}');
    // The travellers screen sorts a company's travellers by each of its columns.
    t.index(['company_id', 'first_name', 'id']);
    t.index(['company_id', 'email', 'id']);
    t.index(['company_id', 'created_at', 'id']);
  });
  // The users screen sorts a company's users by each of its columns (last name has its index since 001).
  await knex.schema.alterTable('user', (t) => {
    t.index(['company_id', 'first_name', 'id']);
    t.index(['company_id', 'email', 'id']);
    t.index(['company_id', 'created_at', 'id']);
  });

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
  await knex.schema.alterTable('user', (t) => {
    t.dropIndex(['company_id', 'first_name', 'id']);
    t.dropIndex(['company_id', 'email', 'id']);
    t.dropIndex(['company_id', 'created_at', 'id']);
  });
  await knex.schema.alterTable('traveller', (t) => {
    t.dropIndex(['company_id', 'first_name', 'id']);
    t.dropIndex(['company_id', 'email', 'id']);
    t.dropIndex(['company_id', 'created_at', 'id']);
    t.dropColumn('custom_fields');
  });
  await knex.schema.dropTable('password_link');
  await knex.schema.alterTable('company', (t) => t.dropColumn('domains'));
}
