import Polyglot from 'node-polyglot';
import type { FieldErrors } from '../../entities/errors.ts';
import { en } from './en/index.ts';
import { fr } from './fr/index.ts';

export type Locale = 'fr' | 'en';
export type Catalogue = typeof fr;

export const catalogues: Record<Locale, Catalogue> = { fr, en };

/** French when the browser's language is French, English for everything else. */
export function detectLocale(language = typeof navigator === 'undefined' ? 'en' : navigator.language): Locale {
  return language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export const locale: Locale = detectLocale();

const polyglot = new Polyglot({ locale, phrases: catalogues[locale] as unknown as Record<string, unknown> });

/** Translates a catalogue key, e.g. `t('app.login.title')` or `t('app.impersonation.as', { name })`. */
export function t(key: string, options?: Record<string, unknown>): string {
  return polyglot.t(key, options);
}

/** The message of an error code, falling back to the generic message. */
export function errorMessage(code: string | number | undefined): string {
  const key = `errors.${code}`;
  return polyglot.has(key) ? polyglot.t(key) : polyglot.t('errors.unknown');
}

/** Each input's code as the message shown under it. */
export function fieldMessages(fields: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, errorMessage(code)]));
}
