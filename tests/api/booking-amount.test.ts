/**
 * A booking's amount (docs/glossary.md, amount): the stay's price plus its fees, global and per room, computed once
 * by the database, and the same figure on the list, the booking's page, its public page, the validation page, the
 * voucher and purchase order, the spreadsheet export and the statistics.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../server/documents/html.ts';
import { purchaseOrderHtml } from '../../server/documents/order.ts';
import { voucherHtml } from '../../server/documents/voucher.ts';
import { bookingDetail } from '../../server/booking/queries/detail.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { insertBooking, partyOf, type InsertedBooking, type Party } from '../support/bookings.ts';
import { day } from '../support/days.ts';

let t: TestApp;
let user: Party;
let booking: InsertedBooking;

// 2 nights at 95 € in a single and a double room, a 5 € fee per booking and 3 € per room: 190 + 5 + 3 × 2.
const STAY = 190;
const AMOUNT = 201;

beforeAll(async () => {
  t = await testApp();
  user = await partyOf(t.db.knex, 'user@acme-demo.fr');
  booking = await insertBooking(t.db.knex, user, {
    arrival_date: day(40),
    departure_date: day(42),
    single_rooms: 1,
    double_rooms: 1,
    total_price: STAY,
    booking_fees_global: 5,
    booking_fees_per_room: 3,
    order_number: 'PO-AMOUNT',
    public_token: 'public-token-of-the-amount-booking-01',
  });
});
afterAll(() => t.close());

describe("a booking's amount", () => {
  it('is computed by the database, fees included, and null while the stay has no price', async () => {
    expect(await t.db.knex('booking').where({ id: booking.id }).first('fees_total', 'amount')).toEqual({ fees_total: 11, amount: AMOUNT });
    // One room at least is charged, a request priced later has no amount until then.
    const request = await insertBooking(t.db.knex, user, {
      single_rooms: 0,
      double_rooms: 0,
      total_price: null,
      booking_fees_global: 5,
      booking_fees_per_room: 3,
    });
    expect(await t.db.knex('booking').where({ id: request.id }).first('fees_total', 'amount')).toEqual({ fees_total: 8, amount: null });
  });

  it('is the figure of the list, the page, the public page and the validation page', async () => {
    const list = (await t.call('user', 'GET', `/backend/api/me/bookings/in_progress?booking-ref=${booking.ref}`)).json();
    expect(list.items.map((row: { ref: string; amount: number }) => [row.ref, row.amount])).toEqual([[booking.ref, AMOUNT]]);

    const page = (await t.call('user', 'GET', `/backend/api/me/booking/${booking.id}`)).json();
    expect({ stay: page.total_price, fees: page.fees.total, amount: page.amount }).toEqual({ stay: STAY, fees: 11, amount: AMOUNT });

    const shown = await t.call(null, 'GET', '/backend/public/api/booking/public-token-of-the-amount-booking-01/show');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().amount).toBe(AMOUNT);

    const validation = await t.call('user', 'GET', `/backend/api/booking/${booking.id}/validation`);
    expect(validation.statusCode, validation.body).toBe(200);
    expect(validation.json().booking).toMatchObject({ totalPrice: STAY, fees: 11, amount: AMOUNT });
  });

  it('is the total of the voucher and of the purchase order', async () => {
    const detail = await bookingDetail(t.db.knex, await t.db.knex('booking').where({ id: booking.id }).first());
    const total = formatMoney(AMOUNT, 'EUR');
    expect(voucherHtml(detail)).toContain(`<tr><th>Montant total</th><td>${total}</td></tr>`);
    expect(purchaseOrderHtml(detail)).toContain(`<tr class="total"><td>Total</td><td>${total}</td></tr>`);
  });

  it('is the amount of the spreadsheet export and counts whole in the statistics', async () => {
    const response = await t.call('user', 'GET', `/backend/api/me/download/bookings?booking-ref=${booking.ref}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const column = rows[0].indexOf('Montant total');
    expect(column).toBeGreaterThan(-1);
    expect(rows.slice(1).map((row) => [row[0], row[column]])).toEqual([[booking.ref, AMOUNT]]);

    // A year of its own, where this stay is the user's only one.
    await insertBooking(t.db.knex, user, {
      arrival_date: '2033-05-10',
      departure_date: '2033-05-12',
      single_rooms: 1,
      double_rooms: 1,
      total_price: STAY,
      booking_fees_global: 5,
      booking_fees_per_room: 3,
    });
    const stats = (await t.call('user', 'GET', '/backend/api/bookings/stats?group=year')).json();
    expect(stats.periods.find((period: { period: string }) => period.period === '2033').spend).toBe(AMOUNT);
  });
});
