/** What users do on their bookings: cancel one, enter its purchase order, forward its voucher, share its public link. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp } from '../support/app.ts';
import { demoParties, insertBooking, type Party } from '../support/bookings.ts';
import { multipartForm } from '../support/multipart.ts';

const t = fileApp();
let user: Party;
let initech: Party;

beforeAll(async () => {
  ({ user, initech } = await demoParties(t.db.knex));
});

/** The user's history tab, its first hundred rows. */
const historyTab = async () => {
  const response = await t.call('user', 'GET', '/backend/api/me/bookings/history?itemsPerPage=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { id: number }[] };
};

async function postOrderNumber(
  role: 'user' | 'manager' | 'accountant' | 'initech user',
  id: number,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const { payload, headers } = multipartForm([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file ? [{ name: 'file', filename: file.name, type: file.type, data: file.data }] : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/backend/api/booking/${id}/order-number`,
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.tokenOf(role)}` },
  });
}

const tinyPdf = (size = 400) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 32)]);

describe('cancelling', () => {
  it('lists the reasons as keys', async () => {
    const response = await t.call('user', 'GET', '/backend/api/booking-cancellation-reasons');
    expect(response.json()).toContain('trip_cancelled');
  });

  it('needs a known reason (10, 760)', async () => {
    const booking = await insertBooking(t.db.knex, user);
    expect((await t.call('user', 'POST', `/backend/api/booking/${booking.id}/cancel`, {})).json()).toMatchObject({ code: 10, errors: { reason: 10 } });
    expect((await t.call('user', 'POST', `/backend/api/booking/${booking.id}/cancel`, { reason: '' })).json()).toMatchObject({ code: 10 });
    expect((await t.call('user', 'POST', `/backend/api/booking/${booking.id}/cancel`, { reason: 'bored' })).json()).toMatchObject({ code: 760 });
  });

  it('cancels an online booking at once, with the history and the mail, and only once (150)', async () => {
    const booking = await insertBooking(t.db.knex, user);
    const response = await t.call('user', 'POST', `/backend/api/booking/${booking.id}/cancel`, { reason: 'trip_postponed', comment: 'Réunion déplacée' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: booking.id, status: 80 });
    const row = await t.db.knex('booking').where({ id: booking.id }).first('status', 'cancellation_reason', 'cancellation_comment');
    expect(row).toEqual({ status: 80, cancellation_reason: 'trip_postponed', cancellation_comment: 'Réunion déplacée' });
    // The history keeps the reason as its key and the canceller's words as typed: each reader's screen words the line.
    const history = await t.db
      .knex('booking_history')
      .where({ booking_id: booking.id, type: 'status' })
      .first('status_from', 'status_to', 'comment', 'event', 'data');
    expect(history).toEqual({
      status_from: 60,
      status_to: 80,
      comment: 'Réunion déplacée',
      event: 'cancellation',
      data: JSON.stringify({ reason: 'trip_postponed' }),
    });
    const mailLine = await t.db.knex('booking_history').where({ booking_id: booking.id, type: 'mail' }).first('comment', 'event', 'data');
    expect(mailLine).toEqual({ comment: null, event: 'mail_sent', data: JSON.stringify({ template: 'booking.cancelled', to: 'user@acme-demo.fr' }) });
    const detail = (await t.call('user', 'GET', `/backend/api/me/booking/${booking.id}`)).json();
    expect(detail.history).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'cancellation', comment: 'Réunion déplacée' })]));
    // The French mail still gives the reason in words.
    expect((await t.db.knex('maillog').where({ booking_id: booking.id, template: 'booking.cancelled' }).first('body')).body).toContain(
      'Déplacement reporté : Réunion déplacée',
    );
    expect((await historyTab()).items.map((item) => item.id)).toContain(booking.id);

    const again = await t.call('user', 'POST', `/backend/api/booking/${booking.id}/cancel`, { reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(150);
  });

  it('asks the agency to cancel a confirmed offline booking (70)', async () => {
    const booking = await insertBooking(t.db.knex, user, { is_online: false });
    const response = await t.call('user', 'POST', `/backend/api/booking/${booking.id}/cancel`, { reason: 'dates_changed' });
    expect(response.json()).toEqual({ id: booking.id, status: 70 });
  });

  it("is the booker's: an accountant or a manager who did not book is refused", async () => {
    const booking = await insertBooking(t.db.knex, user);
    expect((await t.call('accountant', 'POST', `/backend/api/booking/${booking.id}/cancel`, { reason: 'other' })).statusCode).toBe(403);
    expect((await t.call('manager', 'POST', `/backend/api/booking/${booking.id}/cancel`, { reason: 'other' })).statusCode).toBe(404);
  });
});

