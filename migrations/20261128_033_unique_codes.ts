import type { Knex } from 'knex';

/**
 * A unique index named `<table>__<column>__u<code>` carries the error code its violation answers, as the checks
 * named `__c<code>` do (server/crud/db-errors.ts): an address taken by another account answers 110 through the
 * generic CRUD as through the users' and the accounts' own routes, rather than the generic 115.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER INDEX user_email_unique RENAME TO user__email__u110');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER INDEX user__email__u110 RENAME TO user_email_unique');
}
