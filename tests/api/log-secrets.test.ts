import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskTokens } from '../../server/logging.ts';
import { capturedLog, testApp, type TestApp } from '../support/app.ts';

// The server's log is read by whoever runs the platform: the secret links that reach it must not be usable from it.
const { lines, logger } = capturedLog();
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ logger });
});
afterAll(() => t.close());

describe('the server log', () => {
  it('names the requests of secret links without their tokens', async () => {
    const token = 'a3f9'.repeat(16);
    const chain = 'Zx8_kq-2'.repeat(4);
    for (const url of [
      `/backend/public/api/booking/${token}/show`,
      `/backend/public/api/booking/validation/${token}`,
      `/backend/api/public/travellers?uniqueChain=${chain}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    const requests = lines.filter((line) => line.includes('incoming request'));
    expect(requests).toHaveLength(3);
    expect(requests.join('\n')).toContain('/backend/public/api/booking/…/show');
    expect(requests.join('\n')).not.toContain(token);
    expect(requests.join('\n')).not.toContain(chain);
  });

  it('keeps route names and asset names as they are', () => {
    expect(maskTokens('/backend/api/bookings/nb_bookings_in_progress?sort=%5B%22id%22%5D')).toBe(
      '/backend/api/bookings/nb_bookings_in_progress?sort=%5B%22id%22%5D',
    );
    expect(maskTokens('/assets/Menu-B8G3bPVw.js')).toBe('/assets/Menu-B8G3bPVw.js');
    expect(maskTokens('/define_password/3q2-7Xy_9PqLmN0aBcDeFgHi')).toBe('/define_password/…');
  });
});
