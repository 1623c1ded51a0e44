/**
 * Counts failed attempts per key and says how long the key must wait before trying again. Past the allowed failures a
 * key is either locked until the window that began with its first failure has passed, or, given a longest delay,
 * slowed down: each further failure doubles the wait after it (1 s, 2 s, 4 s… up to that delay), and the count is
 * forgotten a window after the latest failure. Slowing down is for an account's own key: whoever guesses at it, from
 * however many addresses, its owner still gets in after a wait.
 * In memory: behind several instances each counts its own share, which still bounds guessing.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number; last: number }>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly maxDelayMs?: number,
  ) {}

  private expired(entry: { since: number; last: number }, now: number): boolean {
    return now - (this.maxDelayMs === undefined ? entry.since : entry.last) >= this.windowMs;
  }

  /** Milliseconds until the key may try again, or 0. */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    if (this.expired(entry, now)) {
      this.failures.delete(key);
      return 0;
    }
    if (entry.count < this.maxFailures) return 0;
    if (this.maxDelayMs === undefined) return this.windowMs - (now - entry.since);
    const delay = Math.min(1000 * 2 ** (entry.count - this.maxFailures), this.maxDelayMs);
    return Math.max(0, delay - (now - entry.last));
  }

  fail(key: string, now = Date.now()) {
    const entry = this.failures.get(key);
    if (!entry || this.expired(entry, now)) this.failures.set(key, { count: 1, since: now, last: now });
    else {
      entry.count += 1;
      entry.last = now;
    }
    if (this.failures.size > 100_000) this.failures.clear();
  }

  succeed(key: string) {
    this.failures.delete(key);
  }
}
