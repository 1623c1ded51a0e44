/**
 * A booking's documents: the voucher and purchase-order PDFs rendered by Chromium, the calendar event, and the bookings
 * spreadsheet with the lists' filters. Which Chromium renders them is in pdf-chromium.test.ts.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingsWorkbook } from '../../server/documents/xlsx.ts';
import { purchaseOrderHtml } from '../../server/documents/order.ts';
import { bookingDetail } from '../../server/booking/queries/detail.ts';
import { fileApp } from '../support/app.ts';
import { insertBooking, partyOf, type Party } from '../support/bookings.ts';
import { day } from '../support/days.ts';

const t = fileApp();
let user: Party;

beforeAll(async () => {
  user = await partyOf(t.db.knex, 'user@acme-demo.fr');
});

const isPdf = (body: Buffer) => body.subarray(0, 5).toString('latin1') === '%PDF-';

describe('the voucher', () => {
  it('is a PDF named after the booking', async () => {
    const booking = await insertBooking(t.db.knex, user, { hotel_name: 'Hôtel <b>Voucher</b> & Fils' });
    const response = await t.call('user', 'GET', `/backend/api/me/booking-voucher/${booking.id}/pdf`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bon-echange-${booking.ref}.pdf"`);
    expect(isPdf(response.rawPayload)).toBe(true);
    expect(response.rawPayload.length).toBeGreaterThan(2000);
  });

  it('is only for a confirmed booking (150), and only for who sees it', async () => {
    const pending = await insertBooking(t.db.knex, user, { status: 10 });
    expect((await t.call('user', 'GET', `/backend/api/me/booking-voucher/${pending.id}/pdf`)).json().code).toBe(150);
    const booking = await insertBooking(t.db.knex, user);
    expect((await t.call('initech user', 'GET', `/backend/api/me/booking-voucher/${booking.id}/pdf`)).statusCode).toBe(404);
    expect((await t.call('user', 'GET', `/backend/api/me/booking-voucher/${booking.id}/doc`)).statusCode).toBe(400);
    // The accountant keeps the company's documents.
    expect((await t.call('accountant', 'GET', `/backend/api/me/booking-voucher/${booking.id}/pdf`)).statusCode).toBe(200);
  });
});

describe('the purchase-order PDF', () => {
  it('is rendered from the booking when no file was attached', async () => {
    const booking = await insertBooking(t.db.knex, user, { order_number: 'PO-2026' });
    const response = await t.call('user', 'GET', `/backend/api/booking/${booking.id}/order`);
    expect(response.statusCode).toBe(200);
    expect(isPdf(response.rawPayload)).toBe(true);
  });

  it('names the hotel, or for a request without one yet its destination, never the city as the hotel', async () => {
    const placed = await insertBooking(t.db.knex, user, { order_number: 'PO-1' });
    const placedHtml = purchaseOrderHtml(await bookingDetail(t.db.knex, await t.db.knex('booking').where({ id: placed.id }).first()));
    expect(placedHtml).toContain('<tr><th>Hôtel</th><td>Hôtel des Tests</td></tr>');
    expect(placedHtml).toContain('1 rue de la Paix, 69002 Lyon');

    const request = await insertBooking(t.db.knex, user, {
      order_number: 'PO-2',
      status: 10,
      is_online: false,
      hotel_id: null,
      hotel_name: null,
      hotel_address: null,
      destination: 'Troyes',
    });
    const requestHtml = purchaseOrderHtml(await bookingDetail(t.db.knex, await t.db.knex('booking').where({ id: request.id }).first()));
    expect(requestHtml).toContain('<tr><th>Destination</th><td>Troyes</td></tr>');
    expect(requestHtml).toContain('<tr><th>Hôtel</th><td>À confirmer par l’agence</td></tr>');
    expect(requestHtml).not.toMatch(/<th>(Hôtel|Adresse)<\/th><td>Troyes/);
  });

  it('does not exist without an order number', async () => {
    const booking = await insertBooking(t.db.knex, user);
    expect((await t.call('user', 'GET', `/backend/api/booking/${booking.id}/order`)).statusCode).toBe(404);
  });
});

describe('the calendar event', () => {
  it('is an all-day event from arrival to departure at the hotel', async () => {
    const booking = await insertBooking(t.db.knex, user, { arrival_date: '2027-03-04', departure_date: '2027-03-06' });
    const response = await t.call('user', 'GET', `/backend/api/booking/${booking.id}/ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = response.body.replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(/DTSTART;VALUE=DATE:20270304/);
    expect(ics).toMatch(/DTEND;VALUE=DATE:20270306/);
    expect(ics).toContain('LOCATION:Hôtel des Tests\\, 1 rue de la Paix\\, 69002 Lyon');
    // The hotel is named once, its name holding the word already.
    expect(ics).toContain(`SUMMARY:Hôtel des Tests (${booking.ref})`);
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toMatch(/END:VCALENDAR\s*$/);
  });

  it('needs a booked stay (150)', async () => {
    const draft = await insertBooking(t.db.knex, user, { status: 4, is_online: false });
    expect((await t.call('user', 'GET', `/backend/api/booking/${draft.id}/ics`)).json().code).toBe(150);
  });
});

describe('the bookings spreadsheet', () => {
  async function workbookOf(query: string, role: 'user' | 'accountant' = 'user') {
    const response = await t.call(role, 'GET', `/backend/api/me/download/bookings${query}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="reservations.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('holds every booking of the caller, across the tabs, under a header', async () => {
    const rows = await workbookOf('');
    const expected = await t.db.knex('booking').where({ user_id: user.userId }).whereNot('status', -1).count({ count: '*' }).first();
    expect(rows[0]).toEqual([
      'Référence',
      'Type',
      'Statut',
      'Arrivée',
      'Départ',
      'Hôtel',
      'Destination',
      'Voyageurs',
      'Réservé par',
      'Bon de commande',
      'Montant total',
      'Créée le',
    ]);
    expect(rows.length - 1).toBe(Number(expected!.count));
  });

  it("follows the lists' filters", async () => {
    const booking = await insertBooking(t.db.knex, user, {
      hotel_name: 'Hôtel Tableur',
      arrival_date: day(300),
      departure_date: day(302),
      order_number: 'PO-9999',
    });
    const rows = await workbookOf(`?hotel=tableur&from=${day(299)}`);
    expect(rows).toHaveLength(2);
    const [ref, type, status, arrival, , hotel, , , booker, order, price] = rows[1];
    expect({ ref, type, status, hotel, booker, order, price }).toEqual({
      ref: booking.ref,
      type: 'En ligne',
      status: 'Confirmée',
      hotel: 'Hôtel Tableur',
      booker: 'David Leroy',
      order: 'PO-9999',
      price: 190,
    });
    expect((arrival as Date).toISOString().slice(0, 10)).toBe(day(300));
  });

  it("follows the open tab, writes times on the agency's clock and names a placed request's catalogue hotel", async () => {
    const hotel = await t.db.knex('hotel').where({ id: user.hotelId }).first('name');
    // Created at 09:30 UTC in winter: 10:30 in Paris, as the screens show it.
    const request = await insertBooking(t.db.knex, user, {
      status: 20,
      is_online: false,
      hotel_name: null,
      destination: 'Onglet',
      arrival_date: day(310),
      departure_date: day(311),
      created_at: '2026-01-15T09:30:00Z',
    });
    const done = await insertBooking(t.db.knex, user, { status: 90, destination: 'Onglet', arrival_date: day(-20), departure_date: day(-19) });
    const refs = (rows: unknown[][]) => rows.slice(1).map((row) => row[0]);
    const inProgress = await workbookOf('?tab=in_progress&type=offline');
    expect(refs(inProgress)).toContain(request.ref);
    expect(refs(inProgress)).not.toContain(done.ref);
    const history = await workbookOf('?tab=history');
    expect(refs(history)).toContain(done.ref);
    expect(refs(history)).not.toContain(request.ref);
    const row = inProgress.find((cells) => cells[0] === request.ref)!;
    expect(row[5]).toBe(hotel.name);
    expect((row[11] as Date).toISOString()).toBe('2026-01-15T10:30:00.000Z');
    expect((await t.call('user', 'GET', '/backend/api/me/download/bookings?tab=everything')).statusCode).toBe(400);
  });

  it('is read in batches: more rows than a batch come out whole, once each and in order', async () => {
    const expected = await t.db.knex('booking').where({ company_id: user.companyId }).whereNot('status', -1).count({ count: '*' }).first();
    const identity = (await t.call('accountant', 'GET', '/backend/api/security/ping')).json();
    for (const [order_by, order] of [
      ['ref', 'asc'],
      ['arrival_date', 'desc'],
      ['created_at', 'asc'],
    ] as const) {
      const stream = bookingsWorkbook(t.db.knex, identity, null, {}, { order_by, order, batch: 7 }, console);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
      const refs: string[] = [];
      workbook.worksheets[0].eachRow((row, number) => number > 1 && refs.push(String(row.getCell(1).value)));
      expect(refs.length, order_by).toBe(Number(expected!.count));
      expect(new Set(refs).size, order_by).toBe(refs.length);
      if (order_by === 'ref') expect(refs).toEqual([...refs].sort());
    }
  });
});
