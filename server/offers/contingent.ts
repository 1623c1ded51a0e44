import type { Knex } from 'knex';
import { agencyToday, nightsBetween } from '../../entities/bookingRules.ts';
import { STATUS } from '../../entities/bookingStatus.ts';
import type { HotelDetail, Offer } from '../../entities/offer.ts';
import { prepared } from '../db/prepared.ts';
import { templatesColumn, type TemplatesColumn, templatesOf } from '../mail/templates.ts';
import { BOOKED_TEMPLATE, type HotelMail, notifyHotel } from './contingentMail.ts';
import {
  type CatalogueKeys,
  CONTINGENT,
  contingentOffer,
  decodeKey,
  HOTEL_COLUMNS,
  hotelOf,
  KEY_PREFIX,
  ON_SALE,
  type StockRow,
  stockQuery,
} from './contingentStock.ts';
import { type BookedOffer, type BookingOrder, type Buyer, type OfferProvider, type OfferQuery, OfferNotAvailable } from './provider.ts';

/** A contingent booking as its taking statement answers it: its ids, and what the hotel's mail says. */
interface TakenBooking {
  id: number;
  ref: string;
  description: string;
  name: string;
  contingent_email: string | null;
  company: string | null;
  templates: TemplatesColumn;
}

/**
 * The second offer provider (docs/glossary.md, contingent): rooms the contingent hotels allot to the agency. A room
 * type is offered when every night of the stay has enough rooms left, from the searching company's reserved allotment
 * when it covers the stay, else from the general one. Booking takes the rooms of every night in one conditional UPDATE,
 * so concurrent bookings can never oversell; cancelling gives them back.
 */
export class ContingentOffers implements OfferProvider {
  readonly name = CONTINGENT;

  private readonly mail: HotelMail;
  private readonly catalogue?: CatalogueKeys;

  constructor(
    private readonly knex: Knex,
    { mailer, hotelSite, catalogue }: HotelMail & { catalogue?: CatalogueKeys } = {},
  ) {
    this.mail = { mailer, hotelSite };
    this.catalogue = catalogue;
  }

  owns(key: string): boolean {
    return key.startsWith(KEY_PREFIX);
  }

  async search(query: OfferQuery): Promise<Offer[]> {
    const occupancy: 1 | 2 = query.double > 0 ? 2 : 1;
    const rooms = occupancy === 2 ? query.double : query.single;
    const nights = nightsBetween(query.from, query.to);
    if (rooms < 1 || nights < 1) return [];
    const select = stockQuery(this.knex, query.from, query.to, rooms, query.companyId).where('h.enabled', true);
    if (query.hotelKey) {
      const match = /^ctg-(\d{1,10})$/.exec(query.hotelKey);
      const catalogueId = match ? null : (this.catalogue?.idOf(query.hotelKey) ?? null);
      if (match && Number(match[1]) <= 2147483647) select.where('h.id', Number(match[1]));
      else if (catalogueId !== null && catalogueId <= 2147483647) select.where('cat.id', catalogueId);
      else return [];
    } else if (query.lat != null && query.lng != null) {
      const radius = query.radiusKm ?? 15;
      const dLat = radius / 111;
      const dLng = radius / (111 * Math.cos((query.lat * Math.PI) / 180));
      select
        .whereBetween('h.geo_lat', [query.lat - dLat, query.lat + dLat])
        .whereBetween('h.geo_lng', [query.lng - dLng, query.lng + dLng])
        .whereRaw(
          '6371 * 2 * asin(sqrt(power(sin(radians(h.geo_lat - ?) / 2), 2) + cos(radians(?)) * cos(radians(h.geo_lat)) * power(sin(radians(h.geo_lng - ?) / 2), 2))) <= ?',
          [query.lat, query.lat, query.lng, radius],
        );
    } else if (query.city) {
      select.whereRaw('lower(h.city) = lower(?)', [query.city.trim()]);
    } else {
      return [];
    }
    const rows: StockRow[] = await prepared(select);
    // A company's reserved allotment comes before the general one when both cover the stay: one offer per room type.
    const best = new Map<number, StockRow>();
    for (const row of rows) {
      if (Number(row.nights) !== nights) continue;
      const current = best.get(row.gamme_id);
      if (!current || (current.company_id === null && row.company_id !== null)) best.set(row.gamme_id, row);
    }
    const offers: Offer[] = [];
    for (const row of best.values()) {
      const key = { gammeId: row.gamme_id, companyId: row.company_id ?? 0, from: query.from, to: query.to, occupancy, rooms, stopover: false };
      offers.push(contingentOffer(row, key, this.catalogue));
      if (Number(row.stopover_nights) === nights) offers.push(contingentOffer(row, { ...key, stopover: true }, this.catalogue));
    }
    return offers;
  }

