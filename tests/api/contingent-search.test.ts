/** The allotment in the offer search: the contingent provider's offers, priced night by night, and its quotes. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ContingentOffers } from '../../server/offers/contingent.ts';
import { contingentAddresses } from '../../server/offers/contingentMail.ts';
import { OfferNotAvailable } from '../../server/offers/provider.ts';
import { fileApp, type TestApp } from '../support/app.ts';
import {
  type Hotel,
  keyOf,
  nightsOf as stockNights,
  searchParis,
  SERVICES,
  stockedParis,
  stockedRoomType as stockParis,
} from '../support/contingent-offers.ts';
import { day } from '../support/days.ts';

const t = fileApp();
let paris: number;
/** The catalogue hotel of the Paris contingent hotel (same ref): its key is the one the search lists the hotel under. */
let parisCatalogue: number;
let gamme: number;
let acme: number;
let provider: ContingentOffers;

const stockedRoomType = (description: string, days: number[], options?: Parameters<typeof stockParis>[4]) => stockParis(t, paris, description, days, options);
const nightsOf = (gammeId: number, companyId: number | null = null) => stockNights(t, gammeId, companyId);
const searchAs = (role: Parameters<TestApp['call']>[0], from: number, to: number, single = 1) => searchParis(t, role, parisCatalogue, from, to, single);

beforeAll(async () => {
  ({ paris, parisCatalogue, acme, gamme, provider } = await stockedParis(t));
});

