/** The booking history's lines written as French sentences before they were events are read back as events. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteLines } from '../../migrations/20261125_023_history_events.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { insertBooking, partyOf } from '../support/bookings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the history lines of before', () => {
  it('become the events and data the screens word, what people typed kept as typed', async () => {
    const booking = await insertBooking(t.db.knex, await partyOf(t.db.knex, 'user@acme-demo.fr'));
    const lines = [
      ['mail', 'Mail booking.confirmed envoyé à lea@acme-demo.fr'],
      ['mail', 'Mail booking.voucher non envoyé à paul@acme-demo.fr'],
      ['mail', 'Bon d’échange envoyé à a@b.fr; c@d.fr'],
      ['comment', 'Demande rattachée au compte'],
      ['comment', 'Bon de commande PO-12 (commande.pdf)'],
      ['status', 'Déplacement reporté : Réunion déplacée'],
      ['status', 'Changement d’hôtel'],
      ['comment', 'Arrivée tardive prévue vers 22 h.'],
    ];
    const ids = await t.db
      .knex('booking_history')
      .insert(lines.map(([type, comment]) => ({ booking_id: booking.id, type, comment })))
      .returning('id');
    await rewriteLines(t.db.knex);
    const rows = await t.db
      .knex('booking_history')
      .whereIn(
        'id',
        ids.map((row) => row.id),
      )
      .orderBy('id')
      .select('event', 'data', 'comment');
    expect(rows.map((row) => ({ ...row, data: row.data && JSON.parse(row.data) }))).toEqual([
      { event: 'mail_sent', data: { template: 'booking.confirmed', to: 'lea@acme-demo.fr' }, comment: null },
      { event: 'mail_failed', data: { template: 'booking.voucher', to: 'paul@acme-demo.fr' }, comment: null },
      { event: 'voucher_forwarded', data: { to: 'a@b.fr; c@d.fr' }, comment: null },
      { event: 'request_bound', data: {}, comment: null },
      { event: 'order_number', data: { value: 'PO-12', file: 'commande.pdf' }, comment: null },
      { event: 'cancellation', data: { reason: 'trip_postponed' }, comment: 'Réunion déplacée' },
      { event: 'cancellation', data: { reason: 'hotel_changed' }, comment: null },
      { event: null, data: null, comment: 'Arrivée tardive prévue vers 22 h.' },
    ]);
  });
});

describe('the history list of a booking', () => {
  it('sends each line with its event and data, which its note is worded from', async () => {
    const booking = await insertBooking(t.db.knex, await partyOf(t.db.knex, 'user@acme-demo.fr'));
    await t.db
      .knex('booking_history')
      .insert({ booking_id: booking.id, type: 'mail', event: 'mail_sent', data: JSON.stringify({ template: 'booking.confirmed', to: 'user@acme-demo.fr' }) });
    const filter = encodeURIComponent(JSON.stringify({ booking: booking.id, type: ['mail'] }));
    const response = await t.call('admin', 'GET', `/backend/api/bookinghistories?filter=${filter}&sort=${encodeURIComponent('["date","DESC"]')}&range=[0,24]`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ event: 'mail_sent', data: JSON.stringify({ template: 'booking.confirmed', to: 'user@acme-demo.fr' }) }),
    ]);
  });
});
