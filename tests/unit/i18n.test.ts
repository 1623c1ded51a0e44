import { describe, expect, it } from 'vitest';
import { catalogues, detectLocale } from '../../common/i18n/index.ts';

/** Every key path of a catalogue, `a.b.c` for nested sections. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe('catalogues', () => {
  it('French and English have exactly the same keys', () => {
    const fr = keys(catalogues.fr).sort();
    const en = keys(catalogues.en).sort();
    expect(
      fr.filter((key) => !en.includes(key)),
      'missing in English',
    ).toEqual([]);
    expect(
      en.filter((key) => !fr.includes(key)),
      'missing in French',
    ).toEqual([]);
  });

  it('has no empty message', () => {
    for (const locale of ['fr', 'en'] as const) {
      const flat = keys(catalogues[locale]);
      for (const key of flat) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues[locale]);
        expect(String(value).trim(), `${locale}: ${key}`).not.toBe('');
      }
    }
  });
});

describe('the language of the interface', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-FR', 'fr'],
    ['fr-CA', 'fr'],
    ['FR-be', 'fr'],
    ['en-US', 'en'],
    ['en', 'en'],
    ['de-DE', 'en'],
    ['es', 'en'],
    ['', 'en'],
  ])('%s gives %s', (language, locale) => {
    expect(detectLocale(language)).toBe(locale);
  });
});
