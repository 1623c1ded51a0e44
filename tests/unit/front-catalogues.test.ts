import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../common/i18n/index.ts';

/** Every key path of a catalogue section, e.g. `home.greeting`. */
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value)
    .flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    .sort();
}

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'i18n' ? [] : sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the front apps catalogues', () => {
  for (const section of ['front', 'search', 'booking', 'bookings', 'offline', 'contingents'] as const) {
    it(`have the same ${section} keys in French and English`, () => {
      expect(keys(catalogues.en[section])).toEqual(keys(catalogues.fr[section]));
    });
  }

  it('hold every key the front apps translate, in both languages', () => {
    const used = new Set<string>();
    for (const file of [...sources('front'), ...sources('contingents'), ...sources('common')]) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([a-z_]+(?:\.[a-z_]+)+)'/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(10);
    for (const key of used) {
      expect(typeof lookup(catalogues.fr, key), `fr ${key}`).toBe('string');
      expect(typeof lookup(catalogues.en, key), `en ${key}`).toBe('string');
    }
  });
});

describe('the front apps wording', () => {
  /** Every text of a catalogue whose key path ends with `name` and that quotes a price. */
  const textsNamed = (catalogue: unknown, name: string) =>
    keys(catalogue)
      .filter((key) => key.endsWith(`.${name}`))
      .map((key) => lookup(catalogue, key))
      .filter((text) => String(text).includes('%{price}'));

  it('prices breakfast the same way on every screen: per person and per night', () => {
    expect(textsNamed(catalogues.fr, 'breakfast_price').length).toBeGreaterThanOrEqual(3);
    for (const text of textsNamed(catalogues.fr, 'breakfast_price')) expect(text).toMatch(/par personne et par nuit/);
    for (const text of textsNamed(catalogues.en, 'breakfast_price')) expect(text).toMatch(/per person per night/);
  });
});
