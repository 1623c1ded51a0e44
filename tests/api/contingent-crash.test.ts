/**
 * Crash safety of allotment bookings: a process booking allotment rooms online is killed (SIGKILL) at random points
 * of the flow, again and again, each run retrying what the killed one left unfinished. After every kill, the rooms
 * the allotment holds are exactly those of live bookings (never a room held for a booking that stayed unfinished),
 * and no booking holds more allotment rooms than it booked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { agencyToday } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { connect, withDatabase, type Database } from '../../server/db/index.ts';
import { cloneDatabase, dropDatabase } from '../support/databases.ts';

const SEED = 20261125;
/** Kills made whatever the time they take; more, up to ITERATIONS, while BUDGET_MS has not passed. */
const KILLS = 3;
const ITERATIONS = 6;
/**
 * The time after which no kill is made beyond the first KILLS; those, the last run and the checks have the rest of the
 * test's time (TIMEOUT_MS), for a machine so busy that a booking process takes twenty seconds to start.
 */
const BUDGET_MS = 40_000;
const TIMEOUT_MS = 240_000;
const BOOKER = 'user@initech-demo.fr';
const WORKER = path.resolve('tests/support/contingent-booker.ts');

/** A fixed-seed generator (mulberry32): the same kill points on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

let db: Database;
let url: string;
const serverUrl = inject('serverUrl');
const name = `booking_test_${randomBytes(6).toString('hex')}`;
let gamme: number;
let offerKey: string;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  await cloneDatabase(serverUrl, inject('templateDatabase'), name);
  url = withDatabase(serverUrl, name);
  db = connect(url, { poolSize: 2 });
  const { hotel_id: hotel } = await db.knex('user').where({ email: 'hotel-admin@hotel-demo.fr' }).first('hotel_id');
  const [room] = await db.knex('hotelgamme').insert({ hotel_id: hotel, description: 'Chambre du test de panne', enabled: true }).returning('id');
  gamme = room.id;
  const day = (offset: number) => addDays(agencyToday(), offset);
  await db.knex('contingent').insert(
    [30, 31].map((offset) => ({
      hotel_id: hotel,
      hotel_gamme_id: gamme,
      company_id: null,
      contingent_date: day(offset),
      qte_init: 1000,
      prix_achat: 80,
      prix_vente: 95,
      cancellation_deadline: db.knex.raw(`(?::date - 1 + time '18:00') AT TIME ZONE 'Europe/Paris'`, [day(offset)]),
    })),
  );
  offerKey = `ctg-${gamme}.0.${day(30)}.${day(32)}.1.1`;
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await db?.close();
  await dropDatabase(serverUrl, name);
});

/** Starts the booking process; resolves once its app is up. */
function startBooker(): Promise<{ child: ChildProcess; exited: Promise<void>; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, url, offerKey, BOOKER], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      children.delete(child);
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      lines.push(...parts);
      if (parts.includes('ready')) resolve({ child, exited, lines });
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      lines.push(`stderr: ${chunk.toString()}`);
    });
    void exited.then(() => reject(new Error(`the booking process ended before it was ready: ${lines.join('\n')}`)));
  });
}

