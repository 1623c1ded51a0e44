import type { Knex } from 'knex';
import { CANCELLATION_REASON_LABELS_FR } from '../entities/bookingLabels.ts';

/**
 * The lines the booking service notes in a booking's history were French sentences; they become an event and its
 * data, which each reader's screen words in its own language. What people typed stays in `comment`. The way down
 * keeps the columns' content out of the comments: it drops them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking_history', (t) => {
    t.string('event', 50);
    t.text('data');
    // The back office filters the history by event, newest first.
    t.index(['event', 'date']);
  });
  await rewriteLines(knex);
}

/** The French lines of the service as events and data; a line already rewritten, or typed by someone, stays. */
export async function rewriteLines(knex: Knex): Promise<void> {
  const rewrite = (pattern: string, event: string, data: string, comment = 'NULL') =>
    knex.raw(`UPDATE booking_history SET event = ?, data = ${data}, comment = ${comment} WHERE event IS NULL AND comment ~ ?`, [event, pattern]);
  await rewrite(
    '^Mail (\\S+) envoyé à (.+)$',
    'mail_sent',
    `json_build_object('template', substring(comment from '^Mail (\\S+) '), 'to', substring(comment from ' envoyé à (.+)$'))::text`,
  );
  await rewrite(
    '^Mail (\\S+) non envoyé à (.+)$',
    'mail_failed',
    `json_build_object('template', substring(comment from '^Mail (\\S+) '), 'to', substring(comment from ' non envoyé à (.+)$'))::text`,
  );
  await rewrite('^Bon d’échange envoyé à (.+)$', 'voucher_forwarded', `json_build_object('to', substring(comment from 'envoyé à (.+)$'))::text`);
  await rewrite('^Demande rattachée au compte$', 'request_bound', `'{}'`);
  await rewrite(
    '^Bon de commande ',
    'order_number',
    `json_build_object('value', substring(comment from '^Bon de commande (\\S+)'), 'file', substring(comment from '\\((.+)\\)$'))::text`,
  );
  for (const [reason, label] of Object.entries(CANCELLATION_REASON_LABELS_FR)) {
    const quoted = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await rewrite(
      `^${quoted}( : |$)`,
      'cancellation',
      `json_build_object('reason', '${reason}')::text`,
      `nullif(substring(comment from '^${quoted.replace(/'/g, "''")} : (.*)$'), '')`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking_history', (t) => {
    t.dropIndex(['event', 'date']);
    t.dropColumns('event', 'data');
  });
}
