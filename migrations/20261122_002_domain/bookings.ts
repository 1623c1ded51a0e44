import type { Knex } from 'knex';
import { check, trigram } from './helpers.ts';

/** Bookings with their history, the rooms they take from contingents, and the mails they send. */
export async function bookingTables(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking', (t) => {
    t.increments('id');
    t.string('ref', 30).notNullable().unique();
    t.string('booking_base_id', 100);
    t.integer('status').notNullable();
    t.boolean('is_online').notNullable();
    t.date('arrival_date').notNullable();
    t.date('departure_date').notNullable();
    t.string('destination', 255);
    t.string('travellers', 1000);
    t.integer('company_id').notNullable().references('company.id').onDelete('RESTRICT');
    t.integer('user_id').references('user.id').onDelete('SET NULL');
    t.integer('hotel_id').references('hotel.id').onDelete('SET NULL').index();
    t.decimal('booking_fees_global', 12, 2);
    t.string('booking_fees_global_label', 100);
    t.decimal('booking_fees_per_room', 12, 2);
    t.string('booking_fees_per_room_label', 100);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The back-office screens filter by company and status and sort by arrival; the front office lists a user's.
    t.index(['company_id', 'status', 'arrival_date', 'id']);
    t.index(['company_id', 'arrival_date', 'id']);
    t.index(['status', 'arrival_date', 'id']);
    t.index(['user_id', 'arrival_date', 'id']);
    t.index(['arrival_date', 'id']);
    t.index(['departure_date', 'id']);
    t.index(['created_at', 'id']);
    t.index(['booking_base_id']);
  });
  await check(knex, 'booking', 'departure_date', 23, 'departure_date > arrival_date');
  await trigram(knex, 'booking', 'ref', 'destination', 'travellers');

  await knex.schema.createTable('booking_history', (t) => {
    t.increments('id');
    t.integer('booking_id').notNullable().references('booking.id').onDelete('CASCADE');
    t.timestamp('date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('type', 50).notNullable();
    t.integer('status_from');
    t.integer('status_to');
    t.integer('user_id').references('user.id').onDelete('SET NULL').index();
    t.text('comment');
    t.index(['booking_id', 'date', 'id']);
    t.index(['date', 'id']);
    t.index(['type', 'date']);
  });

  await knex.schema.createTable('contingent_booking', (t) => {
    t.increments('id');
    t.string('ref', 30).notNullable().unique();
    t.integer('booking_id').references('booking.id').onDelete('SET NULL').index();
    t.integer('hotel_id').notNullable().references('contingent_hotel.id').onDelete('RESTRICT');
    t.integer('hotel_gamme_id').notNullable().references('hotelgamme.id').onDelete('RESTRICT').index();
    t.integer('company_id').references('company.id').onDelete('SET NULL').index();
    t.integer('status').notNullable();
    t.boolean('is_online').notNullable().defaultTo(true);
    t.boolean('is_etape').notNullable().defaultTo(false);
    t.date('arrival_date').notNullable();
    t.date('departure_date').notNullable();
    t.integer('quantite').notNullable().defaultTo(1);
    t.string('destination', 255);
    t.string('travellers', 1000);
    t.decimal('fees', 12, 2);
    t.index(['hotel_id', 'arrival_date', 'id']);
    t.index(['arrival_date', 'id']);
    t.index(['departure_date', 'id']);
    t.index(['status', 'arrival_date', 'id']);
  });
  await trigram(knex, 'contingent_booking', 'ref', 'travellers');

  await knex.schema.alterTable('maillog', (t) => {
    t.integer('booking_id').references('booking.id').onDelete('SET NULL');
    t.index(['booking_id', 'send_at', 'id']);
  });
}
