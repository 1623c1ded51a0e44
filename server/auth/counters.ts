import type { Knex } from 'knex';

/**
 * Counts in PostgreSQL (table limit_counter, migration 20261127_032), shared by every instance on the database: the
 * failed sign-ins (server/auth/throttle.ts) and the public rate limits (server/auth/rateLimitStore.ts). A count lives
 * for a window that starts with its first hit, or, for a sliding count, with its latest; a hit on an expired count
 * starts it again. Each call is one statement, atomic however many instances count at once.
 */

/** A count: the rule it belongs to (a route, a kind of sign-in failure) and whom it counts (an address, an account). */
export interface Counted {
  name: string;
  key: string;
}

export interface CountRule extends Counted {
  windowMs: number;
  /** The window runs from the latest hit rather than the first. */
  sliding?: boolean;
}

export interface Count {
  hits: number;
  /** Until the count is forgotten. */
  expiresInMs: number;
  /** Since the latest hit. */
  sinceLastMs: number;
}

/** Expired counts deleted at most per sweep, and how often an instance sweeps while counting. */
const SWEEP_ROWS = 500;
const SWEEP_EVERY_MS = 10_000;

const COUNT_COLUMNS = `name, key, hits,
  (extract(epoch FROM expires_at - now()) * 1000)::float8 AS expires_in_ms,
  (extract(epoch FROM now() - last_at) * 1000)::float8 AS since_last_ms`;

interface CountRow {
  name: string;
  key: string;
  hits: number;
  expires_in_ms: number;
  since_last_ms: number;
}

const idOf = ({ name, key }: Counted) => `${name}\u0000${key}`;
const countOf = (row: CountRow): Count => ({ hits: row.hits, expiresInMs: Math.max(0, row.expires_in_ms), sinceLastMs: Math.max(0, row.since_last_ms) });

export class Counters {
  private lastSweep = 0;

  constructor(private readonly knex: Knex) {}

  /**
   * One hit more on each count, answered in the order asked. The rows are taken in one order by every caller, so that
   * two statements counting the same rows never wait on each other in a circle.
   */
  async hit(rules: readonly CountRule[]): Promise<Count[]> {
    await this.sweep();
    const sorted = [...rules].sort((a, b) => (idOf(a) < idOf(b) ? -1 : 1));
    const { rows } = await this.knex.raw<{ rows: CountRow[] }>(
      `
      INSERT INTO limit_counter AS t (name, key, hits, first_at, last_at, expires_at, sliding)
      SELECT name, key, 1, now(), now(), now() + window_ms * interval '1 millisecond', sliding
      FROM unnest(?::text[], ?::text[], ?::float8[], ?::boolean[]) WITH ORDINALITY AS i(name, key, window_ms, sliding, n)
      ORDER BY n
      ON CONFLICT (name, key) DO UPDATE SET
        hits = CASE WHEN t.expires_at <= now() THEN 1 ELSE t.hits + 1 END,
        first_at = CASE WHEN t.expires_at <= now() THEN now() ELSE t.first_at END,
        last_at = now(),
        expires_at = CASE WHEN t.expires_at <= now() OR excluded.sliding THEN excluded.expires_at ELSE t.expires_at END,
        sliding = excluded.sliding
      RETURNING ${COUNT_COLUMNS}`,
      [sorted.map((rule) => rule.name), sorted.map((rule) => rule.key), sorted.map((rule) => rule.windowMs), sorted.map((rule) => Boolean(rule.sliding))],
    );
    const counts = new Map(rows.map((row) => [idOf(row), countOf(row)]));
    return rules.map((rule) => counts.get(idOf(rule))!);
  }

  /** The live counts, in the order asked; none where nothing is counted. */
  async read(counted: readonly Counted[]): Promise<(Count | undefined)[]> {
    const { rows } = await this.knex.raw<{ rows: CountRow[] }>(
      `
      SELECT ${COUNT_COLUMNS} FROM limit_counter
      WHERE (name, key) IN (SELECT * FROM unnest(?::text[], ?::text[])) AND expires_at > now()`,
      [counted.map((one) => one.name), counted.map((one) => one.key)],
    );
    const counts = new Map(rows.map((row) => [idOf(row), countOf(row)]));
    return counted.map((one) => counts.get(idOf(one)));
  }

  async forget(counted: readonly Counted[]): Promise<void> {
    await this.knex.raw('DELETE FROM limit_counter WHERE (name, key) IN (SELECT * FROM unnest(?::text[], ?::text[]))', [
      counted.map((one) => one.name),
      counted.map((one) => one.key),
    ]);
  }

  /**
   * Deletes expired counts, a bounded batch at a time, skipping the rows another statement holds: a count's key comes
   * back as a new hit anyway, so only the keys that never come back need it. A full batch sweeps again at the next hit.
   */
  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    const { rowCount } = await this.knex.raw<{ rowCount: number }>(`
      DELETE FROM limit_counter WHERE ctid = ANY (ARRAY(
        SELECT ctid FROM limit_counter WHERE expires_at < now() LIMIT ${SWEEP_ROWS} FOR UPDATE SKIP LOCKED))`);
    if (rowCount === SWEEP_ROWS) this.lastSweep = 0;
  }
}
