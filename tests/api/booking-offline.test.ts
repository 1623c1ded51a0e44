import type { AgencyEvent } from '../../entities/bookingFlow.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type DemoRole, type TestApp } from '../support/app.ts';

let t: TestApp;
/** A Globex booker: offline enabled, no pre-validation, no purchase order. */
const GLOBEX_USER = 'karim.benali.1@globex-demo.fr';
const GLOBEX_MANAGER = 'julie.blanc.1@globex-demo.fr';
let acmeManagerId: number;
/** Valid values of the required custom fields of Globex and Acme. */
let globexFields: Record<string, string>;
let acmeFields: Record<string, string>;

async function requiredFieldValues(company: string, byLabel: Record<string, string | null>) {
  const fields = await t.db.knex('booking_input_field as f')
    .join('company as c', 'c.id', 'f.company_id')
    .where({ 'c.name': company, 'f.required': true, 'f.enabled': true })
    .select('f.id', 'f.label');
  const values: Record<string, string> = {};
  for (const field of fields) {
    // A dropdown takes the value of its first option.
    values[field.id] = byLabel[field.label] ?? (await t.db.knex('booking_option_field').where({ field_id: field.id }).orderBy('rank').first('value')).value;
  }
  return values;
}

beforeAll(async () => {
  t = await testApp();
  ({ id: acmeManagerId } = await t.db.knex('user').where({ email: 'manager@acme-demo.fr' }).first('id'));
  globexFields = await requiredFieldValues('Globex Conseil', { 'Code mission': 'MIS-0042', 'Client facturé': null });
  acmeFields = await requiredFieldValues('Acme Industries', { 'Code projet': 'AB-1234', 'Centre de coût': null });
});
afterAll(() => t.close());

/** A call as a demo role or as any seeded account by its address. */
const as = (who: DemoRole | string, method: string, url: string, payload?: unknown) => t.call(who, method, url, payload);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function request(overrides: Record<string, unknown> = {}) {
  return {
    submit: true,
    from: day(30),
    to: day(32),
    destination: 'Lyon',
    priority: 'place',
    single: 1,
    double: 0,
    travellers: [{ firstName: 'Karim', lastName: 'Benali', email: 'karim@example.test', phone: '+33 6 11 22 33 44' }],
    services: { breakfast: true, internet: true },
    comments: 'Près de la gare Part-Dieu',
    customFields: globexFields,
    ...overrides,
  };
}

const mailsOf = (bookingId: number) =>
  t.db.knex('maillog').where({ booking_id: bookingId }).orderBy('id').select('template', 'mail_rcpt');

