import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTrainingCompany, TRAINING_ACCOUNT, TRAINING_MARKER } from '../../entities/training.ts';
import type { OfferProvider } from '../../server/offers/provider.ts';
import { OfferNotAvailable } from '../../server/offers/provider.ts';
import { SimulatedOffers } from '../../server/offers/simulator.ts';
import { TrainingIsolated } from '../../server/training/isolation.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { ORDER_COLUMNS, orderOf } from '../support/bookings.ts';
import { day } from '../support/days.ts';

let t: TestApp;
let trainingId: number;
const FORMATION = { host: 'formation.localhost:3000' };
const requester = { firstName: 'Paul', lastName: 'Stagiaire', email: 'paul@example.test', phone: '+33 6 98 76 54 32', company: 'Exemple SA' };
const trainingRequest = (overrides: Record<string, unknown> = {}) => ({
  kind: 'training',
  from: day(15),
  to: day(17),
  destination: 'Nantes',
  single: 1,
  double: 0,
  participants: 1,
  requester,
  ...overrides,
});

async function trainingToken() {
  const response = await t.app.inject({ method: 'POST', url: '/backend/formation/auth', headers: FORMATION });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

beforeAll(async () => {
  t = await testApp();
  ({ id: trainingId } = await t.db.knex('company').whereRaw('position(? in name) > 0', [TRAINING_MARKER]).first('id'));
});
afterAll(() => t.close());

describe('the demo account of the training site (POST /formation/auth)', () => {
  it('signs in by itself on the training site, as the demo company flagged with the training marker', async () => {
    const token = await trainingToken();
    const ping = await t.app.inject({ method: 'GET', url: '/backend/api/security/ping', headers: { authorization: `Bearer ${token}`, ...FORMATION } });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toMatchObject({ username: TRAINING_ACCOUNT, company: { id: trainingId } });
    expect(isTrainingCompany(ping.json().company.name)).toBe(true);
  });

  it('holds a session the other sites do not know (401)', async () => {
    const token = await trainingToken();
    for (const host of ['localhost:3000', 'contingents.localhost:3000']) {
      const ping = await t.app.inject({ method: 'GET', url: '/backend/api/security/ping', headers: { authorization: `Bearer ${token}`, host } });
      expect(ping.statusCode, host).toBe(401);
    }
  });

  it('signing in with its password on another site is told it belongs to the training site, and gets no session', async () => {
    for (const host of ['localhost:3000', 'contingents.localhost:3000']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/backend/auth',
        headers: { host },
        payload: { username: TRAINING_ACCOUNT, password: DEMO_PASSWORD },
      });
      expect([response.statusCode, response.json().code], host).toEqual([403, 'training_site']);
      expect(response.json().token).toBeUndefined();
    }
    // A wrong password is a wrong password, whatever the account.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/backend/auth',
      headers: { host: 'localhost:3000' },
      payload: { username: TRAINING_ACCOUNT, password: 'Not-the-1!' },
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 401]);
    const there = await t.app.inject({
      method: 'POST',
      url: '/backend/auth',
      headers: FORMATION,
      payload: { username: TRAINING_ACCOUNT, password: DEMO_PASSWORD },
    });
    expect(there.statusCode, there.body).toBe(200);
  });

  it('does not exist on the other sites (404)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/backend/formation/auth', headers: { host: 'localhost:3000' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/backend/formation/auth', headers: { host: 'contingents.localhost:3000' } })).statusCode).toBe(404);
  });

  it('answers 503 when the demo account has gone', async () => {
    await t.db.knex('user').where({ email: TRAINING_ACCOUNT }).update({ enabled: false });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/backend/formation/auth', headers: FORMATION });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe(503);
    } finally {
      await t.db.knex('user').where({ email: TRAINING_ACCOUNT }).update({ enabled: true });
    }
  });
});

describe('the public training request form (/formation/offline)', () => {
  it('GET /formation/offline/infos promises an answer within 4 working hours', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/backend/formation/offline/infos' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ responseHours: 4, agency: { email: 'reservations@agence-demo.fr' } });
    expect(isTrainingCompany(response.json().company)).toBe(true);
  });

  it('POST /formation/offline/submit sends the request to the agency inside the demo company', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/backend/formation/offline/submit', payload: trainingRequest() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 20, responseHours: 4 });
    const booking = await t.db.knex('booking').where({ id: response.json().id }).first();
    expect(booking).toMatchObject({ company_id: trainingId, user_id: null, is_online: false, request_kind: 'training', destination: 'Nantes' });
    expect(booking.requester).toMatchObject({ email: 'paul@example.test', company: 'Exemple SA' });
    expect(await t.db.knex('maillog').where({ booking_id: booking.id }).pluck('template')).toContain('booking.agency_request');
  });

  it('checks the request: requester (10, 140), dates (20), rooms (30), destination (10), at most six travellers', async () => {
    const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/backend/formation/offline/submit', payload: payload as object });
    expect((await post(trainingRequest({ requester: null }))).json().errors).toEqual({ requester: 10 });
    expect((await post(trainingRequest({ requester: { ...requester, email: ' ' } }))).json().errors).toEqual({ 'requester.email': 140 });
    expect((await post(trainingRequest({ from: null, to: null }))).json().errors).toEqual({ from: 20, to: 20 });
    expect((await post(trainingRequest({ single: 0, participants: null }))).json().errors).toEqual({ rooms: 30 });
    expect((await post(trainingRequest({ destination: '' }))).json().errors).toEqual({ destination: 10 });
    expect((await post(trainingRequest({ single: 7, participants: 7 }))).json().errors).toEqual({ rooms: 'group_required', participants: 'group_required' });
    expect((await post(trainingRequest({ kind: 'group' }))).statusCode).toBe(400);
  });

  it('answers 503 while there is no demo company', async () => {
    await t.db.knex('company').where({ id: trainingId }).update({ enabled: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/backend/formation/offline/infos' })).statusCode).toBe(503);
      expect((await t.app.inject({ method: 'POST', url: '/backend/formation/offline/submit', payload: trainingRequest() })).statusCode).toBe(503);
    } finally {
      await t.db.knex('company').where({ id: trainingId }).update({ enabled: true });
    }
  });
});

