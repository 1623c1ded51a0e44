import type { Knex } from 'knex';
import { agencyToday, nightsBetween } from '../../entities/bookingRules.ts';
import { isCalendarDay } from '../../entities/contingentRules.ts';
import type { HotelDetail, Offer, OfferHotel } from '../../entities/offer.ts';
import { prepared } from '../db/prepared.ts';
import type { Mailer } from '../mail/mailer.ts';
import { fillTemplate, mailDate, type MailTemplate } from '../mail/fill.ts';
import { loadTemplates, templatesColumn, type TemplatesColumn, templatesOf } from '../mail/templates.ts';
import { type BookedOffer, type BookingOrder, type Buyer, type OfferProvider, type OfferQuery, OfferNotAvailable } from './provider.ts';
import { STATUS } from '../../entities/bookingStatus.ts';

const PREFIX = 'ctg-';

interface OfferKey {
  gammeId: number;
  /** The company whose reserved allotment the offer sells; 0 for the general allotment. */
  companyId: number;
  from: string;
  to: string;
  occupancy: 1 | 2;
  rooms: number;
  /** The stopover rate (formule étape: the night with dinner and breakfast), at the days' prix_vente_etape. */
  stopover: boolean;
}

function encodeKey(key: OfferKey): string {
  return `${PREFIX}${key.gammeId}.${key.companyId}.${key.from}.${key.to}.${key.occupancy}.${key.rooms}${key.stopover ? '.e' : ''}`;
}

