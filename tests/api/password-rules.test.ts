/**
 * Every route that sets a password refuses, with `weak_password` on the password field, the common and breached ones
 * and those made of the account's own words (its address, its names, its company or hotel), and accepts a strong one
 * (server/auth/passwordPolicy.ts).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../entities/errors.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { testApp, usernameOf, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const STRONG = 'Tilleul-Ardoise-47';

/** The passwords refused for a person: common ones, a keyboard walk, their address, their name with digits, their company. */
const weakFor = (person: { email: string; lastName: string; organisation: string }) => [
  '12345678',
  'password',
  'azertyui',
  person.email,
  `${person.lastName}2024`,
  person.organisation,
];

function expectWeak(answer: LightMyRequestResponse, password: string) {
  expect(answer.statusCode, `${password}: ${answer.body}`).toBe(400);
  expect(answer.json(), password).toMatchObject({ code: ErrorCode.WEAK_PASSWORD, errors: { password: ErrorCode.WEAK_PASSWORD } });
}

const signsIn = async (username: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/backend/auth', payload: { username, password } })).statusCode === 200;

describe('the password rules on every route that sets one', () => {
  it('the mailed link (/define_password)', async () => {
    const email = usernameOf('accountant');
    await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email });
    const token = await t.mailedLink(email, /href="[^"]*\/define_password\/([A-Za-z0-9_-]+)"/);
    const define = (password: string) => t.call(null, 'POST', `/backend/public/api/define_password/${token}`, { password, confirmation: password });
    for (const password of weakFor({ email, lastName: 'Moreau', organisation: 'Acme Industries' })) expectWeak(await define(password), password);
    expect((await define('court')).json().errors).toEqual({ password: ErrorCode.PASSWORD_TOO_SHORT });
    // Refusals leave the link usable: the strong password goes through it.
    expect((await define(STRONG)).statusCode).toBe(200);
    expect(await signsIn(email, STRONG)).toBe(true);
  });

  it('the profile’s password change', async () => {
    const change = (password: string) => t.call('user', 'POST', '/backend/api/me/password', { current: DEMO_PASSWORD, password, confirmation: password });
    for (const password of weakFor({ email: usernameOf('user'), lastName: 'Leroy', organisation: 'Acme Industries' }))
      expectWeak(await change(password), password);
    expect(await signsIn(usernameOf('user'), DEMO_PASSWORD)).toBe(true);
    expect((await change(STRONG)).statusCode).toBe(200);
    expect(await signsIn(usernameOf('user'), STRONG)).toBe(true);
  });

  it('an account created in the back office, weighed against the names and company it is created with', async () => {
    const acme = await t.companyId('Acme Industries');
    const email = 'oscar.lambert@acme-demo.fr';
    const create = (password: string) =>
      t.call('admin', 'POST', '/backend/api/users', { first_name: 'Oscar', last_name: 'Lambert', email, roles: ['ROLE_USER'], company: acme, password });
    for (const password of [...weakFor({ email, lastName: 'Lambert', organisation: 'Acme Industries' }), 'oscar.lambert', 'Oscar-1990']) {
      expectWeak(await create(password), password);
    }
    expect(await t.db.knex('user').where({ email }).first('id')).toBeUndefined();
    expect((await create(STRONG)).statusCode).toBe(201);
    expect(await signsIn(email, STRONG)).toBe(true);
  });

  it('a password given in the back office to an existing account, weighed against what is stored', async () => {
    const id = await t.userId('manager');
    const edit = (password: string) => t.call('admin', 'PUT', `/backend/api/users/${id}`, { password });
    for (const password of weakFor({ email: usernameOf('manager'), lastName: 'Durand', organisation: 'Acme Industries' }))
      expectWeak(await edit(password), password);
    expect(await signsIn(usernameOf('manager'), DEMO_PASSWORD)).toBe(true);
    expect((await edit(STRONG)).statusCode).toBe(200);
    expect(await signsIn(usernameOf('manager'), STRONG)).toBe(true);
  });

  it('a hotel admin’s password for the hotel’s staff, weighed against the hotel’s name', async () => {
    const staff = await t.db
      .knex('user as u')
      .join('contingent_hotel as h', 'h.id', 'u.hotel_id')
      .where('u.email', usernameOf('hotel'))
      .first('u.id', 'h.name');
    const edit = (password: string) => t.call('hotel admin', 'PUT', `/backend/api/hotelUser/${staff.id}`, { password });
    for (const password of weakFor({ email: usernameOf('hotel'), lastName: 'Roux', organisation: staff.name })) expectWeak(await edit(password), password);
    expect((await edit(STRONG)).statusCode).toBe(200);
    expect(await signsIn(usernameOf('hotel'), STRONG)).toBe(true);
  });
});