async function submitted(who: string = GLOBEX_USER, overrides: Record<string, unknown> = {}) {
  const response = await as(who, 'POST', '/backend/api/booking/offline', request(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; ref: string; status: number };
}

const agency = (id: number, event: AgencyEvent, body: Record<string, unknown> = {}, who: DemoRole = 'agent') =>
  as(who, 'POST', `/backend/api/booking/${id}/agency/${event}`, body);

async function expectCode(response: Awaited<ReturnType<typeof as>>, status: number, errors: Record<string, unknown>) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().errors).toMatchObject(errors);
}

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
      single: 1, double: 1, bedTypes: ['twin'],
      travellers: [{ firstName: 'A', lastName: 'B', phone: '0612345678' }, { firstName: 'C', lastName: 'D' }, { firstName: 'E', lastName: 'F' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.db.knex('booking').where({ id: response.json().id }).first();
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
    const globex = await t.db.knex('company').where({ name: 'Globex Conseil' }).first('id');
    const [own] = await t.db.knex('favorite_location').insert({ company_id: globex.id, name: 'Siège Globex', city: 'Lyon', geo_lat: 45.75, geo_lng: 4.82 }).returning('id');
    const acme = await t.db.knex('company').where({ name: 'Acme Industries' }).first('id');
    const [other] = await t.db.knex('favorite_location').insert({ company_id: acme.id, name: 'Siège Acme', city: 'Paris', geo_lat: 48.86, geo_lng: 2.33 }).returning('id');
    const response = await post({ destination: null, favoriteLocationId: own.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.knex('booking').where({ id: response.json().id }).first('destination', 'favorite_location_id')).toEqual({ destination: 'Siège Globex, Lyon', favorite_location_id: own.id });
    await expectCode(await post({ favoriteLocationId: other.id }), 400, { favoriteLocationId: 760 });
  });

  it('links company travellers, and refuses another company’s', async () => {
    const globex = await t.db.knex('company').where({ name: 'Globex Conseil' }).first('id');
    const traveller = await t.db.knex('traveller').where({ company_id: globex.id }).first('id', 'first_name', 'last_name');
    const foreign = await t.db.knex('traveller').whereNot({ company_id: globex.id }).first('id');
    const contact = { travellerId: traveller.id, firstName: traveller.first_name, lastName: traveller.last_name, phone: '0612345678' };
    const { id } = (await post({ travellers: [contact] })).json();
    expect(await t.db.knex('booking_traveller').where({ booking_id: id }).select('traveller_id')).toEqual([{ traveller_id: traveller.id }]);
    await expectCode(await post({ travellers: [{ ...contact, travellerId: foreign.id }] }), 400, { 'travellers.0.travellerId': 760 });
  });

  it('keeps a draft with only its dates, and no mail', async () => {
    const response = await post({ submit: false, destination: null, priority: null, travellers: [], single: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe(4);
    expect(await mailsOf(response.json().id)).toEqual([]);
  });

  it('checks the company’s custom fields: required when sent, masks always', async () => {
    const [mission] = Object.keys(globexFields);
    await expectCode(await post({ customFields: {} }), 400, { [`customFields.${mission}`]: 10 });
    await expectCode(await post({ customFields: { ...globexFields, [mission]: 'MIS-42' } }), 400, { [`customFields.${mission}`]: 760 });
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
      offline: true, preValidation: false, orderNumber: { required: false, label: null, pattern: null }, responseHours: 24,
    });
    expect((await as('user', 'GET', '/backend/api/booking/offline/settings')).json()).toMatchObject({
      offline: true, preValidation: true, orderNumber: { required: true, label: 'Bon de commande', pattern: 'PO-####' },
    });
    expect((await as('initech user', 'GET', '/backend/api/booking/offline/settings')).json()).toMatchObject({ offline: false });
  });

  it('does not let a manager authorise their own request (1009)', async () => {
    const response = await as('manager', 'POST', '/backend/api/booking/offline', request({ orderNumber: 'PO-1111', customFields: acmeFields, managers: [acmeManagerId] }));
    await expectCode(response, 400, { managers: 1009 });
  });

  it('refuses users or companies without offline booking (403)', async () => {
    expect((await as('initech user', 'POST', '/backend/api/booking/offline', request())).statusCode).toBe(403);
    await t.db.knex('user').where({ email: GLOBEX_MANAGER }).update({ offline_enabled: false });
    expect((await as(GLOBEX_MANAGER, 'POST', '/backend/api/booking/offline', request())).statusCode).toBe(403);
    await t.db.knex('user').where({ email: GLOBEX_MANAGER }).update({ offline_enabled: true });
  });

  it('is for bookers: not accountants, not the agency, not anonymous visitors', async () => {
    expect((await as('accountant', 'POST', '/backend/api/booking/offline', request())).statusCode).toBe(403);
    expect((await as('agent', 'POST', '/backend/api/booking/offline', request())).statusCode).toBe(403);
    expect((await t.call(null, 'POST', '/backend/api/booking/offline', request())).statusCode).toBe(401);
  });
});

