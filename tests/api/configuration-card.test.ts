import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCard, writeCard } from '../../server/configuration/card.ts';
import { luhnValid, validateCard } from '../../server/configuration/cardRules.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { encryptedCard } from '../support/card.ts';

const URL = '/backend/api/configurations/cb';
const key = randomBytes(32);

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ cardEncryptionKey: key });
});
afterAll(() => t.close());

/** A month still ahead, as MM/YY. */
const yy = (new Date().getUTCFullYear() + 3) % 100;
const FUTURE = `09/${String(yy).padStart(2, '0')}`;
const VISA = '4970 1000 0000 0006';
const card = (changes: Record<string, string> = {}) => ({ number: VISA, holder: 'Agence Demo', expiry: FUTURE, cvc: '123', ...changes });
/** As the back office sends it: number and security code encrypted with the server's public key. */
const patch = async (body: Record<string, string>, role: Parameters<TestApp['call']>[0] = 'admin') => t.call(role, 'PATCH', URL, await encryptedCard(t, body));
const storedRow = async () => (await t.db.knex('configuration').where({ name: 'cb' }).first('value'))?.value as string | undefined;

describe('card numbers', () => {
  it('pass the Luhn check only with the right check digit', () => {
    expect(luhnValid('4970100000000006')).toBe(true);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4970100000000000')).toBe(false);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('are valid through the last day of the expiry month', () => {
    const today = new Date('2026-05-31T12:00:00Z');
    expect(validateCard({ ...card(), expiry: '05/26' }, today)).not.toHaveProperty('errors');
    expect(validateCard({ ...card(), expiry: '04/26' }, today)).toEqual({ errors: { expiry: 301 } });
  });
});

