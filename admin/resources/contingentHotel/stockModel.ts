import { locale } from '../../../common/i18n/index.ts';
import { addDays, daysInRange } from '../../../entities/contingentRules.ts';
import { type StockAnswer, type StockColumns, type StockDay, stockDays } from '../../../entities/stockGrid.ts';

/** The stock grid's data: the answer of the stock route, its days grouped by allotment, and the grid's columns. */

/** The allotment of one room type for every customer, or the one reserved to a company. */
export interface Allotment {
  key: string;
  general: boolean;
  companyId: number | null;
  byDate: Map<string, StockDay>;
}

/** Days picked in one allotment's header: a first click starts the range, a second one completes it. */
export interface Selection {
  key: string;
  from: string;
  to: string;
  complete: boolean;
}

export type Metric = 'qte_init' | 'qte_resa' | 'qte_retro' | 'qte_dispo' | 'prix_achat' | 'prix_vente';
export const QUANTITIES: readonly Metric[] = ['qte_init', 'qte_resa', 'qte_retro', 'qte_dispo'];

/** The default window: the coming thirty days. */
export const DEFAULT_DAYS = 30;

const dayHeader = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });
export const headerOf = (date: string) => dayHeader.format(new Date(`${date}T00:00:00Z`));

export function datesOf(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, index) => addDays(from, index));
}

/** A room type's days grouped by allotment: the one for every customer, and one per company it is reserved to. */
export function allotmentsOf(columns: StockColumns): Allotment[] {
  const groups = new Map<string, Allotment>();
  for (const day of stockDays(columns)) {
    const key = day.general ? 'general' : `company-${day.companyId ?? 'reserved'}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, general: day.general, companyId: day.companyId ?? null, byDate: new Map() };
      groups.set(key, group);
    }
    group.byDate.set(day.date, day);
  }
  return [...groups.values()];
}

/** Some days of one allotment of a room type: what the change and release dialogs act on. */
export interface AllotmentRange {
  room: StockAnswer['roomTypes'][number];
  allotment: Allotment;
  from: string;
  to: string;
}
