import { locale } from './i18n/index.ts';

/**
 * Amounts, dates and percents as the specification shows them: two decimals, a space between thousands, a comma
 * before the decimals, the symbol on the right (`1 234,56 €`); euros in French, dollars in English.
 */
const currency = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: locale === 'fr' ? 'EUR' : 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 });
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
/** Instants are shown in the agency's time zone, wherever the reader's browser is. */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' };
const dateTimeFormat = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', DATE_TIME_OPTIONS);

// Intl puts narrow no-break spaces between thousands; the specification wants a plain-looking space, kept unbreakable.
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, '\u00a0');

export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  return spaces(currency.format(Number(amount)));
}

/** `0.125` → `12,5 %`. */
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
