import { describe, expect, it } from 'vitest';
import { defaultSearch, parisDay, searchErrors, searchRequest, type SearchState } from '../../front/search/searchState.ts';

const search = (patch: Partial<SearchState> = {}): SearchState => ({
  ...defaultSearch(),
  destination: { kind: 'city', label: 'Paris', city: 'Paris' },
  ...patch,
});

describe('the search form', () => {
  it('starts with one single room, no double, today to tomorrow, breakfast and internet', () => {
    const form = defaultSearch();
    expect(form.bedrooms).toEqual({ single: 1, double: 0 });
    expect([form.from, form.to]).toEqual([parisDay(0), parisDay(1)]);
    expect(form.services).toEqual({ breakfast: true, internet: true, parking: false, catering: false, disabledAccess: false });
    expect(form.context).toBe('online');
  });

  it('takes the days in Paris: 23:30 UTC on 31 December is already 1 January there', () => {
    expect(parisDay(0, new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(parisDay(1, new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });

  it('mirrors the server’s stay rules, with the destination required', () => {
    expect(searchErrors(search())).toEqual({});
    expect(searchErrors(search({ destination: null }))).toEqual({ destination: 10 });
    expect(searchErrors(search({ bedrooms: { single: 1, double: 1 } }))).toEqual({ rooms: 'mixed_rooms' });
    expect(searchErrors(search({ bedrooms: { single: 0, double: 0 } }))).toEqual({ rooms: 30 });
    expect(searchErrors(search({ bedrooms: { single: 4, double: 3 } }))).toEqual({ rooms: 'group_required' });
    expect(searchErrors(search({ bedrooms: { single: 0, double: 4 } }))).toEqual({ rooms: 'group_required' });
    expect(searchErrors(search({ from: parisDay(3), to: parisDay(3) }))).toEqual({ to: 23 });
    expect(searchErrors(search({ from: parisDay(3), to: parisDay(2) }))).toEqual({ to: 21 });
    expect(searchErrors(search({ from: '', to: '' }))).toEqual({ from: 20, to: 20 });
  });

  it('sends a city, a point or a favourite place, or one hotel', () => {
    expect(searchRequest(search())).toMatchObject({ destination: { city: 'Paris' }, startDate: parisDay(0), endDate: parisDay(1), single: 1, double: 0 });
    expect(searchRequest(search({ destination: { kind: 'place', label: 'Paris Gare de Lyon', lat: 48.84, lng: 2.37 } })).destination).toEqual({
      lat: 48.84,
      lng: 2.37,
    });
    expect(searchRequest(search({ destination: { kind: 'favorite', label: 'Siège', favoriteLocationId: 7, lat: 1, lng: 2 } })).destination).toEqual({
      favoriteLocationId: 7,
    });
    const oneHotel = searchRequest(search({ favoriteHotel: { key: 'sim-12', name: 'Hôtel du Parc' } }));
    expect(oneHotel).toMatchObject({ destination: null, hotelKey: 'sim-12' });
    expect(searchRequest(search(), 'sim-3')).toMatchObject({ destination: null, hotelKey: 'sim-3' });
  });
});