describe('the card configuration', () => {
  it('is not configured before an administrator enters it', async () => {
    const response = await t.call('admin', 'GET', URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ configured: false, holder: null, expiry: null, number_masked: null });
  });

  it('accepts a valid card and answers only its last four digits', async () => {
    const response = await patch(card());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: 'cb',
      configured: true,
      holder: 'Agence Demo',
      expiry: FUTURE,
      number_masked: '•••• •••• •••• 0006',
      scheme: 'visa',
    });
    const shown = await t.call('admin', 'GET', URL);
    expect(shown.json()).toEqual(response.json());
    for (const body of [response.body, shown.body]) {
      expect(body).not.toContain('4970100000000006');
      expect(body).not.toContain('4970 1000');
      expect(body).not.toContain('"123"');
    }
  });

  it('keeps the card encrypted: the row holds no number, holder or code in clear, a fresh IV each write', async () => {
    await patch(card());
    const first = (await storedRow())!;
    for (const secret of ['4970100000000006', '0006', 'Agence Demo', FUTURE]) expect(first).not.toContain(secret);
    expect(Object.keys(JSON.parse(first)).sort()).toEqual(['ciphertext', 'iv', 'tag', 'v']);
    await patch(card());
    const second = (await storedRow())!;
    expect(JSON.parse(second).iv).not.toBe(JSON.parse(first).iv);
    expect(JSON.parse(second).ciphertext).not.toBe(JSON.parse(first).ciphertext);
  });

  it('decrypts with the key of the app and with no other', async () => {
    await patch(card({ cvc: '987' }));
    expect(await readCard(t.db.knex, key)).toEqual({ number: '4970100000000006', holder: 'Agence Demo', expiry: FUTURE, cvc: '987' });
    await expect(readCard(t.db.knex, randomBytes(32))).rejects.toThrow();
  });

  it('is saved by PUT as by PATCH, the back office using the former', async () => {
    const response = await t.call('admin', 'PUT', URL, await encryptedCard(t, card({ number: '4111 1111 1111 1111' })));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().number_masked).toBe('•••• •••• •••• 1111');
  });

  it('reads as not configured when sealed with another key (the key was changed), so it can be entered again', async () => {
    await writeCard(t.db.knex, randomBytes(32), { number: '4111111111111111', holder: 'Autre', expiry: FUTURE, cvc: '123' });
    expect((await t.call('admin', 'GET', URL)).json()).toMatchObject({ configured: false, number_masked: null });
    expect((await patch(card())).statusCode).toBe(200);
    expect((await t.call('admin', 'GET', URL)).json()).toMatchObject({ configured: true });
  });

  it('accepts Mastercard (both ranges) and Amex with a four-digit code', async () => {
    for (const [number, cvc, scheme] of [
      ['5555 5555 5555 4444', '123', 'mastercard'],
      ['2223 0000 4841 0010', '123', 'mastercard'],
      ['3782 822463 10005', '1234', 'amex'],
    ]) {
      const response = await patch(card({ number, cvc }));
      expect(response.statusCode, `${number}: ${response.body}`).toBe(200);
      expect(response.json().scheme).toBe(scheme);
    }
  });

  it.each([
    ['10: holder missing', card({ holder: '' }), { holder: 10 }],
    ['10: holder of spaces only', card({ holder: '   ' }), { holder: 10 }],
    ['300: holder too long', card({ holder: 'A'.repeat(51) }), { holder: 300 }],
    ['300: holder with digits', card({ holder: 'Agence 42' }), { holder: 300 }],
    ['301: expiry in the past', card({ expiry: '01/20' }), { expiry: 301 }],
    ['301: month 13', card({ expiry: `13/${yy}` }), { expiry: 301 }],
    ['301: not MM/YY', card({ expiry: '2030-01' }), { expiry: 301 }],
    ['302: Luhn check fails', card({ number: '4970 1000 0000 0000' }), { number: 302 }],
    ['302: letters', card({ number: '4970 1000 0000 000A' }), { number: 302 }],
    ['302: too short', card({ number: '4242 4242 42' }), { number: 302 }],
    ['302: too long', card({ number: '4'.repeat(19) + '0' }), { number: 302 }],
    ['302: a length the scheme does not issue', card({ number: '4000 0000 0000 02' }), { number: 302 }],
    ['303: code of two digits', card({ cvc: '12' }), { cvc: 303 }],
    ['303: three digits for an Amex', card({ number: '3782 822463 10005', cvc: '123' }), { cvc: 303 }],
    ['303: four digits for a Visa', card({ cvc: '1234' }), { cvc: 303 }],
    ['304: Discover is not accepted', card({ number: '6011 1111 1111 1117' }), { number: 304 }],
    ['304: Mastercard range ends at 2720', card({ number: '2721 0000 0000 0004' }), { number: 304 }],
    ['every field missing, each said required', {}, { number: 10, holder: 10, expiry: 10, cvc: 10 }],
  ])('refuses %s', async (_, body, errors) => {
    const before = await storedRow();
    const response = await patch(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: Object.values(errors)[0], errors });
    expect(response.body).not.toContain('4970');
    expect(await storedRow()).toBe(before);
  });

  it('refuses the number and the security code in clear', async () => {
    const before = await storedRow();
    const response = await t.call('admin', 'PATCH', URL, card());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ number: 400, cvc: 400 });
    expect(await storedRow()).toBe(before);
  });

  it('refuses unknown fields', async () => {
    const response = await patch({ ...card(), pin: '0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ pin: 400 });
  });

  it('is for administrators only: 403 for agents and company users, 401 anonymous', async () => {
    for (const role of ['agent', 'user', 'manager', 'accountant', 'hotel admin'] as const) {
      expect((await t.call(role, 'GET', URL)).statusCode, role).toBe(403);
      expect((await t.call(role, 'PATCH', URL, await encryptedCard(t, card()))).statusCode, role).toBe(403);
    }
    expect((await t.call(null, 'GET', URL)).statusCode).toBe(401);
    expect((await t.call(null, 'PATCH', URL, await encryptedCard(t, card()))).statusCode).toBe(401);
  });
});
