import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyToday } from '../../entities/bookingRules.ts';
import { testApp, type TestApp, usernameOf } from '../support/app.ts';

let t: TestApp;
let acme: number;
let initech: number;
let initechUser: number;
const companyId = async (name: string) => (await t.db.knex('company').where({ name }).first('id')).id as number;

beforeAll(async () => {
  t = await testApp();
  [acme, initech] = await Promise.all(['Acme Industries', 'Initech Services'].map(companyId));
  initechUser = (await t.db.knex('user').where({ email: usernameOf('initech user') }).first('id')).id;
});
afterAll(() => t.close());

const OFFERS = '/backend/api/hrs/hotels/offers';
const day = (offset: number) => {
  const date = new Date(`${agencyToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const search = (patch: Record<string, unknown> = {}) => ({
  destination: { city: 'Paris' },
  startDate: day(30),
  endDate: day(32),
  single: 1,
  double: 0,
  services: { breakfast: false, internet: true, catering: false, parking: false, disabledAccess: false },
  ...patch,
});

interface JudgedOffer { key: string; pricePerNight: number; occupancy: number; rooms: number; freeCancellation: boolean; breakfastIncluded: boolean; breakfastPrice: number | null; excluded: string | null; requiresValidation: boolean; travelPolicy: { mode: number; ok: boolean; limit: number | null; messageKey: string | null } }
interface Hotel { key: string; name: string; city: string; cheapest: number | null; distanceKm: number | null; offers: JudgedOffer[]; excluded: JudgedOffer[] }
interface Result { hotels: Hotel[]; excludedCount: number; exclusions: Record<string, number>; travelPolicyMode: number; nights: number }

async function found(role: Parameters<TestApp['call']>[0], body = search()): Promise<Result> {
  const response = await t.call(role, 'POST', OFFERS, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const bookable = (result: Result) => result.hotels.flatMap((hotel) => hotel.offers);
const excluded = (result: Result) => result.hotels.flatMap((hotel) => hotel.excluded);

/** Changes some of Initech's settings for one test, and puts them back. */
async function withSettings(settings: { company?: Record<string, unknown>; user?: Record<string, unknown> }, work: () => Promise<void>) {
  const company = await t.db.knex('company').where({ id: initech }).first();
  const user = await t.db.knex('user').where({ id: initechUser }).first();
  if (settings.company) await t.db.knex('company').where({ id: initech }).update(settings.company);
  if (settings.user) await t.db.knex('user').where({ id: initechUser }).update(settings.user);
  try {
    await work();
  } finally {
    if (settings.company) await t.db.knex('company').where({ id: initech }).update(Object.fromEntries(Object.keys(settings.company).map((key) => [key, company[key]])));
    if (settings.user) await t.db.knex('user').where({ id: initechUser }).update(Object.fromEntries(Object.keys(settings.user).map((key) => [key, user[key]])));
  }
}

async function withTravelPolicy(policy: Record<string, unknown>, rows: Record<string, unknown>[], work: () => Promise<void>) {
  const [{ id }] = await t.db.knex('travel_policy').insert({ company_id: initech, ...policy }).returning('id');
  if (rows.length > 0) await t.db.knex('travel_policy_row').insert(rows.map((row) => ({ travel_policy_id: id, ...row })));
  try {
    await work();
  } finally {
    await t.db.knex('travel_policy').where({ id }).delete();
  }
}

describe('the destination autocomplete', () => {
  it('answers the catalogue’s cities with their hotels and coordinates, prefix matches first, then places', async () => {
    const response = await t.call('user', 'GET', '/backend/api/cities?search=par');
    expect(response.statusCode).toBe(200);
    const places = response.json() as { kind: string; name: string; hotels: number; lat: number; lng: number; type: string }[];
    expect(places[0]).toMatchObject({ kind: 'city', name: 'Paris', type: 'city' });
    expect(places[0].hotels).toBeGreaterThanOrEqual(30);
    expect(places[0].lat).toBeCloseTo(48.86, 1);
    expect(places.filter((place) => place.kind === 'city').length).toBeLessThanOrEqual(12);
    expect(places.some((place) => place.kind === 'place' && place.name.includes('Paris'))).toBe(true);
  });

  it('matches any case and inside the name, and treats wildcards as letters', async () => {
    expect((await t.call('user', 'GET', '/backend/api/cities?search=YON')).json()[0]).toMatchObject({ name: 'Lyon' });
    expect((await t.call('user', 'GET', '/backend/api/cities?search=%25')).json()).toEqual([]);
    expect((await t.call('user', 'GET', '/backend/api/cities?search=')).json()).toEqual([]);
  });

  it('ignores accents, hyphens and apostrophes', async () => {
    const first = async (search: string) => (await t.call('user', 'GET', `/backend/api/cities?search=${encodeURIComponent(search)}`)).json()[0]?.name;
    expect(await first('orleans')).toBe('Orléans');
    expect(await first('ORLÉ')).toBe('Orléans');
    expect(await first('la defense')).toBe('La Défense');
  });

  it('needs a session', async () => {
    expect((await t.call(null, 'GET', '/backend/api/cities?search=par')).statusCode).toBe(401);
  });
});

describe('favourite places', () => {
  it('lists the caller’s company’s enabled places only', async () => {
    const acmePlaces = (await t.call('user', 'GET', '/backend/api/me/favorite-locations')).json() as { name: string; lat: number }[];
    expect(acmePlaces.map((place) => place.name)).toEqual(['Bureaux de Paris-Opéra', 'Centre R&D de Meylan', 'Usine de Vénissieux']);
    expect(acmePlaces[0].lat).toBeCloseTo(48.8693, 4);
    expect((await t.call('initech user', 'GET', '/backend/api/me/favorite-locations')).json()).toMatchObject([{ name: 'Siège Toulouse Brienne', city: 'Toulouse' }]);
    expect((await t.call('admin', 'GET', '/backend/api/me/favorite-locations')).json()).toEqual([]);
  });

  it('gives the hotels around a place, nearest first, and hides other companies’ places', async () => {
    const opera = await t.db.knex('favorite_location').where({ company_id: acme, name: 'Bureaux de Paris-Opéra' }).first('id');
    const response = await t.call('user', 'GET', `/backend/api/company/location/${opera.id}/hotels`);
    expect(response.statusCode).toBe(200);
    const hotels = response.json() as { key: string; distanceKm: number; city: string }[];
    expect(hotels.length).toBeGreaterThan(5);
    expect(hotels[0].key).toMatch(/^sim-\d+$/);
    expect(hotels.every((hotel) => hotel.distanceKm <= 10)).toBe(true);
    expect(hotels.map((hotel) => hotel.distanceKm)).toEqual([...hotels.map((hotel) => hotel.distanceKm)].sort((a, b) => a - b));
    expect((await t.call('initech user', 'GET', `/backend/api/company/location/${opera.id}/hotels`)).statusCode).toBe(404);
    const rungis = await t.db.knex('favorite_location').where({ company_id: acme, enabled: false }).first('id');
    expect((await t.call('user', 'GET', `/backend/api/company/location/${rungis.id}/hotels`)).statusCode).toBe(404);
  });
});

describe('the offer search: rules of the stay', () => {
  it.each([
    ['20: dates missing', { startDate: null, endDate: undefined }, { startDate: 20, endDate: 20 }],
    ['21: departure before arrival', { startDate: day(10), endDate: day(9) }, { endDate: 21 }],
    ['21: arrival in the past', { startDate: day(-1), endDate: day(2) }, { startDate: 21 }],
    ['23: departure on the arrival day', { startDate: day(10), endDate: day(10) }, { endDate: 23 }],
    ['30: no room', { single: 0, double: 0 }, { rooms: 30 }],
    ['mixed_rooms: single and double online', { single: 1, double: 1 }, { rooms: 'mixed_rooms' }],
    ['group_required: more than six rooms', { single: 7 }, { rooms: 'group_required' }],
    ['group_required: four double rooms, eight travellers', { single: 0, double: 4 }, { rooms: 'group_required' }],
    ['10: no destination', { destination: {} }, { destination: 10 }],
    ['760: a stay longer than 60 nights', { startDate: day(10), endDate: day(71) }, { endDate: 760 }],
    ['11: rooms not a number', { single: 'one' }, { single: 11 }],
    ['400: an unknown field', { price: 1 }, { price: 400 }],
  ])('refuses %s', async (_, patch, errors) => {
    const response = await t.call('initech user', 'POST', OFFERS, search(patch));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: Object.values(errors)[0], message: expect.any(String), errors });
  });

  it('accepts today as arrival, in Paris time', async () => {
    expect((await t.call('initech user', 'POST', OFFERS, search({ startDate: day(0), endDate: day(1) }))).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.call(null, 'POST', OFFERS, search())).statusCode).toBe(401);
  });
});

describe('the offer search: who may use it', () => {
  it('refuses with online_disabled a user whose online booking, or search, is off, or whose company’s is', async () => {
    for (const settings of [{ user: { online_enabled: false } }, { user: { hrs_search_enabled: false } }, { company: { hrs_search_enabled: false } }]) {
      await withSettings(settings, async () => {
        const response = await t.call('initech user', 'POST', OFFERS, search());
        expect(response.statusCode, JSON.stringify(settings)).toBe(403);
        expect(response.json()).toMatchObject({ code: 'online_disabled' });
      });
    }
  });

  it('refuses agency staff, who belong to no company', async () => {
    expect((await t.call('admin', 'POST', OFFERS, search())).json()).toMatchObject({ code: 'online_disabled' });
  });

  it('searches around a favourite place of the caller’s company only', async () => {
    const toulouse = await t.db.knex('favorite_location').where({ company_id: initech }).first('id');
    const result = await found('initech user', search({ destination: { favoriteLocationId: toulouse.id } }));
    expect(result.hotels.length).toBeGreaterThan(0);
    expect(result.hotels.every((hotel) => hotel.city === 'Toulouse' && hotel.distanceKm !== null && hotel.distanceKm <= 10)).toBe(true);
    const opera = await t.db.knex('favorite_location').where({ company_id: acme }).first('id');
    expect((await t.call('initech user', 'POST', OFFERS, search({ destination: { favoriteLocationId: opera.id } }))).statusCode).toBe(404);
  });
});

describe('the offer search: results', () => {
  it('groups offers by hotel, cheapest first, hotels by their cheapest offer', async () => {
    const result = await found('initech user');
    expect(result.nights).toBe(2);
    expect(result.hotels.length).toBeGreaterThanOrEqual(25);
    expect(result.hotels.every((hotel) => hotel.city === 'Paris')).toBe(true);
    for (const hotel of result.hotels) {
      const prices = hotel.offers.map((offer) => offer.pricePerNight);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(hotel.cheapest).toBe(prices[0] ?? null);
    }
    const cheapest = result.hotels.filter((hotel) => hotel.cheapest !== null).map((hotel) => hotel.cheapest!);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
  });

  it('answers the same offers to the same search', async () => {
    expect(await found('initech user')).toEqual(await found('initech user'));
  });

  it('costs one statement for the caller’s rules (travel policy and zones included) and one per provider', async () => {
    await found('manager');
    const statements: string[] = [];
    const listener = (query: { sql: string }) => statements.push(query.sql);
    t.db.knex.on('query', listener);
    try {
      // Acme's manager: a travel policy in mode 20 whose sectors name the Paris zone.
      const result = await found('manager', search({ startDate: day(31), endDate: day(33) }));
      expect(result.travelPolicyMode).toBe(20);
    } finally {
      t.db.knex.off('query', listener);
    }
    expect(statements.filter((sql) => /travel_policy_row|"zone"/.test(sql))).toHaveLength(1);
    expect(statements).toHaveLength(3);
  });

  it('searches one hotel by its key', async () => {
    const [first] = (await found('initech user')).hotels;
    const result = await found('initech user', search({ hotelKey: first.key, destination: null }));
    expect(result.hotels.map((hotel) => hotel.key)).toEqual([first.key]);
  });

  it('answers 2500 when no hotel is there', async () => {
    const response = await t.call('initech user', 'POST', OFFERS, search({ destination: { city: 'Atlantis' } }));
    expect(response.statusCode).toBe(404);
    // Nothing was there to set aside, and no other dates are asked for a place without hotels.
    expect(response.json()).toEqual({ code: 2500, message: expect.any(String), details: { excludedCount: 0, exclusions: {}, suggestion: null } });
  });
});

describe('the offer search: nothing to book with the default dates (today to tomorrow) under manager validation', () => {
  interface NoOffer { code: number; errors: { offers: string }; details: { excludedCount: number; exclusions: Record<string, number>; suggestion: { startDate: string; endDate: string } | null } }
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
    await withTravelPolicy(policy(30), [{ sector_type: 'department', sector_value: '75', price_with_breakfast: 130, price_without_breakfast: 110 }], async () => {
      const result = await found('initech user');
      expect(bookable(result).every((offer) => offer.travelPolicy.ok && offer.travelPolicy.limit === (offer.breakfastIncluded ? 130 : 110))).toBe(true);
      expect(excluded(result).length).toBeGreaterThan(0);
      expect(excluded(result).every((offer) => offer.excluded === 'travel_policy')).toBe(true);
    });
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

describe('a hotel’s detail', () => {
  it('answers the provider’s detail of a hotel', async () => {
    const [hotel] = (await found('initech user')).hotels;
    const response = await t.call('initech user', 'GET', `/backend/api/hotels/detail/${hotel.key}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: hotel.key, name: hotel.name, city: 'Paris', services: { parking: expect.any(Boolean) } });
  });

  it('answers 404 for a hotel no provider knows', async () => {
    for (const key of ['sim-99999999', 'nothing']) {
      const response = await t.call('initech user', 'GET', `/backend/api/hotels/detail/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
  });
});
