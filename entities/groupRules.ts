import { MAX_TRAVELLERS, stayErrors, type RuleErrors } from './bookingRules.ts';
import { ErrorCode } from './errors.ts';
import { PHONE_PATTERN } from './kit.ts';

/**
 * Requests the agency handles by hand besides plain offline requests: a group (more than six travellers), a seminar
 * (a meeting room, with or without rooms), a plain request sent through a company's public link (offline), and the
 * public form of the training site (training). All are offline bookings (is_online false) with request_kind set.
 */
export const REQUEST_KINDS = ['group', 'seminar', 'offline', 'training'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** How the meeting room of a seminar is laid out. */
export const ROOM_LAYOUTS = ['theatre', 'classroom', 'u_shape', 'boardroom', 'cabaret'] as const;
export type RoomLayout = (typeof ROOM_LAYOUTS)[number];

/** Largest group the agency takes through the form (beyond, it is an event the agency quotes by phone). */
export const MAX_PARTICIPANTS = 500;

/** Who sends a request without an account: the contact the agency answers. */
export interface Requester {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  company?: string | null;
}

/** A group, seminar or public request as its form sends it. */
export interface GroupRequest {
  kind: RequestKind;
  from?: string | null;
  to?: string | null;
  destination?: string | null;
  single: number;
  double: number;
  participants?: number | null;
  budget?: number | null;
  /** Seminar: the meeting room. */
  meetingRoom?: { people?: number | null; layout?: RoomLayout | null; equipment?: string | null } | null;
  /** Seminar: meals for the participants. */
  catering?: { lunch?: boolean; dinner?: boolean; breaks?: boolean } | null;
  comments?: string | null;
  /** Required when the sender has no account (public links, training form). */
  requester?: Requester | null;
  customFields?: Record<string, string | number | boolean | null>;
  /** A signed-in booker's request, when the company has requests authorised first: the managers asked. */
  managers?: number[];
  /** A signed-in booker's purchase order, required when the company says so (its pattern, entities/patterns.ts). */
  orderNumber?: string | null;
}

const EMAIL = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;
const PHONE = new RegExp(PHONE_PATTERN);
const blank = (value: string | null | undefined) => !value || !value.trim();

/** The requester's contact: names and a valid address; a phone, when given, well formed. */
export function requesterErrors(requester: Requester | null | undefined): RuleErrors {
  const errors: RuleErrors = {};
  if (!requester) return { requester: ErrorCode.FIELD_REQUIRED };
  if (blank(requester.firstName)) errors['requester.firstName'] = ErrorCode.FIELD_REQUIRED;
  if (blank(requester.lastName)) errors['requester.lastName'] = ErrorCode.FIELD_REQUIRED;
  if (blank(requester.email)) errors['requester.email'] = ErrorCode.EMAIL_REQUIRED;
  else if (!EMAIL.test(requester.email.trim())) errors['requester.email'] = ErrorCode.BAD_ADDRESS;
  if (!blank(requester.phone) && !PHONE.test(requester.phone!.trim())) errors['requester.phone'] = ErrorCode.BAD_PHONE;
  return errors;
}

/**
 * The rules of a request, for the server and the form. A group or a seminar is not limited to six travellers; a plain
 * or training request is (the group form beyond). A seminar may have no rooms (participants who sleep elsewhere); it
 * needs its meeting room's size. `withRequester` when the sender has no account.
 */
export function groupRequestErrors(request: GroupRequest, { today, withRequester }: { today: string; withRequester: boolean }): RuleErrors {
  const errors: RuleErrors = {
    ...stayErrors({ from: request.from, to: request.to, single: request.single, double: request.double }, { online: false, today }),
  };
  const rooms = request.single + request.double;
  const big = request.kind === 'group' || request.kind === 'seminar';
  if (big && errors.rooms === ErrorCode.GROUP_REQUIRED) delete errors.rooms;
  if (request.kind === 'seminar') {
    if (errors.rooms === ErrorCode.ROOM_TYPE_REQUIRED) delete errors.rooms;
    const people = request.meetingRoom?.people;
    if (people == null) errors['meetingRoom.people'] = ErrorCode.FIELD_REQUIRED;
    else if (!Number.isInteger(people) || people < 1 || people > MAX_PARTICIPANTS) errors['meetingRoom.people'] = ErrorCode.NOT_A_NUMBER;
  }
  if (blank(request.destination)) errors.destination = ErrorCode.FIELD_REQUIRED;

  const participants = request.participants;
  if (participants == null) {
    if (big) errors.participants = ErrorCode.FIELD_REQUIRED;
  } else if (!Number.isInteger(participants) || participants < 1 || participants > MAX_PARTICIPANTS) {
    errors.participants = ErrorCode.NOT_A_NUMBER;
  } else if (!big && participants > MAX_TRAVELLERS) {
    errors.participants = ErrorCode.GROUP_REQUIRED;
  } else if (rooms > participants) {
    // Every room needs someone in it.
    errors.rooms ??= ErrorCode.ROOMS_NOT_FILLED;
  } else if (!big && rooms > 0 && participants > request.single + 2 * request.double) {
    // A plain request with more people than its rooms hold is a group (a group's participants may sleep elsewhere).
    errors.participants = ErrorCode.GROUP_REQUIRED;
  }
  if (request.budget != null && (!Number.isFinite(request.budget) || request.budget < 0)) errors.budget = ErrorCode.NOT_A_NUMBER;
  if (withRequester) Object.assign(errors, requesterErrors(request.requester));
  return errors;
}
