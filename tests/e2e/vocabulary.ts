import { catalogues } from '../../common/i18n/index.ts';

// The words each language has of its own, as its catalogue and its calendar write them: a reader of the other meets none.

/** The words of a catalogue's messages, lower-cased, without their %{placeholders} and |||| plural separators. */
function catalogueWords(catalogue: unknown): string[] {
  const messages = (node: unknown): string[] => (node && typeof node === 'object' ? Object.values(node).flatMap(messages) : [String(node)]);
  return messages(catalogue).flatMap((message) => words(message.replace(/%\{[^}]*\}/g, ' ').replaceAll('||||', ' ')));
}

export const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** The French-only vocabulary (4 letters or more), and the other way round the English-only one (5 or more). */
function onlyIn(language: 'fr' | 'en', minimum: number): Set<string> {
  const other = new Set(catalogueWords(catalogues[language === 'fr' ? 'en' : 'fr']));
  return new Set(catalogueWords(catalogues[language]).filter((word) => word.length >= minimum && !other.has(word)));
}

/** French names of months and weekdays: a date written in French is French too. */
const frenchCalendar = (options: Intl.DateTimeFormatOptions, count: number, date: (index: number) => Date) =>
  Array.from({ length: count }, (_, index) =>
    new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' }).format(date(index)).toLowerCase().replace('.', ''),
  );

const FRENCH_DATES = [
  ...frenchCalendar({ month: 'long' }, 12, (index) => new Date(Date.UTC(2026, index, 15))),
  ...frenchCalendar({ weekday: 'long' }, 7, (index) => new Date(Date.UTC(2026, 10, 16 + index))),
].filter((name) => name.length >= 4);

export const FRENCH_ONLY = new Set([...onlyIn('fr', 4), ...FRENCH_DATES]);

export const ENGLISH_ONLY = onlyIn('en', 5);
