/**
 * The two small syntaxes of company settings, shared by the server (which enforces them) and the forms (which check as
 * the user types):
 * - purchase-order pattern: `#` a digit, `?` a letter, `+` one or more of the previous character;
 * - custom-field mask: the same plus `*`, a digit or a letter.
 * Any other character stands for itself.
 */

const LETTER = '\\p{L}';
const DIGIT = '[0-9]';

// Only the syntax characters: with the `u` flag an escaped ordinary character (\-) is an error.
function escape(char: string): string {
  return char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function compile(source: string, symbols: Record<string, string>): RegExp {
  let body = '';
  for (const char of source) {
    if (char === '+' && body) body += '+';
    else body += symbols[char] ?? escape(char);
  }
  return new RegExp(`^${body}$`, 'u');
}

export function orderNumberPattern(pattern: string): RegExp {
  return compile(pattern, { '#': DIGIT, '?': LETTER });
}

export function maskPattern(mask: string): RegExp {
  return compile(mask, { '#': DIGIT, '?': LETTER, '*': `(?:${DIGIT}|${LETTER})` });
}

/** Does a purchase-order number match the company's pattern? No pattern accepts any non-blank value. */
export function matchesOrderNumber(value: string, pattern: string | null | undefined): boolean {
  if (!value.trim()) return false;
  return !pattern || orderNumberPattern(pattern).test(value);
}

/** Does a custom field's value match its mask? No mask accepts anything. */
export function matchesMask(value: string, mask: string | null | undefined): boolean {
  return !mask || maskPattern(mask).test(value);
}

/**
 * A value that fits a pattern or mask, shown to people instead of its syntax: `??-####` reads `AB-1234`, `PO-#+`
 * reads `PO-12`.
 */
export function patternExample(source: string): string {
  let letters = 0;
  let digits = 0;
  let previous = '';
  let example = '';
  const next = (symbol: string, char: string) => {
    if (symbol === '#') return String(++digits % 10);
    if (symbol === '?' || symbol === '*') return String.fromCharCode(65 + (letters++ % 26));
    return char;
  };
  for (const char of source) {
    if (char === '+' && previous) example += next(previous, example.slice(-1));
    else {
      example += next(char, char);
      previous = char;
    }
  }
  return example;
}
