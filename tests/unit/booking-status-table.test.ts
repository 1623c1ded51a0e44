import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, STATUS, statusesWith } from '../../entities/bookingStatus.ts';
import { HISTORY_STATUSES, MUST_ACT, OPEN_STATUSES } from '../../entities/bookingTabs.ts';

const TABLE = path.join('entities', 'bookingStatus.ts');
const VALUES = new Set(BOOKING_STATUSES.map((status) => String(status.value)));
/** Numbers that are statuses and little else: a list holding one of them and only statuses is a list of statuses. */
const DISTINCTIVE = new Set(['-1', '4', '5', '45', '55', '60', '65', '70', '80', '90']);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The places in a source that write a booking status as a number. */
function statusLiterals(text: string): string[] {
  const found: string[] = [];
  // status === 60, status_to !== -1, .status == 4
  for (const match of text.matchAll(/\bstatus(?:_to|_from)?\s*[!=]==?\s*(-?\d+)\b/g)) if (VALUES.has(match[1])) found.push(match[0]);
  // { status: 60 }, where({ status: 0 })
  for (const match of text.matchAll(/\bstatus(?:_to|_from)?\s*:\s*(-?\d+)\b/g)) if (VALUES.has(match[1])) found.push(match[0]);
  // a transition written with numbers: { event: 'take', from: [20], to: 40, ... }
  for (const match of text.matchAll(/\{\s*event:[^}]*\}/g)) {
    if ([...match[0].matchAll(/(?<![\w.])-?\d+\b/g)].some((number) => VALUES.has(number[0]))) found.push(match[0]);
  }
  // [55, 60, 65]: a list of numbers that are all statuses, one of them unmistakably
  for (const match of text.matchAll(/\[\s*-?\d+(?:\s*,\s*-?\d+)+\s*\]/g)) {
    const numbers = match[0]
      .slice(1, -1)
      .split(',')
      .map((part) => part.trim());
    if (numbers.every((number) => VALUES.has(number)) && numbers.some((number) => DISTINCTIVE.has(number))) found.push(match[0]);
  }
  return found;
}

describe('the booking status table', () => {
  it('is the only place in the product that writes a status number', () => {
    // Tests and demo data speak the statuses' numbers on purpose; migrations are frozen as they ran.
    const files = ['server', 'entities', 'front', 'admin', 'contingents', 'common'].flatMap(sources).filter((file) => file !== TABLE);
    const offenders = files.flatMap((file) => statusLiterals(readFileSync(file, 'utf8')).map((literal) => `${file}: ${literal}`));
    expect(offenders).toEqual([]);
  });

  it('finds the literals it looks for', () => {
    expect(statusLiterals('if (booking.status === 55) x; where({ status: 0 }); { event: "a", from: [40, 50], to: 60 }; const S = [60, 65, 90];')).toEqual([
      'status === 55',
      'status: 0',
      '{ event: "a", from: [40, 50], to: 60 }',
      '[60, 65, 90]',
    ]);
    expect(statusLiterals('reply.status(409); { statusCode: 404 }; const MODES = [0, 10, 20, 30]; range: [0, 24]')).toEqual([]);
  });

  it('names each status once, and the sets the screens use come from its columns', () => {
    expect(new Set(BOOKING_STATUSES.map((status) => status.key)).size).toBe(BOOKING_STATUSES.length);
    expect(STATUS.confirmed).toBe(60);
    expect(statusesWith('voucher')).toEqual([60, 65, 70, 90]);
    expect(statusesWith('booked')).toEqual([55, 60, 65, 70, 90]);
    expect(statusesWith('forward')).toEqual([60, 65, 90]);
    expect(statusesWith('draft')).toEqual([0, 4, 5]);
    expect(HISTORY_STATUSES).toEqual([30, 80, 90]);
    expect(OPEN_STATUSES).not.toContain(-1);
    expect(MUST_ACT.manager.map((rule) => rule.status)).toEqual([10, 45]);
    expect(MUST_ACT.booker).toEqual([{ status: 45, online: false }, { status: 55 }]);
  });
});
