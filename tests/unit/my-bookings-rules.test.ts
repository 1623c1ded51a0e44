import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../../entities/bookingStatus.ts';
import { mustAct, tabOf } from '../../entities/bookingTabs.ts';
import { bookingActions } from '../../server/booking/queries/detail.ts';

const booker = { booker: true, undecidedManager: false };
const manager = { booker: false, undecidedManager: true };
const reader = { booker: false, undecidedManager: false };

describe('the tab of a booking', () => {
  it('is the history for finished statuses, whoever asks', () => {
    for (const status of [30, 80, 90] as const) for (const part of [booker, manager, reader]) expect(tabOf(status, true, part)).toBe('history');
  });

  it('is nowhere for a disabled booking', () => {
    expect(tabOf(-1, true, booker)).toBeNull();
  });

  it('is "to process" for the booker on a purchase order to enter and an agency proposal, not on an online validation', () => {
    expect(tabOf(55, true, booker)).toBe('todo');
    expect(tabOf(45, false, booker)).toBe('todo');
    expect(tabOf(45, true, booker)).toBe('in_progress');
    expect(tabOf(10, true, booker)).toBe('in_progress');
  });

  it('is "to process" for a manager whose decision is awaited, and only then', () => {
    expect(tabOf(10, true, manager)).toBe('todo');
    expect(tabOf(45, true, manager)).toBe('todo');
    expect(tabOf(10, true, reader)).toBe('in_progress');
    expect(tabOf(55, true, manager)).toBe('in_progress');
  });

  it('keeps drafts in progress and puts every open status in one of the two open tabs', () => {
    for (const status of [0, 4, 5] as const) expect(tabOf(status, status !== 4, booker)).toBe('in_progress');
    for (const { value, tab } of BOOKING_STATUSES) {
      if (value === -1) continue;
      const mine = tabOf(value, true, booker);
      expect(tab === 'history' ? mine === 'history' : mine !== 'history', String(value)).toBe(true);
      if (mine === 'todo') expect(mustAct(value, true, booker)).toBe(true);
    }
  });
});

describe('the actions on a booking', () => {
  const base = { online: true, undecided: false, hasOrderFile: false, hasOrderNumber: false, orderNumberRequired: false };

  it('let the booker of a confirmed online booking cancel, edit, duplicate and use every document', () => {
    const actions = bookingActions({ ...base, status: 60, actors: ['user'] });
    expect(actions).toEqual(['cancel', 'duplicate', 'edit', 'contact_agency', 'ics', 'voucher', 'forward_voucher']);
  });

  it('offer a purchase order where the company asks for one or the booking waits for it, until it has one', () => {
    expect(bookingActions({ ...base, status: 60, actors: ['user'], orderNumberRequired: true })).toContain('order_number');
    expect(bookingActions({ ...base, status: 60, actors: ['user'], orderNumberRequired: true, hasOrderNumber: true })).not.toContain('order_number');
    expect(bookingActions({ ...base, status: 55, actors: ['user'] })).toContain('order_number');
    expect(bookingActions({ ...base, status: 60, actors: ['user'] })).not.toContain('order_number');
  });

  it("turn a confirmed offline booking's cancel into a request and offer a modification", () => {
    const actions = bookingActions({ ...base, online: false, status: 60, actors: ['user'] });
    expect(actions).toContain('request_cancellation');
    expect(actions).toContain('request_modification');
    expect(actions).not.toContain('cancel');
  });

  it('give a manager the decision only while it is pending', () => {
    expect(bookingActions({ ...base, status: 10, actors: ['manager'], undecided: true })).toEqual(expect.arrayContaining(['book', 'deny']));
    expect(bookingActions({ ...base, status: 10, actors: ['manager'], undecided: false })).not.toContain('deny');
  });

  it('give an accountant documents only', () => {
    expect(bookingActions({ ...base, status: 60, actors: [], hasOrderNumber: true })).toEqual(['ics', 'voucher', 'order_pdf']);
  });

  it('offer to finish a draft, not to edit it', () => {
    expect(bookingActions({ ...base, online: false, status: 4, actors: ['user'] })).toEqual(expect.arrayContaining(['finalise', 'cancel']));
    expect(bookingActions({ ...base, online: false, status: 4, actors: ['user'] })).not.toContain('edit');
    expect(bookingActions({ ...base, status: 0, actors: ['user'] })).toContain('finalise');
  });

  it('offer no voucher before confirmation and no purchase order on a cancelled booking', () => {
    expect(bookingActions({ ...base, status: 10, actors: ['user'] })).not.toContain('voucher');
    expect(bookingActions({ ...base, status: 80, actors: ['user'] })).not.toContain('order_number');
  });
});
