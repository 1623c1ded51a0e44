/** Sending an online booking's form: its rules, the mails of each step, and a confirmation sent twice or at once. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_QUEUE_SETTINGS } from '../../server/mail/mailer.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { ACME_MANAGER, ACME_MANAGER_2, ACME_USER, GLOBEX_MANAGER, INITECH_USER, onlineBookings } from '../support/online-booking.ts';

let t: TestApp;
const ids: Record<string, number> = {};
const { as, userId, startBooking, travellersOf, customValues, newKey, statusOf, mailsOf } = onlineBookings(() => t);

beforeAll(async () => {
  t = await testApp();
  for (const email of [ACME_MANAGER, ACME_MANAGER_2, GLOBEX_MANAGER]) ids[email] = await userId(email);
});
afterAll(() => t.close());

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
    [
      '70: more rooms than booked',
      {
        rooms: [
          { occupancy: 1, travellers: [1] },
          { occupancy: 1, travellers: [2] },
        ],
      },
      'rooms',
      70,
    ],
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
    history: (await t.db.knex('booking_history').where({ booking_id: id, type: 'mail' }).orderBy('id').select('event', 'data')).map((line) => ({
      event: line.event,
      data: JSON.parse(line.data),
    })),
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
    const failing = vi
      .spyOn(transport, 'sendMail')
      .mockRejectedValue(Object.assign(new Error('refused'), { code: 'EENVELOPE', responseCode: 451, response: '451 4.3.0 try again later' }));
    try {
      const response = await finalise(INITECH_USER, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(60);
      // Every try but the last leaves the mail waiting for the next one.
      for (let tries = 0; tries < MAIL_QUEUE_SETTINGS.retryLimit!; tries++) await t.deliverMails({ early: true });
      expect(await t.db.knex('maillog').where({ booking_id: id }).first('state', 'attempts')).toEqual({
        state: 'queued',
        attempts: MAIL_QUEUE_SETTINGS.retryLimit,
      });
      await t.deliverMails({ early: true });
    } finally {
      failing.mockRestore();
    }
    expect(await t.db.knex('maillog').where({ booking_id: id }).first('state', 'attempts', 'last_error')).toEqual({
      state: 'failed',
      attempts: MAIL_QUEUE_SETTINGS.retryLimit! + 1,
      last_error: '451 4.3.0 try again later',
    });
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
