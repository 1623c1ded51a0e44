import { BED_TYPES, MAX_TRAVELLERS, stayErrors, type BedType, type RuleErrors } from './bookingRules.ts';
import { ErrorCode } from './errors.ts';
import { PHONE_PATTERN } from './kit.ts';
import type { Services } from './offer.ts';

/** What the agency is asked to favour when it looks for a hotel: the price, or the place. */
export const OFFLINE_PRIORITIES = ['budget', 'place'] as const;
export type OfflinePriority = (typeof OFFLINE_PRIORITIES)[number];

/** One traveller of a request: a company traveller (travellerId) or only a name, with the ways to reach them. */
export interface OfflineContact {
  travellerId?: number | null;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
}

/** An offline request as the form sends it (POST/PUT /api/booking/offline). */
export interface OfflineRequest {
  submit: boolean;
  from?: string | null;
  to?: string | null;
  destination?: string | null;
  favoriteLocationId?: number | null;
  priority?: OfflinePriority | null;
  budget?: number | null;
  responseDate?: string | null;
  single: number;
  double: number;
  /** One bed type per double room. */
  bedTypes?: (BedType | null)[];
  travellers: OfflineContact[];
  /** As in the search form. */
  services: Partial<Services>;
  comments?: string | null;
  customFields?: Record<string, string | number | boolean | null>;
  orderNumber?: string | null;
  managers?: number[];
}

/** Code 46: the stay's dates are needed before a response date can be checked against them. */
const DATES_FOR_RESPONSE = 46;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;
const PHONE = new RegExp(PHONE_PATTERN);

const blank = (value: string | null | undefined) => !value || !value.trim();

/**
 * The rules of an offline request, for the server (which enforces them) and the form (which shows them as the user
 * types). A draft only needs what a booking row cannot do without (its dates) and well-formed values; a submitted
 * request needs everything the agency works from. Unlike online bookings, single and double rooms may be mixed.
 */
export function offlineRequestErrors(request: OfflineRequest, { today }: { today: string }): RuleErrors {
  const errors: RuleErrors = {
    ...stayErrors({ from: request.from, to: request.to, single: request.single, double: request.double }, { online: false, today }),
  };
  const { submit } = request;
  // A draft may keep its rooms for later; a request without any is not one.
  if (!submit && errors.rooms === ErrorCode.ROOM_TYPE_REQUIRED) delete errors.rooms;

  if (request.responseDate) {
    if (!ISO_DATE.test(request.responseDate)) errors.responseDate = ErrorCode.BAD_FORMAT;
    // The desired answer is compared with the start: without the stay's dates there is nothing to compare with.
    else if (!request.from || !ISO_DATE.test(request.from) || !request.to) errors.responseDate = DATES_FOR_RESPONSE;
    else if (request.responseDate > request.from) errors.responseDate = ErrorCode.RESPONSE_DATE_AFTER_START;
  }

  if (submit && blank(request.destination) && !request.favoriteLocationId) errors.destination = ErrorCode.FIELD_REQUIRED;
  if (submit && !request.priority) errors.priority = ErrorCode.FIELD_REQUIRED;
  if (request.budget != null && (typeof request.budget !== 'number' || !Number.isFinite(request.budget) || request.budget < 0)) {
    errors.budget = ErrorCode.NOT_A_NUMBER;
  } else if (submit && request.priority === 'budget' && request.budget == null) {
    errors.budget = ErrorCode.FIELD_REQUIRED;
  }

  const bedTypes = request.bedTypes ?? [];
  for (let room = 0; room < request.double; room++) {
    const bed = bedTypes[room];
    if (bed ? !BED_TYPES.includes(bed) : submit) errors[`bedTypes.${room}`] ??= ErrorCode.BED_TYPE_REQUIRED;
  }
  if (Object.keys(errors).some((key) => key.startsWith('bedTypes.'))) errors.bedTypes = ErrorCode.BED_TYPE_REQUIRED;

  const travellers = request.travellers;
  travellers.forEach((traveller, index) => {
    if (blank(traveller.firstName)) errors[`travellers.${index}.firstName`] = ErrorCode.FIELD_REQUIRED;
    if (blank(traveller.lastName)) errors[`travellers.${index}.lastName`] = ErrorCode.FIELD_REQUIRED;
    if (!blank(traveller.email) && !EMAIL.test(traveller.email!.trim())) errors[`travellers.${index}.email`] = ErrorCode.EMAIL_REQUIRED;
    if (!blank(traveller.phone) && !PHONE.test(traveller.phone!.trim())) errors[`travellers.${index}.phone`] = ErrorCode.BAD_PHONE;
  });
  const capacity = request.single + 2 * request.double;
  if (travellers.length > MAX_TRAVELLERS || (travellers.length > 0 && capacity > 0 && travellers.length > capacity)) {
    errors.travellers = ErrorCode.GROUP_REQUIRED;
  } else if (submit && travellers.length === 0) {
    errors.travellers = ErrorCode.FIELD_REQUIRED;
  } else if (submit && travellers.length < request.single + request.double) {
    // Every room needs someone in it.
    errors.travellers = ErrorCode.ROOMS_NOT_FILLED;
  } else if (submit && !travellers.some((traveller) => !blank(traveller.phone))) {
    // The agency calls a traveller when the hotel needs an answer quickly.
    errors.travellers = ErrorCode.PHONE_REQUIRED;
  }
  return errors;
}