  async quote(offerKey: string, buyer?: Buyer): Promise<Offer | null> {
    const key = decodeKey(offerKey);
    if (!key || key.from < agencyToday()) return null;
    // A company's reserved allotment is offered to that company only, whoever crafts the key (book() checks it again).
    if (buyer && key.companyId && key.companyId !== buyer.companyId) return null;
    const rows: StockRow[] = await prepared(
      stockQuery(this.knex, key.from, key.to, key.rooms, key.companyId || null)
        .where({ 'h.enabled': true, 'g.id': key.gammeId })
        .where((where) => (key.companyId ? where.where('c.company_id', key.companyId) : where.whereNull('c.company_id'))),
    );
    const row = rows[0];
    const nights = nightsBetween(key.from, key.to);
    if (!row || Number(row.nights) !== nights || (key.stopover && Number(row.stopover_nights) !== nights)) return null;
    return contingentOffer(row, key, this.catalogue);
  }

  async detail(hotelKey: string): Promise<HotelDetail | null> {
    const match = /^ctg-(\d{1,10})$/.exec(hotelKey);
    if (!match || Number(match[1]) > 2147483647) return null;
    const row = await this.knex('contingent_hotel as h')
      .where({ 'h.id': Number(match[1]), 'h.enabled': true })
      .first(...HOTEL_COLUMNS, 'h.website', 'h.opening_hours', 'h.comment');
    if (!row) return null;
    return {
      ...hotelOf(row),
      website: row.website,
      openingHours: row.opening_hours,
      description: row.comment,
      // The allotment says nothing of the hotel's services: only what nearly every hotel has is claimed.
      services: { parking: false, internet: true, catering: false, disabledAccess: false },
    };
  }

  /** The allotments are rows of this database: a booking takes its rooms in the booking's own transaction. */
  booksWithin(offerKey: string): boolean {
    return this.owns(offerKey);
  }

  /**
   * Takes the rooms of every night. Within the caller's transaction (`within`) the rooms are held only if that
   * transaction commits, and the hotel's mail goes once it has; otherwise in a short transaction of its own.
   */
  async book(offerKey: string, booking: BookingOrder, within?: Knex.Transaction): Promise<BookedOffer> {
    const key = decodeKey(offerKey);
    if (!key || key.from < agencyToday()) throw new OfferNotAvailable(offerKey);
    const nights = nightsBetween(key.from, key.to);
    const platformBooking = booking.row;
    // A company's reserved allotment is sold to that company only, whoever crafts the key.
    if (key.companyId && platformBooking?.companyId !== key.companyId) throw new OfferNotAvailable(offerKey);
    const companyId = platformBooking?.companyId ?? (key.companyId || null);
    const take = async (trx: Knex.Transaction) => {
      // One statement takes the rooms of every night and writes the contingent booking, with what the hotel's mail says
      // of its room type and company; within the booking's transaction it also names the contingent booking as the
      // booking's provider reference. The stock rows stay locked for this statement and the commit only, and they are
      // locked in date order, so two bookings of overlapping stays wait for each other instead of deadlocking; a
      // waiting UPDATE re-reads qte_dispo once the other one commits. Every night at once, or none: a night with too
      // few rooms left is not taken, nothing is written, and the transaction rolls back what was taken. A room type
      // that is gone writes nothing either.
      const linked = within && platformBooking;
      const {
        rows: [row],
      } = await prepared(
        trx.raw<{ rows: TakenBooking[] }>(
          `WITH taken AS (UPDATE contingent SET qte_resa = qte_resa + ?::int
                        WHERE id IN (SELECT id FROM contingent
                                     WHERE hotel_gamme_id = ? AND company_id IS NOT DISTINCT FROM ?::int AND contingent_date >= ?::date AND contingent_date < ?::date
                                     ORDER BY contingent_date FOR UPDATE)
                          AND qte_dispo >= ?::int AND ${ON_SALE('contingent')}
                        RETURNING id),
              g AS (SELECT g.id, g.description, h.id AS hotel_id, h.name, h.city, h.contingent_email
                    FROM hotelgamme g JOIN contingent_hotel h ON h.id = g.hotel_id
                    WHERE g.id = ? AND (SELECT count(*) FROM taken) = ?),
              created AS (INSERT INTO contingent_booking (ref, booking_id, hotel_id, hotel_gamme_id, company_id, status, is_online, is_etape,
                                                          arrival_date, departure_date, quantite, destination, travellers, fees)
                          SELECT 'CT' || nextval('contingent_booking_ref_seq'), ?::int, g.hotel_id, g.id, ?::int, ?::int, true, ?::boolean, ?::date, ?::date, ?::int,
                                 g.city, ?::text, ?::numeric FROM g
                          RETURNING id, ref)${
                            linked
                              ? `,
              linked AS (UPDATE booking SET booking_base_id = created.ref FROM created WHERE booking.id = ?::int)`
                              : ''
                          }
         SELECT created.id, created.ref, g.description, g.name, g.contingent_email, (SELECT name FROM company WHERE id = ?::int) AS company, ?
         FROM created, g`,
          [
            key.rooms,
            key.gammeId,
            key.companyId || null,
            key.from,
            key.to,
            key.rooms,
            key.gammeId,
            nights,
            platformBooking?.id ?? null,
            companyId,
            STATUS.confirmed,
            key.stopover,
            key.from,
            key.to,
            key.rooms,
            booking.travellers.join(', ').slice(0, 1000) || null,
            platformBooking?.fees ?? null,
            ...(linked ? [platformBooking.id] : []),
            companyId,
            templatesColumn(trx, [BOOKED_TEMPLATE]),
          ],
        ),
      );
      if (!row) throw new OfferNotAvailable(offerKey);
      return row;
    };
    // The hotel hears of a booking that exists: its mail is queued in the transaction that takes the rooms, so it goes
    // out once that commits, never after a rollback.
    const takeAndTell = async (trx: Knex.Transaction) => {
      const row = await take(trx);
      await notifyHotel(
        this.mail,
        trx,
        BOOKED_TEMPLATE,
        {
          ref: booking.ref,
          gamme: row,
          key,
          travellers: booking.travellers.join(', '),
          company: { id: companyId, name: row.company },
          bookingId: platformBooking?.id ?? null,
          contingentBookingId: row.id,
        },
        templatesOf(row.templates).get(BOOKED_TEMPLATE) ?? null,
      );
      return row;
    };
    const created = await (within ? takeAndTell(within) : this.knex.transaction(takeAndTell)).catch((error: unknown) => {
      // The 750 constraint is the last guard against overselling: whatever slipped past the condition is refused there.
      if ((error as { constraint?: string }).constraint === 'contingent__qte_init__c750') throw new OfferNotAvailable(offerKey);
      throw error;
    });
    return { reference: created.ref };
  }

