import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import { QUEUE_SCHEMA } from '../server/queue/schema.ts';

/**
 * The mail log becomes the outbox's ledger: a mail is logged `queued` in the transaction of the change it reports and
 * a worker sends it after the commit (server/mail/delivery.ts), so each row says where its mail stands, how many
 * times it was tried and why the last try failed. The rows logged before were sent when logged.
 *
 * The job queue's own tables (pg-boss) are made here too, so a database cloned from a migrated one has them; pg-boss
 * upgrades them itself when a later version starts. Its plan commits on its own: this migration runs outside knex's
 * transaction.
 */
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.schema.alterTable('maillog', (t) => {
      t.string('state', 10).notNullable().defaultTo('queued');
      t.integer('attempts').notNullable().defaultTo(0);
      t.text('last_error');
      t.timestamp('sent_at', { useTz: true });
      // While a worker sends it: another worker leaves it alone until this is old (a worker that died mid-send).
      t.timestamp('sending_since', { useTz: true });
      t.uuid('job_id');
    });
    await trx('maillog').update({ state: 'sent', attempts: 1, sent_at: trx.ref('send_at') });
    await trx.raw(`ALTER TABLE maillog ADD CONSTRAINT maillog_state_check CHECK (state IN ('queued', 'sending', 'sent', 'failed'))`);
    // The mail log's filter by state, newest first.
    await trx.schema.alterTable('maillog', (t) => t.index(['state', 'send_at', 'id']));
  });
  const [{ installed }] = (await knex.raw(`SELECT to_regclass(?) IS NOT NULL AS installed`, [`${QUEUE_SCHEMA}.version`])).rows as { installed: boolean }[];
  if (!installed) await knex.raw(PgBoss.getConstructionPlans(QUEUE_SCHEMA));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP SCHEMA IF EXISTS ${QUEUE_SCHEMA} CASCADE`);
  await knex.schema.alterTable('maillog', (t) => {
    t.dropIndex(['state', 'send_at', 'id']);
    t.dropChecks(['maillog_state_check']);
    t.dropColumns('state', 'attempts', 'last_error', 'sent_at', 'sending_since', 'job_id');
  });
}