describe('the purchase order', () => {
  it("needs a value matching the company's pattern (10, 760)", async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 55 });
    expect((await postOrderNumber('user', booking.id, { value: ' ' })).json()).toMatchObject({ code: 10, errors: { value: 10 } });
    expect((await postOrderNumber('user', booking.id, { value: 'PO-12' })).json()).toMatchObject({ code: 760, errors: { value: 760 } });
  });

  it("refuses a NUL character in a number its company's pattern does not constrain (760)", async () => {
    const booking = await insertBooking(t.db.knex, initech, { status: 55 });
    const response = await postOrderNumber('initech user', booking.id, { value: 'PO\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 760, errors: { value: 760 } });
  });

  it('takes a PDF only, of 2 MB at most (160, 170)', async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 55 });
    const text = await postOrderNumber('user', booking.id, { value: 'PO-1234' }, { name: 'order.txt', type: 'text/plain', data: Buffer.from('hello') });
    expect(text.json()).toMatchObject({ code: 160 });
    const fake = await postOrderNumber(
      'user',
      booking.id,
      { value: 'PO-1234' },
      { name: 'order.pdf', type: 'application/pdf', data: Buffer.from('not a pdf') },
    );
    expect(fake.json()).toMatchObject({ code: 160 });
    const large = await postOrderNumber(
      'user',
      booking.id,
      { value: 'PO-1234' },
      { name: 'order.pdf', type: 'application/pdf', data: tinyPdf(2 * 1024 * 1024 + 10) },
    );
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 170 });
    expect((await t.db.knex('booking').where({ id: booking.id }).first('status')).status).toBe(55);
  });

  it('confirms a booking that waited for it (55 → 60) and keeps the file, served back as it was', async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 55 });
    const file = tinyPdf(1024 * 1024);
    const response = await postOrderNumber('user', booking.id, { value: 'PO-4321' }, { name: 'commande.pdf', type: 'application/pdf', data: file });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: booking.id, status: 60 });
    const row = await t.db.knex('booking').where({ id: booking.id }).first('order_number', 'order_number_file_name');
    expect(row).toEqual({ order_number: 'PO-4321', order_number_file_name: 'commande.pdf' });
    const order = await t.call('user', 'GET', `/backend/api/booking/${booking.id}/order`);
    expect(order.statusCode).toBe(200);
    expect(order.headers['content-type']).toBe('application/pdf');
    expect(order.headers['content-disposition']).toBe(`attachment; filename="bon-de-commande-${booking.ref}.pdf"`);
    expect(order.rawPayload.equals(file)).toBe(true);
  });

  it('is entered once on a confirmed booking without moving it, and not on a cancelled one (150)', async () => {
    const booking = await insertBooking(t.db.knex, user);
    expect((await postOrderNumber('user', booking.id, { value: 'PO-7777' })).json()).toEqual({ id: booking.id, status: 60 });
    // Once it has one, the booking offers no purchase order to enter and refuses another.
    expect((await t.call('user', 'GET', `/backend/api/me/booking/${booking.id}?get_actions=1`)).json().actions).not.toContain('order_number');
    expect((await postOrderNumber('user', booking.id, { value: 'PO-8888' })).json()).toMatchObject({ code: 150 });
    expect((await t.db.knex('booking').where({ id: booking.id }).first('order_number')).order_number).toBe('PO-7777');
    const cancelled = await insertBooking(t.db.knex, user, { status: 80 });
    expect((await postOrderNumber('user', cancelled.id, { value: 'PO-7777' })).json()).toMatchObject({ code: 150 });
    expect((await postOrderNumber('accountant', booking.id, { value: 'PO-7777' })).statusCode).toBe(403);
  });
});

