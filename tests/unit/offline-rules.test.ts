import { describe, expect, it } from 'vitest';
import { offlineRequestErrors, type OfflineRequest } from '../../entities/offlineRules.ts';

const TODAY = '2027-01-10';
const phone = '+33 6 12 34 56 78';

function request(overrides: Partial<OfflineRequest> = {}): OfflineRequest {
  return {
    submit: true,
    from: '2027-02-01',
    to: '2027-02-03',
    destination: 'Lyon',
    priority: 'place',
    single: 1,
    double: 0,
    travellers: [{ firstName: 'Karim', lastName: 'Benali', phone }],
    services: {},
    ...overrides,
  };
}

const errorsOf = (overrides: Partial<OfflineRequest>) => offlineRequestErrors(request(overrides), { today: TODAY });

describe('the rules of an offline request', () => {
  it('accepts a complete request, single and double rooms mixed', () => {
    expect(errorsOf({})).toEqual({});
    const people = [
      { firstName: 'A', lastName: 'B', phone },
      { firstName: 'C', lastName: 'D' },
      { firstName: 'E', lastName: 'F' },
    ];
    expect(errorsOf({ single: 1, double: 1, bedTypes: ['double'], travellers: people })).toEqual({});
  });

  it('checks the dates like a search: required (20), not before today or the start (21), a night at least (23)', () => {
    expect(errorsOf({ from: null, to: '' })).toMatchObject({ from: 20, to: 20 });
    expect(errorsOf({ from: '2027-01-09', to: '2027-01-11' })).toMatchObject({ from: 21 });
    expect(errorsOf({ to: '2027-01-31' })).toMatchObject({ to: 21 });
    expect(errorsOf({ to: '2027-02-01' })).toMatchObject({ to: 23 });
  });

  it('wants the answer by the start at the latest (22), which needs the dates (46)', () => {
    expect(errorsOf({ responseDate: '2027-02-01' })).toEqual({});
    expect(errorsOf({ responseDate: '2027-02-02' })).toEqual({ responseDate: 22 });
    expect(errorsOf({ from: null, responseDate: '2027-01-20' })).toMatchObject({ responseDate: 46 });
    expect(errorsOf({ responseDate: '20/01/2027' })).toEqual({ responseDate: 760 });
  });

  it('counts rooms (30), fills them (70), gives double rooms a bed type (100)', () => {
    expect(errorsOf({ single: 0 })).toMatchObject({ rooms: 30 });
    expect(errorsOf({ single: 2 })).toEqual({ travellers: 70 });
    expect(
      errorsOf({
        single: 0,
        double: 2,
        bedTypes: ['twin'],
        travellers: [
          { firstName: 'A', lastName: 'B', phone },
          { firstName: 'C', lastName: 'D' },
        ],
      }),
    ).toEqual({ bedTypes: 100, 'bedTypes.1': 100 });
  });

  it('sends more than six travellers, or more than the rooms hold, to the group form', () => {
    const people = (n: number) => Array.from({ length: n }, () => ({ firstName: 'A', lastName: 'B', phone }));
    expect(errorsOf({ single: 6, double: 1, bedTypes: ['twin'], travellers: people(7) })).toMatchObject({ travellers: 'group_required' });
    expect(errorsOf({ single: 1, travellers: people(2) })).toEqual({ travellers: 'group_required' });
    expect(errorsOf({ single: 7, travellers: people(6) })).toMatchObject({ rooms: 'group_required' });
  });

  it('needs names, well-formed contacts and at least one phone (10, 140, 40, 90)', () => {
    expect(errorsOf({ travellers: [{ firstName: '', lastName: 'B', phone }] })).toEqual({ 'travellers.0.firstName': 10 });
    expect(errorsOf({ travellers: [{ firstName: 'A', lastName: 'B', phone, email: 'a@b' }] })).toEqual({ 'travellers.0.email': 140 });
    expect(errorsOf({ travellers: [{ firstName: 'A', lastName: 'B', phone: 'abc' }] })).toMatchObject({ 'travellers.0.phone': 40 });
    expect(errorsOf({ travellers: [{ firstName: 'A', lastName: 'B' }] })).toEqual({ travellers: 90 });
  });

  it('needs a destination or a favourite place, a priority, and a budget when it comes first', () => {
    expect(errorsOf({ destination: ' ' })).toEqual({ destination: 10 });
    expect(errorsOf({ destination: null, favoriteLocationId: 3 })).toEqual({});
    expect(errorsOf({ priority: null })).toEqual({ priority: 10 });
    expect(errorsOf({ priority: 'budget' })).toEqual({ budget: 10 });
    expect(errorsOf({ budget: -5 })).toEqual({ budget: 11 });
  });

  it('lets a draft leave for later what the agency needs, never what is malformed', () => {
    const draft = { submit: false, destination: null, priority: null, single: 0, double: 1, travellers: [] };
    expect(errorsOf(draft)).toEqual({});
    expect(errorsOf({ ...draft, from: null })).toMatchObject({ from: 20 });
    expect(errorsOf({ ...draft, travellers: [{ firstName: 'A', lastName: 'B', phone: 'nope' }] })).toEqual({ 'travellers.0.phone': 40 });
  });
});
