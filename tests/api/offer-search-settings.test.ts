import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp, type TestApp } from '../support/app.ts';
import { bookable, excluded, OFFERS, search, searchAs, withSettings as changedSettings, withTravelPolicy as travelPolicyFor } from '../support/offer-search.ts';
import { day } from '../support/days.ts';

/** The offer search as the company's and user's settings shape it: exclusions, travel policy, manager validation. */

const t = fileApp();
let initech: number;
let initechUser: number;

beforeAll(async () => {
  initech = await t.companyId('Initech Services');
  initechUser = await t.userId('initech user');
});

/** Initech and its demo user, whose settings the tests change and put back. */
const initechIds = () => ({ company: initech, user: initechUser });
const found = (role: Parameters<TestApp['call']>[0], body = search()) => searchAs(t, role, body);
const withSettings = (settings: Parameters<typeof changedSettings>[2], work: () => Promise<void>) => changedSettings(t, initechIds(), settings, work);
const withTravelPolicy = (policy: Record<string, unknown>, rows: Record<string, unknown>[], work: () => Promise<void>) =>
  travelPolicyFor(t, initech, policy, rows, work);

describe('the offer search: nothing to book with the default dates (today to tomorrow) under manager validation', () => {
  interface NoOffer {
    code: number;
    errors: { offers: string };
    details: { excludedCount: number; exclusions: Record<string, number>; suggestion: { startDate: string; endDate: string } | null };
  }
  const noOffer = async (body: Record<string, unknown>): Promise<NoOffer> => {
    const response = await t.call('user', 'POST', OFFERS, body);
    expect(response.statusCode, response.body).toBe(404);
    return response.json();
  };

  it('says how many offers the validation set aside, and names the nearest dates that have offers to book', async () => {
    const answer = await noOffer(search({ startDate: day(0), endDate: day(1) }));
    expect(answer.code).toBe(2500);
    expect(answer.errors.offers).toBe('deadline_too_short');
    const { excludedCount, exclusions, suggestion } = answer.details;
    expect(exclusions.deadline_too_short).toBeGreaterThan(0);
    expect(Object.values(exclusions).reduce((sum, count) => sum + count, 0)).toBe(excludedCount);
    // The same stay length, later.
    expect(suggestion).not.toBeNull();
    expect(suggestion!.startDate > day(0)).toBe(true);
    expect(suggestion!.endDate).toBe(day(Math.round((Date.parse(suggestion!.startDate) - Date.parse(day(0))) / 86_400_000) + 1));
    // The suggested dates really have offers that Acme's user may book.
    const later = await found('user', search({ startDate: suggestion!.startDate, endDate: suggestion!.endDate }));
    expect(bookable(later).length).toBeGreaterThan(0);
    // And they are the nearest: every start date before them still has nothing to book.
    for (let offset = 1; day(offset) < suggestion!.startDate; offset++) {
      expect((await t.call('user', 'POST', OFFERS, search({ startDate: day(offset), endDate: day(offset + 1) }))).statusCode).toBe(404);
    }
  });

  it('keeps the stay length and the rooms of the search in the suggestion', async () => {
    const answer = await noOffer(search({ startDate: day(0), endDate: day(3), single: 0, double: 2 }));
    const { suggestion } = answer.details;
    expect(suggestion).not.toBeNull();
    expect((Date.parse(suggestion!.endDate) - Date.parse(suggestion!.startDate)) / 86_400_000).toBe(3);
    const later = await found('user', search({ startDate: suggestion!.startDate, endDate: suggestion!.endDate, single: 0, double: 2 }));
    expect(bookable(later).every((offer) => offer.occupancy === 2 && offer.rooms === 2)).toBe(true);
  });

  it('still answers bad input with its codes, not with suggestions', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ startDate: day(-1), endDate: day(1) }, { startDate: 21 }],
      [{ startDate: day(0), endDate: day(0) }, { endDate: 23 }],
      [{ startDate: null, endDate: day(1) }, { startDate: 20 }],
      [{ startDate: day(0), endDate: day(1), destination: null }, { destination: 10 }],
    ];
    for (const [patch, errors] of cases) {
      const response = await t.call('user', 'POST', OFFERS, search(patch));
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json()).toMatchObject({ errors });
      expect(response.json().details).toBeUndefined();
    }
    expect((await t.call('user', 'POST', OFFERS, { ...search({ startDate: day(0), endDate: day(1) }), single: 'one' })).statusCode).toBe(400);
  });
});