describe('an offline request from draft to confirmation', () => {
  it('goes draft → sent → taken → proposed → accepted → confirmed, with history and mails', async () => {
    const draft = await submitted(GLOBEX_USER, { submit: false });
    expect(draft.status).toBe(4);
    expect(draft.ref).toMatch(/^BK\d+$/);
    const row = await t.db.knex('booking').where({ id: draft.id }).first();
    expect(row.public_token).toHaveLength(32);
    expect(row.booking_fees_per_room).toBeNull();

    // Reopened in its form, completed, sent.
    const form = (await as(GLOBEX_USER, 'GET', `/backend/api/booking/offline/${draft.id}`)).json();
    expect(form).toMatchObject({ id: draft.id, status: 4, destination: 'Lyon', single: 1, editable: true, travellers: [{ firstName: 'Karim' }] });
    const sent = await as(GLOBEX_USER, 'PUT', `/backend/api/booking/offline/${draft.id}`, request({ comments: 'Deux nuits, calme' }));
    expect(sent.json()).toMatchObject({ id: draft.id, status: 20 });
    expect(await mailsOf(draft.id)).toEqual([
      { template: 'booking.request_sent', mail_rcpt: GLOBEX_USER },
      { template: 'booking.agency_request', mail_rcpt: expect.stringContaining('@agence-demo.fr') },
    ]);

    const taken = await agency(draft.id, 'take');
    expect(taken.json()).toMatchObject({ status: 40 });
    const { id: agentId } = await t.db.knex('user').where({ email: 'agent@agence-demo.fr' }).first('id');
    expect((await t.db.knex('booking').where({ id: draft.id }).first('agent_id')).agent_id).toBe(agentId);

    await expectCode(await agency(draft.id, 'propose', { proposal: '' }), 400, { proposal: 10, hotelName: 10, totalPrice: 10 });
    const proposed = await agency(draft.id, 'propose', { proposal: 'Hôtel des Célestins, chambre calme sur cour', hotelName: 'Hôtel des Célestins', pricePerNight: 98, totalPrice: 196 });
    expect(proposed.json()).toMatchObject({ status: 45 });
    expect(await t.db.knex('booking').where({ id: draft.id }).first('proposal', 'hotel_name', 'price_per_night', 'total_price')).toEqual({
      proposal: 'Hôtel des Célestins, chambre calme sur cour', hotel_name: 'Hôtel des Célestins', price_per_night: 98, total_price: 196,
    });

    const accepted = await as(GLOBEX_USER, 'POST', `/backend/api/booking/${draft.id}/accept_proposal`);
    expect(accepted.json()).toMatchObject({ status: 50 });

    const confirmed = await agency(draft.id, 'agency_confirm', { reference: 'CEL-4471' });
    expect(confirmed.json()).toMatchObject({ status: 60 });
    expect((await t.db.knex('booking').where({ id: draft.id }).first('booking_base_id')).booking_base_id).toBe('CEL-4471');

    const history = await t.db.knex('booking_history').where({ booking_id: draft.id, type: 'status' }).orderBy('id').select('status_from', 'status_to');
    expect(history).toEqual([
      { status_from: 4, status_to: 20 },
      { status_from: 20, status_to: 40 },
      { status_from: 40, status_to: 45 },
      { status_from: 45, status_to: 50 },
      { status_from: 50, status_to: 60 },
    ]);
    expect((await mailsOf(draft.id)).map((mail) => mail.template)).toEqual([
      'booking.request_sent', 'booking.agency_request', 'booking.proposal', 'booking.proposal_accepted', 'booking.confirmed',
    ]);
    const proposalMail = await t.db.knex('maillog').where({ booking_id: draft.id, template: 'booking.proposal' }).first('body');
    expect(proposalMail.body).toContain('Hôtel des Célestins, chambre calme sur cour');
  });

  it('may be confirmed straight from processing, with the hotel and price it needs', async () => {
    const { id } = await submitted();
    await agency(id, 'take');
    await expectCode(await agency(id, 'agency_confirm', {}), 400, { hotelName: 10, totalPrice: 10 });
    expect((await agency(id, 'agency_confirm', { hotelName: 'Hôtel Carlton', totalPrice: 250, reference: 'X1' })).json()).toMatchObject({ status: 60 });
  });

  it('lets the booker refuse a proposal with a reason; the agency proposes again', async () => {
    const { id } = await submitted();
    await agency(id, 'take');
    await agency(id, 'propose', { proposal: 'Hôtel loin', hotelName: 'Hôtel Loin', totalPrice: 150 });
    await expectCode(await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/refuse_proposal`, { reason: ' ' }), 400, { reason: 10 });
    expect((await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/refuse_proposal`, { reason: 'Trop loin du site' })).json()).toMatchObject({ status: 40 });
    expect((await mailsOf(id)).map((mail) => mail.template)).toContain('booking.proposal_refused');
    expect((await agency(id, 'propose', { proposal: 'Hôtel proche', hotelName: 'Hôtel Proche', totalPrice: 170 })).json()).toMatchObject({ status: 45 });
  });

  it('goes through a modification: 60 → 65 → 60', async () => {
    const { id } = await submitted();
    await agency(id, 'take');
    await agency(id, 'agency_confirm', { hotelName: 'Hôtel Carlton', totalPrice: 250 });
    await expectCode(await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/modification`, { comment: '  ' }), 400, { comment: 10 });
    expect((await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/modification`, {})).statusCode).toBe(400);
    expect((await as(GLOBEX_USER, 'POST', `/backend/api/booking/${id}/modification`, { comment: 'Une nuit de plus' })).json()).toMatchObject({ status: 65 });
    expect((await agency(id, 'modification_done', { totalPrice: 375, comment: 'Nuit ajoutée' })).json()).toMatchObject({ status: 60 });
    expect((await t.db.knex('booking').where({ id }).first('total_price')).total_price).toBe(375);
    const templates = (await mailsOf(id)).map((mail) => mail.template);
    expect(templates.slice(-3)).toEqual(['booking.confirmed', 'booking.modification_sent', 'booking.confirmed']);
  });

  it('goes through a cancellation request: 70 → 80', async () => {
    const { id } = await submitted();
    await agency(id, 'take');
    await agency(id, 'agency_confirm', { hotelName: 'Hôtel Carlton', totalPrice: 250 });
    // The booker's cancellation request belongs to the booking page; the agency's answer is the step under test.
    await t.db.knex('booking').where({ id }).update({ status: 70 });
    expect((await agency(id, 'cancellation_done')).json()).toMatchObject({ status: 80 });
    expect((await mailsOf(id)).at(-1)).toEqual({ template: 'booking.cancelled', mail_rcpt: GLOBEX_USER });
  });

  it('may be cancelled by the agency with a reason', async () => {
    const { id } = await submitted();
    await expectCode(await agency(id, 'agency_cancel', {}), 400, { reason: 10 });
    expect((await agency(id, 'agency_cancel', { reason: 'Aucun hôtel disponible' })).json()).toMatchObject({ status: 80 });
    expect(await t.db.knex('booking').where({ id }).first('cancellation_comment')).toEqual({ cancellation_comment: 'Aucun hôtel disponible' });
    expect((await mailsOf(id)).at(-1)?.template).toBe('booking.cancelled');
  });
});

