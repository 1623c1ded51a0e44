import { nightsBetween } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';

// The nights of allotment of the demo's contingent hotels: made from the templates, taken by the bookings, and
// released back to the hotels by their rules.

/** Days of allotment generated from today. */
export const WINDOW = 60;

export interface ContingentRow {
  hotel_id: number;
  hotel_gamme_id: number;
  company_id: number | null;
  contingent_date: string;
  qte_init: number;
  qte_resa: number;
  qte_retro: number;
  prix_achat: number;
  prix_achat_etape: number | null;
  prix_vente: number;
  prix_vente_etape: number | null;
  taxe_sejour: number;
  cancel_day: number;
  cancel_hour: number;
}

/** An allotment template (configcontingent row) as the seed writes it. */
export interface AllotmentTemplate {
  hotel_id: number;
  hotel_gamme_id: number;
  company_id: number | null;
  qte_init: number;
  prix_achat: number;
  prix_vente: number;
  prix_achat_etape: number | null;
  prix_vente_etape: number | null;
  taxe_sejour: number;
  cancel_day: number;
  cancel_hour: number;
  enabled: boolean;
}

/**
 * Sixty days of allotment per enabled template, cheaper on Friday and Saturday nights. As many rooms every night:
 * the bookings take the same rooms whatever weekday the seeding falls on.
 */
export function allotmentRows(configs: AllotmentTemplate[], today: string): ContingentRow[] {
  const rows: ContingentRow[] = [];
  for (const config of configs.filter((config) => config.enabled)) {
    for (let day = 0; day < WINDOW; day++) {
      const date = addDays(today, day);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const weekend = weekday === 5 || weekday === 6;
      const factor = weekend ? 0.9 : 1;
      const round = (price: number | null) => (price == null ? null : Math.round(price * factor));
      rows.push({
        hotel_id: config.hotel_id,
        hotel_gamme_id: config.hotel_gamme_id,
        company_id: config.company_id,
        contingent_date: date,
        qte_init: Math.max(3, Math.min(10, config.qte_init)),
        qte_resa: 0,
        qte_retro: 0,
        prix_achat: round(config.prix_achat)!,
        prix_achat_etape: round(config.prix_achat_etape),
        prix_vente: round(config.prix_vente)!,
        prix_vente_etape: round(config.prix_vente_etape),
        taxe_sejour: config.taxe_sejour,
        cancel_day: config.cancel_day,
        cancel_hour: config.cancel_hour,
      });
    }
  }
  return rows;
}

/** What takes `quantity` rooms a night from the company's own allotment, else the general one; false when full. */
export function roomTaker(rows: ContingentRow[], today: string) {
  const rowOf = (gamme: number, date: string, company: number | null) =>
    rows.find((row) => row.hotel_gamme_id === gamme && row.contingent_date === date && row.company_id === company);
  return (gamme: number, company: number | null, arrival: string, departure: string, quantity: number): boolean => {
    const nights: ContingentRow[] = [];
    for (let date = arrival; date < departure; date = addDays(date, 1)) {
      const offset = nightsBetween(today, date);
      if (offset < 0 || offset >= WINDOW) continue;
      const own = company == null ? undefined : rowOf(gamme, date, company);
      const row = own && own.qte_init - own.qte_resa - own.qte_retro >= quantity ? own : rowOf(gamme, date, null);
      if (!row || row.qte_init - row.qte_resa - row.qte_retro < quantity) return false;
      nights.push(row);
    }
    for (const row of nights) row.qte_resa += quantity;
    return true;
  };
}

/**
 * The release rules applied to the unsold rooms of the coming days: each release is a retrocession row (`ruleIds`, the
 * rules' ids in their order), and the rooms released leave the night's stock.
 */
export function releasedRooms(
  rows: ContingentRow[],
  rules: { hotel_id: number; days: number; taux: number; enabled: boolean }[],
  ruleIds: { id: number }[],
  today: string,
  now: number,
): Record<string, unknown>[] {
  const retrocessions: Record<string, unknown>[] = [];
  for (const row of rows) {
    const offset = nightsBetween(today, row.contingent_date);
    const rule = rules
      .map((candidate, index) => ({ ...candidate, id: ruleIds[index].id }))
      .filter((candidate) => candidate.enabled && candidate.hotel_id === row.hotel_id && candidate.days >= offset)
      .sort((a, b) => a.days - b.days)[0];
    if (!rule) continue;
    const qte = Math.floor(((row.qte_init - row.qte_resa) * rule.taux) / 100);
    if (qte <= 0) continue;
    row.qte_retro = qte;
    const released = Date.parse(`${addDays(row.contingent_date, -rule.days)}T02:00:00Z`);
    retrocessions.push({
      hotel_id: row.hotel_id,
      hotelgamme_id: row.hotel_gamme_id,
      company_id: row.company_id,
      contingent_date: row.contingent_date,
      qte,
      taux: rule.taux,
      enabled: true,
      created_at: new Date(Math.min(released, now - 60_000)).toISOString(),
      // The rule's release of the day, as the release job writes it: the job does not release that day again.
      hotelretrocession_id: rule.id,
    });
  }
  return retrocessions;
}
