import type { Knex } from 'knex';

// The helpers of this migration's tables, kept with it: a migration stays as it ran, whatever later code becomes.

/** A trigram index on each column, for the searches by fragment. */
export async function trigram(knex: Knex, table: string, ...columns: string[]) {
  for (const column of columns) {
    await knex.raw('CREATE INDEX ?? ON ?? USING gin (?? gin_trgm_ops)', [`${table}_${column}_trgm`, table, column]);
  }
}

/** A check constraint named `<table>__<column>__c<code>`, so a violation reaches the client as its rule's code. */
export function check(knex: Knex, table: string, column: string, code: number, condition: string) {
  return knex.raw(`ALTER TABLE ?? ADD CONSTRAINT ?? CHECK (${condition})`, [table, `${table}__${column}__c${code}`]);
}

/** The columns of a postal address with its coordinates. */
export function address(t: Knex.CreateTableBuilder) {
  t.string('address1', 255);
  t.string('address2', 255);
  t.string('post_code', 20);
  t.string('city', 100);
  t.string('country', 100);
  t.decimal('geo_lat', 9, 6);
  t.decimal('geo_lng', 9, 6);
}
