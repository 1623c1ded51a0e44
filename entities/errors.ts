/**
 * The error codes of the specification. The server answers with these codes; the browsers translate them
 * (`errors.<code>` in the catalogues).
 */
export const ErrorCode = {
  FIELD_REQUIRED: 10,
  NOT_A_NUMBER: 11,
  DATES_REQUIRED: 20,
  END_BEFORE_START: 21,
  RESPONSE_DATE_AFTER_START: 22,
  END_NOT_AFTER_START: 23,
  ROOM_TYPE_REQUIRED: 30,
  BAD_PHONE: 40,
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
  LINK_NOT_VALID: 205,
  SURVEY_ANSWERED: 650,
  CARD_BANK_FIELDS: 300,
  CARD_EXPIRY: 301,
  CARD_NUMBER: 302,
  CARD_SECURITY_CODE: 303,
  CARD_SCHEME: 304,
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
  MANAGER_REQUIRED: 1009,
  /** A manager tried to disable their own account. */
  SELF_DISABLE: 'self_disable',
  /** A mail holding a secret link can be resent to its recipient only. */
  PERSONAL_LINK: 'personal_link',
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

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode] | number | string;

/** The body of every failed API call. `errors` maps an input to its code, as the forms show them. */
export interface ErrorEnvelope {
  code: ErrorCodeValue;
  message: string;
  errors?: Record<string, ErrorCodeValue>;
}