function decodeKey(value: string): OfferKey | null {
  const match = /^ctg-(\d{1,10})\.(\d{1,10})\.(\d{4}-\d{2}-\d{2})\.(\d{4}-\d{2}-\d{2})\.([12])\.(\d{1,2})(\.e)?$/.exec(value);
  if (!match) return null;
  const [, gammeId, companyId, from, to, occupancy, rooms, stopover] = match;
  const key = {
    gammeId: Number(gammeId), companyId: Number(companyId), from, to, occupancy: Number(occupancy) as 1 | 2, rooms: Number(rooms), stopover: Boolean(stopover),
  };
  if (!isCalendarDay(from) || !isCalendarDay(to) || from >= to || key.rooms < 1 || key.gammeId > 2147483647 || key.companyId > 2147483647) return null;
  return key;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A contingent day is on sale unless the config of its room type and company is disabled: a room type's allotment
 * generated from a config is withdrawn by switching the config off (an enabled config of the same allotment wins; a
 * day with no config at all, entered by hand, stays on sale).
 */
const ON_SALE = (alias: string) => `coalesce((SELECT bool_or(cc.enabled) FROM configcontingent cc
  WHERE cc.hotel_gamme_id = ${alias}.hotel_gamme_id AND cc.company_id IS NOT DISTINCT FROM ${alias}.company_id), true)`;

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

/** The hotel's mail of a booking on its allotment. */
const BOOKED_TEMPLATE = 'contingent.booking';

/** One room type's allotment over a stay, as the availability query answers it. */
interface StockRow {
  hotel_id: number;
  name: string;
  category: number | null;
  address1: string | null;
  address2: string | null;
  post_code: string | null;
  city: string | null;
  geo_lat: number | null;
  geo_lng: number | null;
  phone_number: string | null;
  email: string | null;
  /** The catalogue hotel of the same hotel (hotel.ref = hrs_ref), when there is one. */
  catalogue_id: number | null;
  gamme_id: number;
  description: string;
  company_id: number | null;
  nights: number;
  total: number;
  /** Nights with a stopover price, and their sum: the stopover rate is offered when every night has one. */
  stopover_nights: number;
  stopover_total: number | null;
  deadline: Date | string;
}

const HOTEL_COLUMNS = ['h.id as hotel_id', 'h.name', 'h.category', 'h.address1', 'h.address2', 'h.post_code', 'h.city', 'h.geo_lat', 'h.geo_lng', 'h.phone_number', 'h.email'];

/**
 * How the catalogue's provider keys a catalogue hotel. A contingent hotel that is also in the catalogue (its hrs_ref is
 * the catalogue hotel's ref) shows its offers under the catalogue hotel's key, so a search lists the hotel once with
 * both kinds of offers, and its offers page (hotelKey) has both too.
 */
export interface CatalogueKeys {
  keyOf(catalogueHotelId: number): string;
  /** The catalogue hotel id of a key, or null when the key is not a catalogue hotel's. */
  idOf(hotelKey: string): number | null;
}

type HotelColumns = Pick<StockRow, 'hotel_id' | 'name' | 'category' | 'address1' | 'address2' | 'post_code' | 'city' | 'geo_lat' | 'geo_lng' | 'phone_number' | 'email'>;

function hotelOf(row: HotelColumns, key = `${PREFIX}${row.hotel_id}`): OfferHotel {
  return {
    key,
    name: row.name,
    category: row.category,
    address: [row.address1, row.address2].filter(Boolean).join(', '),
    postCode: row.post_code,
    city: row.city,
    lat: row.geo_lat === null ? null : Number(row.geo_lat),
    lng: row.geo_lng === null ? null : Number(row.geo_lng),
    phone: row.phone_number,
    email: row.email,
  };
}

/** The hotel's contingent addresses, separated by commas or semicolons; a malformed one is skipped, not fatal. */
export function contingentAddresses(text: string | null | undefined): string[] {
  return (text ?? '').split(/[;,]/).map((address) => address.trim()).filter((address) => /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/.test(address));
}

/**
 * The second offer provider (docs/glossary.md, contingent): rooms the contingent hotels allot to the agency. A room
 * type is offered when every night of the stay has enough rooms left, from the searching company's reserved allotment
 * when it covers the stay, else from the general one. Booking takes the rooms of every night in one conditional UPDATE,
 * so concurrent bookings can never oversell; cancelling gives them back.
 */
export class ContingentOffers implements OfferProvider {
  readonly name = 'contingent';

  private readonly mailer?: Mailer;
  /** Origin of the contingents site, where the hotels' mails link to their bookings. */
  private readonly hotelSite?: string;
  private readonly catalogue?: CatalogueKeys;

  constructor(private readonly knex: Knex, { mailer, hotelSite, catalogue }: { mailer?: Mailer; hotelSite?: string; catalogue?: CatalogueKeys } = {}) {
    this.mailer = mailer;
    this.hotelSite = hotelSite;
    this.catalogue = catalogue;
  }

  owns(key: string): boolean {
    return key.startsWith(PREFIX);
  }

  async search(query: OfferQuery): Promise<Offer[]> {
    const occupancy: 1 | 2 = query.double > 0 ? 2 : 1;
    const rooms = occupancy === 2 ? query.double : query.single;
    const nights = nightsBetween(query.from, query.to);
    if (rooms < 1 || nights < 1) return [];
    const select = this.stock(query.from, query.to, rooms, query.companyId).where('h.enabled', true);
    if (query.hotelKey) {
      const match = /^ctg-(\d{1,10})$/.exec(query.hotelKey);
      const catalogueId = match ? null : this.catalogue?.idOf(query.hotelKey) ?? null;
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
        .whereRaw('6371 * 2 * asin(sqrt(power(sin(radians(h.geo_lat - ?) / 2), 2) + cos(radians(?)) * cos(radians(h.geo_lat)) * power(sin(radians(h.geo_lng - ?) / 2), 2))) <= ?', [query.lat, query.lat, query.lng, radius]);
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
      offers.push(this.offer(row, key));
      if (Number(row.stopover_nights) === nights) offers.push(this.offer(row, { ...key, stopover: true }));
    }
    return offers;
  }

  async quote(offerKey: string, buyer?: Buyer): Promise<Offer | null> {
    const key = decodeKey(offerKey);
    if (!key || key.from < agencyToday()) return null;
    // A company's reserved allotment is offered to that company only, whoever crafts the key (book() checks it again).
    if (buyer && key.companyId && key.companyId !== buyer.companyId) return null;
    const rows: StockRow[] = await prepared(this.stock(key.from, key.to, key.rooms, key.companyId || null)
      .where({ 'h.enabled': true, 'g.id': key.gammeId })
      .where((where) => (key.companyId ? where.where('c.company_id', key.companyId) : where.whereNull('c.company_id'))));
    const row = rows[0];
    const nights = nightsBetween(key.from, key.to);
    if (!row || Number(row.nights) !== nights || (key.stopover && Number(row.stopover_nights) !== nights)) return null;
    return this.offer(row, key);
  }

  async detail(hotelKey: string): Promise<HotelDetail | null> {
    const match = /^ctg-(\d{1,10})$/.exec(hotelKey);
    if (!match || Number(match[1]) > 2147483647) return null;
    const row = await this.knex('contingent_hotel as h').where({ 'h.id': Number(match[1]), 'h.enabled': true }).first(...HOTEL_COLUMNS, 'h.website', 'h.opening_hours', 'h.comment');
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
      const { rows: [row] } = await prepared(trx.raw<{ rows: TakenBooking[] }>(
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
                          RETURNING id, ref)${linked ? `,
              linked AS (UPDATE booking SET booking_base_id = created.ref FROM created WHERE booking.id = ?::int)` : ''}
         SELECT created.id, created.ref, g.description, g.name, g.contingent_email, (SELECT name FROM company WHERE id = ?::int) AS company, ?
         FROM created, g`,
        [
          key.rooms, key.gammeId, key.companyId || null, key.from, key.to, key.rooms,
          key.gammeId, nights,
          platformBooking?.id ?? null, companyId, STATUS.confirmed, key.stopover, key.from, key.to, key.rooms,
          booking.travellers.join(', ').slice(0, 1000) || null, platformBooking?.fees ?? null,
          ...(linked ? [platformBooking.id] : []), companyId, templatesColumn(trx, [BOOKED_TEMPLATE]),
        ],
      ));
      if (!row) throw new OfferNotAvailable(offerKey);
      return row;
    };
    // The hotel hears of a booking that exists: its mail is queued in the transaction that takes the rooms, so it goes
    // out once that commits, never after a rollback.
    const takeAndTell = async (trx: Knex.Transaction) => {
      const row = await take(trx);
      await this.notifyHotel(trx, BOOKED_TEMPLATE, {
        ref: booking.ref, gamme: row, key, travellers: booking.travellers.join(', '), company: { id: companyId, name: row.company }, bookingId: platformBooking?.id ?? null, contingentBookingId: row.id,
      }, templatesOf(row.templates).get(BOOKED_TEMPLATE) ?? null);
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
      const [row] = await trx('contingent_booking').where({ ref: reference, hotel_gamme_id: key.gammeId }).whereNot({ status: STATUS.cancelled })
        .update({ status: STATUS.cancelled }).returning(['id', 'quantite', 'booking_id', 'company_id']);
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
    const gamme = await this.knex('hotelgamme as g').join('contingent_hotel as h', 'h.id', 'g.hotel_id').where('g.id', key.gammeId)
      .first('g.id', 'g.description', 'h.id as hotel_id', 'h.name', 'h.city', 'h.contingent_email',
        this.knex.raw('(SELECT ref FROM booking WHERE id = ?) AS platform_ref', [cancelled.booking_id]),
        this.knex.raw('(SELECT name FROM company WHERE id = ?) AS company', [cancelled.company_id]));
    if (gamme) {
      // Linked to the booking in the mail log, as the booking mail is; but not awaited: a caller may cancel while it
      // holds the booking row locked (a manager's refusal), and the log's reference to that row waits for the lock,
      // which is released only once we have answered. The mail is queued as soon as the caller's transaction ends; the
      // cancellation stands whatever happens to it (the hotel also sees it in /contingentbookings).
      void this.notifyHotel(this.knex, 'contingent.cancelled', {
        ref: gamme.platform_ref ?? reference, gamme, key: { ...key, rooms: cancelled.quantite }, travellers: '', company: { id: cancelled.company_id, name: gamme.company }, bookingId: cancelled.booking_id, contingentBookingId: cancelled.id,
      }).catch(() => undefined);
    }
  }

  /**
   * The allotment of each room type over a stay: nights with enough rooms left for the searching company (its own rows
   * and the general ones), the sum of their sale prices and the first night's cancellation deadline. One query,
   * through the (hotel_gamme_id, contingent_date) index.
   */
  private stock(from: string, to: string, rooms: number, companyId: number | null) {
    return this.knex('contingent_hotel as h')
      .join('hotelgamme as g', function joinGammes() {
        this.on('g.hotel_id', 'h.id').andOnVal('g.enabled', true);
      })
      .join('contingent as c', 'c.hotel_gamme_id', 'g.id')
      .leftJoin('hotel as cat', 'cat.ref', 'h.hrs_ref')
      .where('c.contingent_date', '>=', from)
      .where('c.contingent_date', '<', to)
      .where('c.qte_dispo', '>=', rooms)
      .whereRaw(ON_SALE('c'))
      .where((where) => (companyId ? where.whereNull('c.company_id').orWhere('c.company_id', companyId) : where.whereNull('c.company_id')))
      .groupBy('h.id', 'cat.id', 'g.id', 'c.company_id')
      .orderBy([{ column: 'h.id' }, { column: 'g.id' }])
      .select(
        ...HOTEL_COLUMNS, 'cat.id as catalogue_id', 'g.id as gamme_id', 'g.description', 'c.company_id',
        this.knex.raw('count(*) as nights'),
        this.knex.raw('sum(c.prix_vente) as total'),
        this.knex.raw('count(c.prix_vente_etape) as stopover_nights'),
        this.knex.raw('sum(c.prix_vente_etape) as stopover_total'),
        this.knex.raw('(array_agg(c.cancellation_deadline ORDER BY c.contingent_date))[1] as deadline'),
      );
  }

  private offer(row: StockRow, key: OfferKey): Offer {
    const nights = nightsBetween(key.from, key.to);
    const total = Number(key.stopover ? row.stopover_total : row.total);
    const deadline = row.deadline instanceof Date ? row.deadline.toISOString() : new Date(row.deadline).toISOString();
    return {
      key: encodeKey(key),
      provider: this.name,
      hotel: hotelOf(row, this.catalogue && row.catalogue_id !== null ? this.catalogue.keyOf(row.catalogue_id) : undefined),
      roomLabel: key.stopover ? `${row.description} – formule étape` : row.description,
      occupancy: key.occupancy,
      rooms: key.rooms,
      nights,
      pricePerNight: round2(total / nights),
      totalPrice: round2(total * key.rooms),
      currency: 'EUR',
      // The allotment prices a room; what breakfast costs is the hotel's to say, so it is unknown here.
      breakfastIncluded: false,
      breakfastPrice: null,
      // Free until the first night's deadline (cancel_day days before it, at cancel_hour in Paris).
      freeCancellation: true,
      cancellationDeadline: deadline,
      disabledAccess: false,
      parking: false,
      internet: true,
      catering: false,
      paymentMode: 'transfer',
    };
  }

  /** Queues the mail to the hotel's contingent addresses, in `db`'s transaction when it is one. */
  private async notifyHotel(
    db: Knex,
    template: string,
    { ref, gamme, key, travellers, company, bookingId, contingentBookingId }: {
      ref: string;
      gamme: { description: string; name: string; contingent_email: string | null };
      key: OfferKey;
      travellers: string;
      /** The company the rooms are for, and its name as the mail gives it. */
      company: { id: number | null; name: string | null };
      bookingId: number | null;
      contingentBookingId: number;
    },
    /** The template when the caller read it already; read here otherwise. */
    known?: MailTemplate | null,
  ) {
    const to = contingentAddresses(gamme.contingent_email);
    if (!this.mailer || to.length === 0) return;
    const source = known === undefined ? (await loadTemplates(db, [template])).get(template) : known;
    if (!source) return;
    const mail = fillTemplate(source, {
      ref, company: company.name, hotel: gamme.name, roomType: gamme.description, quantity: key.rooms, arrival: mailDate(key.from), departure: mailDate(key.to), travellers,
      link: this.hotelSite ? `${this.hotelSite}/admin/contingentbookings/${contingentBookingId}/show` : null,
    });
    await this.mailer.send({ to, subject: mail.subject, html: mail.html, text: mail.text, template, companyId: company.id, bookingId }, db);
  }
}
