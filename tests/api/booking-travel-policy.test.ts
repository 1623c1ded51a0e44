/** The company's travel policy deciding whether managers validate a booking, before or after it is booked. */
import { beforeAll, describe, expect, it } from 'vitest';
import { SimulatedOffers } from '../../server/offers/simulator.ts';
import { fileApp } from '../support/app.ts';
import { ACME_MANAGER, ACME_MANAGER_2, ACME_USER, GLOBEX_MANAGER, GLOBEX_USER, INITECH_USER, onlineBookings, SERVICES } from '../support/online-booking.ts';
import { day } from '../support/days.ts';

const t = fileApp();
const ids: Record<string, number> = {};
const { as, companyOf, userId, startBooking, finalise, mailsOf, validationTokenOf } = onlineBookings(() => t);

beforeAll(async () => {
  for (const email of [ACME_MANAGER, ACME_MANAGER_2, GLOBEX_MANAGER]) ids[email] = await userId(email);
});

describe('the travel policy decides the validation', () => {
  const INITECH_MANAGER = 'julie.blanc.2@initech-demo.fr';

  it('an offer the policy excludes, or above the user’s price limit, cannot be booked (409, 2500)', async () => {
    await t.db.knex('user').where({ email: INITECH_USER }).update({ max_price_per_room: 1 });
    try {
      const from = day(60);
      const to = day(61);
      const [offer] = await new SimulatedOffers(t.db.knex).search({ city: 'Toulouse', from, to, single: 1, double: 0, services: SERVICES, companyId: null });
      const response = await as(INITECH_USER, 'POST', '/backend/api/booking/online', { offerKey: offer.key, search: { from, to, single: 1, double: 0 } });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe(2500);
    } finally {
      await t.db.knex('user').where({ email: INITECH_USER }).update({ max_price_per_room: null });
    }
  });

  it('mode 20 not met: a company without pre-validation asks a manager first (10), with travel_policy_ok false', async () => {
    const globex = await companyOf('Globex Conseil');
    await t.db
      .knex('travel_policy')
      .where({ company_id: globex })
      .update({ mode: 20, price_with_breakfast: 1, price_without_breakfast: 1, date_from: null, date_to: null });
    await t.db.knex('company').where({ id: globex }).update({ require_manager_post_validation: false });
    try {
      const { id } = await startBooking(GLOBEX_USER, { city: 'Lyon' });
      const booking = await t.db.knex('booking').where({ id }).first('travel_policy_ok', 'validation');
      expect(booking).toEqual({ travel_policy_ok: false, validation: 'pre' });
      expect((await as(GLOBEX_USER, 'GET', `/backend/api/booking/unfinished/${id}`)).json()).toMatchObject({
        travelPolicyOk: false,
        validation: { phase: 'pre' },
      });
      const response = await finalise(GLOBEX_USER, id, 'Globex Conseil', { managers: [ids[GLOBEX_MANAGER]] });
      expect(response.json()).toMatchObject({ status: 10, validation: 'pre' });
    } finally {
      await t.db
        .knex('travel_policy')
        .where({ company_id: globex })
        .update({ mode: 10, price_with_breakfast: 120, price_without_breakfast: 105, date_from: '01/06', date_to: '15/09' });
      await t.db.knex('company').where({ id: globex }).update({ require_manager_post_validation: true });
    }
  });

  it('post-validation only when the policy is not met: within it confirmed (60), beyond it awaiting validation (45)', async () => {
    const initech = await companyOf('Initech Services');
    await t.db.knex('company').where({ id: initech }).update({ require_manager_post_validation_travel_policy_dont_suit: true });
    try {
      const within = await startBooking(INITECH_USER, { city: 'Toulouse' });
      expect(await t.db.knex('booking').where({ id: within.id }).first('travel_policy_ok', 'validation')).toEqual({ travel_policy_ok: true, validation: null });
      expect((await finalise(INITECH_USER, within.id, 'Initech Services')).json().status).toBe(60);

      await t.db.knex('travel_policy').insert({ company_id: initech, mode: 10, price_with_breakfast: 1, price_without_breakfast: 1 });
      const beyond = await startBooking(INITECH_USER, { city: 'Toulouse' });
      expect(await t.db.knex('booking').where({ id: beyond.id }).first('travel_policy_ok', 'validation')).toEqual({
        travel_policy_ok: false,
        validation: 'post',
      });
      const response = await finalise(INITECH_USER, beyond.id, 'Initech Services', { managers: [await userId(INITECH_MANAGER)] });
      expect(response.json()).toMatchObject({ status: 45, validation: 'post' });
      const validated = await as(INITECH_MANAGER, 'POST', `/backend/api/booking/${beyond.id}/validate`);
      expect(validated.statusCode, validated.body).toBe(200);
      expect(validated.json().status).toBe(60);
    } finally {
      await t.db.knex('travel_policy').where({ company_id: initech }).delete();
      await t.db.knex('company').where({ id: initech }).update({ require_manager_post_validation_travel_policy_dont_suit: false });
    }
  });
});

describe('pre- and post-validation together', () => {
  it('allowed (10), booked and validated by the same managers (45), then confirmed (60)', async () => {
    const acme = await companyOf('Acme Industries');
    await t.db.knex('company').where({ id: acme }).update({ require_manager_post_validation: true });
    try {
      const { id } = await startBooking(ACME_USER);
      await finalise(ACME_USER, id, 'Acme Industries', { managers: [ids[ACME_MANAGER]], orderNumber: 'PO-2222' });
      expect((await as(ACME_MANAGER, 'POST', `/backend/api/booking/${id}/allow`)).json().status).toBe(45);
      const rows = await t.db.knex('booking_manager').where({ booking_id: id }).orderBy('id').select('phase', 'decision');
      expect(rows).toEqual([
        { phase: 'pre', decision: 'allow' },
        { phase: 'post', decision: null },
      ]);
      const mails = await mailsOf(id);
      expect(mails.map((m) => m.template)).toEqual(['booking.validation', 'booking.validation']);
      const postToken = await validationTokenOf(ACME_MANAGER);
      expect((await as(null, 'GET', `/backend/public/api/booking/validation/${postToken}`)).json().phase).toBe('post');
      expect((await as(null, 'POST', `/backend/public/api/booking/validation/${postToken}`, { decision: 'validate' })).json().status).toBe(60);
    } finally {
      await t.db.knex('company').where({ id: acme }).update({ require_manager_post_validation: false });
    }
  });
});
