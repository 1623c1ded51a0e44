/**
 * The agency's clock. Instants are stored as instants, but people read and type them on the agency's wall clock,
 * whatever the time zone of their browser or of the server: a cancellation deadline "18:00" is 18:00 in Paris.
 */
export const AGENCY_TIME_ZONE = 'Europe/Paris';

const wallClockParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The agency's wall clock at an instant, as the milliseconds of the same reading in UTC. */
function wallClockMs(instant: number): number {
  const part = Object.fromEntries(wallClockParts.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) + (((instant % 1000) + 1000) % 1000);
}

/**
 * An instant as the agency's clock reads it, as a date whose UTC fields hold that reading: for a medium with no time
 * zone, such as a spreadsheet cell, which then shows the Paris wall time the screens show.
 */
export const agencyReading = (instant: Date): Date => new Date(wallClockMs(instant.getTime()));

/**
 * A reading of the agency's clock with no zone, as a `datetime-local` input writes it: `2027-09-08T18:00`, seconds
 * and fractions optional. Year 0 is left out, PostgreSQL has none.
 */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?$/;

export function isWallClock(text: string): boolean {
  const match = WALL_CLOCK.exec(text);
  if (!match || match[1] === '0000') return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour <= 23 && minute <= 59 && second <= 59;
}

/**
 * The instant (ISO, UTC) the agency's clock reads `wallClock` at. At the changes of hour (a reading shown twice in
 * autumn, or never in spring) it is the later reading's instant, or the hour before the skipped one.
 */
export function agencyInstant(wallClock: string): string {
  const reading = Date.parse(`${wallClock.replace(/[t ]/, 'T')}Z`);
  let instant = reading - (wallClockMs(reading) - reading);
  const offset = wallClockMs(instant) - instant;
  if (wallClockMs(reading - offset) === reading) instant = reading - offset;
  return new Date(instant).toISOString();
}

/** An instant as the agency's clock reads it, to the minute, in the form of a `datetime-local` input. */
export function agencyWallClock(instant: string | Date): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(wallClockMs(time)).toISOString().slice(0, 16);
}
