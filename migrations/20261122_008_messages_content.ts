import type { Knex } from 'knex';

/**
 * Messages with the agency and what users have read: who wrote each message (the company user or the agency), the
 * agent behind an agency message, an optional attachment kept in the row, and which news and help pages each user
 * has opened (their unread count and the notifications' read state).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('message', (t) => {
    // Company users write only through their send routes, which say so; any other row (the back office's) is the agency's.
    t.boolean('from_agency').notNullable().defaultTo(true);
    t.integer('author_id').references('user.id').onDelete('SET NULL').index();
    t.binary('file');
    t.string('file_name', 255);
    t.string('file_type', 100);
    t.integer('file_size');
  });
  // The menu's count: agency messages a user has not seen yet; the agency's: user messages not seen yet.
  await knex.raw('CREATE INDEX message_unseen_by_user ON message (user_id) WHERE from_agency AND NOT seen');
  await knex.raw('CREATE INDEX message_unseen_by_agency ON message (company_id) WHERE NOT from_agency AND NOT seen');

  await knex.schema.createTable('content_read', (t) => {
    t.integer('user_id').notNullable().references('user.id').onDelete('CASCADE');
    t.string('kind', 10).notNullable();
    t.integer('item_id').notNullable();
    t.timestamp('read_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'kind', 'item_id']);
    t.index(['kind', 'item_id']);
  });
  await knex.raw("ALTER TABLE content_read ADD CONSTRAINT content_read__kind__c760 CHECK (kind IN ('news', 'help'))");
  // Notifications are the news and help pages flagged for users, newest first.
  await knex.raw('CREATE INDEX news_notify ON news (date DESC, id DESC) WHERE notify_users');
  await knex.raw('CREATE INDEX help_notify ON help (updated_at DESC, id DESC) WHERE notify_users');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS help_notify');
  await knex.raw('DROP INDEX IF EXISTS news_notify');
  await knex.schema.dropTable('content_read');
  await knex.raw('DROP INDEX IF EXISTS message_unseen_by_agency');
  await knex.raw('DROP INDEX IF EXISTS message_unseen_by_user');
  await knex.schema.alterTable('message', (t) => {
    t.dropColumn('file_size');
    t.dropColumn('file_type');
    t.dropColumn('file_name');
    t.dropColumn('file');
    t.dropColumn('author_id');
    t.dropColumn('from_agency');
  });
}
