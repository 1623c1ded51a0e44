import type { Knex } from 'knex';

/**
 * Group and seminar requests, the public links of a company, and the training site:
 * - a company's links (/gen/{uid}, /offline/booking/prelogged/company/{uid}/…) use its uid (migration 009);
 *   group_alias names its group-request link, prelogged_user_id is the account that holds the requests sent through
 *   them until they are bound to a real user;
 * - booking.request_kind tells a group, a seminar or a training-site request from a plain offline request, with its
 *   details (participants, meeting room…), the visitor who sent it without an account (requester) and the visitor's
 *   random chain (unique_chain) from a generated link.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company', (t) => {
    t.string('group_alias', 100).unique();
    t.integer('prelogged_user_id').references('user.id').onDelete('SET NULL').index();
  });
  await knex.schema.alterTable('booking', (t) => {
    t.string('request_kind', 10);
    t.jsonb('request_details');
    t.jsonb('requester');
    t.string('unique_chain', 64).index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking', (t) => t.dropColumns('request_kind', 'request_details', 'requester', 'unique_chain'));
  await knex.schema.alterTable('company', (t) => t.dropColumns('group_alias', 'prelogged_user_id'));
}
