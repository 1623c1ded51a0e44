import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { testApp, usernameOf, type TestApp } from '../support/app.ts';

/**
 * The company and user calls: search criteria, enabling users and the group alias check (the voucher choice is in
 * voucher-to-travellers.test.ts).
 */

let t: TestApp;
let acme: number;
let initech: number;
let globex: number;
beforeAll(async () => {
  t = await testApp();
  const id = async (name: string) => (await t.db.knex('company').where({ name }).first('id')).id as number;
  [acme, initech, globex] = [await id('Acme Industries'), await id('Initech Services'), await id('Globex Conseil')];
});
afterAll(() => t.close());

const userIdOf = async (email: string) => (await t.db.knex('user').where({ email }).first('id')).id as number;
const login = (username: string) => t.app.inject({ method: 'POST', url: '/backend/auth', payload: { username, password: DEMO_PASSWORD } });

describe('GET /api/company_search_criterias', () => {
  const criteria = (role: Parameters<TestApp['call']>[0]) => t.call(role, 'GET', '/backend/api/company_search_criterias');

  it('gives the company’s rules, with the user’s own price limit first', async () => {
    await t.db.knex('company').where({ id: acme }).update({
      max_price_per_room: 150,
      exclude_online_non_free_cancellation: true,
      exclude_online_unknown_breakfast: false,
      require_manager_pre_validation: true,
      meal_price_contribution: 12.5,
      offline_enabled: true,
    });
    await t.db
      .knex('user')
      .where({ email: usernameOf('user') })
      .update({ max_price_per_room: null, exclude_online_unknown_breakfast: true, travel_policy_mode: 0 });
    const answer = await criteria('user');
    expect(answer.statusCode, answer.body).toBe(200);
    const policy = await t.db.knex('travel_policy').where({ company_id: acme }).first('id', 'mode');
    expect(answer.json()).toEqual({
      maxPricePerRoom: 150,
      excludeNonFreeCancellation: true,
      // The user's own exclusion adds to the company's.
      excludeUnknownBreakfast: true,
      mealPriceContribution: 12.5,
      travelPolicy: expect.objectContaining({ defined: Boolean(policy), mode: policy?.mode ?? 0 }),
      preValidation: true,
      onlineAllowed: expect.any(Boolean),
      offlineAllowed: true,
    });

    await t.db
      .knex('user')
      .where({ email: usernameOf('user') })
      .update({ max_price_per_room: 95, travel_policy_mode: 30 });
    const own = (await criteria('user')).json();
    expect(own.maxPricePerRoom).toBe(95);
    expect(own.travelPolicy.mode).toBe(30);
    // The manager of the same company has no own limit: the company's applies.
    await t.db
      .knex('user')
      .where({ email: usernameOf('manager') })
      .update({ max_price_per_room: null });
    expect((await criteria('manager')).json().maxPricePerRoom).toBe(150);
    expect((await criteria('accountant')).statusCode).toBe(200);
  });

  it('answers each caller with their own company’s rules', async () => {
    await t.db.knex('company').where({ id: initech }).update({
      max_price_per_room: null,
      exclude_online_non_free_cancellation: false,
      exclude_online_unknown_breakfast: false,
      require_manager_pre_validation: false,
      meal_price_contribution: null,
      offline_enabled: false,
    });
    await t.db
      .knex('user')
      .where({ email: usernameOf('initech user') })
      .update({
        max_price_per_room: null,
        exclude_online_non_free_cancellation: false,
        exclude_online_unknown_breakfast: false,
      });
    const initechRules = (await criteria('initech user')).json();
    expect(initechRules).toMatchObject({
      maxPricePerRoom: null,
      excludeNonFreeCancellation: false,
      excludeUnknownBreakfast: false,
      preValidation: false,
      mealPriceContribution: null,
      offlineAllowed: false,
    });
    await t.db.knex('company').where({ id: initech }).update({ offline_enabled: true });
  });

  it('is for company users only', async () => {
    expect((await criteria('admin')).statusCode).toBe(403);
    expect((await criteria('hotel')).statusCode).toBe(403);
    expect((await criteria(null)).statusCode).toBe(401);
  });
});

