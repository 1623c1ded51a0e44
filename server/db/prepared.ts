import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

const names = new Map<string, string>();
/** `select *` or `t.*`. */
const ALL_COLUMNS = /\bselect\s+\*|\.\*/i;

/** The statement's name: one per text, so each variant of a query (a filter more, a list longer) gets its own. */
function nameOf(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `q${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
    // The texts of a running server are a few hundred; the bound only keeps a bug from growing the map for ever.
    if (names.size > 5_000) names.clear();
    names.set(sql, name);
  }
  return name;
}

/**
 * Runs a hot query as a named prepared statement: each connection parses it once, and after a few runs PostgreSQL
 * keeps a generic plan, where a plain query is planned again at every call. Planning the joins of the booking steps'
 * reads cost more than running them. A query of `*` is left unnamed: once a migration adds a column, PostgreSQL
 * refuses to run a prepared statement whose rows would change shape, and a running server would keep failing.
 */
export function prepared<Q extends Knex.QueryBuilder | Knex.Raw>(query: Q): Q {
  // Named from the text knex sends, as it sends it: compiling the query once more only to name it would cost about
  // as much as the planning saved. The options object of the 'query' event is the one handed to the driver.
  return (query.options({}) as Q).on('query', (sent: { sql: string; options: Record<string, unknown> }) => {
    if (!ALL_COLUMNS.test(sent.sql)) sent.options.name = nameOf(sent.sql);
  }) as Q;
}
