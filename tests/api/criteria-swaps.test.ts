import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { SimulatedOffers } from '../../server/offers/simulator.ts';
import { testApp, usernameOf, type TestApp } from '../support/app.ts';

/** The company and user calls: search criteria, enabling users, the voucher choice and the group alias check. */

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
      max_price_per_room: 150, exclude_online_non_free_cancellation: true, exclude_online_unknown_breakfast: false,
      require_manager_pre_validation: true, meal_price_contribution: 12.5, offline_enabled: true,
    });
    await t.db.knex('user').where({ email: usernameOf('user') }).update({ max_price_per_room: null, exclude_online_unknown_breakfast: true, travel_policy_mode: 0 });
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

    await t.db.knex('user').where({ email: usernameOf('user') }).update({ max_price_per_room: 95, travel_policy_mode: 30 });
    const own = (await criteria('user')).json();
    expect(own.maxPricePerRoom).toBe(95);
    expect(own.travelPolicy.mode).toBe(30);
    // The manager of the same company has no own limit: the company's applies.
    await t.db.knex('user').where({ email: usernameOf('manager') }).update({ max_price_per_room: null });
    expect((await criteria('manager')).json().maxPricePerRoom).toBe(150);
    expect((await criteria('accountant')).statusCode).toBe(200);
  });

  it('answers each caller with their own company’s rules', async () => {
    await t.db.knex('company').where({ id: initech }).update({
      max_price_per_room: null, exclude_online_non_free_cancellation: false, exclude_online_unknown_breakfast: false,
      require_manager_pre_validation: false, meal_price_contribution: null, offline_enabled: false,
    });
    await t.db.knex('user').where({ email: usernameOf('initech user') }).update({
      max_price_per_room: null, exclude_online_non_free_cancellation: false, exclude_online_unknown_breakfast: false,
    });
    const initechRules = (await criteria('initech user')).json();
    expect(initechRules).toMatchObject({
      maxPricePerRoom: null, excludeNonFreeCancellation: false, excludeUnknownBreakfast: false, preValidation: false,
      mealPriceContribution: null, offlineAllowed: false,
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
    const listed = (await t.call('manager', 'POST', '/backend/api/company/users', { search: email })).json().items.find((item: { id: number }) => item.id === id);
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

describe('POST /api/user_swap_send_voucher_to_travellers', () => {
  const swap = (role: Parameters<TestApp['call']>[0]) => t.call(role, 'POST', '/backend/api/user_swap_send_voucher_to_travellers');

  it('is not reached by a GET: 405 naming POST, and the choice stays as it was', async () => {
    const id = await userIdOf(usernameOf('user'));
    const before = (await t.db.knex('user').where({ id }).first('send_voucher_to_travellers')).send_voucher_to_travellers;
    const answer = await t.call('user', 'GET', '/backend/api/user_swap_send_voucher_to_travellers');
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.json()).toMatchObject({ code: 405, message: 'this action takes POST' });
    expect((await t.db.knex('user').where({ id }).first('send_voucher_to_travellers')).send_voucher_to_travellers).toBe(before);
  });

  it('switches the caller’s own choice, and the profile shows it', async () => {
    const id = await userIdOf(usernameOf('user'));
    const manager = await userIdOf(usernameOf('manager'));
    const managerBefore = (await t.db.knex('user').where({ id: manager }).first('send_voucher_to_travellers')).send_voucher_to_travellers;
    await t.db.knex('user').where({ id }).update({ send_voucher_to_travellers: false });
    const on = await swap('user');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ sendVoucherToTravellers: true });
    expect((await t.call('user', 'GET', '/backend/api/me/profile')).json().sendVoucherToTravellers).toBe(true);
    expect((await swap('user')).json()).toEqual({ sendVoucherToTravellers: false });
    expect((await t.db.knex('user').where({ id }).first('send_voucher_to_travellers')).send_voucher_to_travellers).toBe(false);
    // Nobody else's choice changes.
    expect((await t.db.knex('user').where({ id: manager }).first('send_voucher_to_travellers')).send_voucher_to_travellers).toBe(managerBefore);
    expect((await swap('accountant')).statusCode).toBe(200);
    await swap('accountant');
  });

  it('is for company users only', async () => {
    expect((await swap('admin')).statusCode).toBe(403);
    expect((await swap('hotel')).statusCode).toBe(403);
    expect((await swap(null)).statusCode).toBe(401);
  });

  describe('its effect on a confirmed booking', () => {
    const SERVICES = { catering: false, parking: false, breakfast: true, internet: true, disabledAccess: false };
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    let offset = 40;

    /** An online booking of the Initech demo user (no validation, no purchase order), confirmed at once. */
    async function bookFor(travellerIds: number[]) {
      const [from, to] = [inDays(offset), inDays(offset + 2)];
      offset += 3;
      // One single room per traveller.
      const single = travellerIds.length;
      const search = { destination: 'Toulouse', from, to, single, double: 0, services: SERVICES };
      const offers = await new SimulatedOffers(t.db.knex).search({ city: 'Toulouse', from, to, single, double: 0, services: SERVICES, companyId: null });
      let id: number | null = null;
      for (const offer of offers.filter((candidate) => candidate.freeCancellation).sort((a, b) => a.pricePerNight - b.pricePerNight)) {
        const started = await t.call('initech user', 'POST', '/backend/api/booking/online', { offerKey: offer.key, search });
        if (started.statusCode === 200) {
          id = started.json().id;
          break;
        }
      }
      expect(id).not.toBeNull();
      const fields = (await t.call('initech user', 'GET', '/backend/api/me/company-custom-fields')).json() as { id: number; type: number; required: boolean; options: { value: string }[] }[];
      const customFields = Object.fromEntries(fields.filter((field) => field.required).map((field) => [field.id, field.type === 30 ? field.options[0].value : 'x']));
      const done = await t.call('initech user', 'POST', `/backend/api/booking/${id}/finalise`, {
        rooms: travellerIds.map((traveller) => ({ occupancy: 1, travellers: [traveller] })), customFields, confirmationKey: `criteria-${Date.now()}-${offset}`,
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().status).toBe(60);
      return (await t.db.knex('maillog').where({ booking_id: id }).orderBy('id').select('mail_rcpt', 'template')) as { mail_rcpt: string; template: string }[];
    }

    it('mails the voucher to the travellers who have an address when the booker chose it, and only then', async () => {
      const booker = usernameOf('initech user');
      const [first, second] = await t.db.knex('traveller').where({ company_id: initech, enabled: true }).orderBy('id').limit(2).pluck('id');
      await t.db.knex('traveller').where({ id: first }).update({ email: 'voyageur.un@initech-demo.fr' });
      await t.db.knex('traveller').where({ id: second }).update({ email: null });
      await t.db.knex('user').where({ email: booker }).update({ send_voucher_to_travellers: false });

      const without = await bookFor([first]);
      expect(without).toEqual([{ mail_rcpt: booker, template: 'booking.confirmed' }]);

      expect((await swap('initech user')).json()).toEqual({ sendVoucherToTravellers: true });
      const withVoucher = await bookFor([first, second]);
      expect(withVoucher).toEqual([
        { mail_rcpt: booker, template: 'booking.confirmed' },
        { mail_rcpt: 'voyageur.un@initech-demo.fr', template: 'booking.voucher' },
      ]);
      await swap('initech user');
    });
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
