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
