import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, type Party, partyOf } from '../support/bookings.ts';
import { countingStatements, testApp, type TestApp, usernameOf } from '../support/app.ts';

let t: TestApp;
let user: Party;
let manager: Party;
// A year of its own, far from the demo bookings, so every figure below is known.
const YEAR = 2031;

beforeAll(async () => {
  t = await testApp();
  user = await partyOf(t.db.knex, usernameOf('user'));
  manager = await partyOf(t.db.knex, usernameOf('manager'));
  const stay = (party: Party, status: number, arrival: string, departure: string, columns: Record<string, unknown>) =>
    insertBooking(t.db.knex, party, { status, arrival_date: `${YEAR}-${arrival}`, departure_date: `${YEAR}-${departure}`, ...columns });
  // The user's: two made in March (one within the policy, one outside it, two rooms), one cancelled and one request in June.
  await stay(user, 60, '03-10', '03-12', { total_price: 200, travel_policy_ok: true });
  await stay(user, 90, '03-20', '03-23', { total_price: 600.5, travel_policy_ok: false, single_rooms: 2 });
  await stay(user, 80, '06-01', '06-02', { total_price: 100, travel_policy_ok: true });
  await stay(user, 20, '06-05', '06-06', { total_price: null, travel_policy_ok: null });
  // The manager's, in March, without a policy check.
  await stay(manager, 60, '03-01', '03-02', { total_price: 50, travel_policy_ok: null });
});
afterAll(() => t.close());

const stats = (role: Parameters<TestApp['call']>[0], query: string) => t.call(role, 'GET', `/backend/api/bookings/stats${query}`);
const zero = { bookings: 0, cancelled: 0, nights: 0, spend: 0, policy_ok: 0, policy_ko: 0, policy_unknown: 0 };

describe('booking statistics', () => {
  it('gives a user the twelve months of his own bookings: made, cancelled, room nights, spend, policy compliance', async () => {
    const response = await stats('user', `?group=month&year=${YEAR}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ group: 'month', scope: 'user', year: YEAR });
    expect(body.periods.map((period: { period: string }) => period.period)).toEqual(
      Array.from({ length: 12 }, (_, index) => `${YEAR}-${String(index + 1).padStart(2, '0')}`),
    );
    expect(body.periods[2]).toEqual({
      period: `${YEAR}-03`,
      bookings: 2,
      cancelled: 0,
      nights: 2 + 3 * 2,
      spend: 800.5,
      policy_ok: 1,
      policy_ko: 1,
      policy_unknown: 0,
    });
    expect(body.periods[5]).toEqual({ ...zero, period: `${YEAR}-06`, cancelled: 1 });
    expect(body.periods[0]).toEqual({ ...zero, period: `${YEAR}-01` });
    expect(body.totals).toEqual({ period: String(YEAR), bookings: 2, cancelled: 1, nights: 8, spend: 800.5, policy_ok: 1, policy_ko: 1, policy_unknown: 0 });
  });

  it('gives managers and accountants the whole company', async () => {
    for (const role of ['manager', 'accountant'] as const) {
      const body = (await stats(role, `?group=month&year=${YEAR}`)).json();
      expect(body.scope).toBe('company');
      expect(body.periods[2]).toEqual({
        period: `${YEAR}-03`,
        bookings: 3,
        cancelled: 0,
        nights: 9,
        spend: 850.5,
        policy_ok: 1,
        policy_ko: 1,
        policy_unknown: 1,
      });
    }
  });

  it('never shows another company’s bookings', async () => {
    const body = (await stats('initech user', `?group=month&year=${YEAR}`)).json();
    expect(body.totals).toEqual({ ...zero, period: String(YEAR) });
  });

  it('by year: every year from the first booking (ten at most) to this year or the last booking, with the same sums', async () => {
    const response = await stats('manager', '?group=year');
    const body = response.json();
    expect(body.group).toBe('year');
    expect(body.years.at(-1)).toBe(YEAR);
    expect(body.years.length).toBeLessThanOrEqual(10);
    expect(body.periods.map((period: { period: string }) => Number(period.period))).toEqual(body.years);
    expect(body.periods.at(-1)).toEqual({
      period: String(YEAR),
      bookings: 3,
      cancelled: 1,
      nights: 9,
      spend: 850.5,
      policy_ok: 1,
      policy_ko: 1,
      policy_unknown: 1,
    });
    // The demo bookings of this year and the last count too.
    const thisYear = body.periods.find((period: { period: string }) => period.period === String(new Date().getFullYear()));
    expect(thisYear.bookings).toBeGreaterThan(0);
    expect(thisYear.spend).toBeGreaterThan(0);
    // Year is the default grouping.
    expect((await stats('manager', '')).json().periods).toEqual(body.periods);
  });

  it('costs a fixed number of statements whatever the number of periods', async () => {
    const { calls } = await countingStatements(t.db, () => stats('manager', `?group=month&year=${YEAR}`));
    expect(calls).toBeLessThanOrEqual(2);
  });

  it('refuses bad parameters and callers outside a company', async () => {
    expect((await stats('manager', '?group=week')).statusCode).toBe(400);
    expect((await stats('manager', '?group=month&year=1900')).statusCode).toBe(400);
    expect((await stats('manager', '?group=month&year=abc')).json().code).toBe(11);
    expect((await stats('manager', '?group=month&other=1')).statusCode).toBe(400);
    expect((await stats(null, '')).statusCode).toBe(401);
    expect((await stats('admin', '')).statusCode).toBe(403);
    expect((await stats('hotel', '')).statusCode).toBe(403);
  });

  it('reads a scope’s year from an index, for a company and for a user', async () => {
    for (const [column, id] of [
      ['company_id', manager.companyId],
      ['user_id', user.userId],
    ] as const) {
      const plan = await t.db.knex.transaction(async (trx) => {
        await trx.raw('SET LOCAL enable_seqscan = off');
        const { rows } = await trx.raw(
          `EXPLAIN SELECT arrival_date, departure_date, status, single_rooms, double_rooms, total_price, travel_policy_ok FROM booking
            WHERE ?? = ? AND arrival_date >= '${YEAR}-01-01' AND arrival_date < '${YEAR + 1}-01-01'`,
          [column, id],
        );
        return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toMatch(new RegExp(`Index Cond: \\(\\(${column} = `));
      expect(plan).toMatch(/arrival_date >=/);
    }
  });
});
