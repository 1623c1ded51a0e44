import type { Knex } from 'knex';

/** Trigram indexes serve the free-text `q` filter (ILIKE '%text%') on the searchable columns. */
async function trigram(knex: Knex, table: string, ...columns: string[]) {
  for (const column of columns) {
    await knex.raw('CREATE INDEX ?? ON ?? USING gin (?? gin_trgm_ops)', [`${table}_${column}_trgm`, table, column]);
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');

  await knex.schema.createTable('bbacontact', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('firstname', 100).notNullable();
    t.specificType('full_name', "text GENERATED ALWAYS AS (firstname || ' ' || name) STORED");
    t.string('phone', 30);
    t.string('email', 255).notNullable();
    t.specificType('roles', 'text[]').notNullable().defaultTo('{}');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.index(['name', 'id']);
    t.index(['firstname', 'id']);
    t.index(['full_name', 'id']);
  });
  await trigram(knex, 'bbacontact', 'name', 'firstname', 'email');

  await knex.schema.createTable('company', (t) => {
    t.increments('id');
    t.string('name', 255).notNullable();
    t.string('address1', 255);
    t.string('address2', 255);
    t.string('post_code', 20);
    t.string('city', 100);
    t.string('mail_company', 255);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('bba_contact_id').references('bbacontact.id').onDelete('SET NULL').index();
    t.string('logo_image', 500);
    t.boolean('only_one').notNullable().defaultTo(false);
    t.boolean('hrs_search_enabled').notNullable().defaultTo(true);
    t.boolean('offline_enabled').notNullable().defaultTo(true);
    t.integer('threshold_survey');
    t.integer('threshold_survey_traveller');
    t.string('autologin_url', 255);
    t.string('kkey', 100);
    t.boolean('exclude_online_non_free_cancellation').notNullable().defaultTo(false);
    t.boolean('exclude_online_unknown_breakfast').notNullable().defaultTo(false);
    t.decimal('meal_price_contribution', 12, 2);
    t.decimal('max_price_per_room', 12, 2);
    t.decimal('booking_fees_global_offline', 12, 2);
    t.decimal('booking_fees_global_online', 12, 2);
    t.string('booking_fees_global_label', 100);
    t.decimal('booking_fees_per_room_offline', 12, 2);
    t.decimal('booking_fees_per_room_online', 12, 2);
    t.string('booking_fees_per_room_label', 100);
    t.boolean('order_number_required').notNullable().defaultTo(false);
    t.string('order_number_label', 100);
    t.string('order_number_pattern', 100);
    t.boolean('require_manager_pre_validation').notNullable().defaultTo(false);
    t.boolean('require_manager_post_validation').notNullable().defaultTo(false);
    t.boolean('require_manager_post_validation_travel_policy_dont_suit').notNullable().defaultTo(false);
    t.boolean('multi_manager_enabled').notNullable().defaultTo(false);
    t.boolean('is_white_marking').notNullable().defaultTo(false);
    t.boolean('consultation_link').notNullable().defaultTo(true);
    t.boolean('edit_link').notNullable().defaultTo(true);
    t.boolean('cancellation_link').notNullable().defaultTo(true);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['name', 'id']);
    t.index(['city', 'id']);
    t.index(['updated_at', 'id']);
  });
  await trigram(knex, 'company', 'name', 'city');

  await knex.schema.createTable('user', (t) => {
    t.increments('id');
    t.string('gender', 10);
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('email', 255).notNullable();
    t.string('email2', 255);
    t.string('password', 255);
    t.integer('company_id').references('company.id').onDelete('RESTRICT');
    t.specificType('roles', 'text[]').notNullable().defaultTo('{ROLE_USER}');
    t.string('position', 100);
    t.string('landline', 30);
    t.string('mobile_phone', 30);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.boolean('online_enabled').notNullable().defaultTo(true);
    t.boolean('offline_enabled').notNullable().defaultTo(true);
    t.boolean('hrs_search_enabled').notNullable().defaultTo(true);
    t.integer('travel_policy_mode').notNullable().defaultTo(0);
    t.decimal('max_price_per_room', 12, 2);
    t.boolean('exclude_online_non_free_cancellation').notNullable().defaultTo(false);
    t.boolean('exclude_online_unknown_breakfast').notNullable().defaultTo(false);
    t.boolean('disable_relance_auto').notNullable().defaultTo(false);
    t.boolean('send_voucher_to_travellers').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['company_id', 'last_name', 'id']);
    t.index(['last_name', 'id']);
    t.index(['first_name', 'id']);
    t.index(['created_at', 'id']);
  });
  await knex.raw('CREATE UNIQUE INDEX user_email_unique ON "user" (lower(email))');
  await knex.raw('CREATE INDEX user_roles_gin ON "user" USING gin (roles)');
  await trigram(knex, 'user', 'first_name', 'last_name', 'email');

  await knex.schema.createTable('news', (t) => {
    t.increments('id');
    t.date('date').notNullable();
    t.string('name', 255).notNullable();
    t.integer('weight').notNullable().defaultTo(0);
    t.boolean('notify_users').notNullable().defaultTo(false);
    t.string('image', 500);
    t.text('content');
    t.integer('created_by_id').references('user.id').onDelete('SET NULL').index();
    t.integer('updated_by_id').references('user.id').onDelete('SET NULL').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['weight', 'id']);
    t.index(['date', 'id']);
    t.index(['name', 'id']);
    t.index(['created_at', 'id']);
    t.index(['updated_at', 'id']);
  });
  await trigram(knex, 'news', 'name');

  await knex.schema.createTable('help', (t) => {
    t.increments('id');
    t.string('title', 255).notNullable();
    t.integer('weight').notNullable().defaultTo(0);
    t.text('content');
    t.boolean('notify_users').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['weight', 'id']);
    t.index(['title', 'id']);
    t.index(['created_at', 'id']);
    t.index(['updated_at', 'id']);
  });
  await trigram(knex, 'help', 'title');

  await knex.schema.createTable('event', (t) => {
    t.increments('id');
    t.string('name', 255).notNullable();
    t.date('starting_date').notNullable();
    t.date('ending_date').notNullable();
    t.string('location', 255);
    t.string('city', 255);
    t.decimal('geo_lat', 9, 6);
    t.decimal('geo_lng', 9, 6);
    t.index(['starting_date', 'id']);
    t.index(['ending_date', 'id']);
    t.index(['name', 'id']);
    t.index(['city', 'id']);
  });
  await trigram(knex, 'event', 'name', 'city');

  await knex.schema.createTable('zone', (t) => {
    t.increments('id');
    t.string('name', 255).notNullable();
    t.specificType('cities', 'text[]').notNullable().defaultTo('{}');
    t.specificType('postal_codes', 'text[]').notNullable().defaultTo('{}');
    t.index(['name', 'id']);
  });
  await trigram(knex, 'zone', 'name');

  await knex.schema.createTable('configuration', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable().unique();
    t.text('value');
    t.index(['name', 'id']);
  });
  await trigram(knex, 'configuration', 'name');

  await knex.schema.createTable('mailtpl', (t) => {
    t.increments('id');
    t.string('ref', 100).notNullable().unique();
    t.string('label', 255).notNullable();
    t.string('subject', 255).notNullable();
    t.text('body_text');
    t.text('body_html');
    t.index(['ref', 'id']);
    t.index(['label', 'id']);
  });
  await trigram(knex, 'mailtpl', 'ref', 'label');

  await knex.schema.createTable('maillog', (t) => {
    t.increments('id');
    t.timestamp('send_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('mail_rcpt', 1000).notNullable();
    t.string('mail_bcc', 1000);
    t.string('subject', 255).notNullable();
    t.string('template', 100);
    t.text('body');
    t.integer('company_id').references('company.id').onDelete('SET NULL');
    t.integer('user_id').references('user.id').onDelete('SET NULL');
    t.index(['send_at', 'id']);
    t.index(['company_id', 'send_at', 'id']);
    t.index(['user_id', 'send_at', 'id']);
    t.index(['template', 'send_at', 'id']);
    t.index(['subject', 'id']);
  });
  await trigram(knex, 'maillog', 'mail_rcpt', 'subject');

  await knex.schema.createTable('survey_question', (t) => {
    t.increments('id');
    t.integer('position').notNullable().defaultTo(0);
    t.string('label', 255).notNullable();
    t.integer('field_type').notNullable();
    t.boolean('is_user').notNullable().defaultTo(true);
    t.boolean('is_traveller').notNullable().defaultTo(false);
    t.index(['position', 'id']);
    t.index(['label', 'id']);
    t.index(['field_type', 'position']);
  });
  await trigram(knex, 'survey_question', 'label');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['survey_question', 'maillog', 'mailtpl', 'configuration', 'zone', 'event', 'help', 'news', 'user', 'company', 'bbacontact']) {
    await knex.schema.dropTableIfExists(table);
  }
}
