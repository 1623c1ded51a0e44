import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';
import { GLOBEX_USER, groupRequest, PUBLIC_REQUESTER, requiredFieldValues } from '../support/offline-requests.ts';
import { day } from '../support/days.ts';

let t: TestApp;
let globexId: number;
let globexFields: Record<string, string>;

const as = (email: string, method: string, url: string, payload?: unknown) => t.call(email, method, url, payload);
const anonymous = (method: string, url: string, payload?: unknown) => t.app.inject({ method: method as 'GET', url, payload: payload as object });
const group = (overrides: Record<string, unknown> = {}) => groupRequest(globexFields, overrides);

beforeAll(async () => {
  t = await testApp();
  globexId = await t.companyId('Globex Conseil');
  globexFields = await requiredFieldValues(t, 'Globex Conseil', { 'Code mission': 'MIS-0042' });
});
afterAll(() => t.close());

describe('group and seminar requests of a signed-in booker (POST /api/booking/group)', () => {
  it('sends a group of more than six travellers to the agency as an offline request', async () => {
    const response = await as(GLOBEX_USER, 'POST', '/backend/api/booking/group', group());
    expect(response.statusCode).toBe(200);
    const sent = response.json();
    expect(sent.status).toBe(20);
    expect(sent.responseHours).toBe(24);
    const booking = await t.db.knex('booking').where({ id: sent.id }).first();
    expect(booking).toMatchObject({ is_online: false, request_kind: 'group', single_rooms: 8, double_rooms: 2, company_id: globexId });
    expect(booking.request_details.participants).toBe(12);
    const mails = await t.db.knex('maillog').where({ booking_id: sent.id }).pluck('template');
    expect(mails).toContain('booking.agency_request');
  });

  it('takes a seminar without rooms, with its meeting room', async () => {
    const response = await as(
      GLOBEX_USER,
      'POST',
      '/backend/api/booking/group',
      group({
        kind: 'seminar',
        to: day(41),
        single: 0,
        double: 0,
        participants: 30,
        meetingRoom: { people: 30, layout: 'u_shape', equipment: 'Vidéoprojecteur' },
        catering: { lunch: true },
      }),
    );
    expect(response.statusCode).toBe(200);
    const booking = await t.db.knex('booking').where({ id: response.json().id }).first('request_kind', 'request_details');
    expect(booking.request_kind).toBe('seminar');
    expect(booking.request_details.meetingRoom).toEqual({ people: 30, layout: 'u_shape', equipment: 'Vidéoprojecteur' });
    expect(booking.request_details.catering).toEqual({ lunch: true, dinner: false, breaks: false });
    // The agent reads the request with its kind and details, as any offline request.
    const read = await as('agent@agence-demo.fr', 'GET', `/backend/api/booking/offline/${response.json().id}`);
    expect(read.json()).toMatchObject({ kind: 'seminar', details: { participants: 30, meetingRoom: { people: 30 } }, requester: null });
  });

  it('answers the rule codes: dates 20/21, destination 10, participants 10, rooms not filled 70, meeting room 10, custom fields', async () => {
    const response = await as(
      GLOBEX_USER,
      'POST',
      '/backend/api/booking/group',
      group({ from: null, to: null, destination: ' ', participants: null, customFields: {} }),
    );
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors).toMatchObject({ from: 20, to: 20, destination: 10, participants: 10 });
    expect(Object.keys(errors).some((key) => key.startsWith('customFields.'))).toBe(true);
    expect((await as(GLOBEX_USER, 'POST', '/backend/api/booking/group', group({ from: day(5), to: day(3) }))).json().errors).toEqual({ to: 21 });
    expect((await as(GLOBEX_USER, 'POST', '/backend/api/booking/group', group({ participants: 5 }))).json().errors).toEqual({ rooms: 70 });
    expect((await as(GLOBEX_USER, 'POST', '/backend/api/booking/group', group({ kind: 'seminar' }))).json().errors).toEqual({ 'meetingRoom.people': 10 });
    expect((await as(GLOBEX_USER, 'POST', '/backend/api/booking/group', group({ kind: 'offline' }))).statusCode).toBe(400);
    expect((await as(GLOBEX_USER, 'POST', '/backend/api/booking/group', group({ extra: 1 }))).statusCode).toBe(400);
  });

  it('is refused to visitors (401), accountants and agency staff (403), and companies without offline requests (403)', async () => {
    expect((await anonymous('POST', '/backend/api/booking/group', group())).statusCode).toBe(401);
    expect((await as('accountant@acme-demo.fr', 'POST', '/backend/api/booking/group', group())).statusCode).toBe(403);
    expect((await as('agent@agence-demo.fr', 'POST', '/backend/api/booking/group', group())).statusCode).toBe(403);
    expect((await as('user@initech-demo.fr', 'POST', '/backend/api/booking/group', group())).statusCode).toBe(403);
  });
});