describe('forwarding the voucher', () => {
  it('needs valid addresses separated by semicolons (140)', async () => {
    const booking = await insertBooking(t.db.knex, user);
    for (const to of ['', ' ; ', 'a@x.fr, b@y.fr', 'not-an-address']) {
      const response = await t.call('user', 'POST', `/backend/api/booking/${booking.id}/forward-voucher`, { to });
      expect(response.json(), to).toMatchObject({ code: 140, errors: { to: 140 } });
    }
  });

  it('sends the voucher mail to every address and notes it in the history', async () => {
    const booking = await insertBooking(t.db.knex, user);
    const response = await t.call('user', 'POST', `/backend/api/booking/${booking.id}/forward-voucher`, { to: 'a@x.fr; b@y.fr' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: ['a@x.fr', 'b@y.fr'] });
    const mail = await t.db.knex('maillog').where({ booking_id: booking.id, template: 'booking.voucher' }).first('mail_rcpt', 'subject');
    expect(mail).toEqual({ mail_rcpt: 'a@x.fr;b@y.fr', subject: `Bon d’échange de la réservation ${booking.ref}` });
    expect(await t.db.knex('booking_history').where({ booking_id: booking.id, type: 'mail' }).first('comment', 'event', 'data')).toEqual({
      comment: null,
      event: 'voucher_forwarded',
      data: JSON.stringify({ to: 'a@x.fr; b@y.fr' }),
    });
  });

  it('is refused before the booking is confirmed (150)', async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 10 });
    expect((await t.call('user', 'POST', `/backend/api/booking/${booking.id}/forward-voucher`, { to: 'a@x.fr' })).json()).toMatchObject({ code: 150 });
  });
});

describe('the public link', () => {
  it('is 205 when unknown', async () => {
    const response = await t.call(null, 'GET', '/backend/public/api/booking/no-such-token/show');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(205);
  });

  it('shows the booking without a session, and cancels it when the company allows it', async () => {
    const booking = await insertBooking(t.db.knex, user, { public_token: 'public-token-of-a-test-booking-0001' });
    const show = await t.call(null, 'GET', '/backend/public/api/booking/public-token-of-a-test-booking-0001/show');
    expect(show.statusCode, show.body).toBe(200);
    // Acme asks for purchase orders: the link that edits the booking gives one too.
    expect(show.json()).toMatchObject({ ref: booking.ref, status: 60, hotel_name: 'Hôtel des Tests', actions: ['cancel', 'edit', 'order_number'] });
    expect(show.json()).not.toHaveProperty('id');
    expect(show.json()).not.toHaveProperty('history');
    expect((await t.call(null, 'GET', '/backend/public/api/booking/public-token-of-a-test-booking-0001/cancellation_reasons')).json()).toContain('other');

    await t.db.knex('company').where({ id: user.companyId }).update({ cancellation_link: false });
    const refused = await t.call(null, 'POST', '/backend/public/api/booking/public-token-of-a-test-booking-0001/cancel', { reason: 'other' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(205);

    await t.db.knex('company').where({ id: user.companyId }).update({ cancellation_link: true });
    const cancelled = await t.call(null, 'POST', '/backend/public/api/booking/public-token-of-a-test-booking-0001/cancel', { reason: 'other' });
    // The link answers the new status only: it shows no internal id.
    expect(cancelled.json()).toEqual({ status: 80 });

    await t.db.knex('company').where({ id: user.companyId }).update({ consultation_link: false });
    expect((await t.call(null, 'GET', '/backend/public/api/booking/public-token-of-a-test-booking-0001/show')).json().code).toBe(205);
    await t.db.knex('company').where({ id: user.companyId }).update({ consultation_link: true });
  });
});
