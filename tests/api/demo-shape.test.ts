/**
 * The demo data has the same shape whatever day it is seeded: each demo account's tabs hold the same bookings, in the
 * same statuses and of the same kinds, and every table the same number of rows; only the dates move with the day.
 * Journeys and demos lean on that shape, so a seeding on a day that shifts it would fail them on that day only.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BOOKING_TABS } from '../../entities/bookingTabs.ts';
import { agencyToday } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { buildApp } from '../../server/app.ts';
import { currentBanner } from '../../server/configuration/banner.ts';
import { connect, withDatabase } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { seedDemo } from '../../seeds/index.ts';
import { cloneDatabase, dropDatabase, runOnServer } from '../support/databases.ts';
import { TEST_PUBLIC_URL } from '../support/app.ts';

/** The tables whose row counts make the demo's shape (the catalogue and settings do not depend on the day at all). */
const COUNTED = [
  'booking',
  'booking_history',
  'booking_manager',
  'booking_traveller',
  'maillog',
  'message',
  'survey_invitation',
  'contingent_booking',
  'retrocession',
  'contingent',
];

/** The accounts that have "my bookings" (the company users). */
const BOOKERS = DEMO_ACCOUNTS.filter((account) => account.company !== null);

interface Shape {
  /** Per account and tab: reference, status, online or offline, and the request's kind, in reference order. */
  tabs: Record<string, Record<string, string[]>>;
  counts: Record<string, number>;
  /** The contingents site's bookings by status, per hotel. */
  contingentBookings: string[];
  /** What every user is shown whatever the day: the banner, and the events of the year ahead. */
  banner: string | null;
  events: string[];
}

const serverUrl = inject('serverUrl');
/** A database migrated once and cloned for each day: only the seeding depends on the day. */
const migrated = `booking_shape_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  await runOnServer(serverUrl, `CREATE DATABASE "${migrated}"`);
  const db = connect(withDatabase(serverUrl, migrated), { poolSize: 1 });
  try {
    await migrate(db.knex);
  } finally {
    await db.close();
  }
});

afterAll(() => dropDatabase(serverUrl, migrated));

/** Seeds a new database as on `today` and reads what each demo account's tabs hold. */
async function shapeOn(today: string): Promise<Shape> {
  const name = `booking_shape_${randomBytes(6).toString('hex')}`;
  await cloneDatabase(serverUrl, migrated, name);
  const db = connect(withDatabase(serverUrl, name), { poolSize: 2 });
  try {
    await db.knex.transaction((trx) => seedDemo(trx, today));
    const app = await buildApp({ db, jwtSecret: 'test-secret-of-at-least-32-characters!', publicUrl: TEST_PUBLIC_URL });
    try {
      const kinds = new Map((await db.knex('booking').select('ref', 'request_kind')).map((row) => [row.ref as string, row.request_kind as string | null]));
      const tabs: Shape['tabs'] = {};
      for (const account of BOOKERS) {
        const login = await app.inject({ method: 'POST', url: '/backend/auth', payload: { username: account.email, password: DEMO_PASSWORD } });
        expect(login.statusCode, login.body).toBe(200);
        const authorization = `Bearer ${login.json().token}`;
        tabs[account.email] = {};
        for (const tab of BOOKING_TABS) {
          const answer = await app.inject({
            method: 'GET',
            url: `/backend/api/me/bookings/${tab}?itemsPerPage=100&order_by=ref&order=asc`,
            headers: { authorization },
          });
          expect(answer.statusCode, answer.body).toBe(200);
          const { items, total } = answer.json() as { items: { ref: string; status: number; is_online: boolean }[]; total: number };
          expect(items.length, `${account.email} ${tab}: one page holds the whole tab`).toBe(total);
          tabs[account.email][tab] = items.map((row) => `${row.ref} ${row.status} ${row.is_online ? 'online' : 'offline'} ${kinds.get(row.ref) ?? ''}`.trim());
        }
      }
      const counts: Shape['counts'] = {};
      for (const table of COUNTED) counts[table] = Number((await db.knex(table).count<{ count: string }[]>('* as count'))[0].count);
      const contingentBookings = (
        await db
          .knex('contingent_booking as c')
          .join('contingent_hotel as h', 'h.id', 'c.hotel_id')
          .groupBy('h.name', 'c.status')
          .orderBy(['h.name', 'c.status'])
          .select('h.name', 'c.status', db.knex.raw('count(*)::int as count'))
      ).map((row) => `${row.name} ${row.status}: ${row.count}`);
      const events = await db
        .knex('event')
        .whereBetween('starting_date', [today, addDays(today, 365)])
        .orderBy('starting_date')
        .pluck('name');
      return { tabs, counts, contingentBookings, banner: await currentBanner(db.knex, today), events };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await dropDatabase(serverUrl, name);
  }
}

/** The next 29 February from `today`. */
function nextLeapDay(today: string): string {
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const day = `${year}-02-29`;
    if (new Date(`${day}T00:00:00Z`).getUTCMonth() === 1 && day >= today) return day;
  }
}

describe('the demo data seeded on different days', () => {
  const today = agencyToday();
  const days = [today, addDays(today, 1), addDays(today, 17), addDays(today, 45), addDays(today, 200), nextLeapDay(today)];

  it(`has the same shape on ${days.join(', ')}`, async () => {
    const reference = await shapeOn(days[0]);
    // The shape is worth comparing: every tab of the demo user and manager has rows.
    expect(reference.banner).not.toBeNull();
    expect(reference.events).toHaveLength(3);
    for (const email of ['user@acme-demo.fr', 'manager@acme-demo.fr']) {
      for (const tab of BOOKING_TABS) expect(reference.tabs[email][tab].length, `${email} ${tab}`).toBeGreaterThan(0);
    }
    for (const day of days.slice(1)) {
      const shape = await shapeOn(day);
      expect(shape, `seeded on ${day} as on ${days[0]}`).toEqual(reference);
    }
  }, 300_000);
});
