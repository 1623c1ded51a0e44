import type { Knex } from 'knex';

/**
 * Bookings and messages keep the people and places they name: deleting a user, a favourite place or an agency contact
 * left a booking without its booker or a message without its contact (SET NULL), or took a manager's decisions and a
 * user's messages with it (CASCADE). These references now restrict deletion; the account, the place or the contact is
 * disabled instead (the API answers `in_history`).
 */
const KEPT: readonly { table: string; column: string; target: string; was: 'SET NULL' | 'CASCADE' }[] = [
  { table: 'booking', column: 'user_id', target: 'user', was: 'SET NULL' },
  { table: 'booking', column: 'agent_id', target: 'user', was: 'SET NULL' },
  { table: 'booking', column: 'hotel_id', target: 'hotel', was: 'SET NULL' },
  { table: 'booking', column: 'favorite_location_id', target: 'favorite_location', was: 'SET NULL' },
  { table: 'booking_manager', column: 'user_id', target: 'user', was: 'CASCADE' },
  { table: 'booking_history', column: 'user_id', target: 'user', was: 'SET NULL' },
  { table: 'contingent_booking', column: 'company_id', target: 'company', was: 'SET NULL' },
  { table: 'message', column: 'user_id', target: 'user', was: 'CASCADE' },
  { table: 'message', column: 'author_id', target: 'user', was: 'SET NULL' },
  { table: 'message', column: 'company_id', target: 'company', was: 'CASCADE' },
  { table: 'message', column: 'bba_contact_id', target: 'bbacontact', was: 'SET NULL' },
  { table: 'survey_reply', column: 'company_id', target: 'company', was: 'CASCADE' },
  { table: 'survey_reply', column: 'user_id', target: 'user', was: 'SET NULL' },
  { table: 'survey_reply', column: 'traveller_id', target: 'traveller', was: 'SET NULL' },
];

async function setRule(knex: Knex, rule: (kept: (typeof KEPT)[number]) => string): Promise<void> {
  for (const kept of KEPT) {
    await knex.schema.alterTable(kept.table, (t) => {
      t.dropForeign([kept.column]);
      t.foreign(kept.column).references('id').inTable(kept.target).onDelete(rule(kept));
    });
  }
}

export async function up(knex: Knex): Promise<void> {
  await setRule(knex, () => 'RESTRICT');
}

export async function down(knex: Knex): Promise<void> {
  await setRule(knex, (kept) => kept.was);
}