describe('the offer search: exclusions of the user’s and company’s settings', () => {
  it('keeps every offer of a company that excludes nothing', async () => {
    const result = await found('initech user');
    expect(result.excludedCount).toBe(0);
    expect(bookable(result).some((offer) => !offer.freeCancellation)).toBe(true);
    expect(bookable(result).some((offer) => !offer.breakfastIncluded && offer.breakfastPrice === null)).toBe(true);
  });

  it('excludes offers not freely cancellable, by the company’s or the user’s choice', async () => {
    for (const settings of [{ company: { exclude_online_non_free_cancellation: true } }, { user: { exclude_online_non_free_cancellation: true } }]) {
      await withSettings(settings, async () => {
        const result = await found('initech user');
        expect(bookable(result).every((offer) => offer.freeCancellation)).toBe(true);
        expect(excluded(result).length).toBeGreaterThan(0);
        expect(excluded(result).every((offer) => offer.excluded === 'non_free_cancellation' && !offer.freeCancellation)).toBe(true);
        expect(result.exclusions.non_free_cancellation).toBe(result.excludedCount);
      });
    }
  });

  it('excludes offers whose breakfast price is unknown', async () => {
    await withSettings({ company: { exclude_online_unknown_breakfast: true } }, async () => {
      const result = await found('initech user');
      expect(bookable(result).every((offer) => offer.breakfastIncluded || offer.breakfastPrice !== null)).toBe(true);
      expect(excluded(result).length).toBeGreaterThan(0);
      expect(excluded(result).every((offer) => offer.excluded === 'unknown_breakfast')).toBe(true);
    });
  });

  it('excludes rooms above the maximum price, the user’s before the company’s', async () => {
    await withSettings({ company: { max_price_per_room: 300 }, user: { max_price_per_room: 120 } }, async () => {
      const result = await found('initech user');
      expect(bookable(result).every((offer) => offer.pricePerNight <= 120)).toBe(true);
      expect(excluded(result).every((offer) => offer.excluded === 'price_above_max' && offer.pricePerNight > 120)).toBe(true);
      expect(result.excludedCount).toBeGreaterThan(0);
    });
  });

  it('excludes hotels without disabled access when the search asks for it', async () => {
    const result = await found('initech user', search({ services: { disabledAccess: true } }));
    expect(excluded(result).length).toBeGreaterThan(0);
    expect(excluded(result).every((offer) => offer.excluded === 'no_disabled_access')).toBe(true);
  });

  it('excludes offers whose free cancellation ends before a manager can validate, and says so when nothing is left', async () => {
    await withSettings({ company: { require_manager_pre_validation: true } }, async () => {
      const later = await found('initech user');
      expect(bookable(later).every((offer) => offer.requiresValidation && offer.freeCancellation)).toBe(true);
      // A room that is never freely cancellable leaves the manager no time at all.
      expect(excluded(later).some((offer) => offer.excluded === 'deadline_too_short' && !offer.freeCancellation)).toBe(true);
      const response = await t.call('initech user', 'POST', OFFERS, search({ startDate: day(1), endDate: day(2) }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 2500, errors: { offers: 'deadline_too_short' } });
    });
    expect((await t.call('initech user', 'POST', OFFERS, search({ startDate: day(1), endDate: day(2) }))).statusCode).toBe(200);
  });

  it('judges Acme’s user by Acme’s settings: maximum 180, travel policy mode 20 with the Paris zone, pre-validation', async () => {
    const result = await found('user');
    expect(result.travelPolicyMode).toBe(20);
    expect(bookable(result).every((offer) => offer.pricePerNight <= 180 && offer.requiresValidation)).toBe(true);
    expect(bookable(result).every((offer) => offer.travelPolicy.limit === (offer.breakfastIncluded ? 200 : 180))).toBe(true);
    expect(excluded(result).some((offer) => offer.excluded === 'price_above_max')).toBe(true);
  });
});

describe('the offer search: travel policy', () => {
  const policy = (mode: number) => ({ mode, price_with_breakfast: 95, price_without_breakfast: 80 });

  it('mode 10 flags the offers above the policy and keeps them bookable', async () => {
    await withTravelPolicy(policy(10), [], async () => {
      const result = await found('initech user');
      const above = bookable(result).filter((offer) => !offer.travelPolicy.ok);
      expect(above.length).toBeGreaterThan(0);
      expect(above.every((offer) => offer.travelPolicy.mode === 10 && offer.travelPolicy.messageKey !== null && !offer.requiresValidation)).toBe(true);
      expect(result.excludedCount).toBe(0);
    });
  });

  it('mode 20 submits the offers above the policy to validation', async () => {
    await withTravelPolicy(policy(20), [], async () => {
      const offers = bookable(await found('initech user'));
      expect(offers.filter((offer) => !offer.travelPolicy.ok).every((offer) => offer.requiresValidation)).toBe(true);
      expect(offers.filter((offer) => offer.travelPolicy.ok).every((offer) => !offer.requiresValidation)).toBe(true);
      expect(offers.some((offer) => !offer.travelPolicy.ok)).toBe(true);
    });
  });

  it('mode 30 excludes them; the sector’s price wins over the default', async () => {
    await withTravelPolicy(
      policy(30),
      [{ sector_type: 'department', sector_value: '75', price_with_breakfast: 130, price_without_breakfast: 110 }],
      async () => {
        const result = await found('initech user');
        expect(bookable(result).every((offer) => offer.travelPolicy.ok && offer.travelPolicy.limit === (offer.breakfastIncluded ? 130 : 110))).toBe(true);
        expect(excluded(result).length).toBeGreaterThan(0);
        expect(excluded(result).every((offer) => offer.excluded === 'travel_policy')).toBe(true);
      },
    );
  });

  it('the user’s own mode wins over the company’s', async () => {
    await withTravelPolicy(policy(10), [], async () => {
      await withSettings({ user: { travel_policy_mode: 30 } }, async () => {
        const result = await found('initech user');
        expect(result.travelPolicyMode).toBe(30);
        expect(result.exclusions.travel_policy).toBeGreaterThan(0);
      });
    });
  });
});