  async cancel(offerKey: string, reference: string): Promise<void> {
    const key = decodeKey(offerKey);
    if (!key) return;
    const cancelled = await this.knex.transaction(async (trx) => {
      // Only the first cancellation gives the rooms back: the status change is the guard.
      const [row] = await trx('contingent_booking')
        .where({ ref: reference, hotel_gamme_id: key.gammeId })
        .whereNot({ status: STATUS.cancelled })
        .update({ status: STATUS.cancelled })
        .returning(['id', 'quantite', 'booking_id', 'company_id']);
      if (!row) return null;
      await trx.raw(
        `UPDATE contingent SET qte_resa = qte_resa - ?
         WHERE id IN (SELECT id FROM contingent
                      WHERE hotel_gamme_id = ? AND company_id IS NOT DISTINCT FROM ? AND contingent_date >= ? AND contingent_date < ?
                      ORDER BY contingent_date FOR UPDATE)
           AND qte_resa >= ?`,
        [row.quantite, key.gammeId, key.companyId || null, key.from, key.to, row.quantite],
      );
      return row as { id: number; quantite: number; booking_id: number | null; company_id: number | null };
    });
    if (!cancelled) return;
    // What the hotel's notice says, in one read: the room type, the platform booking's reference, the company's name.
    const gamme = await this.knex('hotelgamme as g')
      .join('contingent_hotel as h', 'h.id', 'g.hotel_id')
      .where('g.id', key.gammeId)
      .first(
        'g.id',
        'g.description',
        'h.id as hotel_id',
        'h.name',
        'h.city',
        'h.contingent_email',
        this.knex.raw('(SELECT ref FROM booking WHERE id = ?) AS platform_ref', [cancelled.booking_id]),
        this.knex.raw('(SELECT name FROM company WHERE id = ?) AS company', [cancelled.company_id]),
      );
    if (gamme) {
      // Linked to the booking in the mail log, as the booking mail is; but not awaited: a caller may cancel while it
      // holds the booking row locked (a manager's refusal), and the log's reference to that row waits for the lock,
      // which is released only once we have answered. The mail is queued as soon as the caller's transaction ends; the
      // cancellation stands whatever happens to it (the hotel also sees it in /contingentbookings).
      void notifyHotel(this.mail, this.knex, 'contingent.cancelled', {
        ref: gamme.platform_ref ?? reference,
        gamme,
        key: { ...key, rooms: cancelled.quantite },
        travellers: '',
        company: { id: cancelled.company_id, name: gamme.company },
        bookingId: cancelled.booking_id,
        contingentBookingId: cancelled.id,
      }).catch(() => undefined);
    }
  }
}
