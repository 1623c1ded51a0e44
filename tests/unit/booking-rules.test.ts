import { describe, expect, it } from 'vitest';
import { roomErrors, stayErrors } from '../../entities/bookingRules.ts';

const today = '2026-11-22';
const stay = (over: Partial<Parameters<typeof stayErrors>[0]> = {}) => ({ from: '2026-11-23', to: '2026-11-24', single: 1, double: 0, ...over });

describe('the rules of a stay', () => {
  it('accepts the default search: one single room, tomorrow for one night', () => {
    expect(stayErrors(stay(), { online: true, today })).toEqual({});
  });

  it('needs both dates (20), a departure after the arrival (21, 23) and no arrival in the past', () => {
    expect(stayErrors(stay({ from: null }), { online: true, today })).toEqual({ from: 20 });
    expect(stayErrors(stay({ to: 'tomorrow' }), { online: true, today })).toEqual({ to: 20 });
    expect(stayErrors(stay({ to: '2026-11-20', from: '2026-11-23' }), { online: true, today })).toEqual({ to: 21 });
    expect(stayErrors(stay({ to: '2026-11-23' }), { online: true, today })).toEqual({ to: 23 });
    expect(stayErrors(stay({ from: '2026-11-21' }), { online: true, today })).toEqual({ from: 21 });
  });

  it('needs a room (30), sends more than six rooms to the group form', () => {
    expect(stayErrors(stay({ single: 0 }), { online: true, today })).toEqual({ rooms: 30 });
    expect(stayErrors(stay({ single: 4, double: 3 }), { online: false, today })).toEqual({ rooms: 'group_required' });
    expect(stayErrors(stay({ single: 6 }), { online: true, today })).toEqual({});
  });

  it('counts a double room for two online, where the rooms are searched before the travellers are named', () => {
    expect(stayErrors(stay({ single: 0, double: 3 }), { online: true, today })).toEqual({});
    expect(stayErrors(stay({ single: 0, double: 4 }), { online: true, today })).toEqual({ rooms: 'group_required' });
    // An offline request names its travellers with the rooms: four doubles for four people is a request like any.
    expect(stayErrors(stay({ single: 0, double: 4 }), { online: false, today })).toEqual({});
  });

  it('refuses single and double rooms together online only', () => {
    expect(stayErrors(stay({ single: 1, double: 1 }), { online: true, today })).toEqual({ rooms: 'mixed_rooms' });
    expect(stayErrors(stay({ single: 1, double: 1 }), { online: false, today })).toEqual({});
  });
});

describe('the rules of rooms', () => {
  it('fills each room with one traveller, or one or two in a double with its bed type', () => {
    expect(
      roomErrors([
        { occupancy: 1, travellers: [1] },
        { occupancy: 2, bedType: 'twin', travellers: [2, 3] },
      ]),
    ).toEqual({});
    expect(roomErrors([{ occupancy: 1, travellers: [] }])).toEqual({ 'rooms.0.travellers': 70 });
    expect(roomErrors([{ occupancy: 2, travellers: [1] }])).toEqual({ 'rooms.0.bedType': 100 });
    expect(roomErrors([{ occupancy: 1, travellers: [1, 2] }])).toEqual({ 'rooms.0.travellers': 'group_required' });
    expect(roomErrors([])).toEqual({ rooms: 30 });
  });

  it('puts nobody in two rooms and nobody beyond six travellers', () => {
    expect(
      roomErrors([
        { occupancy: 1, travellers: [1] },
        { occupancy: 1, travellers: [1] },
      ]),
    ).toEqual({ 'rooms.1.travellers': 115 });
    const seven = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ occupancy: 1 as const, travellers: [id] }));
    expect(roomErrors(seven)).toEqual({ rooms: 'group_required' });
  });
});