describe('booking online with the demo account', () => {
  it('books a room for a demo traveller, and no other company gets a booking', async () => {
    const token = await trainingToken();
    const headers = { authorization: `Bearer ${token}`, ...FORMATION };
    const before = await t.db.knex('booking').whereNot({ company_id: trainingId }).count<{ count: string }[]>('id as count');
    const from = day(25);
    const to = day(27);
    const services = { catering: false, parking: false, breakfast: true, internet: true, disabledAccess: false };
    const search = { destination: 'Paris', from, to, single: 1, double: 0, services };
    const offers = (await new SimulatedOffers(t.db.knex).search({ city: 'Paris', from, to, single: 1, double: 0, services, companyId: null }))
      .filter((offer) => offer.freeCancellation)
      .sort((a, b) => a.pricePerNight - b.pricePerNight);
    let id: number | undefined;
    for (const offer of offers) {
      const started = await t.app.inject({ method: 'POST', url: '/backend/api/booking/online', headers, payload: { offerKey: offer.key, search } });
      if (started.statusCode === 200) {
        id = started.json().id;
        break;
      }
    }
    expect(id).toBeDefined();
    const [traveller] = await t.db.knex('traveller').where({ company_id: trainingId }).orderBy('id').pluck('id');
    const finalised = await t.app.inject({
      method: 'POST',
      url: `/backend/api/booking/${id}/finalise`,
      headers,
      payload: { rooms: [{ occupancy: 1, travellers: [traveller] }], customFields: {}, confirmationKey: 'training-key-000000000001' },
    });
    expect(finalised.statusCode, finalised.body).toBe(200);
    const booking = await t.db.knex('booking').where({ id }).first('status', 'company_id');
    expect(booking).toEqual({ status: 60, company_id: trainingId });
    const after = await t.db.knex('booking').whereNot({ company_id: trainingId }).count<{ count: string }[]>('id as count');
    expect(after[0].count).toBe(before[0].count);
  });
});

describe("the hotels' allotments stay out of the training data (TrainingIsolated)", () => {
  /** A provider that records what reaches it. */
  function recording() {
    const calls: string[] = [];
    const offer = { key: 'ctg-1' } as never;
    const inner: OfferProvider = {
      name: 'contingent',
      owns: (key) => key.startsWith('ctg-'),
      search: async () => {
        calls.push('search');
        return [offer];
      },
      quote: async () => offer,
      detail: async () => null,
      book: async () => {
        calls.push('book');
        return { reference: 'R1' };
      },
      cancel: async () => {
        calls.push('cancel');
      },
    };
    return { calls, provider: new TrainingIsolated(t.db.knex, inner) };
  }
  const query = (companyId: number) => ({ city: 'Paris', from: day(5), to: day(6), single: 1, double: 0, services: {} as never, companyId });

  it('offers nothing to the demo company, and the same as before to the others', async () => {
    const { calls, provider } = recording();
    const globex = await t.companyId('Globex Conseil');
    expect(await provider.search(query(trainingId))).toEqual([]);
    expect(calls).toEqual([]);
    expect(await provider.search(query(globex))).toHaveLength(1);
    expect(calls).toEqual(['search']);
  });

  it('refuses to book for a booking of the demo company (not_available), books for the others', async () => {
    const { calls, provider } = recording();
    const training = await t.db
      .knex('booking')
      .where({ company_id: trainingId })
      .first(...ORDER_COLUMNS);
    const other = await t.db
      .knex('booking')
      .whereNot({ company_id: trainingId })
      .first(...ORDER_COLUMNS);
    await expect(provider.book('ctg-1', orderOf(training))).rejects.toBeInstanceOf(OfferNotAvailable);
    expect(calls).toEqual([]);
    await expect(provider.book('ctg-1', orderOf(other))).resolves.toEqual({ reference: 'R1' });
    expect(calls).toEqual(['book']);
  });

  it('goes by what the caller knows of the company, when it says', async () => {
    const { calls, provider } = recording();
    const other = await t.db
      .knex('booking')
      .whereNot({ company_id: trainingId })
      .first(...ORDER_COLUMNS);
    await expect(provider.book('ctg-1', { ...orderOf(other), training: true })).rejects.toBeInstanceOf(OfferNotAvailable);
    expect(await provider.quote('ctg-1', { companyId: other.company_id, training: true })).toBeNull();
    expect(await provider.quote('ctg-1', { companyId: trainingId, training: false })).not.toBeNull();
    expect(calls).toEqual([]);
  });
});