/** Waits until no other connection is inside a transaction: the killed process's work is rolled back by then. */
async function settled() {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await db.knex.raw(`SELECT count(*)::int AS open FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`);
    if (rows[0].open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('a transaction of the killed process is still open');
}

/** What the allotment holds against what the bookings booked. */
async function consistency() {
  const nights = await db.knex('contingent').where({ hotel_gamme_id: gamme }).orderBy('contingent_date').pluck('qte_resa');
  const held = await db
    .knex('contingent_booking as cb')
    .leftJoin('booking as b', 'b.id', 'cb.booking_id')
    .where({ 'cb.hotel_gamme_id': gamme })
    .whereNot('cb.status', 80)
    .select('cb.booking_id', 'cb.quantite', 'cb.ref', 'b.status', 'b.booking_base_id', 'b.single_rooms', 'b.double_rooms');
  const roomsHeld = held.reduce((sum, row) => sum + row.quantite, 0);
  // Live: the booking moved on from unfinished (0) and names this allotment booking as its provider's reference.
  const live = held.filter((row) => row.status !== null && row.status !== 0 && row.booking_base_id === row.ref);
  const perBooking = new Map<number, number>();
  for (const row of held) perBooking.set(row.booking_id, (perBooking.get(row.booking_id) ?? 0) + row.quantite);
  const overBooked = held.filter((row) => perBooking.get(row.booking_id)! > row.single_rooms + row.double_rooms);
  const confirmed = await db.knex('booking').where({ offer_key: offerKey }).whereNot({ status: 0 }).pluck('booking_base_id');
  return {
    nights,
    roomsHeld,
    liveRooms: live.reduce((sum, row) => sum + row.quantite, 0),
    heldForUnfinished: held.filter((row) => !live.includes(row)).map((row) => row.booking_id),
    overBooked: overBooked.map((row) => row.booking_id),
    confirmedWithoutRoom: confirmed.filter((reference) => !held.some((row) => row.ref === reference)),
  };
}

function expectConsistent(state: Awaited<ReturnType<typeof consistency>>, when: string) {
  expect(state.heldForUnfinished, `${when}: rooms held for bookings that are not live`).toEqual([]);
  expect(state.overBooked, `${when}: bookings holding more allotment rooms than they booked`).toEqual([]);
  expect(state.confirmedWithoutRoom, `${when}: booked without an allotment room`).toEqual([]);
  expect(state.nights, `${when}: each night holds the rooms of the live bookings`).toEqual(state.nights.map(() => state.liveRooms));
  expect(state.roomsHeld, when).toBe(state.liveRooms);
}

describe('allotment bookings killed mid-flow', () => {
  it(
    'never hold a room for a booking that stayed unfinished, nor two for one booking, and the retries book once',
    async () => {
      const random = seeded(SEED);
      const deadline = Date.now() + BUDGET_MS;
      let kills = 0;
      for (let iteration = 0; iteration < ITERATIONS && (iteration < KILLS || Date.now() < deadline); iteration++) {
        // The claims the killed run left have expired by now (CLAIM_TIMEOUT_SECONDS): the next run retries them.
        await db
          .knex('booking')
          .where({ offer_key: offerKey, status: 0 })
          .update({ updated_at: db.knex.raw("now() - interval '1 hour'") });
        const { child, exited, lines } = await startBooker();
        await new Promise((resolve) => setTimeout(resolve, 50 + random() * 1500));
        child.kill('SIGKILL');
        await exited;
        kills++;
        await settled();
        expectConsistent(await consistency(), `after kill ${kills} (${lines.slice(-1)[0]})`);
      }
      expect(kills).toBeGreaterThanOrEqual(KILLS);

      // A last run retries whatever is still unfinished and books one more to the end.
      await db
        .knex('booking')
        .where({ offer_key: offerKey, status: 0 })
        .update({ updated_at: db.knex.raw("now() - interval '1 hour'") });
      const { child, exited, lines } = await startBooker();
      const bookedAfterRetries = () => lines.includes('retried') && lines.slice(lines.indexOf('retried')).some((line) => line.startsWith('finalised'));
      const booking = Date.now() + 60_000;
      while (!bookedAfterRetries() && Date.now() < booking) await new Promise((resolve) => setTimeout(resolve, 50));
      child.kill('SIGKILL');
      await exited;
      await settled();
      expect(lines, lines.join('\n')).toContain('retried');
      const final = await consistency();
      expectConsistent(final, 'after the retries');
      expect(final.liveRooms, lines.join('\n')).toBeGreaterThan(0);
      // Every retry finished its booking: none is left unfinished but (perhaps) the one the last kill interrupted.
      const unfinished = await db.knex('booking').where({ offer_key: offerKey, status: 0 }).count({ count: '*' }).first();
      expect(Number(unfinished?.count)).toBeLessThanOrEqual(1);
    },
    TIMEOUT_MS,
  );
});
