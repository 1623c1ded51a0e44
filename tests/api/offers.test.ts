import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';
import { OFFERS, search, searchAs, withSettings as changedSettings } from '../support/offer-search.ts';
import { day } from '../support/days.ts';

let t: TestApp;
let acme: number;
let initech: number;
let initechUser: number;

beforeAll(async () => {
  t = await testApp();
  [acme, initech] = await Promise.all(['Acme Industries', 'Initech Services'].map(t.companyId));
  initechUser = await t.userId('initech user');
});
afterAll(() => t.close());

/** Initech and its demo user, whose settings the tests change and put back. */
const initechIds = () => ({ company: initech, user: initechUser });
const found = (role: Parameters<TestApp['call']>[0], body = search()) => searchAs(t, role, body);
const withSettings = (settings: Parameters<typeof changedSettings>[2], work: () => Promise<void>) => changedSettings(t, initechIds(), settings, work);

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
    expect((await t.call('initech user', 'GET', '/backend/api/me/favorite-locations')).json()).toMatchObject([
      { name: 'Siège Toulouse Brienne', city: 'Toulouse' },
    ]);
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
