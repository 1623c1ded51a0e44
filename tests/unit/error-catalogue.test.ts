import { describe, expect, it } from 'vitest';
import en from '../../common/i18n/en/errors.ts';
import fr from '../../common/i18n/fr/errors.ts';
import { ErrorCode, isErrorCode } from '../../entities/errors.ts';

const codes = Object.values(ErrorCode);

describe('the error catalogue', () => {
  it('gives each code one name', () => {
    const named = Object.entries(ErrorCode).map(([name, code]) => `${String(code)}=${name}`);
    expect(new Set(codes).size, `codes named twice: ${named.join(', ')}`).toBe(codes.length);
  });

  it('words each code in French and in English', () => {
    const missing = (messages: Record<string, string>) => codes.filter((code) => !messages[String(code)]?.trim());
    expect(missing(fr)).toEqual([]);
    expect(missing(en)).toEqual([]);
  });

  it('knows its own codes and nothing else', () => {
    expect(isErrorCode(ErrorCode.MUST_BE_MANAGER)).toBe(true);
    expect(isErrorCode('manager_required')).toBe(true);
    expect(isErrorCode(418)).toBe(false);
    expect(isErrorCode('1009')).toBe(false);
  });
});
