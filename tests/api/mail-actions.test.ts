/**
 * The mails that ask the booker for a step ("Valider la proposition", "Saisir le bon de commande") lead to a page
 * where the step is taken: the public page of the booking's link, with the step open, when the company lets that link
 * edit the booking; the signed-in booking page with the step open otherwise. The link's own routes take the step for
 * the booker, and only through a link that allows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED_LINK } from '../../entities/maillog.ts';
import { bookingNotifier, notifyBooking } from '../../server/booking/service/notifications.ts';
import { TEST_PUBLIC_URL, testApp, type TestApp } from '../support/app.ts';
import { insertBooking, partyOf, type Party } from '../support/bookings.ts';

let t: TestApp;
let user: Party;
const BOOKER = 'user@acme-demo.fr';

beforeAll(async () => {
  t = await testApp();
  user = await partyOf(t.db.knex, BOOKER);
});
afterAll(() => t.close());

let sequence = 0;
/** A private link token as the platform makes them: long and unguessable (here, unique per test). */
const newToken = () => `mail-action-${process.pid}-${++sequence}-abcdefghijklmnop`;

/** An offline request of the Acme booker the agency is handling, with its public link. */
async function requestBeingProcessed() {
  const token = newToken();
  const booking = await insertBooking(t.db.knex, user, {
    status: 40,
    is_online: false,
    public_token: token,
    offer_key: null,
    booking_base_id: null,
    provider: null,
  });
  return { ...booking, token };
}

/** The agency proposes a hotel: the booker gets the mail "Valider la proposition". */
async function proposed() {
  const booking = await requestBeingProcessed();
  const response = await t.call('agent', 'POST', `/backend/api/booking/${booking.id}/agency/propose`, {
    proposal: 'Hôtel des Célestins, chambre sur cour',
    hotelName: 'Hôtel des Célestins',
    pricePerNight: 98,
    totalPrice: 196,
  });
  expect(response.statusCode, response.body).toBe(200);
  return booking;
}

