/**
 * The booking calls beside a booking's detail (server/booking/routes/): the validation state for a signed-in reader,
 * the provider side, the custom fields as they read, and the booker giving up an unfinished online booking (the
 * tabs' counts are in booking-counts.test.ts). Each answers only who sees the booking (visibleBooking), with the
 * catalogue's codes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { customFieldOptionLabel } from '../../entities/customFields.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { fileApp, type TestApp } from '../support/app.ts';
import { demoParties, insertBooking, type Party } from '../support/bookings.ts';

const t = fileApp();
let user: Party;
let manager: Party;

beforeAll(async () => {
  ({ user, manager } = await demoParties(t.db.knex));
});

type Role = Parameters<TestApp['call']>[0];

/** Anonymous 401, a hotel account 403, a user of another company 404: the same for every booking call. */
async function expectGuarded(method: string, url: string, payload?: unknown) {
  expect((await t.call(null, method, url, payload)).statusCode).toBe(401);
  const hotel = await t.call('hotel', method, url, payload);
  expect(hotel.statusCode).toBe(403);
  expect(hotel.json().code).toBe(403);
  const other = await t.call('initech user', method, url, payload);
  expect(other.statusCode, other.body).toBe(404);
  expect(other.json().code).toBe(ErrorCode.NOT_FOUND);
}

async function askManager(bookingId: number, phase: 'pre' | 'post', decision: string | null = null) {
  const token = `calls-${bookingId}-${phase}-${Math.random().toString(36).slice(2, 12)}`;
  await t.db.knex('booking_manager').insert({
    booking_id: bookingId,
    user_id: manager.userId,
    phase,
    token,
    decision,
    expires_at: new Date(Date.now() + 86_400_000),
    ...(decision && { decided_at: new Date() }),
  });
  return token;
}

describe('GET /booking/:id/validation', () => {
  it("gives a signed-in manager what the mail's link gives, with the managers and whether the caller decides now", async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 10, validation: 'pre', booking_base_id: null });
    const token = await askManager(booking.id, 'pre');
    await expectGuarded('GET', `/backend/api/booking/${booking.id}/validation`);

    const response = await t.call('manager', 'GET', `/backend/api/booking/${booking.id}/validation`);
    expect(response.statusCode, response.body).toBe(200);
    const state = response.json();
    expect(state.phase).toBe('pre');
    expect(state.canDecide).toBe(true);
    expect(state.decisions).toEqual(['allow', 'deny']);
    expect(state.managers).toEqual([expect.objectContaining({ userId: manager.userId, name: 'Claire Durand', phase: 'pre', decision: null, reason: null })]);
    // One builder for both: the signed-in page reads exactly the booking the link shows.
    const byLink = await t.call(null, 'GET', `/backend/public/api/booking/validation/${token}`);
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect(state.booking).toEqual(byLink.json().booking);
    expect(state.booking).toMatchObject({ ref: booking.ref, status: 10, company: 'Acme Industries', booker: 'David Leroy', totalPrice: 190 });

    // The booker and the accountant read it, and decide nothing; the agency reads it too.
    for (const role of ['user', 'accountant', 'agent'] as Role[]) {
      const other = await t.call(role, 'GET', `/backend/api/booking/${booking.id}/validation`);
      expect(other.statusCode, `${role} ${other.body}`).toBe(200);
      expect(other.json()).toMatchObject({ phase: 'pre', canDecide: false, decisions: [] });
    }
  });

  it("says nobody decides once the question is answered, and keeps each manager's decision", async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 45, validation: 'post' });
    await askManager(booking.id, 'post');
    const open = (await t.call('manager', 'GET', `/backend/api/booking/${booking.id}/validation`)).json();
    expect(open).toMatchObject({ phase: 'post', canDecide: true, decisions: ['deny', 'validate'] });

    const denied = await t.call('manager', 'POST', `/backend/api/booking/${booking.id}/deny`, { reason: 'Trop cher' });
    expect(denied.statusCode, denied.body).toBe(200);
    const after = (await t.call('manager', 'GET', `/backend/api/booking/${booking.id}/validation`)).json();
    expect(after).toMatchObject({ phase: null, canDecide: false, decisions: [] });
    expect(after.booking.status).toBe(30);
    expect(after.managers).toEqual([expect.objectContaining({ decision: 'deny', reason: 'Trop cher' })]);
    expect(after.managers[0].decidedAt).toEqual(expect.any(String));
  });

  it('answers 404 to a company user who neither booked it nor was asked, and to an unknown id', async () => {
    const booking = await insertBooking(t.db.knex, manager, { status: 60 });
    expect((await t.call('user', 'GET', `/backend/api/booking/${booking.id}/validation`)).statusCode).toBe(404);
    expect((await t.call('agent', 'GET', '/backend/api/booking/2147483000/validation')).statusCode).toBe(404);
  });
});

