import { ErrorCode } from '../../entities/errors.ts';
import { invalid } from '../errors.ts';

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/**
 * The addresses of a recipient field: several separated by semicolons (contingent addresses also by commas). An
 * empty list or a malformed address is refused with code 140 on the field.
 */
export function parseAddresses(text: string | undefined | null, field: string, { commas = false } = {}): string[] {
  const addresses = (text ?? '')
    .split(commas ? /[;,]/ : /;/)
    .map((address) => address.trim())
    .filter(Boolean);
  if (!addresses.length || !addresses.every((address) => EMAIL.test(address))) {
    throw invalid({ [field]: ErrorCode.EMAIL_REQUIRED }, 'one or more valid addresses are needed');
  }
  return addresses;
}
