import type { Knex } from 'knex';

/**
 * The back office's missing fields: a user's favourite hotels and favourite places, a favourite place's hotels (each a
 * many-to-many relation kept in its own table), and the images uploaded for company logos and news, kept in the
 * database so that any instance serves them (an instance keeps no files of its own).
 */
const RELATIONS = [
  { table: 'user_favorite_hotel', source: ['user_id', 'user'], target: ['hotel_id', 'hotel'] },
  { table: 'user_favorite_location', source: ['user_id', 'user'], target: ['favorite_location_id', 'favorite_location'] },
  { table: 'favorite_location_hotel', source: ['favorite_location_id', 'favorite_location'], target: ['hotel_id', 'hotel'] },
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const { table, source, target } of RELATIONS) {
    await knex.schema.createTable(table, (t) => {
      t.integer(source[0]).notNullable().references(`${source[1]}.id`).onDelete('CASCADE');
      t.integer(target[0]).notNullable().references(`${target[1]}.id`).onDelete('CASCADE');
      // The primary key serves the record's list of ids; the second index the deletion of a target.
      t.primary([source[0], target[0]]);
      t.index([target[0]]);
    });
  }
  await knex.schema.createTable('stored_image', (t) => {
    // A random key: the address of an image says nothing about the others.
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('type', 50).notNullable();
    t.integer('size').notNullable();
    t.binary('data').notNullable();
    t.integer('created_by').references('user.id').onDelete('SET NULL').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stored_image');
  for (const { table } of [...RELATIONS].reverse()) await knex.schema.dropTableIfExists(table);
}