describe('POST /api/user_swap_enabled/{id}', () => {
  const swap = (role: Parameters<TestApp['call']>[0], id: number | string) => t.call(role, 'POST', `/backend/api/user_swap_enabled/${id}`);

  it('is not reached by a GET (a prefetch or a crawler): 405 naming POST, and the account stays as it was', async () => {
    const id = await userIdOf(usernameOf('user'));
    for (const role of ['manager', null] as const) {
      const answer = await t.call(role, 'GET', `/backend/api/user_swap_enabled/${id}`);
      expect(answer.statusCode).toBe(405);
      expect(answer.headers.allow).toBe('POST');
      expect(answer.json()).toEqual({ code: 405, message: 'this action takes POST' });
    }
    expect((await t.db.knex('user').where({ id }).first('enabled')).enabled).toBe(true);
  });

  it('disables a user of the company, who can no longer sign in, then enables them again', async () => {
    const email = usernameOf('user');
    const id = await userIdOf(email);
    const before = (await login(email)).json().token as string;

    const disabled = await swap('manager', id);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ id, email, enabled: false });
    // The row as the users screen lists it.
    const listed = (await t.call('manager', 'POST', '/backend/api/company/users', { search: email }))
      .json()
      .items.find((item: { id: number }) => item.id === id);
    expect(disabled.json()).toEqual(listed);
    expect((await t.db.knex('user').where({ id }).first('enabled')).enabled).toBe(false);

    const refused = await login(email);
    expect(refused.statusCode).toBe(401);
    // A session opened before is refused at its next check.
    const ping = await t.app.inject({ method: 'GET', url: '/backend/api/security/ping', headers: { authorization: `Bearer ${before}` } });
    expect(ping.statusCode).toBe(401);

    const enabled = await swap('manager', id);
    expect(enabled.json()).toMatchObject({ id, enabled: true });
    expect((await login(email)).statusCode).toBe(200);
    // The sessions of before stay ended.
    const again = await t.app.inject({ method: 'GET', url: '/backend/api/security/ping', headers: { authorization: `Bearer ${before}` } });
    expect(again.statusCode).toBe(401);
    t.renewToken('user');
  });

  it('refuses the manager’s own account (400 self_disable) and leaves it enabled', async () => {
    const id = await userIdOf(usernameOf('manager'));
    const answer = await swap('manager', id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'self_disable', errors: { enabled: 'self_disable' } });
    expect((await t.db.knex('user').where({ id }).first('enabled')).enabled).toBe(true);
  });

  it('does not reach another company’s users (404) and checks the id (400)', async () => {
    const other = await userIdOf(usernameOf('initech user'));
    expect((await swap('manager', other)).statusCode).toBe(404);
    expect((await t.db.knex('user').where({ id: other }).first('enabled')).enabled).toBe(true);
    expect((await swap('manager', 2147483647)).statusCode).toBe(404);
    expect((await swap('manager', 'abc')).statusCode).toBe(400);
  });

  it('is for managers only', async () => {
    const id = await userIdOf(usernameOf('accountant'));
    for (const role of ['user', 'accountant', 'admin', 'agent'] as const) expect((await swap(role, id)).statusCode, role).toBe(403);
    expect((await swap(null, id)).statusCode).toBe(401);
    expect((await t.db.knex('user').where({ id }).first('enabled')).enabled).toBe(true);
  });
});

describe('GET /api/public/is_route_available/{x}', () => {
  const available = (role: Parameters<TestApp['call']>[0], alias: string, except?: number) =>
    t.call(role, 'GET', `/backend/api/public/is_route_available/${encodeURIComponent(alias)}${except ? `?except=${except}` : ''}`);

  it('says whether another company uses the alias, whatever the case, the edited company’s own excepted', async () => {
    await t.db.knex('company').where({ id: globex }).update({ group_alias: 'globex' });
    expect((await available('admin', 'globex')).json()).toEqual({ available: false });
    expect((await available('admin', 'GloBex')).json()).toEqual({ available: false });
    expect((await available('admin', 'globex', globex)).json()).toEqual({ available: true });
    expect((await available('admin', 'globex', acme)).json()).toEqual({ available: false });
    expect((await available('admin', 'acme-groupes')).json()).toEqual({ available: true });
    expect((await available('admin', 'pas un alias')).statusCode).toBe(400);
    expect((await t.call('admin', 'GET', '/backend/api/public/is_route_available/acme?except=abc')).statusCode).toBe(400);
  });

  it('is for the agency’s administrators only: it reveals the aliases in use', async () => {
    for (const role of ['agent', 'manager', 'user', 'hotel admin'] as const) expect((await available(role, 'globex')).statusCode, role).toBe(403);
    expect((await available(null, 'globex')).statusCode).toBe(401);
  });

  it('the company form refuses an alias another company has, whatever the case (115)', async () => {
    await t.db.knex('company').where({ id: globex }).update({ group_alias: 'globex' });
    const taken = await t.call('admin', 'PUT', `/backend/api/companies/${acme}`, { group_alias: 'GLOBEX' });
    expect(taken.statusCode, taken.body).toBe(400);
    expect(taken.json().errors).toEqual({ group_alias: 115 });
    const free = await t.call('admin', 'PUT', `/backend/api/companies/${acme}`, { group_alias: 'acme-groupes' });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().group_alias).toBe('acme-groupes');
    expect((await available('admin', 'ACME-groupes')).json()).toEqual({ available: false });
    // Companies without an alias do not collide.
    expect((await t.call('admin', 'PUT', `/backend/api/companies/${acme}`, { group_alias: '' })).json().group_alias).toBeNull();
    expect((await t.call('admin', 'PUT', `/backend/api/companies/${initech}`, { group_alias: '' })).statusCode).toBe(200);
    expect((await t.call('admin', 'PUT', `/backend/api/companies/${acme}`, { group_alias: 'bad alias!' })).json().errors).toEqual({ group_alias: 760 });
  });
});
