import type { Knex } from 'knex';
import { trigram } from './helpers.ts';

/** Messages between users and the agency, and the travellers' survey questions and replies. */
export async function messageTables(knex: Knex): Promise<void> {
  await knex.schema.createTable('message', (t) => {
    t.increments('id');
    t.timestamp('date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('subject', 255).notNullable();
    t.text('content').notNullable();
    t.integer('user_id').notNullable().references('user.id').onDelete('CASCADE');
    t.integer('company_id').references('company.id').onDelete('CASCADE');
    t.integer('bba_contact_id').references('bbacontact.id').onDelete('SET NULL');
    t.integer('booking_id').references('booking.id').onDelete('SET NULL').index();
    t.integer('parent_id').references('message.id').onDelete('CASCADE');
    t.boolean('seen').notNullable().defaultTo(false);
    t.index(['company_id', 'date', 'id']);
    t.index(['user_id', 'date', 'id']);
    t.index(['bba_contact_id', 'date', 'id']);
    t.index(['parent_id', 'date', 'id']);
    t.index(['date', 'id']);
    t.index(['subject', 'id']);
  });
  await trigram(knex, 'message', 'subject');

  await knex.schema.createTable('survey_question_traveller', (t) => {
    t.increments('id');
    t.integer('position').notNullable().defaultTo(0);
    t.string('label', 255).notNullable();
    t.integer('field_type').notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.index(['position', 'id']);
    t.index(['label', 'id']);
    t.index(['field_type', 'position']);
  });
  await trigram(knex, 'survey_question_traveller', 'label');

  await knex.schema.createTable('survey_reply', (t) => {
    t.increments('id');
    t.timestamp('date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('company_id').references('company.id').onDelete('CASCADE');
    t.integer('user_id').references('user.id').onDelete('SET NULL').index();
    t.integer('traveller_id').references('traveller.id').onDelete('SET NULL').index();
    t.integer('booking_id').references('booking.id').onDelete('SET NULL').index();
    t.text('answers');
    t.index(['company_id', 'date', 'id']);
    t.index(['date', 'id']);
  });
}