describe('GET /hrs/booking/detail/:id', () => {
  it("gives the provider side of an online booking to its booker, its company's accountant and the agency", async () => {
    const booking = await insertBooking(t.db.knex, user, { hotel_key: 'sim-42', breakfast_price: 12.5, payment_mode: 'virtual_card' });
    await expectGuarded('GET', `/backend/api/hrs/booking/detail/${booking.id}`);
    for (const role of ['user', 'accountant', 'agent', 'admin'] as Role[]) {
      const response = await t.call(role, 'GET', `/backend/api/hrs/booking/detail/${booking.id}`);
      expect(response.statusCode, `${role} ${response.body}`).toBe(200);
      expect(response.json()).toEqual({
        id: booking.id,
        ref: booking.ref,
        provider: 'simulator',
        providerReference: booking.booking_base_id,
        hotelKey: 'sim-42',
        offerKey: booking.offer_key,
        hotelName: 'Hôtel des Tests',
        roomLabel: 'Chambre standard',
        breakfastIncluded: true,
        breakfastPrice: 12.5,
        freeCancellation: true,
        cancellationDeadline: booking.cancellation_deadline!.toISOString(),
        paymentMode: 'virtual_card',
        price: { perNight: 95, total: 190, currency: 'EUR' },
      });
    }
  });

  it("answers 404 for an offline request, which has no provider side, and for a colleague's booking", async () => {
    const offline = await insertBooking(t.db.knex, user, { status: 20, is_online: false, provider: null, offer_key: null, booking_base_id: null });
    expect((await t.call('user', 'GET', `/backend/api/hrs/booking/detail/${offline.id}`)).statusCode).toBe(404);
    const colleague = await insertBooking(t.db.knex, manager);
    expect((await t.call('user', 'GET', `/backend/api/hrs/booking/detail/${colleague.id}`)).statusCode).toBe(404);
    expect((await t.call('accountant', 'GET', `/backend/api/hrs/booking/detail/${colleague.id}`)).statusCode).toBe(200);
  });
});

