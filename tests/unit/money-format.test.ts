import { describe, expect, it } from 'vitest';
import { amountInput, formatMoneyIn, formatNumberIn, moneyFormat, readAmount } from '../../common/format.ts';

describe('amounts', () => {
  it('are read as a person types them, with a comma or a dot, and said unreadable otherwise', () => {
    expect(readAmount('98,50')).toBe(98.5);
    expect(readAmount(' 98.5 ')).toBe(98.5);
    expect(readAmount('1\u00a0234,5')).toBe(1234.5);
    expect(readAmount('1 234')).toBe(1234);
    expect(readAmount('')).toBeNull();
    expect(readAmount('deux cents')).toBeNaN();
    expect(readAmount('1,2,3')).toBeNaN();
    // What an input shows is read back as the same amount.
    expect(readAmount(amountInput(112.5))).toBe(112.5);
  });

  it('are euros written the French way for French readers', () => {
    expect(formatMoneyIn('fr', 1234.5)).toBe('1\u00a0234,50\u00a0€');
    expect(formatMoneyIn('fr', 279.36)).toBe('279,36\u00a0€');
  });

  // The amounts are euros in every language: an English reader sees the euro sign, English grouping and decimal point.
  it('are euros written the English way for English readers', () => {
    expect(formatMoneyIn('en', 279.36)).toBe('€279.36');
    expect(formatMoneyIn('en', 1234.5)).toBe('€1,234.50');
    expect(formatMoneyIn('en', 279.36)).not.toMatch(/\$|,36/);
  });

  it('stay euros in compact totals', () => {
    expect(moneyFormat('en', { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(12_500)).toBe('€12.5k');
    expect(moneyFormat('fr', { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(12_500)).toMatch(/^12,5\s?k\s€$/);
  });
});

describe('numbers (a distance, a file size)', () => {
  it('follow the interface language, not the browser', () => {
    expect(formatNumberIn('fr', 1234.56)).toBe('1\u00a0234,6');
    expect(formatNumberIn('en', 1234.56)).toBe('1,234.6');
    expect(formatNumberIn('en', 1.5)).toBe('1.5');
    expect(formatNumberIn('fr', 2)).toBe('2');
  });
});
