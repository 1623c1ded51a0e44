import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedOffers } from '../../server/offers/simulator.ts';
import { testApp, usernameOf, type TestApp } from '../support/app.ts';
import { day } from '../support/days.ts';

/** A user's choice to have the voucher mailed to the travellers, and what it does when a booking is confirmed. */

let t: TestApp;
let initech: number;
beforeAll(async () => {
  t = await testApp();
  initech = await t.companyId('Initech Services');
});
afterAll(() => t.close());

describe('POST /api/user_swap_send_voucher_to_travellers', () => {
  const swap = (role: Parameters<TestApp['call']>[0]) => t.call(role, 'POST', '/backend/api/user_swap_send_voucher_to_travellers');

  it('is not reached by a GET: 405 naming POST, and the choice stays as it was', async () => {
    const id = await t.userId('user');
    const before = (await t.db.knex('user').where({ id }).first('send_voucher_to_travellers')).send_voucher_to_travellers;
    const answer = await t.call('user', 'GET', '/backend/api/user_swap_send_voucher_to_travellers');
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.json()).toMatchObject({ code: 405, message: 'this action takes POST' });
    expect((await t.db.knex('user').where({ id }).first('send_voucher_to_travellers')).send_voucher_to_travellers).toBe(before);
  });

  it('switches the caller’s own choice, and the profile shows it', async () => {
    const id = await t.userId('user');
    const manager = await t.userId('manager');
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
    let offset = 40;

    /** An online booking of the Initech demo user (no validation, no purchase order), confirmed at once. */
    async function bookFor(travellerIds: number[]) {
      const [from, to] = [day(offset), day(offset + 2)];
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
      const fields = (await t.call('initech user', 'GET', '/backend/api/me/company-custom-fields')).json() as {
        id: number;
        type: number;
        required: boolean;
        options: { value: string }[];
      }[];
      const customFields = Object.fromEntries(
        fields.filter((field) => field.required).map((field) => [field.id, field.type === 30 ? field.options[0].value : 'x']),
      );
      const done = await t.call('initech user', 'POST', `/backend/api/booking/${id}/finalise`, {
        rooms: travellerIds.map((traveller) => ({ occupancy: 1, travellers: [traveller] })),
        customFields,
        confirmationKey: `criteria-${Date.now()}-${offset}`,
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