describe('GET /booking/customFields/:id', () => {
  it("reads each value as the booking page does: a dropdown by its option's label, in the company's order", async () => {
    const [centre] = await t.db
      .knex('booking_input_field')
      .insert({ company_id: user.companyId, label: 'Centre de coût (test)', type: 30, rank: 900 })
      .returning('id');
    await t.db.knex('booking_option_field').insert([
      { field_id: centre.id, label: 'CC-100 Direction', value: 'CC_100', rank: 1 },
      { field_id: centre.id, label: 'CC-200 Commercial', value: 'CC_200', rank: 2 },
    ]);
    const [project] = await t.db
      .knex('booking_input_field')
      .insert({ company_id: user.companyId, label: 'Projet (test)', type: 20, rank: 901 })
      .returning('id');
    const [unused] = await t.db.knex('booking_input_field').insert({ company_id: user.companyId, label: 'Vide (test)', type: 20, rank: 902 }).returning('id');
    const booking = await insertBooking(t.db.knex, user, { custom_fields: { [centre.id]: 'CC_200', [project.id]: 'Apollo', [unused.id]: null } });
    await expectGuarded('GET', `/backend/api/booking/customFields/${booking.id}`);

    const response = await t.call('user', 'GET', `/backend/api/booking/customFields/${booking.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const fields = response.json() as { id: number; label: string; type: number; value: unknown }[];
    expect(fields.filter((field) => [centre.id, project.id, unused.id].includes(field.id))).toEqual([
      { id: centre.id, label: 'Centre de coût (test)', type: 30, value: 'CC-200 Commercial' },
      { id: project.id, label: 'Projet (test)', type: 20, value: 'Apollo' },
    ]);

    // The booking page reads the same labels from the detail (one server helper behind both).
    const detail = (await t.call('user', 'GET', `/backend/api/me/booking/${booking.id}`)).json();
    expect(
      detail.custom_fields.map((field: { id: number; label: string; type: number; options: { label: string; value: string }[]; value: unknown }) => ({
        id: field.id,
        label: field.label,
        type: field.type,
        value: customFieldOptionLabel(field, field.value),
      })),
    ).toEqual(fields);

    // A field disabled since keeps its value on the booking.
    await t.db.knex('booking_input_field').where({ id: project.id }).update({ enabled: false });
    const later = (await t.call('accountant', 'GET', `/backend/api/booking/customFields/${booking.id}`)).json() as { id: number }[];
    expect(later.map((field) => field.id)).toContain(project.id);
    await t.db.knex('booking_input_field').whereIn('id', [centre.id, project.id, unused.id]).delete();
  });
});

describe('GET /booking/disable/:id', () => {
  it('lets the booker give up an unfinished online booking: out of the lists, no longer finalised', async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 0, booking_base_id: null });
    await expectGuarded('GET', `/backend/api/booking/disable/${booking.id}`);
    const before = (await t.call('user', 'GET', '/backend/api/me/bookings/in_progress?itemsPerPage=100')).json();
    expect(before.items.map((row: { id: number }) => row.id)).toContain(booking.id);

    const response = await t.call('user', 'GET', `/backend/api/booking/disable/${booking.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: booking.id, status: -1 });
    const after = (await t.call('user', 'GET', '/backend/api/me/bookings/in_progress?itemsPerPage=100')).json();
    expect(after.items.map((row: { id: number }) => row.id)).not.toContain(booking.id);
    expect((await t.call('user', 'GET', `/backend/api/booking/unfinished/${booking.id}`)).statusCode).toBe(404);
    const history = await t.db.knex('booking_history').where({ booking_id: booking.id }).orderBy('id', 'desc').first();
    expect(history).toMatchObject({ type: 'status', status_from: 0, status_to: -1, user_id: user.userId });

    // Given up once, it is not given up again: code 150.
    const again = await t.call('user', 'GET', `/backend/api/booking/disable/${booking.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ErrorCode.STATUS_FORBIDS);
  });

  it('refuses with 150 a booking past its form, an offline request, and one being finalised right now', async () => {
    const confirmed = await insertBooking(t.db.knex, user, { status: 60 });
    const offline = await insertBooking(t.db.knex, user, { status: 4, is_online: false });
    const claimed = await insertBooking(t.db.knex, user, { status: 0, confirmation_key: `claim-${Date.now()}`, updated_at: new Date() });
    for (const booking of [confirmed, offline, claimed]) {
      const response = await t.call('user', 'GET', `/backend/api/booking/disable/${booking.id}`);
      expect(response.statusCode, `${booking.status} ${response.body}`).toBe(409);
      expect(response.json().code).toBe(ErrorCode.STATUS_FORBIDS);
    }
    expect((await t.db.knex('booking').where({ id: claimed.id }).first('status')).status).toBe(0);
    // A claim left by a request that died long ago does not hold the booking forever.
    await t.db
      .knex('booking')
      .where({ id: claimed.id })
      .update({ updated_at: new Date(Date.now() - 3_600_000) });
    expect((await t.call('user', 'GET', `/backend/api/booking/disable/${claimed.id}`)).statusCode).toBe(200);
  });

  it("is the booker's alone: a manager asked on it or a colleague gets 404, the accountant 403", async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 0 });
    await askManager(booking.id, 'pre');
    expect((await t.call('manager', 'GET', `/backend/api/booking/disable/${booking.id}`)).statusCode).toBe(404);
    const colleague = await insertBooking(t.db.knex, manager, { status: 0 });
    expect((await t.call('user', 'GET', `/backend/api/booking/disable/${colleague.id}`)).statusCode).toBe(404);
    expect((await t.call('accountant', 'GET', `/backend/api/booking/disable/${booking.id}`)).statusCode).toBe(403);
    expect((await t.db.knex('booking').where({ id: booking.id }).first('status')).status).toBe(0);
  });
});
