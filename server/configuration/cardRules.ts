import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';

export type CardScheme = 'visa' | 'mastercard' | 'amex';

/** The card of the agency, as entered and as kept (encrypted). */
export interface Card {
  number: string;
  holder: string;
  expiry: string;
  cvc: string;
}

export const HOLDER_MAX_LENGTH = 50;

/** Lengths each scheme issues; a French CB card is co-branded Visa or Mastercard and follows that scheme. */
const SCHEME_LENGTHS: Readonly<Record<CardScheme, readonly number[]>> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
};

/** The digits of a card number as typed: spaces are how people group them, anything else makes it invalid. */
export const digitsOf = (number: string) => number.replace(/\s+/g, '');

/** The Luhn checksum every payment card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The scheme from the issuer prefix: Visa 4, Mastercard 51-55 and 2221-2720, Amex 34 and 37. */
export function schemeOf(digits: string): CardScheme | null {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  return null;
}

/** `•••• •••• •••• 1234`: enough for the agency to recognise its card, nothing an attacker can use. */
export function maskNumber(digits: string): string {
  return `•••• •••• •••• ${digits.slice(-4)}`;
}

/** A card is usable through the last day of its expiry month. */
function expiryError(expiry: string, today: Date): ErrorCodeValue | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return ErrorCode.CARD_EXPIRY;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return year * 12 + month < current ? ErrorCode.CARD_EXPIRY : null;
}

function numberErrors(digits: string): { error: ErrorCodeValue | null; scheme: CardScheme | null } {
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { error: ErrorCode.CARD_NUMBER, scheme: null };
  const scheme = schemeOf(digits);
  if (!scheme) return { error: ErrorCode.CARD_SCHEME, scheme: null };
  if (!SCHEME_LENGTHS[scheme].includes(digits.length)) return { error: ErrorCode.CARD_NUMBER, scheme };
  return { error: null, scheme };
}

/** Letters (any alphabet), spaces, apostrophes, hyphens and dots: what is embossed on a card. */
const HOLDER_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/**
 * Checks a card as entered. Answers the errors by field (codes 300-304), or the card in the form it is kept:
 * number without spaces, holder trimmed.
 */
export function validateCard(
  input: Partial<Record<keyof Card, string>>,
  today = new Date(),
): { errors: Record<string, ErrorCodeValue> } | { card: Card; scheme: CardScheme } {
  const errors: Record<string, ErrorCodeValue> = {};
  const digits = digitsOf(input.number ?? '');
  const holder = (input.holder ?? '').trim().replace(/\s+/g, ' ');
  const expiry = (input.expiry ?? '').replace(/\s+/g, '');
  const cvc = (input.cvc ?? '').trim();

  const { error: numberError, scheme } = numberErrors(digits);
  if (numberError) errors.number = numberError;
  if (holder.length > HOLDER_MAX_LENGTH || !HOLDER_PATTERN.test(holder)) errors.holder = ErrorCode.CARD_BANK_FIELDS;
  const expiryCode = expiryError(expiry, today);
  if (expiryCode) errors.expiry = expiryCode;
  // Amex prints four digits on the front, the others three on the back; without a known scheme either may be right.
  const cvcPattern = scheme === 'amex' ? /^\d{4}$/ : scheme ? /^\d{3}$/ : /^\d{3,4}$/;
  if (!cvcPattern.test(cvc)) errors.cvc = ErrorCode.CARD_SECURITY_CODE;
  // A field left empty is required, not wrong: the form says so rather than that the card is invalid.
  for (const [field, value] of [
    ['number', digits],
    ['holder', holder],
    ['expiry', expiry],
    ['cvc', cvc],
  ] as const) {
    if (!value && !(field === 'number' && (input.number ?? '').trim())) errors[field] = ErrorCode.FIELD_REQUIRED;
  }

  if (Object.keys(errors).length > 0 || !scheme) return { errors };
  return { card: { number: digits, holder, expiry, cvc }, scheme };
}
