import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Identity } from '../../entities/identity.ts';

/**
 * A token is only as good as the account behind it. The token records the account's session version (and, while
 * impersonating, the impersonator's); the database moves a version on when the account is disabled, its roles,
 * password, company or hotel change (migration 20261125_018), and a deleted or disabled account has none. Every
 * authenticated request compares them (server/auth/access.ts).
 */
export interface SessionClaims extends Identity {
  /** The account's session version when the token was issued. */
  sv: number;
  impersonator?: { id: number; username: string; sv: number };
}

/**
 * How long an account's version is trusted without asking the database again. A change made through this instance
 * forgets it at once; behind several instances, a change made through another one takes effect here within this time.
 */
export const SESSION_CACHE_MS = 3_000;
/** Accounts remembered at most; the oldest read is forgotten first. */
const CACHE_SIZE = 10_000;

export class SessionVersions {
  // The read itself is kept, so the requests of one session arriving together share one query; once it has settled,
  // its value answers the next requests without waiting (a request must not pay for a promise per account).
  private readonly cache = new Map<number, { at: number; version: Promise<number | null>; settled?: { value: number | null } }>();

  constructor(
    private readonly knex: Knex,
    private readonly ttlMs = SESSION_CACHE_MS,
  ) {}

  private entry(userId: number, now: number) {
    const cached = this.cache.get(userId);
    if (cached && now - cached.at < this.ttlMs) return cached;
    this.cache.delete(userId);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    const entry: { at: number; version: Promise<number | null>; settled?: { value: number | null } } = { at: now, version: this.read(userId) };
    this.cache.set(userId, entry);
    entry.version.then(
      (value) => {
        entry.settled = { value };
      },
      () => {
        if (this.cache.get(userId) === entry) this.cache.delete(userId);
      },
    );
    return entry;
  }

  /** The account's session version, or null when it may not sign in (deleted, disabled, or its company disabled). */
  current(userId: number, now = Date.now()): Promise<number | null> {
    return this.entry(userId, now).version;
  }

  /** After a change to an account has been committed through this instance: its next request reads it afresh. */
  forget(userId: number) {
    this.cache.delete(userId);
  }

  /** Whether every account a token stands on is still allowed in at the version the token recorded. */
  async stand(claims: SessionClaims): Promise<boolean> {
    const accounts: [number, unknown][] = [[claims.id, claims.sv]];
    if (claims.impersonator) accounts.push([claims.impersonator.id, claims.impersonator.sv]);
    const now = Date.now();
    // The usual case: every version is remembered and matches, answered without a query or a wait.
    if (accounts.every(([id, recorded]) => this.entry(id, now).settled?.value === recorded && typeof recorded === 'number')) return true;
    const stands = async () => {
      const versions = await Promise.all(accounts.map(([id]) => this.current(id)));
      return accounts.every(([, recorded], index) => typeof recorded === 'number' && versions[index] === recorded);
    };
    if (await stands()) return true;
    // What is remembered may predate a change made elsewhere (a token issued since by another instance): a refusal
    // is always read afresh, so only a revoked token can pass for a few seconds, never a good one be refused.
    for (const [id] of accounts) this.forget(id);
    return stands();
  }

  private async read(userId: number): Promise<number | null> {
    const row = await this.knex('user as u')
      .leftJoin('company as c', 'c.id', 'u.company_id')
      .where({ 'u.id': userId, 'u.enabled': true })
      .whereRaw('c.enabled IS NOT FALSE')
      .first('u.session_version');
    return row ? (row.session_version as number) : null;
  }
}

/** A signed token of an account at its current session version; an impersonation token names the impersonator too. */
export function signSession(
  app: FastifyInstance,
  { identity, version, impersonator, lifetime }: { identity: Identity; version: number; impersonator?: SessionClaims['impersonator']; lifetime: string },
): string {
  const { impersonator: _, ...own } = identity;
  const claims: SessionClaims = { ...own, sv: version, ...(impersonator && { impersonator }) };
  return app.jwt.sign(claims, { sub: String(identity.id), expiresIn: lifetime });
}
