import { ErrorCode, type ErrorCodeValue } from './errors.ts';
import { AGENCY_TIME_ZONE } from './agencyTime.ts';

/** Limits of a booking's travellers, of the traveller search and of the files sent with bookings and messages. */
export const MAX_TRAVELLERS = 6;
export const TRAVELLER_SEARCH_MIN_LETTERS = 3;
export const ORDER_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Beds of a double room. */
export const BED_TYPES = ['double', 'twin'] as const;
export type BedType = (typeof BED_TYPES)[number];

export interface Stay {
  /** Arrival and departure, ISO dates (YYYY-MM-DD). */
  from?: string | null;
  to?: string | null;
  single: number;
  double: number;
}

export interface Room {
  occupancy: 1 | 2;
  bedType?: BedType | null;
  travellers: readonly unknown[];
}

export type RuleErrors = Record<string, ErrorCodeValue>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const agencyDay = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the agency's time zone (ISO date): the first day a stay may start. */
export function agencyToday(now = new Date()): string {
  return agencyDay.format(now);
}

/** Nights from arrival to departure, ISO dates. */
export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The rules of a search or a booking's stay: dates present and in order (20, 21, 23), at least one room (30), at
 * most six travellers (the group form beyond), and online no mix of single and double rooms. `today` is the first
 * day one may arrive, in the agency's time zone.
 */
export function stayErrors(stay: Stay, { online, today }: { online: boolean; today: string }): RuleErrors {
  const errors: RuleErrors = {};
  if (!stay.from || !stay.to || !ISO_DATE.test(stay.from) || !ISO_DATE.test(stay.to)) {
    if (!stay.from || !ISO_DATE.test(stay.from)) errors.from = ErrorCode.DATES_REQUIRED;
    if (!stay.to || !ISO_DATE.test(stay.to)) errors.to = ErrorCode.DATES_REQUIRED;
  } else if (stay.from < today) {
    errors.from = ErrorCode.END_BEFORE_START;
  } else if (stay.to < stay.from) {
    errors.to = ErrorCode.END_BEFORE_START;
  } else if (stay.to === stay.from) {
    errors.to = ErrorCode.END_NOT_AFTER_START;
  }
  if (stay.single + stay.double < 1) errors.rooms = ErrorCode.ROOM_TYPE_REQUIRED;
  // Each room holds at least one traveller, so more rooms than the traveller limit is a group. Online, the rooms are
  // searched before the travellers are named: a double room counts for the two it holds, so a search never leads to
  // a booking the traveller limit stops once the travellers are picked.
  else if (stay.single + stay.double * (online ? 2 : 1) > MAX_TRAVELLERS) errors.rooms = ErrorCode.GROUP_REQUIRED;
  else if (online && stay.single > 0 && stay.double > 0) errors.rooms = ErrorCode.MIXED_ROOMS;
  return errors;
}

/**
 * The rules of a booking's rooms: every room filled with one traveller (single) or one or two (double), double rooms
 * with a bed type, at most six travellers in all, nobody in two rooms.
 */
export function roomErrors(rooms: readonly Room[]): RuleErrors {
  const errors: RuleErrors = {};
  if (rooms.length === 0) return { rooms: ErrorCode.ROOM_TYPE_REQUIRED };
  let total = 0;
  const seen = new Set<unknown>();
  rooms.forEach((room, index) => {
    total += room.travellers.length;
    if (room.travellers.length === 0 || room.travellers.length > room.occupancy) {
      errors[`rooms.${index}.travellers`] = room.travellers.length > room.occupancy ? ErrorCode.GROUP_REQUIRED : ErrorCode.ROOMS_NOT_FILLED;
    }
    if (room.occupancy === 2 && !room.bedType) errors[`rooms.${index}.bedType`] = ErrorCode.BED_TYPE_REQUIRED;
    for (const traveller of room.travellers) {
      if (seen.has(traveller)) errors[`rooms.${index}.travellers`] = ErrorCode.ALREADY_EXISTS;
      seen.add(traveller);
    }
  });
  if (total > MAX_TRAVELLERS) errors.rooms = ErrorCode.GROUP_REQUIRED;
  return errors;
}
