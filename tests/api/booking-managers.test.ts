/**
 * Asking managers to decide (server/booking/service/validation.ts, askManagers): the one way online bookings and
 * offline requests write their questions, each with a private link whose lifetime follows the stay.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { askManagers } from '../../server/booking/service/validation.ts';
import { fileApp } from '../support/app.ts';
import { demoParties, insertBooking, partyOf, type Party } from '../support/bookings.ts';
import { day } from '../support/days.ts';

const t = fileApp();
let user: Party;
let manager: Party;
beforeAll(async () => {
  ({ user, manager } = await demoParties(t.db.knex));
});

const DAY = 86_400_000;
const questions = (bookingId: number) =>
  t.db.knex('booking_manager').where({ booking_id: bookingId }).orderBy('id').select('user_id', 'phase', 'token', 'decision', 'expires_at');

describe('askManagers', () => {
  it('gives each manager one private link, valid until the stay ends', async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 10, arrival_date: day(3), departure_date: day(5) });
    await t.db.knex.transaction((trx) => askManagers(trx, booking.id, [manager.userId, manager.userId], 'pre', day(5)));
    const [asked, ...others] = await questions(booking.id);
    expect(others).toEqual([]);
    expect(asked).toMatchObject({ user_id: manager.userId, phase: 'pre', decision: null });
    expect(asked.token.length).toBeGreaterThanOrEqual(32);
    expect(asked.expires_at.toISOString()).toBe(`${day(5)}T00:00:00.000Z`);
  });

  it('keeps a link thirty days at most, and thirty days for a request whose dates may still change', async () => {
    const far = await insertBooking(t.db.knex, user, { status: 10, arrival_date: day(90), departure_date: day(92) });
    const request = await insertBooking(t.db.knex, user, { status: 10, is_online: false });
    await t.db.knex.transaction(async (trx) => {
      await askManagers(trx, far.id, [manager.userId], 'pre', day(92));
      await askManagers(trx, request.id, [manager.userId], 'pre', null);
    });
    for (const id of [far.id, request.id]) {
      const [asked] = await questions(id);
      expect(Math.abs(asked.expires_at.getTime() - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    }
  });

  it('asked again, replaces the questions still open and keeps the answered ones and the other phase', async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 10, is_online: false });
    const other = await partyOf(t.db.knex, 'user@acme-demo.fr');
    await t.db.knex('booking_manager').insert([
      {
        booking_id: booking.id,
        user_id: other.userId,
        phase: 'post',
        token: `answered-${booking.id}-abcdefghijkl`,
        decision: 'validate',
        decided_at: new Date(),
        expires_at: new Date(Date.now() + DAY),
      },
    ]);
    await t.db.knex.transaction((trx) => askManagers(trx, booking.id, [manager.userId], 'pre', null));
    const first = (await questions(booking.id)).find((row) => row.phase === 'pre')!;
    await t.db.knex.transaction((trx) => askManagers(trx, booking.id, [manager.userId], 'pre', null));
    const rows = await questions(booking.id);
    expect(rows.map((row) => [row.user_id, row.phase, row.decision])).toEqual([
      [other.userId, 'post', 'validate'],
      [manager.userId, 'pre', null],
    ]);
    // A fresh link: the one mailed before no longer answers.
    expect(rows[1].token).not.toBe(first.token);
  });

  it('with nobody to ask, writes nothing', async () => {
    const booking = await insertBooking(t.db.knex, user, { status: 10 });
    await t.db.knex.transaction((trx) => askManagers(trx, booking.id, [], 'post', day(10)));
    expect(await questions(booking.id)).toEqual([]);
  });
});
