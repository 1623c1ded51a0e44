import { describe, expect, it } from 'vitest';
import { departmentOf, regionOf } from '../../server/offers/geography.ts';
import { type BookingPolicy, evaluateOffer, type TravelPolicyRules, travelPolicyVerdict } from '../../server/offers/policy.ts';
import type { Offer, Services } from '../../entities/offer.ts';

const NOW = new Date('2027-03-01T10:00:00Z');
const FROM = '2027-03-10';

function offer(patch: Partial<Offer> = {}, hotel: Partial<Offer['hotel']> = {}): Offer {
  return {
    key: 'sim-1.0.2027-03-10.2027-03-11.1.1',
    provider: 'simulator',
    hotel: {
      key: 'sim-1',
      name: 'Hôtel du Parc',
      category: 3,
      address: '1 rue du Parc',
      postCode: '69002',
      city: 'Lyon',
      lat: 45.75,
      lng: 4.83,
      phone: null,
      email: null,
      ...hotel,
    },
    roomLabel: 'Chambre standard',
    occupancy: 1,
    rooms: 1,
    nights: 1,
    pricePerNight: 100,
    totalPrice: 100,
    currency: 'EUR',
    breakfastIncluded: false,
    breakfastPrice: 15,
    freeCancellation: true,
    cancellationDeadline: '2027-03-09T17:00:00.000Z',
    disabledAccess: true,
    parking: true,
    internet: true,
    catering: true,
    ...patch,
  };
}

const noPolicy: TravelPolicyRules = { mode: 0, season: null, defaults: { withBreakfast: null, withoutBreakfast: null }, sectors: [], zones: {} };

function policy(patch: Partial<BookingPolicy> = {}, rules: Partial<TravelPolicyRules> = {}): BookingPolicy {
  return {
    userId: 1,
    companyId: 1,
    onlineAllowed: true,
    offlineAllowed: true,
    excludeNonFreeCancellation: false,
    excludeUnknownBreakfast: false,
    maxPricePerRoom: null,
    preValidation: false,
    mealPriceContribution: null,
    travelPolicyDefined: false,
    training: false,
    travelPolicy: { ...noPolicy, ...rules },
    ...patch,
  };
}

const services = (patch: Partial<Services> = {}): Services => ({
  catering: false,
  parking: false,
  breakfast: false,
  internet: true,
  disabledAccess: false,
  ...patch,
});
const context = (patch: Partial<Services> = {}, from = FROM) => ({ services: services(patch), from, now: NOW });

describe('offer exclusions (docs/glossary.md, offer exclusion)', () => {
  it('keeps an offer nothing objects to', () => {
    expect(evaluateOffer(offer(), policy(), context())).toEqual({
      excluded: null,
      requiresValidation: false,
      travelPolicy: { mode: 0, ok: true, limit: null, price: 100, withBreakfast: false, messageKey: null },
    });
  });

  it('excludes an offer that is not freely cancellable when the user or company says so', () => {
    const strict = policy({ excludeNonFreeCancellation: true });
    expect(evaluateOffer(offer({ freeCancellation: false, cancellationDeadline: null }), strict, context()).excluded).toBe('non_free_cancellation');
    expect(evaluateOffer(offer({ freeCancellation: false, cancellationDeadline: null }), policy(), context()).excluded).toBeNull();
    expect(evaluateOffer(offer(), strict, context()).excluded).toBeNull();
    // A free cancellation that has already ended is none.
    expect(evaluateOffer(offer({ cancellationDeadline: '2027-02-28T17:00:00.000Z' }), strict, context()).excluded).toBe('non_free_cancellation');
  });

  it('excludes a room above the maximum price per night, not one at it', () => {
    expect(evaluateOffer(offer({ pricePerNight: 180.01 }), policy({ maxPricePerRoom: 180 }), context()).excluded).toBe('price_above_max');
    expect(evaluateOffer(offer({ pricePerNight: 180 }), policy({ maxPricePerRoom: 180 }), context()).excluded).toBeNull();
  });

  it('excludes an unknown breakfast price when asked to, but not a breakfast that is included', () => {
    const strict = policy({ excludeUnknownBreakfast: true });
    expect(evaluateOffer(offer({ breakfastPrice: null }), strict, context()).excluded).toBe('unknown_breakfast');
    expect(evaluateOffer(offer({ breakfastPrice: null, breakfastIncluded: true }), strict, context()).excluded).toBeNull();
    expect(evaluateOffer(offer({ breakfastPrice: null }), policy(), context()).excluded).toBeNull();
  });

  it('excludes a hotel without disabled access only when the search asks for it', () => {
    expect(evaluateOffer(offer({ disabledAccess: false }), policy(), context({ disabledAccess: true })).excluded).toBe('no_disabled_access');
    expect(evaluateOffer(offer({ disabledAccess: false }), policy(), context()).excluded).toBeNull();
  });

  it('excludes an offer whose free cancellation ends before a manager can decide, when validation is needed', () => {
    const soon = offer({ cancellationDeadline: new Date(NOW.getTime() + 47 * 3_600_000).toISOString() });
    const later = offer({ cancellationDeadline: new Date(NOW.getTime() + 49 * 3_600_000).toISOString() });
    expect(evaluateOffer(soon, policy({ preValidation: true }), context())).toMatchObject({ excluded: 'deadline_too_short', requiresValidation: true });
    expect(evaluateOffer(later, policy({ preValidation: true }), context())).toMatchObject({ excluded: null, requiresValidation: true });
    expect(evaluateOffer(soon, policy(), context()).excluded).toBeNull();
    const never = offer({ freeCancellation: false, cancellationDeadline: null });
    expect(evaluateOffer(never, policy({ preValidation: true }), context()).excluded).toBe('deadline_too_short');
    expect(evaluateOffer(never, policy(), context()).excluded).toBeNull();
  });

  it('gives the first reason when several apply', () => {
    const strict = policy({ excludeNonFreeCancellation: true, maxPricePerRoom: 50 });
    expect(
      evaluateOffer(offer({ freeCancellation: false, cancellationDeadline: null, disabledAccess: false }), strict, context({ disabledAccess: true })).excluded,
    ).toBe('no_disabled_access');
    expect(evaluateOffer(offer({ freeCancellation: false, cancellationDeadline: null }), strict, context()).excluded).toBe('non_free_cancellation');
  });
});

