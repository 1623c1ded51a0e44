import type { AgencyEvent } from '../../entities/bookingFlow.ts';
import { describe, expect, it } from 'vitest';
import type { DemoRole } from '../support/app.ts';
import { expectCode, GLOBEX_MANAGER, GLOBEX_USER, offlineRequestApp } from '../support/offline-requests.ts';
import { day } from '../support/days.ts';

const app = offlineRequestApp();
const { as, request, mailsOf, submitted, agency } = app;

describe('the rules of an offline request', () => {
  const post = (overrides: Record<string, unknown>) => as(GLOBEX_USER, 'POST', '/backend/api/booking/offline', request(overrides));

  it('needs the dates, in order (20, 21, 23)', async () => {
    await expectCode(await post({ from: null, to: null }), 400, { from: 20, to: 20 });
    await expectCode(await post({ from: day(10), to: day(8) }), 400, { to: 21 });
    await expectCode(await post({ from: day(10), to: day(10) }), 400, { to: 23 });
    await expectCode(await post({ from: day(-2), to: day(1) }), 400, { from: 21 });
  });

  it('wants the answer no later than the start (22), and the dates to compare it with (46)', async () => {
    await expectCode(await post({ responseDate: day(31) }), 400, { responseDate: 22 });
    await expectCode(await post({ from: null, responseDate: day(5) }), 400, { responseDate: 46 });
    expect((await post({ responseDate: day(29) })).statusCode).toBe(200);
  });

  it('needs a room (30), rooms filled (70), a bed type for double rooms (100)', async () => {
    await expectCode(await post({ single: 0, double: 0 }), 400, { rooms: 30 });
    await expectCode(await post({ single: 2 }), 400, { travellers: 70 });
    await expectCode(await post({ single: 0, double: 1 }), 400, { bedTypes: 100, 'bedTypes.0': 100 });
    await expectCode(await post({ single: 0, double: 1, bedTypes: ['king'] }), 400, { bedTypes: 760 });
  });

  it('sends more than six travellers, or more than the rooms hold, to the group form', async () => {
    const people = (n: number) => Array.from({ length: n }, (_, i) => ({ firstName: `P${i}`, lastName: 'Test', phone: '0612345678' }));
    await expectCode(await post({ single: 3, double: 2, bedTypes: ['twin', 'twin'], travellers: people(7) }), 400, { travellers: 'group_required' });
    await expectCode(await post({ single: 1, travellers: people(2) }), 400, { travellers: 'group_required' });
    await expectCode(await post({ single: 7, travellers: people(6) }), 400, { rooms: 'group_required' });
  });

  it('allows single and double rooms together, unlike online bookings', async () => {
    const response = await post({
      single: 1,
      double: 1,
      bedTypes: ['twin'],
      travellers: [
        { firstName: 'A', lastName: 'B', phone: '0612345678' },
        { firstName: 'C', lastName: 'D' },
        { firstName: 'E', lastName: 'F' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await app.t.db.knex('booking').where({ id: response.json().id }).first();
    expect(row).toMatchObject({ single_rooms: 1, double_rooms: 1, is_online: false, travellers: 'A B, C D, E F' });
    expect(row.rooms).toEqual([{ occupancy: 1 }, { occupancy: 2, bedType: 'twin' }]);
  });

  it('checks the travellers: names (10), phone format (40), at least one phone (90), email (140)', async () => {
    await expectCode(await post({ travellers: [{ firstName: ' ', lastName: 'X', phone: '0612345678' }] }), 400, { 'travellers.0.firstName': 10 });
    await expectCode(await post({ travellers: [{ firstName: 'A', lastName: 'B', phone: 'call me' }] }), 400, { 'travellers.0.phone': 40 });
    await expectCode(await post({ travellers: [{ firstName: 'A', lastName: 'B' }] }), 400, { travellers: 90 });
    await expectCode(await post({ travellers: [{ firstName: 'A', lastName: 'B', phone: '0612345678', email: 'nope' }] }), 400, { 'travellers.0.email': 140 });
    await expectCode(await post({ travellers: [] }), 400, { travellers: 10 });
  });

  it('needs a destination and a priority, and a budget when the budget comes first (10)', async () => {
    await expectCode(await post({ destination: '' }), 400, { destination: 10 });
    await expectCode(await post({ priority: null }), 400, { priority: 10 });
    await expectCode(await post({ priority: 'budget' }), 400, { budget: 10 });
    await expectCode(await post({ priority: 'cheap' }), 400, { priority: 760 });
    expect((await post({ priority: 'budget', budget: 120 })).statusCode).toBe(200);
  });

  it('takes a favourite place of the company as destination, never another company’s', async () => {
    const globex = await app.t.db.knex('company').where({ name: 'Globex Conseil' }).first('id');
    const [own] = await app.t.db
      .knex('favorite_location')
      .insert({ company_id: globex.id, name: 'Siège Globex', city: 'Lyon', geo_lat: 45.75, geo_lng: 4.82 })
      .returning('id');
    const acme = await app.t.db.knex('company').where({ name: 'Acme Industries' }).first('id');
    const [other] = await app.t.db
      .knex('favorite_location')
      .insert({ company_id: acme.id, name: 'Siège Acme', city: 'Paris', geo_lat: 48.86, geo_lng: 2.33 })
      .returning('id');
    const response = await post({ destination: null, favoriteLocationId: own.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(await app.t.db.knex('booking').where({ id: response.json().id }).first('destination', 'favorite_location_id')).toEqual({
      destination: 'Siège Globex, Lyon',
      favorite_location_id: own.id,
    });
    await expectCode(await post({ favoriteLocationId: other.id }), 400, { favoriteLocationId: 760 });
  });

  it('links company travellers, and refuses another company’s', async () => {
    const globex = await app.t.db.knex('company').where({ name: 'Globex Conseil' }).first('id');
    const traveller = await app.t.db.knex('traveller').where({ company_id: globex.id }).first('id', 'first_name', 'last_name');
    const foreign = await app.t.db.knex('traveller').whereNot({ company_id: globex.id }).first('id');
    const contact = { travellerId: traveller.id, firstName: traveller.first_name, lastName: traveller.last_name, phone: '0612345678' };
    const { id } = (await post({ travellers: [contact] })).json();
    expect(await app.t.db.knex('booking_traveller').where({ booking_id: id }).select('traveller_id')).toEqual([{ traveller_id: traveller.id }]);
    await expectCode(await post({ travellers: [{ ...contact, travellerId: foreign.id }] }), 400, { 'travellers.0.travellerId': 760 });
  });

  it('keeps a draft with only its dates, and no mail', async () => {
    const response = await post({ submit: false, destination: null, priority: null, travellers: [], single: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe(4);
    expect(await mailsOf(response.json().id)).toEqual([]);
  });

  it('checks the company’s custom fields: required when sent, masks always', async () => {
    const [mission] = Object.keys(app.globexFields);
    await expectCode(await post({ customFields: {} }), 400, { [`customFields.${mission}`]: 10 });
    await expectCode(await post({ customFields: { ...app.globexFields, [mission]: 'MIS-42' } }), 400, { [`customFields.${mission}`]: 760 });
    await expectCode(await post({ submit: false, customFields: { [mission]: 'MIS-42' } }), 400, { [`customFields.${mission}`]: 760 });
    expect((await post({ submit: false, customFields: {} })).statusCode).toBe(200);
  });

  it('refuses unknown fields and malformed values with a code', async () => {
    await expectCode(await post({ hotel: 'Ritz' }), 400, { hotel: 400 });
    await expectCode(await post({ single: 'two' }), 400, { single: 11 });
  });
});

describe('who may send offline requests', () => {
  it('tells the form the company’s settings', async () => {
    expect((await as(GLOBEX_USER, 'GET', '/backend/api/booking/offline/settings')).json()).toEqual({
      offline: true,
      preValidation: false,
      orderNumber: { required: false, label: null, pattern: null },
      responseHours: 24,
    });
    expect((await as('user', 'GET', '/backend/api/booking/offline/settings')).json()).toMatchObject({
      offline: true,
      preValidation: true,
      orderNumber: { required: true, label: 'Bon de commande', pattern: 'PO-####' },
    });
    expect((await as('initech user', 'GET', '/backend/api/booking/offline/settings')).json()).toMatchObject({ offline: false });
  });

  it('does not let a manager authorise their own request (1009)', async () => {
    const response = await as(
      'manager',
      'POST',
      '/backend/api/booking/offline',
      request({ orderNumber: 'PO-1111', customFields: app.acmeFields, managers: [app.acmeManagerId] }),
    );
    await expectCode(response, 400, { managers: 1009 });
  });

  it('refuses users or companies without offline booking (403)', async () => {
    expect((await as('initech user', 'POST', '/backend/api/booking/offline', request())).statusCode).toBe(403);
    await app.t.db.knex('user').where({ email: GLOBEX_MANAGER }).update({ offline_enabled: false });
    expect((await as(GLOBEX_MANAGER, 'POST', '/backend/api/booking/offline', request())).statusCode).toBe(403);
    await app.t.db.knex('user').where({ email: GLOBEX_MANAGER }).update({ offline_enabled: true });
  });

  it('is for bookers: not accountants, not the agency, not anonymous visitors', async () => {
    expect((await as('accountant', 'POST', '/backend/api/booking/offline', request())).statusCode).toBe(403);
    expect((await as('agent', 'POST', '/backend/api/booking/offline', request())).statusCode).toBe(403);
    expect((await app.t.call(null, 'POST', '/backend/api/booking/offline', request())).statusCode).toBe(401);
  });
});

describe('status and access guards', () => {
  it('answers 150 when the status does not allow the step', async () => {
    const { id } = await submitted();
    expect((await agency(id, 'propose', { proposal: 'x', hotelName: 'y', totalPrice: 1 })).json().code).toBe(150);
    expect((await agency(id, 'agency_confirm', { hotelName: 'y', totalPrice: 1 })).json().code).toBe(150);
    expect((await agency(id, 'cancellation_done')).json().code).toBe(150);
    expect((await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/accept_proposal`)).json().code).toBe(150);
    expect((await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/modification`, { comment: 'x' })).json().code).toBe(150);
    // A sent request is corrected while the agency has not taken it, never turned back into a draft.
    expect((await as(GLOBEX_USER, 'PUT', `/backend/api/booking/offline/${id}`, request({ submit: false }))).json().code).toBe(150);
    const corrected = await as(GLOBEX_USER, 'PUT', `/backend/api/booking/offline/${id}`, request({ destination: 'Villeurbanne' }));
    expect(corrected.json()).toMatchObject({ status: 20 });
    expect((await app.t.db.knex('booking').where({ id }).first('destination')).destination).toBe('Villeurbanne');
    await agency(id, 'take');
    const late = await as(GLOBEX_USER, 'PUT', `/backend/api/booking/offline/${id}`, request());
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe(150);
    expect((await agency(id, 'take')).json().code).toBe(150);
  });

  it('keeps the agency steps for the agency (403 for company users)', async () => {
    const { id } = await submitted();
    for (const who of ['user', 'manager', 'accountant', GLOBEX_USER] as const) {
      expect((await agency(id, 'take', {}, who as DemoRole)).statusCode, who).toBe(403);
    }
    expect((await agency(id, 'take', {}, 'admin')).json()).toMatchObject({ status: 40 });
    // A step is a route of its own, named by its event: the former short names and unknown words name none.
    for (const word of ['unknown', 'confirm', 'cancel']) expect((await agency(id, word as AgencyEvent)).statusCode, word).toBe(404);
    // The steps without input need no body at all.
    const { id: other } = await submitted();
    const bare = await app.t.app.inject({
      method: 'POST',
      url: `/backend/api/booking/${other}/agency/take`,
      headers: { authorization: `Bearer ${await app.t.tokenOf('agent')}` },
    });
    expect(bare.json()).toMatchObject({ status: 40 });
  });

  it('shows and moves a request only within its company (404 elsewhere)', async () => {
    const { id } = await submitted();
    expect((await as('user', 'GET', `/backend/api/booking/offline/${id}`)).statusCode).toBe(404);
    expect((await as('user', 'PUT', `/backend/api/booking/offline/${id}`, request())).statusCode).toBe(404);
    expect((await as('user', 'POST', `/backend/api/booking/${id}/modification`, { comment: 'x' })).statusCode).toBe(404);
    expect((await as('manager', 'POST', `/backend/api/booking/${id}/accept_proposal`)).statusCode).toBe(404);
    // A colleague of the same company who is neither its booker nor asked to decide does not see it either.
    expect((await as(GLOBEX_MANAGER, 'GET', `/backend/api/booking/offline/${id}`)).statusCode).toBe(404);
    expect((await as('agent', 'GET', `/backend/api/booking/offline/${id}`)).statusCode).toBe(200);
  });

  it('does not treat online bookings as requests', async () => {
    const acme = await app.t.db.knex('company').where({ name: 'Acme Industries' }).first('id');
    const userId = await app.t.userId('user@acme-demo.fr');
    const [row] = await app.t.db
      .knex('booking')
      .insert({ ref: 'TSTONLINE1', status: 60, is_online: true, arrival_date: day(5), departure_date: day(6), company_id: acme.id, user_id: userId })
      .returning('id');
    expect((await as('user', 'GET', `/backend/api/booking/offline/${row.id}`)).statusCode).toBe(404);
    expect((await as('user', 'POST', `/backend/api/booking/${row.id}/modification`, { comment: 'x' })).json().code).toBe(150);
    expect((await agency(row.id, 'agency_cancel', { reason: 'x' })).json().code).toBe(150);
  });
});
