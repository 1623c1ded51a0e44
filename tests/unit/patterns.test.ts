import { describe, expect, it } from 'vitest';
import { matchesMask, matchesOrderNumber, patternExample } from '../../entities/patterns.ts';

describe('purchase-order patterns (# digit, ? letter, + repeat)', () => {
  it.each([
    ['PO-####', 'PO-1234', true],
    ['PO-####', 'PO-123', false],
    ['PO-####', 'PO-12345', false],
    ['PO-####', 'po-1234', false],
    ['OT######', 'OT123456', true],
    ['??-#+', 'AB-1', true],
    ['??-#+', 'AB-123456', true],
    ['??-#+', 'AB-', false],
    ['??-#+', 'A1-12', false],
    ['?+', 'Élodie', true],
    ['#.#', '1.2', true],
    ['#.#', '1x2', false],
  ])('%s accepts %s: %s', (pattern, value, expected) => {
    expect(matchesOrderNumber(value, pattern)).toBe(expected);
  });

  it('accepts any non-blank value without a pattern, never a blank one', () => {
    expect(matchesOrderNumber('anything 42', null)).toBe(true);
    expect(matchesOrderNumber('   ', null)).toBe(false);
    expect(matchesOrderNumber('', 'PO-####')).toBe(false);
  });
});

describe('custom-field masks (* digit or letter, # digit, ? letter, + repeat)', () => {
  it.each([
    ['***-###', 'A1b-123', true],
    ['***-###', 'A1b-12a', false],
    ['?#+', 'C2024', true],
    ['?#+', '2024', false],
    ['*+', 'Projet42', true],
    ['*+', 'Projet 42', false],
    ['(##) ##', '(12) 34', true],
  ])('%s accepts %s: %s', (mask, value, expected) => {
    expect(matchesMask(value, mask)).toBe(expected);
  });

  it('accepts anything without a mask', () => {
    expect(matchesMask('free text', '')).toBe(true);
  });
});

describe('patternExample', () => {
  it('shows a value that fits, not the syntax', () => {
    expect(patternExample('??-####')).toBe('AB-1234');
    expect(patternExample('PO-#+')).toBe('PO-12');
    expect(patternExample('***')).toBe('ABC');
    for (const source of ['??-####', 'PO-#+', 'CC-?+/##', '***-#']) {
      expect(matchesMask(patternExample(source), source), source).toBe(true);
      expect(patternExample(source)).not.toMatch(/[#?*+]/);
    }
    expect(matchesOrderNumber(patternExample('PO-#+'), 'PO-#+')).toBe(true);
  });
});