describe("a signed-in booker's group or seminar request follows the company's validation and purchase-order rules", () => {
  /** Acme requires a manager's authorisation first and a purchase order of pattern PO-####. */
  const ACME_USER = 'user@acme-demo.fr';
  let acmeManagerId: number;
  let acmeFields: Record<string, string>;
  const seminar = (overrides: Record<string, unknown> = {}) =>
    group({
      kind: 'seminar',
      single: 0,
      double: 0,
      participants: 20,
      meetingRoom: { people: 20 },
      customFields: acmeFields,
      ...overrides,
    });
  const mailsOf = (bookingId: number) => t.db.knex('maillog').where({ booking_id: bookingId }).orderBy('id').select('template', 'mail_rcpt');

  beforeAll(async () => {
    acmeManagerId = await t.userId('manager@acme-demo.fr');
    const fields = await t.db
      .knex('booking_input_field as f')
      .join('company as c', 'c.id', 'f.company_id')
      .where({ 'c.name': 'Acme Industries', 'f.required': true, 'f.enabled': true })
      .select('f.id', 'f.label');
    acmeFields = {};
    for (const field of fields) {
      acmeFields[field.id] =
        field.label === 'Code projet'
          ? 'AB-1234'
          : (await t.db.knex('booking_option_field').where({ field_id: field.id }).orderBy('rank').first('value')).value;
    }
  });

  it('is refused without a manager (manager_required) or without a purchase order (10), as an offline request is', async () => {
    const none = await as(ACME_USER, 'POST', '/backend/api/booking/group', seminar());
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().errors).toEqual({ managers: 'manager_required', orderNumber: 10 });
    const before = await t.db.knex('booking').where({ request_kind: 'seminar' }).count({ n: '*' }).first();
    expect((await as(ACME_USER, 'POST', '/backend/api/booking/group', seminar({ orderNumber: 'PO-1234' }))).json().errors).toEqual({
      managers: 'manager_required',
    });
    expect((await as(ACME_USER, 'POST', '/backend/api/booking/group', seminar({ managers: [acmeManagerId] }))).json().errors).toEqual({ orderNumber: 10 });
    expect((await t.db.knex('booking').where({ request_kind: 'seminar' }).count({ n: '*' }).first())?.n).toBe(before?.n);
  });

  it('checks the purchase order against the pattern (760) and the managers against the company (1009)', async () => {
    const accountant = await t.userId('accountant@acme-demo.fr');
    const otherManager = await t.userId('julie.blanc.1@globex-demo.fr');
    const bad = await as(ACME_USER, 'POST', '/backend/api/booking/group', seminar({ orderNumber: 'PO-12', managers: [accountant] }));
    expect(bad.json().errors).toEqual({ orderNumber: 760, managers: 1009 });
    expect((await as(ACME_USER, 'POST', '/backend/api/booking/group', seminar({ orderNumber: 'PO-1234', managers: [otherManager] }))).json().errors).toEqual({
      managers: 1009,
    });
    // Nobody authorises their own request.
    expect(
      (await as('manager@acme-demo.fr', 'POST', '/backend/api/booking/group', seminar({ orderNumber: 'PO-1234', managers: [acmeManagerId] }))).json().errors,
    ).toEqual({ managers: 1009 });
    expect((await as(ACME_USER, 'POST', '/backend/api/booking/group', seminar({ orderNumber: 'PO-1234', managers: ['x'] }))).statusCode).toBe(400);
  });

  it('with both, awaits the managers (10), who get their validation link; once allowed it reaches the agency (20)', async () => {
    const response = await as(ACME_USER, 'POST', '/backend/api/booking/group', seminar({ orderNumber: ' PO-4242 ', managers: [acmeManagerId] }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 10, responseHours: 24 });
    const { id } = response.json();
    expect(await t.db.knex('booking').where({ id }).first('status', 'validation', 'order_number', 'request_kind', 'booking_fees_global')).toEqual({
      status: 10,
      validation: 'pre',
      order_number: 'PO-4242',
      request_kind: 'seminar',
      booking_fees_global: 15,
    });
    const asked = await t.db.knex('booking_manager').where({ booking_id: id });
    expect(asked).toMatchObject([{ user_id: acmeManagerId, phase: 'pre', decision: null }]);
    expect(await mailsOf(id)).toEqual([{ template: 'booking.validation', mail_rcpt: 'manager@acme-demo.fr' }]);
    expect(await t.mailedLink('manager@acme-demo.fr', /\/booking\/([A-Za-z0-9_-]+)\/validate/)).toBe(asked[0].token);
    // The agency cannot take it before the managers have authorised it.
    expect((await as('agent@agence-demo.fr', 'POST', `/backend/api/booking/${id}/agency/take`, {})).json().code).toBe(150);

    const allowed = await t.call(null, 'POST', `/backend/public/api/booking/validation/${asked[0].token}`, { decision: 'allow' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await t.db.knex('booking').where({ id }).first('status')).status).toBe(20);
    expect((await mailsOf(id)).map((mail) => mail.template)).toEqual(['booking.validation', 'booking.allowed', 'booking.agency_request']);
    expect((await as('agent@agence-demo.fr', 'POST', `/backend/api/booking/${id}/agency/take`, {})).json()).toMatchObject({ status: 40 });
    // The request shows its purchase order and the managers asked, as an offline request does.
    expect((await as(ACME_USER, 'GET', `/backend/api/booking/offline/${id}`)).json()).toMatchObject({
      kind: 'seminar',
      orderNumber: 'PO-4242',
      managers: [acmeManagerId],
    });
  });

  it('a group request follows the same rules', async () => {
    const response = await as(
      ACME_USER,
      'POST',
      '/backend/api/booking/group',
      group({ customFields: acmeFields, orderNumber: 'PO-0007', managers: [acmeManagerId] }),
    );
    expect(response.json()).toMatchObject({ status: 10 });
    expect(await t.db.knex('booking').where({ id: response.json().id }).first('request_kind', 'order_number', 'validation')).toEqual({
      request_kind: 'group',
      order_number: 'PO-0007',
      validation: 'pre',
    });
  });

  it('a company without those rules sends it straight to the agency, with an optional purchase order kept as typed', async () => {
    expect(
      await t.db
        .knex('company')
        .whereIn('name', ['Globex Conseil', 'Initech Services'])
        .orderBy('name')
        .select('require_manager_pre_validation', 'order_number_required'),
    ).toEqual([
      { require_manager_pre_validation: false, order_number_required: false },
      { require_manager_pre_validation: false, order_number_required: false },
    ]);
    const response = await as(GLOBEX_USER, 'POST', '/backend/api/booking/group', group({ orderNumber: 'CMD 12' }));
    expect(response.json()).toMatchObject({ status: 20 });
    const booking = await t.db.knex('booking').where({ id: response.json().id }).first('validation', 'order_number');
    expect(booking).toEqual({ validation: null, order_number: 'CMD 12' });
    expect(await t.db.knex('booking_manager').where({ booking_id: response.json().id })).toEqual([]);
    // Initech takes no offline requests at all, group or not.
    expect((await as('user@initech-demo.fr', 'POST', '/backend/api/booking/group', group())).statusCode).toBe(403);
  });

  it("a request through a company's public link asks no manager and no purchase order (no account behind it)", async () => {
    const acme = await t.db.knex('company').where({ name: 'Acme Industries' }).first('uid');
    const payload = {
      kind: 'offline',
      from: day(20),
      to: day(21),
      destination: 'Nantes',
      single: 1,
      double: 0,
      participants: 1,
      requester: PUBLIC_REQUESTER,
      customFields: acmeFields,
    };
    const response = await anonymous('POST', `/backend/public/api/offline/${acme.uid}`, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe(20);
    // The public forms have no such fields.
    expect((await anonymous('POST', `/backend/public/api/offline/${acme.uid}`, { ...payload, managers: [acmeManagerId] })).statusCode).toBe(400);
    expect((await anonymous('POST', `/backend/public/api/offline/${acme.uid}`, { ...payload, orderNumber: 'PO-1234' })).statusCode).toBe(400);
  });
});
