import { describe, expect, it } from 'vitest';
import { waitOf } from '../../server/auth/throttle.ts';

const count = (hits: number, expiresInMs: number, sinceLastMs = 0) => ({ hits, expiresInMs, sinceLastMs });

describe('the wait of a locking rule', () => {
  const rule = { failures: 3, windowMs: 1000 };

  it('is nothing below the allowed failures', () => {
    expect(waitOf(rule, undefined)).toBe(0);
    expect(waitOf(rule, count(2, 900))).toBe(0);
  });

  it('lasts until the window that began with the first failure has passed', () => {
    expect(waitOf(rule, count(3, 500, 10))).toBe(500);
    expect(waitOf(rule, count(7, 20, 10))).toBe(20);
  });
});

describe('the wait of a slowing rule (an account)', () => {
  const rule = { failures: 2, windowMs: 60_000, maxDelayMs: 4000 };

  it('never locks: past the allowed failures each one doubles the wait after it, up to the longest delay', () => {
    expect(waitOf(rule, count(1, 60_000))).toBe(0);
    expect(waitOf(rule, count(2, 60_000))).toBe(1000);
    expect(waitOf(rule, count(3, 60_000))).toBe(2000);
    expect(waitOf(rule, count(4, 60_000))).toBe(4000);
    // The longest delay, however many more.
    expect(waitOf(rule, count(40, 60_000))).toBe(4000);
  });

  it('counts from the latest failure', () => {
    expect(waitOf(rule, count(3, 60_000, 1500))).toBe(500);
    expect(waitOf(rule, count(3, 60_000, 2500))).toBe(0);
  });
});
