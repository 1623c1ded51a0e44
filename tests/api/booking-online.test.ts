import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWithoutMail } from '../../server/booking/service/status.ts';
import { MAIL_QUEUE_SETTINGS } from '../../server/mail/mailer.ts';
import { SimulatedOffers } from '../../server/offers/simulator.ts';
import { TEST_PUBLIC_URL, testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const ids: Record<string, number> = {};

const ACME_USER = 'user@acme-demo.fr';
const ACME_MANAGER = 'manager@acme-demo.fr';
const ACME_MANAGER_2 = 'julie.blanc.0@acme-demo.fr';
const GLOBEX_USER = 'karim.benali.1@globex-demo.fr';
const GLOBEX_MANAGER = 'julie.blanc.1@globex-demo.fr';
const INITECH_USER = 'user@initech-demo.fr';

const SERVICES = { catering: false, parking: false, breakfast: true, internet: true, disabledAccess: false };

/** A date `days` from today, far enough that every offer's free cancellation leaves the managers time. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);


const as = (who: string | null, method: string, url: string, payload?: unknown) => t.call(who, method, url, payload);

const companyOf = async (name: string) => (await t.db.knex('company').where({ name }).first('id')).id as number;
const userId = async (email: string) => (await t.db.knex('user').where({ email }).first('id')).id as number;

let stayOffset = 20;
/**
 * A new unfinished booking of `email`: the first offer in `city` that the user's settings and policy accept, each
 * call for other dates so that bookings never share an offer.
 */
async function startBooking(email: string, { city = 'Paris', single = 1, double = 0 } = {}) {
  const from = inDays(stayOffset);
  const to = inDays(stayOffset + 2);
  stayOffset += 3;
  const search = { destination: city, from, to, single, double, services: SERVICES };
  const offers = await new SimulatedOffers(t.db.knex).search({ city, from, to, single, double, services: SERVICES, companyId: null });
  const cheapest = offers.filter((offer) => offer.freeCancellation).sort((a, b) => a.pricePerNight - b.pricePerNight);
  for (const offer of cheapest) {
    const response = await as(email, 'POST', '/backend/api/booking/online', { offerKey: offer.key, search });
    if (response.statusCode === 200) return { id: response.json().id as number, offer, search };
    expect(response.statusCode, response.body).toBe(409);
  }
  throw new Error(`no bookable offer in ${city}`);
}

async function travellersOf(companyName: string, count: number) {
  const company = await companyOf(companyName);
  return (await t.db.knex('traveller').where({ company_id: company, enabled: true }).orderBy('id').limit(count).pluck('id')) as number[];
}

/** Valid values for every custom field of the caller's company. */
async function customValues(email: string) {
  const fields = (await as(email, 'GET', '/backend/api/me/company-custom-fields')).json() as { id: number; type: number; required: boolean; mask: string | null; options: { value: string }[] }[];
  const values: Record<string, string | boolean> = {};
  for (const field of fields) {
    if (!field.required) continue;
    if (field.type === 30) values[field.id] = field.options[0].value;
    else if (field.mask === '??-####') values[field.id] = 'AB-1234';
    else if (field.mask === 'MIS-####') values[field.id] = 'MIS-0042';
    else values[field.id] = 'x';
  }
  return values;
}

let keyCount = 0;
const newKey = () => `key-${Date.now()}-${++keyCount}`;

async function finalise(email: string, id: number, company: string, extra: Record<string, unknown> = {}) {
  const [traveller] = await travellersOf(company, 1);
  return as(email, 'POST', `/backend/api/booking/${id}/finalise`, {
    rooms: [{ occupancy: 1, travellers: [traveller] }],
    customFields: await customValues(email),
    confirmationKey: newKey(),
    ...extra,
  });
}

const statusOf = async (id: number) => (await t.db.knex('booking').where({ id }).first('status')).status as number;
const mailsOf = (id: number) => t.db.knex('maillog').where({ booking_id: id }).orderBy('id').select('mail_rcpt', 'template', 'body');
/** The token of the newest validation link mailed to a manager, as the manager reads it. */
const validationTokenOf = (manager: string) => t.mailedLink(manager, /\/booking\/([A-Za-z0-9_-]+)\/validate/);

beforeAll(async () => {
  t = await testApp();
  for (const email of [ACME_MANAGER, ACME_MANAGER_2, GLOBEX_MANAGER]) ids[email] = await userId(email);
});
afterAll(() => t.close());

describe('starting an online booking from an offer', () => {
  it('creates the booking in status 0 with the offer, the fees and the payment mode of the company', async () => {
    const { id, offer, search } = await startBooking(ACME_USER);
    const booking = await t.db.knex('booking').where({ id }).first();
    expect(booking).toMatchObject({
      status: 0, is_online: true, offer_key: offer.key, hotel_key: offer.hotel.key, hotel_name: offer.hotel.name, provider: 'simulator',
      room_label: offer.roomLabel, single_rooms: 1, double_rooms: 0, payment_mode: 'on_site', booking_fees_global_label: 'Frais de dossier',
      user_id: await userId(ACME_USER), validation: 'pre', destination: 'Paris',
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
      [{ from: inDays(10), to: inDays(10), single: 1, double: 0 }, { to: 23 }],
      [{ from: inDays(10), to: inDays(11), single: 0, double: 0 }, { rooms: 30 }],
      [{ from: inDays(10), to: inDays(11), single: 1, double: 1 }, { rooms: 'mixed_rooms' }],
    ];
    for (const [search, errors] of cases) {
      const response = await as(ACME_USER, 'POST', '/backend/api/booking/online', { offerKey, search });
      expect(response.statusCode, JSON.stringify(search)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it('refuses an offer quoted for another stay than the search', async () => {
    const { offer, search } = await startBooking(INITECH_USER, { city: 'Toulouse' });
    const response = await as(INITECH_USER, 'POST', '/backend/api/booking/online', { offerKey: offer.key, search: { ...search, to: inDays(200) } });
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

describe('finalising: the rules of the booking form', () => {
  let id: number;
  let acmeTraveller: number;
  let initechTraveller: number;
  beforeAll(async () => {
    ({ id } = await startBooking(ACME_USER));
    [acmeTraveller] = await travellersOf('Acme Industries', 1);
    [initechTraveller] = await travellersOf('Initech Services', 1);
  });

  const send = async (body: Record<string, unknown>) =>
    as(ACME_USER, 'POST', `/backend/api/booking/${id}/finalise`, {
      rooms: [{ occupancy: 1, travellers: [acmeTraveller] }],
      customFields: await customValues(ACME_USER),
      managers: [ids[ACME_MANAGER]],
      confirmationKey: newKey(),
      ...body,
    });

  it.each([
    ['30: no room', { rooms: [] }, 'rooms', 30],
    ['70: an empty room', { rooms: [{ occupancy: 1, travellers: [] }] }, 'rooms.0.travellers', 70],
    ['70: more rooms than booked', { rooms: [{ occupancy: 1, travellers: [1] }, { occupancy: 1, travellers: [2] }] }, 'rooms', 70],
    ['760: a double room in a single booking', { rooms: [{ occupancy: 2, bedType: 'twin', travellers: [1] }] }, 'rooms.0.occupancy', 760],
    ['100: a double room without bed type', { rooms: [{ occupancy: 2, travellers: [1] }] }, 'rooms.0.bedType', 100],
    ['manager_required: no manager', { managers: [] }, 'managers', 'manager_required'],
    ['760: purchase order not matching PO-####', { orderNumber: 'PO-12' }, 'orderNumber', 760],
    ['400: unknown field', { coupon: 'x' }, 'coupon', 400],
  ])('refuses %s', async (_, body, field, code) => {
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toBe(code);
    expect(await statusOf(id)).toBe(0);
  });

  it('refuses travellers of another company (404 on the room)', async () => {
    const response = await send({ rooms: [{ occupancy: 1, travellers: [initechTraveller] }] });
    expect(response.json().errors).toEqual({ 'rooms.0.travellers': 404 });
  });

  it('refuses a manager of another company or a non-manager (1009), and two managers without multi-manager (180)', async () => {
    expect((await send({ managers: [ids[GLOBEX_MANAGER]] })).json().errors).toEqual({ managers: 1009 });
    expect((await send({ managers: [await userId(ACME_USER)] })).json().errors).toEqual({ managers: 1009 });
    expect((await send({ managers: [ids[ACME_MANAGER], ids[ACME_MANAGER_2]] })).json().errors).toEqual({ managers: 180 });
  });

  it('checks custom fields: required (10), mask (760), option (760), length (180), type', async () => {
    const fields = (await as(ACME_USER, 'GET', '/backend/api/me/company-custom-fields')).json() as { id: number; label: string }[];
    const field = (label: string) => fields.find((f) => f.label === label)!.id;
    const valid = await customValues(ACME_USER);
    const response = await send({
      customFields: {
        ...valid,
        [field('Centre de coût')]: 'NOPE',
        [field('Code projet')]: '12-ABCD',
        [field('Matricule du voyageur')]: '1234567',
        [field('E-mail du valideur')]: 'not-an-email',
        [field('Téléphone de contact sur place')]: 'call me',
        [field('Date de la réunion')]: '2026-02-30',
        99999: 'x',
      },
    });
    expect(response.json().errors).toEqual({
      [`customFields.${field('Centre de coût')}`]: 760,
      [`customFields.${field('Code projet')}`]: 760,
      [`customFields.${field('Matricule du voyageur')}`]: 180,
      [`customFields.${field('E-mail du valideur')}`]: 140,
      [`customFields.${field('Téléphone de contact sur place')}`]: 40,
      [`customFields.${field('Date de la réunion')}`]: 760,
      'customFields.99999': 400,
    });
    const missing = await send({ customFields: {} });
    expect(missing.json().errors[`customFields.${field('Code projet')}`]).toBe(10);
  });
});

describe('the mails of a step', () => {
  /** The mail lines of a booking's history, with their mail-log rows. */
  const mailLines = async (id: number) => ({
    history: (await t.db.knex('booking_history').where({ booking_id: id, type: 'mail' }).orderBy('id').select('event', 'data'))
      .map((line) => ({ event: line.event, data: JSON.parse(line.data) })),
    logged: await t.db.knex('maillog').where({ booking_id: id }).pluck('template'),
  });
  const finalise = async (email: string, id: number) => {
    const [traveller] = await travellersOf('Initech Services', 1);
    const body = { rooms: [{ occupancy: 1, travellers: [traveller] }], customFields: await customValues(email), confirmationKey: newKey() };
    return as(email, 'POST', `/backend/api/booking/${id}/finalise`, body);
  };

  it('notes a mail sent in the history, with its mail-log row', async () => {
    const { id } = await startBooking(INITECH_USER, { city: 'Toulouse' });
    expect((await finalise(INITECH_USER, id)).json().status).toBe(60);
    expect(await mailLines(id)).toEqual({
      history: [{ event: 'mail_sent', data: { template: 'booking.confirmed', to: INITECH_USER } }],
      logged: ['booking.confirmed'],
    });
  });

  it('keeps the step while the SMTP server refuses its mail, and notes the mail failed once its last try is refused', async () => {
    const { id } = await startBooking(INITECH_USER, { city: 'Toulouse' });
    const transport = Reflect.get(t.app.mailDelivery, 'transport') as { sendMail: (...args: unknown[]) => Promise<unknown> };
    const failing = vi.spyOn(transport, 'sendMail').mockRejectedValue(Object.assign(new Error('refused'), { code: 'EENVELOPE', responseCode: 451, response: '451 4.3.0 try again later' }));
    try {
      const response = await finalise(INITECH_USER, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(60);
      // Every try but the last leaves the mail waiting for the next one.
      for (let tries = 0; tries < MAIL_QUEUE_SETTINGS.retryLimit!; tries++) await t.deliverMails({ early: true });
      expect(await t.db.knex('maillog').where({ booking_id: id }).first('state', 'attempts')).toEqual({ state: 'queued', attempts: MAIL_QUEUE_SETTINGS.retryLimit });
      await t.deliverMails({ early: true });
    } finally {
      failing.mockRestore();
    }
    expect(await t.db.knex('maillog').where({ booking_id: id }).first('state', 'attempts', 'last_error'))
      .toEqual({ state: 'failed', attempts: MAIL_QUEUE_SETTINGS.retryLimit! + 1, last_error: '451 4.3.0 try again later' });
    expect(await mailLines(id)).toEqual({
      history: [
        { event: 'mail_sent', data: { template: 'booking.confirmed', to: INITECH_USER } },
        { event: 'mail_failed', data: { template: 'booking.confirmed', to: INITECH_USER } },
      ],
      logged: ['booking.confirmed'],
    });
    expect((await t.db.knex('booking').where({ id }).first('status')).status).toBe(60);
  });
});

describe('the paths through validation', () => {
  it('without validation (Initech): booked at the provider and confirmed (60), the booker told by mail', async () => {
    const { id } = await startBooking(INITECH_USER, { city: 'Toulouse' });
    const statements: { sql: string; name?: string }[] = [];
    const listener = (query: { sql: string; options?: { name?: string } }) => statements.push({ sql: query.sql, name: query.options?.name });
    const [traveller] = await travellersOf('Initech Services', 1);
    const body = { rooms: [{ occupancy: 1, travellers: [traveller] }], customFields: await customValues(INITECH_USER), confirmationKey: newKey(), remarks: 'Arrivée tardive', extras: 'Parking' };
    t.db.knex.on('query', listener);
    const response = await as(INITECH_USER, 'POST', `/backend/api/booking/${id}/finalise`, body).finally(() => t.db.knex.off('query', listener));
    expect(response.statusCode, response.body).toBe(200);
    // Every statement is a round trip of a confirmation many bookers send at once: the count does not creep up.
    expect(statements.length).toBeLessThanOrEqual(8);
    // And each is planned once per connection: every one but the transaction's ends runs as a prepared statement.
    expect(statements.filter((statement) => !statement.name && !/^(BEGIN|COMMIT)/i.test(statement.sql)).map((statement) => statement.sql)).toEqual([]);
    expect(response.json()).toMatchObject({ id, status: 60, validation: null, requireOrderNumber: false });
    const booking = await t.db.knex('booking').where({ id }).first();
    expect(booking.booking_base_id).toMatch(/^HRS-\d{8}$/);
    expect(booking).toMatchObject({ remarks: 'Arrivée tardive', extras: 'Parking', validation: null });
    expect(booking.travellers).not.toBe('');
    expect(await t.db.knex('booking_traveller').where({ booking_id: id }).pluck('room')).toEqual([0]);
    expect(await mailsOf(id)).toEqual([expect.objectContaining({ mail_rcpt: INITECH_USER, template: 'booking.confirmed' })]);
    const history = await t.db.knex('booking_history').where({ booking_id: id, type: 'status' }).select('status_from', 'status_to');
    expect(history).toEqual([{ status_from: 0, status_to: 60 }]);
  });

  it('mails the manager a validation link to the configured site, whatever Host the booker’s request names', async () => {
    const { id } = await startBooking(ACME_USER);
    const [traveller] = await travellersOf('Acme Industries', 1);
    const response = await t.app.inject({
      method: 'POST',
      url: `/backend/api/booking/${id}/finalise`,
      headers: { authorization: `Bearer ${await t.tokenOf(ACME_USER)}`, host: 'evil.example' },
      payload: { rooms: [{ occupancy: 1, travellers: [traveller] }], customFields: await customValues(ACME_USER), confirmationKey: newKey(), managers: [ids[ACME_MANAGER]] },
    });
    expect(response.json()).toMatchObject({ status: 10 });
    const { token } = await t.db.knex('booking_manager').where({ booking_id: id }).first('token');
    expect(await t.mailedLink(ACME_MANAGER, /href="([^"]+\/validate)"/)).toBe(`${TEST_PUBLIC_URL}/booking/${token}/validate`);
  });

  it('Acme pre-validation: 10, the manager allows through the mail link, then 55 without a purchase order', async () => {
    const { id } = await startBooking(ACME_USER);
    const response = await finalise(ACME_USER, id, 'Acme Industries', { managers: [ids[ACME_MANAGER]] });
    expect(response.json()).toMatchObject({ status: 10, validation: 'pre', requireOrderNumber: false });
    expect((await t.db.knex('booking').where({ id }).first('booking_base_id')).booking_base_id).toBeNull();
    const [mail] = await mailsOf(id);
    expect(mail).toMatchObject({ mail_rcpt: ACME_MANAGER, template: 'booking.validation' });
    const token = await validationTokenOf(ACME_MANAGER);
    expect(token).toBe((await t.db.knex('booking_manager').where({ booking_id: id }).first('token')).token);

    const page = await as(null, 'GET', `/backend/public/api/booking/validation/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ phase: 'pre', decisions: ['allow', 'deny'], booking: { status: 10, company: 'Acme Industries', booker: 'David Leroy' } });
    // Validating is not the question of an authorisation.
    expect((await as(null, 'POST', `/backend/public/api/booking/validation/${token}`, { decision: 'validate' })).statusCode).toBe(409);

    const allowed = await as(null, 'POST', `/backend/public/api/booking/validation/${token}`, { decision: 'allow' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ id, decision: 'allow', status: 55 });
    const booking = await t.db.knex('booking').where({ id }).first();
    expect(booking.booking_base_id).toMatch(/^HRS-/);
    expect((await mailsOf(id)).map((m) => m.template)).toEqual(['booking.validation', 'booking.order_number']);
    expect(await t.db.knex('booking_manager').where({ booking_id: id }).first('decision', 'decided_at')).toMatchObject({ decision: 'allow' });
    const history = await t.db.knex('booking_history').where({ booking_id: id, type: 'status' }).orderBy('id').select('status_from', 'status_to', 'user_id');
    expect(history).toEqual([
      { status_from: 0, status_to: 10, user_id: await userId(ACME_USER) },
      { status_from: 10, status_to: 55, user_id: ids[ACME_MANAGER] },
    ]);
    // A used link is no longer valid.
    expect((await as(null, 'GET', `/backend/public/api/booking/validation/${token}`)).json()).toMatchObject({ code: 205 });
    const again = await as(null, 'POST', `/backend/public/api/booking/validation/${token}`, { decision: 'deny', reason: 'Trop tard' });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe(205);
  });

  it('Acme pre-validation with a purchase order: the manager allows from the booking screens, confirmed (60)', async () => {
    const { id } = await startBooking(ACME_USER);
    const response = await finalise(ACME_USER, id, 'Acme Industries', { managers: [ids[ACME_MANAGER]], orderNumber: 'PO-4821' });
    expect(response.json()).toMatchObject({ status: 10 });
    // The booker is not a manager asked to decide.
    const self = await as(ACME_USER, 'POST', `/backend/api/booking/${id}/allow`, {});
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe(1009);
    // Managers of other companies do not see the booking at all.
    expect((await as(GLOBEX_MANAGER, 'POST', `/backend/api/booking/${id}/allow`, {})).statusCode).toBe(404);
    // A manager of the company who was not asked.
    expect((await as(ACME_MANAGER_2, 'POST', `/backend/api/booking/${id}/allow`, {})).statusCode).toBe(404);
    const allowed = await as(ACME_MANAGER, 'POST', `/backend/api/booking/${id}/allow`, {});
    expect(allowed.json()).toMatchObject({ status: 60 });
    expect((await t.db.knex('booking').where({ id }).first('order_number')).order_number).toBe('PO-4821');
    expect((await mailsOf(id)).map((m) => [m.template, m.mail_rcpt])).toEqual([['booking.validation', ACME_MANAGER], ['booking.confirmed', ACME_USER]]);
    expect((await as(ACME_MANAGER, 'POST', `/backend/api/booking/${id}/allow`, {})).json().code).toBe(150);
  });

  it('Acme: a refusal needs a reason (10), then the booking is refused (30) and the booker told why', async () => {
    const { id } = await startBooking(ACME_USER);
    await finalise(ACME_USER, id, 'Acme Industries', { managers: [ids[ACME_MANAGER]] });
    const noReason = await as(ACME_MANAGER, 'POST', `/backend/api/booking/${id}/deny`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 10, errors: { reason: 10 } });
    const denied = await as(ACME_MANAGER, 'POST', `/backend/api/booking/${id}/deny`, { reason: 'Budget épuisé' });
    expect(denied.json()).toMatchObject({ status: 30 });
    const refused = (await mailsOf(id)).at(-1)!;
    expect(refused).toMatchObject({ template: 'booking.refused', mail_rcpt: ACME_USER });
    expect(refused.body).toContain('Budget épuisé');
    expect(await t.db.knex('booking_history').where({ booking_id: id, status_to: 30 }).first('comment')).toEqual({ comment: 'Budget épuisé' });
  });

  it('Globex post-validation: booked and awaiting validation (45), then validated (60)', async () => {
    const { id } = await startBooking(GLOBEX_USER, { city: 'Lyon' });
    const form = (await as(GLOBEX_USER, 'GET', `/backend/api/booking/unfinished/${id}`)).json();
    expect(form.validation.phase).toBe('post');
    const response = await finalise(GLOBEX_USER, id, 'Globex Conseil', { managers: [ids[GLOBEX_MANAGER]] });
    expect(response.json()).toMatchObject({ status: 45, validation: 'post' });
    expect((await t.db.knex('booking').where({ id }).first('booking_base_id')).booking_base_id).toMatch(/^HRS-/);
    const token = await validationTokenOf(GLOBEX_MANAGER);
    expect((await as(null, 'GET', `/backend/public/api/booking/validation/${token}`)).json()).toMatchObject({ phase: 'post', decisions: ['deny', 'validate'] });
    expect((await as(null, 'POST', `/backend/public/api/booking/validation/${token}`, { decision: 'allow' })).statusCode).toBe(409);
    const validated = await as(null, 'POST', `/backend/public/api/booking/validation/${token}`, { decision: 'validate' });
    expect(validated.json()).toMatchObject({ status: 60 });
    expect((await mailsOf(id)).map((m) => m.template)).toEqual(['booking.validation', 'booking.confirmed']);
  });

  it('Globex post-validation denied: the provider booking is cancelled and the booking refused (30)', async () => {
    const { id } = await startBooking(GLOBEX_USER, { city: 'Lyon' });
    await finalise(GLOBEX_USER, id, 'Globex Conseil', { managers: [ids[GLOBEX_MANAGER]] });
    const denied = await as(GLOBEX_MANAGER, 'POST', `/backend/api/booking/${id}/deny`, { reason: 'Hôtel hors politique' });
    expect(denied.json()).toMatchObject({ status: 30 });
  });

  it('multi-manager: the first decision closes the other managers’ links', async () => {
    const acme = await companyOf('Acme Industries');
    await t.db.knex('company').where({ id: acme }).update({ multi_manager_enabled: true });
    try {
      const { id } = await startBooking(ACME_USER);
      const response = await finalise(ACME_USER, id, 'Acme Industries', { managers: [ids[ACME_MANAGER], ids[ACME_MANAGER_2]], orderNumber: 'PO-1000' });
      expect(response.json().status).toBe(10);
      const mails = await mailsOf(id);
      expect(mails.map((m) => m.mail_rcpt).sort()).toEqual([ACME_MANAGER_2, ACME_MANAGER].sort());
      const second = await validationTokenOf(ACME_MANAGER_2);
      expect((await as(ACME_MANAGER, 'POST', `/backend/api/booking/${id}/allow`, {})).json().status).toBe(60);
      expect((await as(null, 'GET', `/backend/public/api/booking/validation/${second}`)).json().code).toBe(205);
      expect((await as(ACME_MANAGER_2, 'POST', `/backend/api/booking/${id}/deny`, { reason: 'Non' })).json().code).toBe(150);
      expect(await t.db.knex('booking_manager').where({ booking_id: id }).orderBy('id').pluck('decision')).toEqual(['allow', 'closed']);
    } finally {
      await t.db.knex('company').where({ id: acme }).update({ multi_manager_enabled: false });
    }
  });

  it('a vanished offer at finalisation answers not_available and leaves the booking unfinished', async () => {
    const { id } = await startBooking(INITECH_USER, { city: 'Toulouse' });
    await t.db.knex('booking').where({ id }).update({ offer_key: 'sim-99999999.0.2099-01-01.2099-01-03.1.1' });
    const response = await finalise(INITECH_USER, id, 'Initech Services');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('not_available');
    expect(await t.db.knex('booking').where({ id }).first('status', 'confirmation_key')).toEqual({ status: 0, confirmation_key: null });
  });

  it('a finalised booking cannot be finalised again with another key (150)', async () => {
    const { id } = await startBooking(INITECH_USER, { city: 'Toulouse' });
    expect((await finalise(INITECH_USER, id, 'Initech Services')).json().status).toBe(60);
    expect((await finalise(INITECH_USER, id, 'Initech Services')).json().code).toBe(150);
  });
});

describe('validation links', () => {
  it('unknown, malformed and expired links are 205', async () => {
    expect((await as(null, 'GET', '/backend/public/api/booking/validation/abcdefghijklmnopqrstuvwxyz012345')).json()).toMatchObject({ code: 205 });
    expect((await as(null, 'POST', '/backend/public/api/booking/validation/abcdefghijklmnopqrstuvwxyz012345', { decision: 'allow' })).json()).toMatchObject({ code: 205 });
    const { id } = await startBooking(ACME_USER);
    await finalise(ACME_USER, id, 'Acme Industries', { managers: [ids[ACME_MANAGER]] });
    const row = await t.db.knex('booking_manager').where({ booking_id: id }).first('id', 'token');
    await t.db.knex('booking_manager').where({ id: row.id }).update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await as(null, 'POST', `/backend/public/api/booking/validation/${row.token}`, { decision: 'allow' });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().code).toBe(205);
    expect(await statusOf(id)).toBe(10);
  });
});

describe('idempotency of the confirmation', () => {
  it('two concurrent finalisations with the same key book once and answer the same', async () => {
    const { id } = await startBooking(INITECH_USER, { city: 'Toulouse' });
    const [traveller] = await travellersOf('Initech Services', 1);
    const body = { rooms: [{ occupancy: 1, travellers: [traveller] }], confirmationKey: newKey() };
    const [first, second] = await Promise.all([
      as(INITECH_USER, 'POST', `/backend/api/booking/${id}/finalise`, body),
      as(INITECH_USER, 'POST', `/backend/api/booking/${id}/finalise`, body),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().status).toBe(60);
    expect(await t.db.knex('booking_history').where({ booking_id: id, type: 'status' }).pluck('status_to')).toEqual([60]);
    expect((await mailsOf(id)).length).toBe(1);
    // Sent again later, even for another booking, the key answers the first result.
    const other = await startBooking(INITECH_USER, { city: 'Toulouse' });
    const replay = await as(INITECH_USER, 'POST', `/backend/api/booking/${other.id}/finalise`, body);
    expect(replay.json()).toEqual(first.json());
    expect(await statusOf(other.id)).toBe(0);
  });
});

describe('a confirmation sent while the first is still being booked', () => {
  /** A booking whose confirmation a first request claimed (at `claimedAt`), and the body that request sent. */
  async function claimedBooking(claimedAt: unknown = t.db.knex.fn.now()) {
    const { id } = await startBooking(INITECH_USER, { city: 'Toulouse' });
    const [traveller] = await travellersOf('Initech Services', 1);
    const body = { rooms: [{ occupancy: 1, travellers: [traveller] }], confirmationKey: newKey() };
    await t.db.knex('booking').where({ id }).update({ confirmation_key: body.confirmationKey, updated_at: claimedAt });
    return { id, body };
  }

  /** The same confirmation sent again; while it waits, the first request ends, leaving the booking as `ended` says. */
  async function sentAgainWhileFirstEnds(id: number, body: object, ended: Record<string, unknown>) {
    const second = as(INITECH_USER, 'POST', `/backend/api/booking/${id}/finalise`, body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.db.knex('booking').where({ id }).update(ended);
    return second;
  }

  it('waits for the first one and answers its result, never the unfinished booking', async () => {
    // The first request has claimed the booking and is waiting for the provider.
    const { id, body } = await claimedBooking();
    const answer = await sentAgainWhileFirstEnds(id, body, { status: 60 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id, status: 60 });
  });

  it('books it itself when the first one failed and let the booking go', async () => {
    const { id, body } = await claimedBooking();
    // The first request failed: the key is released, the booking still unfinished.
    const answer = await sentAgainWhileFirstEnds(id, body, { confirmation_key: null });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id, status: 60 });
    expect(await t.db.knex('booking_history').where({ booking_id: id, type: 'status' }).pluck('status_to')).toEqual([60]);
  });

  it('does not finish a booking taken over while it was booked at the provider: nothing of it is written', async () => {
    const { id } = await startBooking(INITECH_USER, { city: 'Toulouse' });
    const [traveller] = await travellersOf('Initech Services', 1);
    const body = { rooms: [{ occupancy: 1, travellers: [traveller] }], confirmationKey: newKey() };
    const book = t.app.offers.book.bind(t.app.offers);
    const slow = vi.spyOn(t.app.offers, 'book').mockImplementationOnce(async (...args) => {
      // Meanwhile the request is given up for dead, and another one claims the booking.
      await t.db.knex('booking').where({ id }).update({ confirmation_key: 'taken-over' });
      return book(...args);
    });
    const answer = await as(INITECH_USER, 'POST', `/backend/api/booking/${id}/finalise`, body).finally(() => slow.mockRestore());
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().code).toBe(150);
    expect(await t.db.knex('booking').where({ id }).first('status', 'confirmation_key')).toEqual({ status: 0, confirmation_key: 'taken-over' });
    expect(await t.db.knex('booking_traveller').where({ booking_id: id }).pluck('traveller_id')).toEqual([]);
    expect(await t.db.knex('booking_history').where({ booking_id: id }).whereNot({ type: 'created' }).pluck('type')).toEqual([]);
  });

  it('takes over a claim left by a request given up for dead, and books once', async () => {
    const { id, body } = await claimedBooking(t.db.knex.raw("now() - interval '1 hour'"));
    const answer = await as(INITECH_USER, 'POST', `/backend/api/booking/${id}/finalise`, body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id, status: 60 });
    expect(await t.db.knex('booking_history').where({ booking_id: id, type: 'status' }).pluck('status_to')).toEqual([60]);
  });
});

describe('the travel policy decides the validation', () => {
  const INITECH_MANAGER = 'julie.blanc.2@initech-demo.fr';

  it('an offer the policy excludes, or above the user’s price limit, cannot be booked (409, 2500)', async () => {
    await t.db.knex('user').where({ email: INITECH_USER }).update({ max_price_per_room: 1 });
    try {
      const from = inDays(60);
      const to = inDays(61);
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
    await t.db.knex('travel_policy').where({ company_id: globex }).update({ mode: 20, price_with_breakfast: 1, price_without_breakfast: 1, date_from: null, date_to: null });
    await t.db.knex('company').where({ id: globex }).update({ require_manager_post_validation: false });
    try {
      const { id } = await startBooking(GLOBEX_USER, { city: 'Lyon' });
      const booking = await t.db.knex('booking').where({ id }).first('travel_policy_ok', 'validation');
      expect(booking).toEqual({ travel_policy_ok: false, validation: 'pre' });
      expect((await as(GLOBEX_USER, 'GET', `/backend/api/booking/unfinished/${id}`)).json()).toMatchObject({ travelPolicyOk: false, validation: { phase: 'pre' } });
      const response = await finalise(GLOBEX_USER, id, 'Globex Conseil', { managers: [ids[GLOBEX_MANAGER]] });
      expect(response.json()).toMatchObject({ status: 10, validation: 'pre' });
    } finally {
      await t.db.knex('travel_policy').where({ company_id: globex }).update({ mode: 10, price_with_breakfast: 120, price_without_breakfast: 105, date_from: '01/06', date_to: '15/09' });
      await t.db.knex('company').where({ id: globex }).update({ require_manager_post_validation: true });
    }
  });

  it('post-validation only when the policy is not met: within it confirmed (60), beyond it awaiting validation (45)', async () => {
    const initech = await companyOf('Initech Services');
    await t.db.knex('company').where({ id: initech }).update({ require_manager_post_validation_travel_policy_dont_suit: true });
    try {
      const within = await startBooking(INITECH_USER, { city: 'Toulouse' });
      expect((await t.db.knex('booking').where({ id: within.id }).first('travel_policy_ok', 'validation'))).toEqual({ travel_policy_ok: true, validation: null });
      expect((await finalise(INITECH_USER, within.id, 'Initech Services')).json().status).toBe(60);

      await t.db.knex('travel_policy').insert({ company_id: initech, mode: 10, price_with_breakfast: 1, price_without_breakfast: 1 });
      const beyond = await startBooking(INITECH_USER, { city: 'Toulouse' });
      expect((await t.db.knex('booking').where({ id: beyond.id }).first('travel_policy_ok', 'validation'))).toEqual({ travel_policy_ok: false, validation: 'post' });
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
      expect(rows).toEqual([{ phase: 'pre', decision: 'allow' }, { phase: 'post', decision: null }]);
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

describe('the provider', () => {
  it('is asked to cancel a booked stay the manager refuses after the booking', async () => {
    const cancel = vi.spyOn(SimulatedOffers.prototype, 'cancel');
    try {
      const { id } = await startBooking(GLOBEX_USER, { city: 'Lyon' });
      await finalise(GLOBEX_USER, id, 'Globex Conseil', { managers: [ids[GLOBEX_MANAGER]] });
      const booking = await t.db.knex('booking').where({ id }).first('offer_key', 'booking_base_id');
      const token = await validationTokenOf(GLOBEX_MANAGER);
      expect((await as(null, 'POST', `/backend/public/api/booking/validation/${token}`, { decision: 'deny', reason: 'Déplacement annulé' })).json().status).toBe(30);
      expect(cancel).toHaveBeenCalledWith(booking.offer_key, booking.booking_base_id);
    } finally {
      cancel.mockRestore();
    }
  });
});

describe('an offline request authorised through the same links', () => {
  it('allowed, it goes to the agency (20), nothing booked at a provider', async () => {
    const acme = await companyOf('Acme Industries');
    const [{ id }] = await t.db.knex('booking')
      .insert({ ref: `BK-T${Date.now()}`, status: 10, is_online: false, arrival_date: inDays(40), departure_date: inDays(41), destination: 'Lille', company_id: acme, user_id: await userId(ACME_USER), validation: 'pre' })
      .returning('id');
    const token = 'offline-request-token-0123456789';
    await t.db.knex('booking_manager').insert({ booking_id: id, user_id: ids[ACME_MANAGER], phase: 'pre', token, expires_at: new Date(Date.now() + 86_400_000) });
    expect((await as(null, 'GET', `/backend/public/api/booking/validation/${token}`)).json()).toMatchObject({ phase: 'pre', decisions: ['allow', 'deny'] });
    const allowed = await as(null, 'POST', `/backend/public/api/booking/validation/${token}`, { decision: 'allow' });
    expect(allowed.json()).toMatchObject({ id, status: 20 });
    expect((await t.db.knex('booking').where({ id }).first('booking_base_id')).booking_base_id).toBeNull();
    expect((await mailsOf(id)).map((m) => m.template)).toEqual(expect.arrayContaining(['booking.allowed']));
  });
});
