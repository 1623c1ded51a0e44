import { ErrorCode, type ErrorCodeValue } from './errors.ts';

/**
 * The rules of the allotment stock (docs/glossary.md, contingent), shared by the server and the contingents screens:
 * the date window a hotel works in (the stock rules' codes are in the error catalogue, entities/errors.ts).
 */

/** The contingent date filter: from today to 365 days ahead. */
export const STOCK_WINDOW_DAYS = 365;
/** A range of days handled at once: the whole window, today included. */
export const STOCK_MAX_RANGE_DAYS = 366;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** An ISO date that is a real calendar day (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` inclusive. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * A range of stock days, both ends included: dates present (20), calendar dates (760), in order (21), within today and
 * 365 days ahead and at most 366 days long (760). `today` is the agency's (AGENCY_TIME_ZONE).
 */
export function stockRangeErrors(range: { from?: string | null; to?: string | null }, today: string): Record<string, ErrorCodeValue> {
  const errors: Record<string, ErrorCodeValue> = {};
  for (const field of ['from', 'to'] as const) {
    const value = range[field];
    if (!value) errors[field] = ErrorCode.DATES_REQUIRED;
    else if (!isCalendarDay(value)) errors[field] = ErrorCode.BAD_FORMAT;
  }
  if (Object.keys(errors).length > 0) return errors;
  const from = range.from!;
  const to = range.to!;
  const last = addDays(today, STOCK_WINDOW_DAYS);
  if (to < from) errors.to = ErrorCode.END_BEFORE_START;
  else if (daysInRange(from, to) > STOCK_MAX_RANGE_DAYS) errors.to = ErrorCode.BAD_FORMAT;
  if (from < today || from > last) errors.from = ErrorCode.BAD_FORMAT;
  if (!errors.to && to > last) errors.to = ErrorCode.BAD_FORMAT;
  return errors;
}
