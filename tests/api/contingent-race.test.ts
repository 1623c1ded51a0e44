/** On the real PostgreSQL, 100 parallel bookings of the last 10 rooms of an allotment: none oversold. */
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContingentOffers } from '../../server/offers/contingent.ts';
import { OfferNotAvailable } from '../../server/offers/provider.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { keyOf, nightsOf as stockNights, stockedRoomType as stockParis } from '../support/contingent-offers.ts';

let t: TestApp;
let paris: number;

const stockedRoomType = (description: string, days: number[], options?: Parameters<typeof stockParis>[4]) => stockParis(t, paris, description, days, options);
const nightsOf = (gammeId: number, companyId: number | null = null) => stockNights(t, gammeId, companyId);

beforeAll(async () => {
  t = await testApp();
  paris = await t.hotelOf('hotel-admin@hotel-demo.fr');
});
afterAll(() => t.close());

describe('concurrent bookings on the real PostgreSQL', () => {
  let wide: Knex;
  beforeAll(() => {
    // A pool of its own, wide enough for the attempts to really overlap in the database.
    wide = knexFactory({ client: 'pg', connection: t.db.knex.client.config.connection, pool: { min: 0, max: 25 } });
  });
  afterAll(() => wide.destroy());

  it('100 parallel attempts on the last 10 rooms: exactly 10 bookings, nothing oversold', async () => {
    const room = await stockedRoomType('Chambre disputée', [20, 21, 22], { qte: 12 });
    // Two rooms already gone each night: 10 left.
    await t.db.knex('contingent').where({ hotel_gamme_id: room }).update({ qte_resa: 2 });
    const racer = new ContingentOffers(wide);
    const key = keyOf(room, 0, 20, 23);
    const attempts = await Promise.allSettled(Array.from({ length: 100 }, (_, index) => racer.book(key, { ref: `RACE-${index}`, travellers: [], row: null })));
    const booked = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected');
    expect(booked).toHaveLength(10);
    expect(refused.every((attempt) => attempt.reason instanceof OfferNotAvailable)).toBe(true);
    const nights = await nightsOf(room);
    expect(nights).toHaveLength(3);
    for (const night of nights) expect(night).toMatchObject({ qte_init: 12, qte_resa: 12, qte_dispo: 0 });
    const rows = await t.db.knex('contingent_booking').where({ hotel_gamme_id: room }).select('quantite', 'status');
    expect(rows).toHaveLength(10);
    // Booked quantities equal the bookings (plus the two rooms held before).
    expect(rows.reduce((sum, row) => sum + row.quantite, 0) + 2).toBe(nights[0].qte_resa);
    expect(await racer.quote(key)).toBeNull();
  });
});
