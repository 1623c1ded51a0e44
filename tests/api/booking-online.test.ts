/**
 * Online bookings from an offer: starting one, the booking form reading it back, the company's travellers, managers
 * and custom fields, and the provider's side. Sending the form is in booking-finalise.test.ts, the managers' decisions
 * in booking-validation.test.ts and booking-travel-policy.test.ts.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createWithoutMail } from '../../server/booking/service/status.ts';
import { SimulatedOffers } from '../../server/offers/simulator.ts';
import { fileApp } from '../support/app.ts';
import { ACME_MANAGER, ACME_MANAGER_2, ACME_USER, GLOBEX_MANAGER, GLOBEX_USER, INITECH_USER, onlineBookings } from '../support/online-booking.ts';
import { day } from '../support/days.ts';

const t = fileApp();
const ids: Record<string, number> = {};
const { as, companyOf, userId, startBooking, newKey, finalise, validationTokenOf } = onlineBookings(() => t);

beforeAll(async () => {
  for (const email of [ACME_MANAGER, ACME_MANAGER_2, GLOBEX_MANAGER]) ids[email] = await userId(email);
});

describe('starting an online booking from an offer', () => {
  it('creates the booking in status 0 with the offer, the fees and the payment mode of the company', async () => {
    const { id, offer, search } = await startBooking(ACME_USER);
    const booking = await t.db.knex('booking').where({ id }).first();
    expect(booking).toMatchObject({
      status: 0,
      is_online: true,
      offer_key: offer.key,
      hotel_key: offer.hotel.key,
      hotel_name: offer.hotel.name,
      provider: 'simulator',
      room_label: offer.roomLabel,
      single_rooms: 1,
      double_rooms: 0,
      payment_mode: 'on_site',
      booking_fees_global_label: 'Frais de dossier',
      user_id: await userId(ACME_USER),
      validation: 'pre',
      destination: 'Paris',
    });
    expect(booking.ref).toMatch(/^BK\d+$/);
    expect(booking.public_token).toHaveLength(32);
    expect(Number(booking.booking_fees_global)).toBe(5);
    expect(Number(booking.total_price)).toBe(offer.totalPrice);
    expect(booking.hotel_id).toBe(Number(offer.hotel.key.slice(4)));
    expect({ arrival: booking.arrival_date, departure: booking.departure_date }).toEqual({ arrival: search.from, departure: search.to });
    const history = await t.db.knex('booking_history').where({ booking_id: id }).select('type', 'status_to');
    expect(history).toEqual([{ type: 'created', status_to: 0 }]);
  });

  it('creates the booking and its history row in one statement, which a step that mails may not use', async () => {
    const statements: string[] = [];
    const listener = (query: { sql: string }) => statements.push(query.sql);
    t.db.knex.on('query', listener);
    const { id } = await startBooking(INITECH_USER).finally(() => t.db.knex.off('query', listener));
    expect(statements.filter((sql) => /insert into "booking"/i.test(sql))).toEqual([expect.stringMatching(/insert into booking_history/i)]);
    expect(statements.filter((sql) => /^(BEGIN|COMMIT)/i.test(sql))).toEqual([]);
    expect(await t.db.knex('booking_history').where({ booking_id: id }).pluck('type')).toEqual(['created']);
    const mailing = t.db.knex('booking').insert({ ref: 'NEVER', status: 20, is_online: false }).returning(['id', 'ref']);
    await expect(createWithoutMail(t.db.knex, { event: 'submit_request', status: 20, userId: null }, mailing)).rejects.toThrow(/sends mails/);
    expect(await t.db.knex('booking').where({ ref: 'NEVER' }).first()).toBeUndefined();
  });

  it('answers 409 not_available when the offer is gone', async () => {
    const response = await as(ACME_USER, 'POST', '/backend/api/booking/online', {
      offerKey: 'sim-99999999.0.2099-01-01.2099-01-03.1.1',
      search: { from: '2099-01-01', to: '2099-01-03', single: 1, double: 0 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'not_available' });
  });

  it('checks the stay: dates (21, 23), rooms (30), single and double not mixed online', async () => {
    const offerKey = 'sim-1.0.2099-01-01.2099-01-03.1.1';
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ from: '2020-01-01', to: '2020-01-03', single: 1, double: 0 }, { from: 21 }],
      [{ from: day(10), to: day(10), single: 1, double: 0 }, { to: 23 }],
      [{ from: day(10), to: day(11), single: 0, double: 0 }, { rooms: 30 }],
      [{ from: day(10), to: day(11), single: 1, double: 1 }, { rooms: 'mixed_rooms' }],
    ];
    for (const [search, errors] of cases) {
      const response = await as(ACME_USER, 'POST', '/backend/api/booking/online', { offerKey, search });
      expect(response.statusCode, JSON.stringify(search)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it('refuses an offer quoted for another stay than the search', async () => {
    const { offer, search } = await startBooking(INITECH_USER, { city: 'Toulouse' });
    const response = await as(INITECH_USER, 'POST', '/backend/api/booking/online', { offerKey: offer.key, search: { ...search, to: day(200) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ offerKey: 760 });
  });

  it('is for company users and managers only, and for users allowed to book online', async () => {
    const body = { offerKey: 'sim-1.0.2099-01-01.2099-01-03.1.1', search: { from: '2099-01-01', to: '2099-01-03', single: 1, double: 0 } };
    expect((await t.call('accountant', 'POST', '/backend/api/booking/online', body)).statusCode).toBe(403);
    expect((await t.call('admin', 'POST', '/backend/api/booking/online', body)).statusCode).toBe(403);
    expect((await t.call(null, 'POST', '/backend/api/booking/online', body)).statusCode).toBe(401);
    await t.db.knex('user').where({ email: GLOBEX_USER }).update({ online_enabled: false });
    try {
      const refused = await as(GLOBEX_USER, 'POST', '/backend/api/booking/online', body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('online_disabled');
    } finally {
      await t.db.knex('user').where({ email: GLOBEX_USER }).update({ online_enabled: true });
    }
  });
});

describe('the booking form reads the unfinished booking', () => {
  it('gives the offer, fees, custom fields with options, the purchase order rules, payment and the managers to choose', async () => {
    const { id, offer } = await startBooking(ACME_USER);
    const response = await as(ACME_USER, 'GET', `/backend/api/booking/unfinished/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const form = response.json();
    expect(form.offer).toMatchObject({ offerKey: offer.key, hotelName: offer.hotel.name, totalPrice: offer.totalPrice });
    expect(form.fees).toMatchObject({ global: 5, globalLabel: 'Frais de dossier', total: 5 });
    expect(form.total).toBeCloseTo(offer.totalPrice + 5, 2);
    expect(form.orderNumber).toEqual({ required: true, label: 'Bon de commande', pattern: 'PO-####' });
    expect(form.payment).toMatchObject({ mode: 'on_site', cardGuarantee: 'never', cardRequired: false });
    expect(form.validation.phase).toBe('pre');
    expect(form.validation.multiManager).toBe(false);
    expect(form.validation.managers.map((m: { email: string }) => m.email)).toEqual(expect.arrayContaining([ACME_MANAGER, ACME_MANAGER_2]));
    const costCentre = form.customFields.find((field: { label: string }) => field.label === 'Centre de coût');
    expect(costCentre).toMatchObject({ type: 30, required: true });
    expect(costCentre.options).toHaveLength(5);
    // Disabled fields are not asked.
    expect(form.customFields.some((field: { label: string }) => field.label === 'Ancien code analytique')).toBe(false);
  });

  it('is the booker’s only: other users and other companies get 404', async () => {
    const { id } = await startBooking(ACME_USER);
    expect((await as(ACME_MANAGER, 'GET', `/backend/api/booking/unfinished/${id}`)).statusCode).toBe(404);
    expect((await as(INITECH_USER, 'GET', `/backend/api/booking/unfinished/${id}`)).statusCode).toBe(404);
    expect((await as(INITECH_USER, 'POST', `/backend/api/booking/${id}/finalise`, { rooms: [], confirmationKey: newKey() })).statusCode).toBe(404);
  });

  it('card guarantee: asked always, or when the offer is not freely cancellable', async () => {
    const globex = await companyOf('Globex Conseil');
    await t.db.knex('company').where({ id: globex }).update({ card_guarantee: 'always', payment_mode: 'virtual_card' });
    const { id } = await startBooking(GLOBEX_USER, { city: 'Lyon' });
    const form = (await as(GLOBEX_USER, 'GET', `/backend/api/booking/unfinished/${id}`)).json();
    expect(form.payment).toEqual({ mode: 'virtual_card', cardGuarantee: 'always', cardRequired: true });
    expect(form.fees).toMatchObject({ perRoom: 3, total: 3 });
    await t.db.knex('company').where({ id: globex }).update({ card_guarantee: 'never', payment_mode: 'on_site' });
  });
});

describe('the company’s travellers, managers and custom fields', () => {
  it('searches the caller’s company travellers from three letters', async () => {
    const short = await as(ACME_USER, 'GET', '/backend/api/me/travellers?search=Du');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'search_too_short', errors: { search: 'search_too_short' } });
    const found = (await as(ACME_USER, 'GET', '/backend/api/me/travellers?search=durand')).json();
    expect(found.items.map((item: { lastName: string; firstName: string }) => `${item.firstName} ${item.lastName}`)).toContain('Claire Durand');
    // Tenant scope: another company's user never sees Acme's travellers.
    const other = (await as(INITECH_USER, 'GET', '/backend/api/me/travellers?search=claire%20durand')).json();
    expect(other.items).toEqual([]);
    const page = (await as(ACME_USER, 'GET', '/backend/api/me/travellers?itemsPerPage=5&page=2&enabled=true')).json();
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(10);
    const acme = await companyOf('Acme Industries');
    expect(page.total).toBe(Number((await t.db.knex('traveller').where({ company_id: acme, enabled: true }).count({ n: '*' }).first())!.n));
    expect((await as(ACME_USER, 'GET', '/backend/api/me/travellers?itemsPerPage=500')).statusCode).toBe(400);
  });

  it('lists the company’s managers, not the caller, and the company’s enabled custom fields', async () => {
    const managers = (await as(ACME_MANAGER, 'GET', '/backend/api/me/managers')).json();
    expect(managers.map((m: { email: string }) => m.email)).toEqual([ACME_MANAGER_2]);
    const fields = (await as(INITECH_USER, 'GET', '/backend/api/me/company-custom-fields')).json();
    expect(fields.map((field: { label: string }) => field.label)).toEqual(['Département', 'Référence interne', 'Société refacturée']);
    expect((await t.call('admin', 'GET', '/backend/api/me/company-custom-fields')).statusCode).toBe(403);
  });
});

describe('the provider', () => {
  it('is asked to cancel a booked stay the manager refuses after the booking', async () => {
    const cancel = vi.spyOn(SimulatedOffers.prototype, 'cancel');
    try {
      const { id } = await startBooking(GLOBEX_USER, { city: 'Lyon' });
      await finalise(GLOBEX_USER, id, 'Globex Conseil', { managers: [ids[GLOBEX_MANAGER]] });
      const booking = await t.db.knex('booking').where({ id }).first('offer_key', 'booking_base_id');
      const token = await validationTokenOf(GLOBEX_MANAGER);
      expect(
        (await as(null, 'POST', `/backend/public/api/booking/validation/${token}`, { decision: 'deny', reason: 'Déplacement annulé' })).json().status,
      ).toBe(30);
      expect(cancel).toHaveBeenCalledWith(booking.offer_key, booking.booking_base_id);
    } finally {
      cancel.mockRestore();
    }
  });
});
