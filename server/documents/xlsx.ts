import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Knex } from 'knex';
import { agencyReading } from '../../entities/agencyTime.ts';
import { STATUS_LABELS_FR } from '../../entities/bookingLabels.ts';
import type { BookingListOrder, BookingTab } from '../../entities/bookingTabs.ts';
import type { Identity } from '../../entities/identity.ts';
import { type BookingFilters, bookingsQuery } from '../booking/queries/listing.ts';

const BATCH = 1000;
/** A spreadsheet past this many rows is no longer read by a person; the filters narrow it. */
export const EXPORT_MAX_ROWS = 100_000;

const COLUMNS = [
  { header: 'Référence', key: 'ref', width: 14 },
  { header: 'Type', key: 'type', width: 11 },
  { header: 'Statut', key: 'status', width: 28 },
  { header: 'Arrivée', key: 'arrival_date', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
  { header: 'Départ', key: 'departure_date', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
  { header: 'Hôtel', key: 'hotel_name', width: 32 },
  { header: 'Destination', key: 'destination', width: 20 },
  { header: 'Voyageurs', key: 'travellers', width: 36 },
  { header: 'Réservé par', key: 'booker', width: 22 },
  { header: 'Bon de commande', key: 'order_number', width: 18 },
  { header: 'Montant total', key: 'amount', width: 12, style: { numFmt: '#,##0.00 "€"' } },
  { header: 'Créée le', key: 'created_at', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
];

/** A row of the export query, as the pg driver reads it (dates as text, numerics as numbers). */
interface ExportRow {
  id: number;
  ref: string;
  is_online: boolean;
  status: number;
  arrival_date: string;
  departure_date: string;
  hotel_name: string | null;
  destination: string | null;
  travellers: string | null;
  order_number: string | null;
  amount: number | null;
  created_at: Date;
  booker: string;
  sort_key: string;
}

const utcDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/**
 * reservations.xlsx: every booking of a tab of the list (or all tabs) with the list's filters, written row by row with exceljs's streaming
 * writer while the rows are read by batches in the list's order (keyset on the sort column and the id), so neither
 * the server nor the database holds the whole export at once.
 */
export function bookingsWorkbook(
  knex: Knex,
  identity: Identity,
  tab: BookingTab | null,
  filters: BookingFilters,
  { order_by, order, batch = BATCH }: { order_by: BookingListOrder; order: 'asc' | 'desc'; batch?: number },
  log: { error(object: unknown, message: string): void },
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet('Réservations');
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };

  (async () => {
    let last: { value: unknown; id: number } | null = null;
    let written = 0;
    while (written < EXPORT_MAX_ROWS) {
      const query = bookingsQuery(knex, identity, tab, filters)
        .leftJoin('user as u', 'u.id', 'b.user_id')
        // A request the agency placed names its catalogue hotel by reference only.
        .leftJoin('hotel as h', 'h.id', 'b.hotel_id')
        .select(
          'b.id',
          'b.ref',
          'b.is_online',
          'b.status',
          'b.arrival_date',
          'b.departure_date',
          knex.raw('coalesce(b.hotel_name, h.name) as hotel_name'),
          'b.destination',
          'b.travellers',
          'b.order_number',
          'b.amount',
          'b.created_at',
          knex.raw("trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as booker"),
          // The sort value as the database writes it: a timestamp read into a JS Date would lose its microseconds.
          knex.raw('(??)::text as sort_key', [`b.${order_by}`]),
        )
        .orderBy([
          { column: `b.${order_by}`, order },
          { column: 'b.id', order },
        ])
        .limit(Math.min(batch, EXPORT_MAX_ROWS - written));
      if (last) query.whereRaw(`(??, b.id) ${order === 'asc' ? '>' : '<'} (?, ?)`, [`b.${order_by}`, last.value as string, last.id]);
      const rows: ExportRow[] = await query;
      for (const row of rows) {
        sheet
          .addRow({
            ref: row.ref,
            type: row.is_online ? 'En ligne' : 'Hors ligne',
            status: STATUS_LABELS_FR[row.status] ?? String(row.status),
            arrival_date: utcDate(row.arrival_date),
            departure_date: utcDate(row.departure_date),
            hotel_name: row.hotel_name ?? '',
            destination: row.destination ?? '',
            travellers: row.travellers ?? '',
            booker: row.booker,
            order_number: row.order_number ?? '',
            amount: row.amount ?? null,
            created_at: agencyReading(row.created_at),
          })
          .commit();
      }
      written += rows.length;
      if (rows.length < batch) break;
      const end = rows[rows.length - 1];
      last = { value: end.sort_key, id: end.id };
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => {
    log.error({ err: error }, 'bookings export failed');
    output.destroy(error as Error);
  });
  return output;
}
