/** A datetime input reads and writes the agency's clock (Paris), whatever the browser's time zone. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayEnd, dayOf, dayStart } from '../../admin/filters.tsx';
import { agencyClockFormat } from '../../admin/inputs.tsx';
import { AGENCY_TIME_ZONE, agencyInstant, agencyReading, agencyWallClock, isWallClock } from '../../entities/agencyTime.ts';

describe("the agency's clock", () => {
  it('is named once: no other source of the product writes the zone', () => {
    // Migrations are frozen as they ran; tests may speak of Paris.
    const files = ['server', 'entities', 'seeds', 'front', 'admin', 'contingents', 'common']
      .flatMap((folder) =>
        readdirSync(folder, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name)),
      )
      .filter((file) => file !== path.join('entities', 'agencyTime.ts'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => readFileSync(file, 'utf8').includes(AGENCY_TIME_ZONE))).toEqual([]);
  });

  it('reads an instant in Paris time, summer and winter', () => {
    expect(agencyWallClock('2027-09-08T16:00:00.000Z')).toBe('2027-09-08T18:00');
    expect(agencyWallClock('2027-01-08T17:00:00.000Z')).toBe('2027-01-08T18:00');
    // A spreadsheet cell holds the reading itself, to the second.
    expect(agencyReading(new Date('2027-09-08T16:00:05.000Z')).toISOString()).toBe('2027-09-08T18:00:05.000Z');
    expect(agencyReading(new Date('2027-01-08T17:00:05.000Z')).toISOString()).toBe('2027-01-08T18:00:05.000Z');
  });

  it('turns a reading back into the same instant', () => {
    expect(agencyInstant('2027-09-08T18:00')).toBe('2027-09-08T16:00:00.000Z');
    expect(agencyInstant('2027-01-08T18:00:30')).toBe('2027-01-08T17:00:30.000Z');
    // Late evening in Paris is still that day, while UTC has already moved on in summer.
    expect(agencyWallClock(agencyInstant('2027-07-01T23:30'))).toBe('2027-07-01T23:30');
  });

  it('knows a reading from anything else', () => {
    expect(['2027-09-08T18:00', '2027-09-08T18:00:00', '2027-09-08 18:00:00.5'].every(isWallClock)).toBe(true);
    expect(['2027-02-29T18:00', '2027-09-08T18', '2027-09-08T18:00Z', '2027-09-08T24:00', '0000-01-01T00:00', ''].some(isWallClock)).toBe(false);
  });

  it('shows the stored instant in the input on the Paris clock in a New York browser, and a typed reading as typed', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(agencyClockFormat('2027-09-08T16:00:00.000Z')).toBe('2027-09-08T18:00');
      expect(agencyClockFormat('2027-09-08T19:15')).toBe('2027-09-08T19:15');
      expect(agencyClockFormat(null)).toBe('');
      expect(agencyClockFormat('')).toBe('');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('a list filtered on a day of instants takes that day of the Paris clock, in a New York browser too', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(dayStart('2027-01-08')).toBe('2027-01-07T23:00:00.000Z');
      expect(dayEnd('2027-07-08')).toBe('2027-07-08T21:59:59.999Z');
      expect(dayOf('2027-07-08T21:59:59.999Z')).toBe('2027-07-08');
      expect(dayOf(dayStart('2027-01-08'))).toBe('2027-01-08');
      expect(dayStart('')).toBe('');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
