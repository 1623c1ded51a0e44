/**
 * Counts failed sign-ins per account and address, and refuses further attempts for a while once there are too many.
 * In memory: behind several instances each counts its own share, which still bounds guessing.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  /** Milliseconds until the key may try again, or 0. */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    if (now - entry.since >= this.windowMs) {
      this.failures.delete(key);
      return 0;
    }
    return entry.count >= this.maxFailures ? this.windowMs - (now - entry.since) : 0;
  }

  fail(key: string, now = Date.now()) {
    const entry = this.failures.get(key);
    if (!entry || now - entry.since >= this.windowMs) this.failures.set(key, { count: 1, since: now });
    else entry.count += 1;
    if (this.failures.size > 100_000) this.failures.clear();
  }

  succeed(key: string) {
    this.failures.delete(key);
  }
}