describe('a company that authorises requests first', () => {
  it('needs a manager of the company, then asks them with a private link (10)', async () => {
    const acme = { orderNumber: 'PO-1234', customFields: acmeFields };
    await expectCode(await as('user', 'POST', '/backend/api/booking/offline', request(acme)), 400, { managers: 'manager_required' });
    const { id: colleague } = await t.db.knex('user').where({ email: 'accountant@acme-demo.fr' }).first('id');
    await expectCode(await as('user', 'POST', '/backend/api/booking/offline', request({ ...acme, managers: [colleague] })), 400, { managers: 1009 });
    const response = await as('user', 'POST', '/backend/api/booking/offline', request({ ...acme, managers: [acmeManagerId] }));
    expect(response.json()).toMatchObject({ status: 10 });
    const { id } = response.json();
    const asked = await t.db.knex('booking_manager').where({ booking_id: id });
    expect(asked).toMatchObject([{ user_id: acmeManagerId, phase: 'pre', decision: null }]);
    expect(asked[0].token.length).toBeGreaterThanOrEqual(22);
    expect(asked[0].expires_at.getTime()).toBeGreaterThan(Date.now());
    expect(await mailsOf(id)).toEqual([{ template: 'booking.validation', mail_rcpt: 'manager@acme-demo.fr' }]);
    expect(await t.mailedLink('manager@acme-demo.fr', /\/booking\/([A-Za-z0-9_-]+)\/validate/)).toBe(asked[0].token);
    const row = await t.db.knex('booking').where({ id }).first('validation', 'booking_fees_global', 'booking_fees_global_label');
    expect(row).toEqual({ validation: 'pre', booking_fees_global: 15, booking_fees_global_label: 'Frais de dossier' });
    // The agency cannot take a request the managers have not authorised.
    expect((await agency(id, 'take')).json().code).toBe(150);
  });

  it('reaches the agency once a manager allows it through the mail link (10 → 20)', async () => {
    const { id } = (await as('user', 'POST', '/backend/api/booking/offline', request({ orderNumber: 'PO-2222', managers: [acmeManagerId], customFields: acmeFields }))).json();
    const { token } = await t.db.knex('booking_manager').where({ booking_id: id }).first('token');
    const allowed = await t.call(null, 'POST', `/backend/public/api/booking/validation/${token}`, { decision: 'allow' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await t.db.knex('booking').where({ id }).first('status')).status).toBe(20);
    expect((await mailsOf(id)).map((mail) => mail.template)).toEqual(['booking.validation', 'booking.allowed', 'booking.agency_request']);
    expect((await agency(id, 'take')).json()).toMatchObject({ status: 40 });
  });

  it('checks the purchase order against the company pattern (10, 760)', async () => {
    const base = { managers: [acmeManagerId], customFields: acmeFields };
    await expectCode(await as('user', 'POST', '/backend/api/booking/offline', request(base)), 400, { orderNumber: 10 });
    await expectCode(await as('user', 'POST', '/backend/api/booking/offline', request({ ...base, orderNumber: 'PO-12' })), 400, { orderNumber: 760 });
  });

  it('lets an asked manager accept the proposal', async () => {
    const { id } = (await as('user', 'POST', '/backend/api/booking/offline', request({ orderNumber: 'PO-4321', managers: [acmeManagerId], customFields: acmeFields }))).json();
    await t.db.knex('booking').where({ id }).update({ status: 45 });
    expect((await as('manager', 'POST', `/backend/api/booking/${id}/accept_proposal`)).json()).toMatchObject({ status: 50 });
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
    expect((await t.db.knex('booking').where({ id }).first('destination')).destination).toBe('Villeurbanne');
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
    const bare = await t.app.inject({ method: 'POST', url: `/backend/api/booking/${other}/agency/take`, headers: { authorization: `Bearer ${await t.tokenOf('agent')}` } });
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
    const acme = await t.db.knex('company').where({ name: 'Acme Industries' }).first('id');
    const { id: userId } = await t.db.knex('user').where({ email: 'user@acme-demo.fr' }).first('id');
    const [row] = await t.db.knex('booking').insert({ ref: 'TSTONLINE1', status: 60, is_online: true, arrival_date: day(5), departure_date: day(6), company_id: acme.id, user_id: userId }).returning('id');
    expect((await as('user', 'GET', `/backend/api/booking/offline/${row.id}`)).statusCode).toBe(404);
    expect((await as('user', 'POST', `/backend/api/booking/${row.id}/modification`, { comment: 'x' })).json().code).toBe(150);
    expect((await agency(row.id, 'agency_cancel', { reason: 'x' })).json().code).toBe(150);
  });
});
