/**
 * The product's error codes. The server answers with these codes; the browsers translate them (`errors.<code>` in the
 * catalogues).
 */
export const ErrorCode = {
  // Form codes.
  FIELD_REQUIRED: 10,
  NOT_A_NUMBER: 11,
  DATES_REQUIRED: 20,
  END_BEFORE_START: 21,
  RESPONSE_DATE_AFTER_START: 22,
  END_NOT_AFTER_START: 23,
  ROOM_TYPE_REQUIRED: 30,
  BAD_PHONE: 40,
  STAY_DATES_REQUIRED: 46,
  PASSWORDS_DIFFER: 50,
  CURRENT_PASSWORD_WRONG: 55,
  PASSWORD_TOO_SHORT: 60,
  ROOMS_NOT_FILLED: 70,
  BAD_ADDRESS: 80,
  PHONE_REQUIRED: 90,
  BED_TYPE_REQUIRED: 100,
  ACCOUNT_EXISTS: 110,
  ALREADY_EXISTS: 115,
  BAD_DOMAIN: 120,
  EMAIL_REQUIRED: 140,
  STATUS_FORBIDS: 150,
  BAD_FILE_FORMAT: 160,
  FILE_TOO_LARGE: 170,
  TOO_LONG: 180,
  FILE_NOT_LOADED: 190,
  MESSAGE_NOT_SENT: 195,
  /** A favourite place without coordinates. */
  PLACE_WITHOUT_COORDINATES: 200,
  LINK_NOT_VALID: 205,
  /** A favourite hotel without its identifier. */
  HOTEL_WITHOUT_KEY: 210,
  CARD_BANK_FIELDS: 300,
  CARD_EXPIRY: 301,
  CARD_NUMBER: 302,
  CARD_SECURITY_CODE: 303,
  CARD_SCHEME: 304,
  IMPORT_NOT_POSSIBLE: 510,
  LINK_INVALID: 525,
  SURVEY_ANSWERED: 650,
  // The allotment stock.
  /** A retrocession rate that is not an integer from 0 to 100. */
  RATE: 655,
  /** A contingent address already used by another hotel. */
  EMAIL_TAKEN: 700,
  /** An initial quantity below the booked and retroceded ones. */
  INIT_BELOW_HELD: 750,
  /** A cancellation deadline after the contingent's day. */
  DEADLINE_AFTER_DATE: 755,
  BAD_FORMAT: 760,
  // Traveller import: the whole file (1000-1004, 1006) or one of its rows (1005, 1007, 1008).
  IMPORT_FAILED: 1000,
  IMPORT_FORMAT: 1001,
  IMPORT_HEADERS: 1002,
  IMPORT_COMPANY_MISSING: 1003,
  IMPORT_COMPANY_MISMATCH: 1004,
  IMPORT_TRAVELLER_EXISTS: 1005,
  IMPORT_NO_FILE: 1006,
  IMPORT_REQUIRED_MISSING: 1007,
  IMPORT_BAD_VALUES: 1008,
  /** "You must be a manager": the caller, or the person chosen to decide, is not one of the company's managers. */
  MUST_BE_MANAGER: 1009,
  NO_OFFER: 2500,
  // Why an offer may not be booked online (docs/glossary.md, offer exclusion).
  NO_DISABLED_ACCESS: 'no_disabled_access',
  NON_FREE_CANCELLATION: 'non_free_cancellation',
  UNKNOWN_BREAKFAST: 'unknown_breakfast',
  PRICE_ABOVE_MAX: 'price_above_max',
  TRAVEL_POLICY: 'travel_policy',
  DEADLINE_TOO_SHORT: 'deadline_too_short',
  UNKNOWN_REASON: 'unknown_reason',
  // Codes named by a word rather than a number.
  NOT_AVAILABLE: 'not_available',
  ROOM_TYPE_UNAVAILABLE: 'roomTypeError',
  /** Online booking is not enabled for the user. */
  ONLINE_DISABLED: 'online_disabled',
  /** More than six travellers or more than two per room: the group form. */
  GROUP_REQUIRED: 'group_required',
  /** Single and double rooms in one online booking: an offline request or two bookings. */
  MIXED_ROOMS: 'mixed_rooms',
  /** A traveller search of fewer than three letters. */
  SEARCH_TOO_SHORT: 'search_too_short',
  /** A survey mark outside its scale, 0 to 10. */
  SCORE_OUT_OF_RANGE: 'score_out_of_range',
  /** A booking that needs a manager's decision, sent without choosing one. */
  MANAGER_REQUIRED: 'manager_required',
  PDF_UNAVAILABLE: 'pdf_unavailable',
  /** A password link already used, replaced or past its time. */
  LINK_EXPIRED: 'link_expired',
  UNKNOWN_EMAIL: 'unknown_email',
  /** A new password that is common, found in breached-password lists, easy to guess, or made of the account's own words. */
  WEAK_PASSWORD: 'weak_password',
  /** An account of the training company signing in on another site than the training site. */
  TRAINING_SITE: 'training_site',
  /** A manager tried to disable their own account. */
  SELF_DISABLE: 'self_disable',
  /** A mail holding a secret link can be resent to its recipient only. */
  PERSONAL_LINK: 'personal_link',
  /** A failed mail no longer kept on the queue (two weeks on) cannot be tried again: it can be resent. */
  MAIL_NOT_KEPT: 'mail_not_kept',
  /**
   * A record bookings or messages refer to (their booker, agent, manager, author, favourite place, room type) is kept
   * for their history: it is disabled, never deleted.
   */
  IN_HISTORY: 'in_history',
  /** A reference to a record of another company where the record's own company is required (descriptor `within`). */
  OTHER_COMPANY: 'other_company',
  /** What the browser shows for a failure it cannot name. */
  UNKNOWN: 'unknown',
  // Transport-level failures carry their HTTP status as code.
  BAD_REQUEST: 400,
  AUTHENTICATION: 401,
  ACCESS_DENIED: 403,
  NOT_FOUND: 404,
  /** A route that changes data was called with GET (it takes POST). */
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  TOO_MANY_ATTEMPTS: 429,
  SERVER_ERROR: 500,
  UNAVAILABLE: 503,
} as const;

/** A code of the catalogue: a typo does not compile. */
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

const CODES: ReadonlySet<unknown> = new Set(Object.values(ErrorCode));

/** Whether a value read from elsewhere (an answer, a database constraint's name) is a code of the catalogue. */
export const isErrorCode = (value: unknown): value is ErrorCodeValue => CODES.has(value);

/** Each input a form sent wrong, with its code. */
export type FieldErrors = Record<string, ErrorCodeValue>;

/**
 * The body of every failed API call; a search without any offer names why offers were excluded (`errors.offers`),
 * and its `details` count them and name the next dates with offers (NoOfferDetails).
 */
export interface ErrorEnvelope {
  code: ErrorCodeValue;
  message: string;
  errors?: FieldErrors;
  /** What the screen showing the failure needs beyond the codes; its shape is the failure's own. */
  details?: Record<string, unknown>;
}

/**
 * A failed API call as both sides hold it: the HTTP status and the envelope's code, message, field errors and details.
 * The server throws it (server/errors.ts turns it into the envelope); the browser apps rebuild it from the envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue,
    message: string,
    readonly errors?: FieldErrors,
    /** What the failure says beyond its codes (ErrorEnvelope.details), for the screen that shows it. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