describe('contingent offers in the search', () => {
  it('offers a room type whose every night has rooms left, priced night by night', async () => {
    const { hotel, offers } = await searchAs('initech user', 6, 8);
    expect(hotel?.name).toBe('Le Grand Hôtel Opéra Affaires');
    const offer = offers.find((candidate) => candidate.key === keyOf(gamme, 0, 6, 8));
    expect(offer).toMatchObject({ roomLabel: 'Chambre contingent', totalPrice: 106 + 107, pricePerNight: 106.5, freeCancellation: true });
    // The first night's deadline: the day before at 18:00 in Paris.
    const deadline = await t.db
      .knex('contingent')
      .where({ hotel_gamme_id: gamme, contingent_date: day(6), company_id: null })
      .first('cancellation_deadline');
    expect(offer!.cancellationDeadline).toBe(deadline.cancellation_deadline.toISOString());
  });

  it('sells a company its own allotment when it covers the stay, else the general one', async () => {
    const own = await searchAs('user', 6, 8);
    expect(own.offers.find((candidate) => candidate.key.startsWith(`ctg-${gamme}.`))).toMatchObject({ key: keyOf(gamme, acme, 6, 8), totalPrice: 180 });
    // Three rooms: Acme's allotment has two a night.
    const more = await searchAs('user', 6, 8, 3);
    expect(more.offers.find((candidate) => candidate.key.startsWith(`ctg-${gamme}.`))).toMatchObject({
      key: keyOf(gamme, 0, 6, 8, 3),
      totalPrice: (106 + 107) * 3,
    });
    // Another company never sees Acme's.
    expect((await searchAs('initech user', 6, 8)).offers.some((candidate) => candidate.key === keyOf(gamme, acme, 6, 8))).toBe(false);
  });

  it('offers nothing when one night is full or has no stock, and the quote checks again', async () => {
    const key = keyOf(gamme, 0, 6, 8);
    expect(await provider.quote(key)).not.toBeNull();
    await t.db
      .knex('contingent')
      .where({ hotel_gamme_id: gamme, contingent_date: day(7), company_id: null })
      .update({ qte_resa: 10 });
    try {
      expect((await searchAs('initech user', 6, 8)).offers.some((candidate) => candidate.key.startsWith(`ctg-${gamme}.`))).toBe(false);
      expect(await provider.quote(key)).toBeNull();
      await expect(provider.book(key, { ref: 'NOPE', travellers: [], row: null })).rejects.toBeInstanceOf(OfferNotAvailable);
    } finally {
      await t.db
        .knex('contingent')
        .where({ hotel_gamme_id: gamme, contingent_date: day(7), company_id: null })
        .update({ qte_resa: 0 });
    }
    // Day 16 has no stock.
    expect((await searchAs('initech user', 14, 17)).offers.some((candidate) => candidate.key.startsWith(`ctg-${gamme}.`))).toBe(false);
    expect(await provider.quote(keyOf(gamme, 0, 14, 17))).toBeNull();
    expect(await provider.quote('ctg-garbage')).toBeNull();
    expect(provider.owns(key)).toBe(true);
    expect(provider.owns('sim-1.0.2026-01-01.2026-01-02.1.1')).toBe(false);
  });

  it('lists a contingent hotel that is also in the catalogue once, with its allotment next to the supplier offers', async () => {
    const { hotel, hotels, offers } = await searchAs('initech user', 6, 8);
    expect(hotels.filter((candidate) => candidate.name === 'Le Grand Hôtel Opéra Affaires')).toHaveLength(1);
    expect(hotels.some((candidate) => candidate.key === `ctg-${paris}`)).toBe(false);
    expect(hotel).toBeDefined();
    expect(offers.some((offer) => offer.key.startsWith('ctg-'))).toBe(true);
    expect(offers.some((offer) => offer.key.startsWith('sim-'))).toBe(true);
    // The hotel's own offers page (hotelKey) has both too.
    const page = await t.call('initech user', 'POST', '/backend/api/hrs/hotels/offers', {
      hotelKey: `sim-${parisCatalogue}`,
      startDate: day(6),
      endDate: day(8),
      single: 1,
      double: 0,
      services: SERVICES,
    });
    expect(page.statusCode, page.body).toBe(200);
    const [only] = page.json().hotels as Hotel[];
    const all = [...only.offers, ...only.excluded];
    expect(all.some((offer) => offer.key === keyOf(gamme, 0, 6, 8))).toBe(true);
    expect(all.some((offer) => offer.key.startsWith('sim-'))).toBe(true);
  });

  it('does not sell the allotment of a disabled config, and sells it again once enabled', async () => {
    const room = await stockedRoomType('Chambre suspendue', [6, 7]);
    const [config] = await t.db
      .knex('configcontingent')
      .insert({
        hotel_id: paris,
        hotel_gamme_id: room,
        company_id: null,
        qte_init: 10,
        prix_achat: 80,
        prix_vente: 100,
        cancel_day: 1,
        cancel_hour: 18,
        enabled: false,
      })
      .returning('id');
    const key = keyOf(room, 0, 6, 8);
    expect((await searchAs('initech user', 6, 8)).offers.some((offer) => offer.key === key)).toBe(false);
    expect(await provider.quote(key)).toBeNull();
    await expect(provider.book(key, { ref: 'DISABLED-1', travellers: [], row: null })).rejects.toBeInstanceOf(OfferNotAvailable);
    expect((await nightsOf(room)).every((night) => night.qte_resa === 0)).toBe(true);
    await t.db.knex('configcontingent').where({ id: config.id }).update({ enabled: true });
    expect((await searchAs('initech user', 6, 8)).offers.some((offer) => offer.key === key)).toBe(true);
    expect(await provider.quote(key)).not.toBeNull();
  });

  it('describes the hotel of its offers', async () => {
    expect(await provider.detail(`ctg-${paris}`)).toMatchObject({ key: `ctg-${paris}`, name: 'Le Grand Hôtel Opéra Affaires', city: 'Paris' });
    expect(await provider.detail('ctg-999999')).toBeNull();
  });

  it('reads the contingent addresses separated by commas or semicolons', () => {
    expect(contingentAddresses('a@hotel.fr; b@hotel.fr,c@hotel.fr , ')).toEqual(['a@hotel.fr', 'b@hotel.fr', 'c@hotel.fr']);
    expect(contingentAddresses(null)).toEqual([]);
  });
});
