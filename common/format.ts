import { AGENCY_TIME_ZONE } from '../entities/agencyTime.ts';
import { locale, type Locale } from './i18n/index.ts';

/** The Intl locale of an interface language: French writes `1 234,56 €` and `22/11/2026`, English `€1,234.56`. */
export const intlLocaleOf = (language: Locale) => (language === 'fr' ? 'fr-FR' : 'en-GB');
export const intlLocale = intlLocaleOf(locale);

/** Every amount of the platform is in euros, whatever the reader's language. */
export const CURRENCY = 'EUR';

/**
 * Amounts with two decimals in euros, written the reader's way: `1 234,56 €` in French, `€1,234.56` in English.
 * `options` adds to them (a compact total).
 */
export const moneyFormat = (language: Locale, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(intlLocaleOf(language), { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, ...options });

const currency = moneyFormat(locale);
const percent = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat(intlLocale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
/** Instants are shown in the agency's time zone, wherever the reader's browser is. */
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE };
const dateTimeFormat = new Intl.DateTimeFormat(intlLocale, DATE_TIME_OPTIONS);

// Intl puts narrow no-break spaces between French thousands; amounts show a plain-looking space, kept unbreakable.
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, '\u00a0');

/** An amount in euros for a reader of `language`. */
export function formatMoneyIn(language: Locale, amount: number): string {
  return spaces((language === locale ? currency : moneyFormat(language)).format(amount));
}

/**
 * An amount as a person types it, in either language: `98,50`, `98.50` or `1 234,5` (spaces and no-break spaces
 * between thousands). null when nothing is typed, NaN when it is not a number.
 */
export function readAmount(text: string): number | null {
  const typed = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (typed === '') return null;
  return /^-?\d+([.,]\d+)?$/.test(typed) ? Number(typed.replace(',', '.')) : NaN;
}

const amountInputFormat = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** An amount in an input, for the reader to change: two decimals with the reader's decimal mark, read back by readAmount. */
export const amountInput = (amount: number) => amountInputFormat.format(amount);

export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  return formatMoneyIn(locale, Number(amount));
}

/**
 * A number with at most one decimal for a reader of `language`: `1 234,5` in French, `1,234.5` in English. The
 * interface's language, not the browser's: a German browser reads the English interface, and its numbers too.
 */
export function formatNumberIn(language: Locale, value: number): string {
  return spaces(numberFormat(language).format(value));
}

// Making a format costs far more than using one, and a list of hotels writes a distance per card.
const numberFormats = new Map<Locale, Intl.NumberFormat>();
function numberFormat(language: Locale) {
  if (!numberFormats.has(language)) numberFormats.set(language, new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 1 }));
  return numberFormats.get(language)!;
}

export const formatNumber = (value: number) => formatNumberIn(locale, value);

/** `0.125` → `12,5 %` in French, `12.5%` in English. */
export function formatPercent(ratio: number): string {
  return spaces(percent.format(ratio));
}

/** An ISO date (YYYY-MM-DD) as the reader writes it. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/** An instant in the agency's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return dateTimeFormat.format(new Date(iso));
}
