import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completePastBookings } from '../../server/booking/service/scheduler.ts';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // Whatever the seed left to complete is completed first, so each test starts from a clean slate.
  await completePastBookings(t.db.knex);
});
afterAll(() => t.close());

async function bookingIn(status: number, departureOffsetDays: number): Promise<number> {
  const knex = t.db.knex;
  const template = await knex('booking').orderBy('id').first('company_id', 'user_id');
  const [row] = await knex('booking')
    .insert({
      ref: `BKT${Math.floor(Math.random() * 1e9)}`,
      status,
      is_online: true,
      // Days of the agency (Paris), as the scheduler counts them, whatever the database's time zone and the hour.
      arrival_date: knex.raw(`(now() AT TIME ZONE 'Europe/Paris')::date + ?::int`, [departureOffsetDays - 2]),
      departure_date: knex.raw(`(now() AT TIME ZONE 'Europe/Paris')::date + ?::int`, [departureOffsetDays]),
      company_id: template.company_id,
      user_id: template.user_id,
    })
    .returning('id');
  return row.id;
}

describe('completing past stays', () => {
  it('completes a confirmed booking whose departure has passed, with its history row', async () => {
    const id = await bookingIn(60, -2);
    expect(await completePastBookings(t.db.knex)).toBe(1);
    expect((await t.db.knex('booking').where({ id }).first('status')).status).toBe(90);
    const history = await t.db.knex('booking_history').where({ booking_id: id }).select('status_from', 'status_to', 'type');
    expect(history).toEqual([{ status_from: 60, status_to: 90, type: 'status' }]);
  });

  it('leaves stays still running, future stays and other statuses alone', async () => {
    const running = await bookingIn(60, 1);
    const leavingToday = await bookingIn(60, 0);
    const cancelled = await bookingIn(80, -5);
    const waiting = await bookingIn(10, -5);
    expect(await completePastBookings(t.db.knex)).toBe(0);
    const statuses = await t.db.knex('booking').whereIn('id', [running, leavingToday, cancelled, waiting]).orderBy('id').pluck('status');
    expect(statuses).toEqual([60, 60, 80, 10]);
  });

  it('is idempotent and never completes a booking twice when instances run it at once', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => bookingIn(60, -3)));
    const counts = await Promise.all([completePastBookings(t.db.knex), completePastBookings(t.db.knex), completePastBookings(t.db.knex)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(await completePastBookings(t.db.knex)).toBe(0);
    const rows = await t.db.knex('booking_history').whereIn('booking_id', ids).where({ status_to: 90 }).count<{ count: string }[]>({ count: '*' });
    expect(Number(rows[0].count)).toBe(30);
  });
});
