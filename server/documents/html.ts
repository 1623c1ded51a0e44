import { AGENCY_TIME_ZONE } from '../../entities/agencyTime.ts';

/** Small helpers the document templates share. Documents are in French, as the mails are. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Data is text, never markup. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
const instant = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE });

export function formatMoney(amount: number | string | null | undefined, currency = 'EUR'): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const text = currency === 'EUR' ? money.format(Number(amount)) : new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(Number(amount));
  return text.replace(/[\u202f\u00a0]/g, '\u00a0');
}

/** `2026-03-04` → `04/03/2026`. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [year, month, day] = String(iso).slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  return instant.format(new Date(value)).replace(/[\u202f\u00a0]/g, ' ');
}

/** The page around a document's body: A4, sober, no external resource. */
export function documentPage(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 11pt; color: #1d2733; margin: 0; }
  h1 { font-size: 20pt; margin: 0 0 4pt; color: #0b4f8a; }
  h2 { font-size: 12pt; margin: 16pt 0 6pt; padding-bottom: 3pt; border-bottom: 1px solid #c9d3dd; color: #0b4f8a; }
  .muted { color: #5b6b7b; }
  .ref { font-size: 13pt; font-weight: bold; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 4pt 6pt; vertical-align: top; }
  table.grid th { background: #eef3f8; }
  table.grid td, table.grid th { border: 1px solid #d6dee6; }
  .kv th { width: 38%; font-weight: normal; color: #5b6b7b; }
  .total td { font-weight: bold; }
  .box { border: 1px solid #c9d3dd; border-radius: 6pt; padding: 8pt 10pt; margin-top: 8pt; }
  footer { margin-top: 24pt; font-size: 9pt; color: #5b6b7b; }
</style></head><body>${body}</body></html>`;
}
