/** The managers' decisions on an online booking: the paths through validation, the mailed links and their answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, testApp, type TestApp } from '../support/app.ts';
import { ACME_MANAGER, ACME_MANAGER_2, ACME_USER, GLOBEX_MANAGER, GLOBEX_USER, INITECH_USER, onlineBookings } from '../support/online-booking.ts';
import { day } from '../support/days.ts';

let t: TestApp;
const ids: Record<string, number> = {};
const { as, companyOf, userId, startBooking, travellersOf, customValues, newKey, finalise, statusOf, mailsOf, validationTokenOf } = onlineBookings(() => t);

beforeAll(async () => {
  t = await testApp();
  for (const email of [ACME_MANAGER, ACME_MANAGER_2, GLOBEX_MANAGER]) ids[email] = await userId(email);
});
afterAll(() => t.close());

describe('the paths through validation', () => {
  it('without validation (Initech): booked at the provider and confirmed (60), the booker told by mail', async () => {
    const { id } = await startBooking(INITECH_USER, { city: 'Toulouse' });
    const statements: { sql: string; name?: string }[] = [];
    const listener = (query: { sql: string; options?: { name?: string } }) => statements.push({ sql: query.sql, name: query.options?.name });
    const [traveller] = await travellersOf('Initech Services', 1);
    const body = {
      rooms: [{ occupancy: 1, travellers: [traveller] }],
      customFields: await customValues(INITECH_USER),
      confirmationKey: newKey(),
      remarks: 'Arrivée tardive',
      extras: 'Parking',
    };
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
      payload: {
        rooms: [{ occupancy: 1, travellers: [traveller] }],
        customFields: await customValues(ACME_USER),
        confirmationKey: newKey(),
        managers: [ids[ACME_MANAGER]],
      },
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
    expect(page.json()).toMatchObject({
      phase: 'pre',
      decisions: ['allow', 'deny'],
      booking: { status: 10, company: 'Acme Industries', booker: 'David Leroy' },
    });
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
    expect((await mailsOf(id)).map((m) => [m.template, m.mail_rcpt])).toEqual([
      ['booking.validation', ACME_MANAGER],
      ['booking.confirmed', ACME_USER],
    ]);
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
    expect((await as(null, 'POST', '/backend/public/api/booking/validation/abcdefghijklmnopqrstuvwxyz012345', { decision: 'allow' })).json()).toMatchObject({
      code: 205,
    });
    const { id } = await startBooking(ACME_USER);
    await finalise(ACME_USER, id, 'Acme Industries', { managers: [ids[ACME_MANAGER]] });
    const row = await t.db.knex('booking_manager').where({ booking_id: id }).first('id', 'token');
    await t.db
      .knex('booking_manager')
      .where({ id: row.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await as(null, 'POST', `/backend/public/api/booking/validation/${row.token}`, { decision: 'allow' });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().code).toBe(205);
    expect(await statusOf(id)).toBe(10);
  });
});

describe('an offline request authorised through the same links', () => {
  it('allowed, it goes to the agency (20), nothing booked at a provider', async () => {
    const acme = await companyOf('Acme Industries');
    const [{ id }] = await t.db
      .knex('booking')
      .insert({
        ref: `BK-T${Date.now()}`,
        status: 10,
        is_online: false,
        arrival_date: day(40),
        departure_date: day(41),
        destination: 'Lille',
        company_id: acme,
        user_id: await userId(ACME_USER),
        validation: 'pre',
      })
      .returning('id');
    const token = 'offline-request-token-0123456789';
    await t.db
      .knex('booking_manager')
      .insert({ booking_id: id, user_id: ids[ACME_MANAGER], phase: 'pre', token, expires_at: new Date(Date.now() + 86_400_000) });
    expect((await as(null, 'GET', `/backend/public/api/booking/validation/${token}`)).json()).toMatchObject({ phase: 'pre', decisions: ['allow', 'deny'] });
    const allowed = await as(null, 'POST', `/backend/public/api/booking/validation/${token}`, { decision: 'allow' });
    expect(allowed.json()).toMatchObject({ id, status: 20 });
    expect((await t.db.knex('booking').where({ id }).first('booking_base_id')).booking_base_id).toBeNull();
    expect((await mailsOf(id)).map((m) => m.template)).toEqual(expect.arrayContaining(['booking.allowed']));
  });
});