/** A multipart body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----order${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const postOrderByLink = (token: string, fields: Record<string, string>, file?: { name: string; data: Buffer }) =>
  t.app.inject({ method: 'POST', url: `/backend/public/api/booking/${token}/order-number`, ...multipart(fields, file) });

const tinyPdf = (size = 400) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 32)]);

const statusOf = async (id: number) => (await t.db.knex('booking').where({ id }).first('status')).status as number;

async function setLinks(flags: { consultation_link?: boolean; edit_link?: boolean }) {
  await t.db.knex('company').where({ id: user.companyId }).update(flags);
}

describe('the proposal mail', () => {
  it('opens the public page with the proposal to answer, and the log keeps no token', async () => {
    const booking = await proposed();
    const link = await t.mailedLink(BOOKER, /href="([^"]+)">Valider la proposition/);
    expect(link).toBe(`${TEST_PUBLIC_URL}/public/booking/${booking.token}/edit?action=proposal`);
    const logged = await t.db.knex('maillog').where({ booking_id: booking.id, template: 'booking.proposal' }).first('body');
    expect(logged.body).not.toContain(booking.token);
    // The whole link is masked, its step with it: the log shows no half-link.
    expect(logged.body).toContain(`href="${REDACTED_LINK}"`);

    const page = (await t.call(null, 'GET', `/backend/public/api/booking/${booking.token}/show`)).json();
    expect(page).toMatchObject({ status: 45, proposal: 'Hôtel des Célestins, chambre sur cour', hotel_name: 'Hôtel des Célestins', total_price: 196 });
    expect(page.actions).toEqual(expect.arrayContaining(['accept_proposal', 'refuse_proposal']));
  });

  it('opens the signed-in booking page with the proposal to answer when the company keeps its links to reading', async () => {
    await setLinks({ edit_link: false });
    try {
      const booking = await proposed();
      expect(await t.mailedLink(BOOKER, /href="([^"]+)">Valider la proposition/)).toBe(`${TEST_PUBLIC_URL}/booking/${booking.id}/show?action=proposal`);
      // The public page no longer offers the answer.
      const page = (await t.call(null, 'GET', `/backend/public/api/booking/${booking.token}/show`)).json();
      expect(page.actions).not.toContain('accept_proposal');
      expect(page.actions).not.toContain('refuse_proposal');
    } finally {
      await setLinks({ edit_link: true });
    }
  });
});

describe('answering the proposal through the link', () => {
  it('accepts it for the booker (45 → 50), tells the agency, and cannot answer twice (150)', async () => {
    const booking = await proposed();
    const accepted = await t.call(null, 'POST', `/backend/public/api/booking/${booking.token}/accept_proposal`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ status: 50 });
    expect(await t.db.knex('booking_history').where({ booking_id: booking.id, type: 'status' }).orderBy('id').select('status_from', 'status_to')).toEqual([
      { status_from: 40, status_to: 45 },
      { status_from: 45, status_to: 50 },
    ]);
    expect(await t.db.knex('maillog').where({ booking_id: booking.id, template: 'booking.proposal_accepted' }).first('id')).toBeTruthy();

    const again = await t.call(null, 'POST', `/backend/public/api/booking/${booking.token}/refuse_proposal`, { reason: 'Trop tard' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(150);
    expect(await statusOf(booking.id)).toBe(50);
  });

  it('refuses it with a reason (45 → 40), the reason kept for the agency; no reason is code 10', async () => {
    const booking = await proposed();
    for (const payload of [{ reason: '   ' }, {}, { reason: 'x', extra: 1 }]) {
      const refused = await t.call(null, 'POST', `/backend/public/api/booking/${booking.token}/refuse_proposal`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code, JSON.stringify(payload)).toBeTypeOf('number');
    }
    expect((await t.call(null, 'POST', `/backend/public/api/booking/${booking.token}/refuse_proposal`, { reason: '   ' })).json()).toMatchObject({
      code: 10,
      errors: { reason: 10 },
    });
    const refused = await t.call(null, 'POST', `/backend/public/api/booking/${booking.token}/refuse_proposal`, { reason: 'Trop loin du site' });
    expect(refused.json()).toEqual({ status: 40 });
    expect(await t.db.knex('booking_history').where({ booking_id: booking.id, status_to: 40 }).orderBy('id', 'desc').first('comment')).toEqual({
      comment: 'Trop loin du site',
    });
    expect(await t.db.knex('maillog').where({ booking_id: booking.id, template: 'booking.proposal_refused' }).first('id')).toBeTruthy();
  });

  it('is the link owner’s only: an unknown token, a company link that does not edit, or a reading-only company are refused (205)', async () => {
    const booking = await proposed();
    const unknown = await t.call(null, 'POST', '/backend/public/api/booking/not-the-token-of-anything/accept_proposal');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(205);
    // A signed-in stranger's session does not stand in for the token.
    expect((await t.call('initech user', 'POST', `/backend/public/api/booking/${booking.token.slice(0, -1)}X/accept_proposal`)).json().code).toBe(205);

    await setLinks({ edit_link: false });
    try {
      const readOnly = await t.call(null, 'POST', `/backend/public/api/booking/${booking.token}/accept_proposal`);
      expect(readOnly.statusCode).toBe(403);
      expect(readOnly.json().code).toBe(205);
    } finally {
      await setLinks({ edit_link: true });
    }
    await setLinks({ consultation_link: false });
    try {
      expect((await t.call(null, 'POST', `/backend/public/api/booking/${booking.token}/accept_proposal`)).json().code).toBe(205);
    } finally {
      await setLinks({ consultation_link: true });
    }
    expect(await statusOf(booking.id)).toBe(45);
  });

  it('answers 150 when no proposal waits (a request still being processed, an online booking)', async () => {
    const processing = await requestBeingProcessed();
    const early = await t.call(null, 'POST', `/backend/public/api/booking/${processing.token}/accept_proposal`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe(150);
    const online = await insertBooking(t.db.knex, user, { status: 45, public_token: newToken() });
    expect((await t.call(null, 'POST', `/backend/public/api/booking/${online.public_token}/accept_proposal`)).json().code).toBe(150);
  });
});

describe('the purchase-order mail', () => {
  /** An online booking waiting for its purchase order, and the mail that asks for it. */
  async function awaitingOrder() {
    const token = newToken();
    const booking = await insertBooking(t.db.knex, user, { status: 55, public_token: token });
    await t.db.knex.transaction((trx) => notifyBooking(trx, bookingNotifier(t.app.mailer), booking.id, 'await_order_number'));
    return { ...booking, token };
  }

  it('opens the public page with the purchase order to enter, its pattern with it', async () => {
    const booking = await awaitingOrder();
    expect(await t.mailedLink(BOOKER, /href="([^"]+)">Saisir le bon de commande/)).toBe(
      `${TEST_PUBLIC_URL}/public/booking/${booking.token}/edit?action=order_number`,
    );
    const page = (await t.call(null, 'GET', `/backend/public/api/booking/${booking.token}/show`)).json();
    expect(page).toMatchObject({ status: 55, order_number: null, company: { order_number_pattern: 'PO-####', order_number_label: 'Bon de commande' } });
    expect(page.actions).toContain('order_number');
  });

  it('opens the signed-in booking page with the purchase order to enter when the company shares no link', async () => {
    await setLinks({ consultation_link: false });
    try {
      const booking = await awaitingOrder();
      expect(await t.mailedLink(BOOKER, /href="([^"]+)">Saisir le bon de commande/)).toBe(`${TEST_PUBLIC_URL}/booking/${booking.id}/show?action=order_number`);
    } finally {
      await setLinks({ consultation_link: true });
    }
  });

  it('takes the number through the link: checked against the pattern (10, 760), a PDF of 2 MB at most (160, 170)', async () => {
    const booking = await awaitingOrder();
    expect((await postOrderByLink(booking.token, { value: ' ' })).json()).toMatchObject({ code: 10, errors: { value: 10 } });
    expect((await postOrderByLink(booking.token, { value: 'PO-12' })).json()).toMatchObject({ code: 760, errors: { value: 760 } });
    expect((await postOrderByLink(booking.token, { value: 'PO-1234' }, { name: 'order.pdf', data: Buffer.from('not a pdf') })).json()).toMatchObject({
      code: 160,
    });
    const large = await postOrderByLink(booking.token, { value: 'PO-1234' }, { name: 'order.pdf', data: tinyPdf(2 * 1024 * 1024 + 10) });
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe(170);
    expect(await statusOf(booking.id)).toBe(55);

    const file = tinyPdf(2048);
    const saved = await postOrderByLink(booking.token, { value: 'PO-4321' }, { name: 'commande.pdf', data: file });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ status: 60 });
    const row = await t.db.knex('booking').where({ id: booking.id }).first('order_number', 'order_number_file_name', 'order_number_file');
    expect(row).toMatchObject({ order_number: 'PO-4321', order_number_file_name: 'commande.pdf' });
    expect(Buffer.from(row.order_number_file).equals(file)).toBe(true);
    // The booking is confirmed: the booker's confirmation goes out.
    expect(await t.db.knex('maillog').where({ booking_id: booking.id, template: 'booking.confirmed' }).first('id')).toBeTruthy();
  });

  it('is refused through a link that does not edit (205) and on a cancelled booking (150)', async () => {
    const booking = await awaitingOrder();
    await setLinks({ edit_link: false });
    try {
      const refused = await postOrderByLink(booking.token, { value: 'PO-4321' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(205);
    } finally {
      await setLinks({ edit_link: true });
    }
    expect(await statusOf(booking.id)).toBe(55);
    const cancelled = await insertBooking(t.db.knex, user, { status: 80, public_token: newToken() });
    const late = await postOrderByLink(String(cancelled.public_token), { value: 'PO-4321' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe(150);
    const notMultipart = await t.call(null, 'POST', `/backend/public/api/booking/${booking.token}/order-number`, { value: 'PO-4321' });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(notMultipart.json().code).toBeTypeOf('number');
  });
});
