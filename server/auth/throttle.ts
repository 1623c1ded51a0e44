import type { Count, Counters } from './counters.ts';

/**
 * How many failures a key is allowed within a window before it waits. Without a longest delay the key is locked until
 * the window that began with its first failure has passed. With one it is slowed down instead: each further failure
 * doubles the wait after it (1 s, 2 s, 4 s… up to that delay), and the count is forgotten a window after the latest
 * failure. Slowing down is for an account's own key: whoever guesses at it, from however many addresses, its owner
 * still gets in after a wait.
 */
export interface ThrottleRule {
  failures: number;
  windowMs: number;
  maxDelayMs?: number;
}

/** Milliseconds a key must wait before trying again under its rule, or 0. */
export function waitOf(rule: ThrottleRule, count: Count | undefined): number {
  if (!count || count.hits < rule.failures) return 0;
  if (rule.maxDelayMs === undefined) return count.expiresInMs;
  const delay = Math.min(1000 * 2 ** (count.hits - rule.failures), rule.maxDelayMs);
  return Math.max(0, delay - count.sinceLastMs);
}

/**
 * Failed sign-ins are counted three ways. One address on one account is locked for a while after a few failures. One
 * account across addresses is slowed down, never locked, so nobody can lock its owner out. One address across
 * accounts (password spraying) counts the accounts it has failed on; past its limit, those accounts wait at that
 * address, while an account that has not failed there signs in as usual: an office behind one address is never locked
 * out by the typing slips, or the guesses, of others.
 */
export interface SignInLimits {
  addressAndAccount: ThrottleRule;
  account: ThrottleRule & { maxDelayMs: number };
  /** `failures` counts distinct accounts. */
  address: ThrottleRule;
}

/** An attempt admitted: the counts it stands on. */
export interface SignInAttempt {
  address: string;
  account: string;
  pair: Count;
}

type Verdict = { wait: number; attempt?: undefined } | { wait: 0; attempt: SignInAttempt };

/**
 * The sign-in throttle, counted in PostgreSQL so that every instance sees the same counts. An attempt is counted as a
 * failure before its password is checked and forgotten if it succeeds: concurrent attempts each take their own number,
 * and those past the limit are refused, however many instances they reach at once.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: Counters,
    private readonly limits: SignInLimits,
  ) {}

  private rules(address: string, account: string) {
    const { addressAndAccount, account: slowed, address: spraying } = this.limits;
    return {
      pair: { name: 'sign-in:pair', key: `${address}|${account}`, windowMs: addressAndAccount.windowMs },
      account: { name: 'sign-in:account', key: account, windowMs: slowed.windowMs, sliding: true },
      address: { name: 'sign-in:address', key: address, windowMs: spraying.windowMs },
    };
  }

  private waitFor(pair: Count | undefined, account: Count | undefined, address: Count | undefined): number {
    const { addressAndAccount, account: slowed, address: spraying } = this.limits;
    // A busy address holds back only the accounts it has failed on.
    const busy = pair ? Math.min(waitOf(spraying, address), pair.expiresInMs) : 0;
    return Math.max(waitOf(addressAndAccount, pair), waitOf(slowed, account), busy);
  }

  /** Admits an attempt of `account` from `address`, counting it, or says how long to wait first. */
  async admit(address: string, account: string): Promise<Verdict> {
    const rules = this.rules(address, account);
    const [pair, counted, busy] = await this.counters.read([rules.pair, rules.account, rules.address]);
    const wait = this.waitFor(pair, counted, busy);
    if (wait > 0) return { wait };
    const [pairNow, accountNow] = await this.counters.hit([rules.pair, rules.account]);
    // Another attempt counted meanwhile: this one goes through only within the failures allowed without waiting.
    const raced = accountNow.hits !== (counted?.hits ?? 0) + 1 || pairNow.hits !== (pair?.hits ?? 0) + 1;
    if (raced && (pairNow.hits > this.limits.addressAndAccount.failures || accountNow.hits > this.limits.account.failures)) {
      return { wait: Math.max(1000, this.waitFor(pairNow, accountNow, undefined)) };
    }
    return { wait: 0, attempt: { address, account, pair: pairNow } };
  }

  /** The attempt failed: it stays counted, and the address counts one more account when it is the pair's first. */
  async failed(attempt: SignInAttempt): Promise<void> {
    if (attempt.pair.hits === 1) await this.counters.hit([this.rules(attempt.address, attempt.account).address]);
  }

  /** The right password: the account's counts start afresh; the address's stays, one's own account does not reset the guessing at others. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const rules = this.rules(attempt.address, attempt.account);
    await this.counters.forget([rules.pair, rules.account]);
  }
}