describe('travel policy (modes 0, 10, 20, 30)', () => {
  const rules = (mode: TravelPolicyRules['mode'], patch: Partial<TravelPolicyRules> = {}): Partial<TravelPolicyRules> => ({
    mode,
    defaults: { withBreakfast: 130, withoutBreakfast: 110 },
    ...patch,
  });

  it('mode 0 never judges a price', () => {
    expect(evaluateOffer(offer({ pricePerNight: 500 }), policy({}, rules(0)), context()).travelPolicy).toMatchObject({ ok: true, limit: null });
  });

  it('mode 10 only informs: the offer stays bookable without validation', () => {
    const verdict = evaluateOffer(offer({ pricePerNight: 120 }), policy({}, rules(10)), context());
    expect(verdict).toMatchObject({ excluded: null, requiresValidation: false });
    expect(verdict.travelPolicy).toEqual({ mode: 10, ok: false, limit: 110, price: 120, withBreakfast: false, messageKey: 'above_without_breakfast' });
  });

  it('mode 20 submits an offer above the policy to validation', () => {
    expect(evaluateOffer(offer({ pricePerNight: 120 }), policy({}, rules(20)), context())).toMatchObject({
      excluded: null,
      requiresValidation: true,
      travelPolicy: { ok: false },
    });
    expect(evaluateOffer(offer({ pricePerNight: 100 }), policy({}, rules(20)), context())).toMatchObject({
      excluded: null,
      requiresValidation: false,
      travelPolicy: { ok: true, limit: 110 },
    });
  });

  it('mode 20 above the policy needs the manager in time, like pre-validation', () => {
    const soon = offer({ pricePerNight: 120, cancellationDeadline: new Date(NOW.getTime() + 3_600_000).toISOString() });
    expect(evaluateOffer(soon, policy({}, rules(20)), context()).excluded).toBe('deadline_too_short');
  });

  it('mode 30 makes an offer above the policy inaccessible', () => {
    expect(evaluateOffer(offer({ pricePerNight: 120 }), policy({}, rules(30)), context())).toMatchObject({
      excluded: 'travel_policy',
      travelPolicy: { ok: false, limit: 110 },
    });
    expect(evaluateOffer(offer({ pricePerNight: 110 }), policy({}, rules(30)), context()).excluded).toBeNull();
  });

  it('compares a room with breakfast, asked for and sold apart, to the price with breakfast, per person', () => {
    const double = offer({ pricePerNight: 115, breakfastPrice: 10, occupancy: 2 });
    expect(travelPolicyVerdict(double, policy({}, rules(10)).travelPolicy, context({ breakfast: true }))).toEqual({
      mode: 10,
      ok: false,
      limit: 130,
      price: 135,
      withBreakfast: true,
      messageKey: 'above_with_breakfast',
    });
    expect(
      travelPolicyVerdict(offer({ pricePerNight: 100, breakfastIncluded: true, breakfastPrice: 0 }), policy({}, rules(10)).travelPolicy, context()),
    ).toMatchObject({ ok: true, limit: 130, withBreakfast: true });
  });

  it('compares without breakfast when its price is unknown', () => {
    expect(
      travelPolicyVerdict(offer({ pricePerNight: 115, breakfastPrice: null }), policy({}, rules(10)).travelPolicy, context({ breakfast: true })),
    ).toMatchObject({ ok: false, limit: 110, withBreakfast: false });
  });

  it('takes the price of the most precise sector of the hotel: city, zone, department, region, then the defaults', () => {
    const sectors = rules(30, {
      sectors: [
        { type: 'region', value: 'Auvergne-Rhône-Alpes', withBreakfast: null, withoutBreakfast: 140 },
        { type: 'department', value: '69', withBreakfast: null, withoutBreakfast: 150 },
        { type: 'zone', value: '7', withBreakfast: null, withoutBreakfast: 160 },
        { type: 'city', value: 'lyon', withBreakfast: null, withoutBreakfast: 170 },
        { type: 'other', value: 'Salons', withBreakfast: null, withoutBreakfast: 500 },
      ],
      zones: { 7: { cities: ['villeurbanne'], postalCodes: ['69100'] } },
    });
    const limitFor = (hotel: Partial<Offer['hotel']>) => travelPolicyVerdict(offer({}, hotel), policy({}, sectors).travelPolicy, context()).limit;
    expect(limitFor({ city: 'Lyon', postCode: '69002' })).toBe(170);
    expect(limitFor({ city: 'Villeurbanne', postCode: '69100' })).toBe(160);
    expect(limitFor({ city: 'Vénissieux', postCode: '69200' })).toBe(150);
    expect(limitFor({ city: 'Grenoble', postCode: '38000' })).toBe(140);
    expect(limitFor({ city: 'Bordeaux', postCode: '33000' })).toBe(110);
  });

  it('falls back to a broader sector when the precise one has no price for the case', () => {
    const sectors = rules(30, {
      sectors: [
        { type: 'city', value: 'Lyon', withBreakfast: 200, withoutBreakfast: null },
        { type: 'department', value: '69', withBreakfast: null, withoutBreakfast: 150 },
      ],
    });
    expect(travelPolicyVerdict(offer(), policy({}, sectors).travelPolicy, context()).limit).toBe(150);
  });

  it('has no limit when neither the sectors nor the defaults give one', () => {
    expect(evaluateOffer(offer({ pricePerNight: 900 }), policy({}, { mode: 30 }), context())).toMatchObject({
      excluded: null,
      travelPolicy: { ok: true, limit: null },
    });
  });

  it('applies only within its season, which may run over the new year', () => {
    const summer = policy({}, rules(30, { season: { from: '01/06', to: '15/09' } }));
    const winter = policy({}, rules(30, { season: { from: '01/12', to: '28/02' } }));
    const dear = offer({ pricePerNight: 300 });
    expect(evaluateOffer(dear, summer, context({}, '2027-07-14')).excluded).toBe('travel_policy');
    expect(evaluateOffer(dear, summer, context({}, '2027-09-15')).excluded).toBe('travel_policy');
    expect(evaluateOffer(dear, summer, context({}, '2027-09-16')).excluded).toBeNull();
    expect(evaluateOffer(dear, winter, context({}, '2027-01-10')).excluded).toBe('travel_policy');
    expect(evaluateOffer(dear, winter, context({}, '2027-12-01')).excluded).toBe('travel_policy');
    expect(evaluateOffer(dear, winter, context({}, '2027-03-10')).excluded).toBeNull();
  });
});

describe('where a hotel is', () => {
  it.each([
    ['75002', '75', 'Île-de-France'],
    ['69100', '69', 'Auvergne-Rhône-Alpes'],
    ['20000', '2A', 'Corse'],
    ['20200', '2B', 'Corse'],
    ['97400', '974', 'La Réunion'],
    ['06000', '06', 'Provence-Alpes-Côte d’Azur'],
  ])('%s is in department %s, region %s', (postCode, department, region) => {
    expect(departmentOf(postCode)).toBe(department);
    expect(regionOf(departmentOf(postCode))).toBe(region);
  });

  it('knows no department for a foreign or missing postal code', () => {
    expect(departmentOf('1204')).toBeNull();
    expect(departmentOf(null)).toBeNull();
    expect(regionOf(null)).toBeNull();
  });
});
