import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../server/auth/throttle.ts';

describe('the sign-in throttle', () => {
  it('blocks a key after the allowed failures, until the window has passed', () => {
    const throttle = new LoginThrottle(3, 1000);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter('k', 100)).toBe(0);
      throttle.fail('k', 100);
    }
    expect(throttle.retryAfter('k', 600)).toBe(500);
    expect(throttle.retryAfter('other', 600)).toBe(0);
    expect(throttle.retryAfter('k', 1100)).toBe(0);
  });

  it('forgets failures after a success', () => {
    const throttle = new LoginThrottle(2, 1000);
    throttle.fail('k', 0);
    throttle.succeed('k');
    throttle.fail('k', 10);
    expect(throttle.retryAfter('k', 20)).toBe(0);
  });
});

describe('the slowing sign-in throttle of an account', () => {
  it('never locks: past the allowed failures each one doubles the wait after it, up to the longest delay', () => {
    const throttle = new LoginThrottle(2, 60_000, 4000);
    throttle.fail('k', 0);
    throttle.fail('k', 0);
    expect(throttle.retryAfter('k', 0)).toBe(1000);
    expect(throttle.retryAfter('k', 1000)).toBe(0);
    throttle.fail('k', 1000);
    expect(throttle.retryAfter('k', 1000)).toBe(2000);
    throttle.fail('k', 3000);
    throttle.fail('k', 7000);
    // 2 s, 4 s, then the longest delay of 4 s however many more.
    expect(throttle.retryAfter('k', 7000)).toBe(4000);
    expect(throttle.retryAfter('k', 11_000)).toBe(0);
  });

  it('forgets the failures a window after the latest one, and after a success', () => {
    const throttle = new LoginThrottle(1, 10_000, 60_000);
    throttle.fail('k', 0);
    throttle.fail('k', 9000);
    expect(throttle.retryAfter('k', 9000)).toBe(2000);
    // 10.5 s after the latest failure the count starts again: one failure, one second.
    throttle.fail('k', 19_500);
    expect(throttle.retryAfter('k', 19_500)).toBe(1000);
    throttle.succeed('k');
    expect(throttle.retryAfter('k', 19_500)).toBe(0);
  });
});
