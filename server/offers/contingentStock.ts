import type { Knex } from 'knex';
import { nightsBetween } from '../../entities/bookingRules.ts';
import { isCalendarDay } from '../../entities/contingentRules.ts';
import type { Offer, OfferHotel } from '../../entities/offer.ts';
import { offerHotelOf, type HotelRow } from './offerHotel.ts';

// The contingent hotels' allotments as offers: the offer keys, the query of what is left on sale over a stay, and what
// a room type's allotment offers.

/** The provider's name on its offers and on the bookings made of them. */
export const CONTINGENT = 'contingent';
/** How the allotments' hotel and offer keys start. */
export const KEY_PREFIX = 'ctg-';

export interface OfferKey {
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
  return `${KEY_PREFIX}${key.gammeId}.${key.companyId}.${key.from}.${key.to}.${key.occupancy}.${key.rooms}${key.stopover ? '.e' : ''}`;
}

export function decodeKey(value: string): OfferKey | null {
  const match = /^ctg-(\d{1,10})\.(\d{1,10})\.(\d{4}-\d{2}-\d{2})\.(\d{4}-\d{2}-\d{2})\.([12])\.(\d{1,2})(\.e)?$/.exec(value);
  if (!match) return null;
  const [, gammeId, companyId, from, to, occupancy, rooms, stopover] = match;
  const key = {
    gammeId: Number(gammeId),
    companyId: Number(companyId),
    from,
    to,
    occupancy: Number(occupancy) as 1 | 2,
    rooms: Number(rooms),
    stopover: Boolean(stopover),
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
export const ON_SALE = (alias: string) => `coalesce((SELECT bool_or(cc.enabled) FROM configcontingent cc
  WHERE cc.hotel_gamme_id = ${alias}.hotel_gamme_id AND cc.company_id IS NOT DISTINCT FROM ${alias}.company_id), true)`;

/** One room type's allotment over a stay, as the availability query answers it. */
export interface StockRow extends HotelRow {
  hotel_id: number;
  geo_lat: number | null;
  geo_lng: number | null;
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

export const HOTEL_COLUMNS = [
  'h.id as hotel_id',
  'h.name',
  'h.category',
  'h.address1',
  'h.address2',
  'h.post_code',
  'h.city',
  'h.geo_lat',
  'h.geo_lng',
  'h.phone_number',
  'h.email',
];

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

type HotelColumns = Pick<StockRow, 'hotel_id' | keyof HotelRow>;

export const hotelOf = (row: HotelColumns, key = `${KEY_PREFIX}${row.hotel_id}`): OfferHotel => offerHotelOf(key, row);

/**
 * The allotment of each room type over a stay: nights with enough rooms left for the searching company (its own rows
 * and the general ones), the sum of their sale prices and the first night's cancellation deadline. One query,
 * through the (hotel_gamme_id, contingent_date) index.
 */
export function stockQuery(knex: Knex, from: string, to: string, rooms: number, companyId: number | null) {
  return knex('contingent_hotel as h')
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
      ...HOTEL_COLUMNS,
      'cat.id as catalogue_id',
      'g.id as gamme_id',
      'g.description',
      'c.company_id',
      knex.raw('count(*) as nights'),
      knex.raw('sum(c.prix_vente) as total'),
      knex.raw('count(c.prix_vente_etape) as stopover_nights'),
      knex.raw('sum(c.prix_vente_etape) as stopover_total'),
      knex.raw('(array_agg(c.cancellation_deadline ORDER BY c.contingent_date))[1] as deadline'),
    );
}

/** What a room type's allotment offers for the stay of `key`, under the catalogue hotel's key when it has one. */
export function contingentOffer(row: StockRow, key: OfferKey, catalogue?: CatalogueKeys): Offer {
  const nights = nightsBetween(key.from, key.to);
  const total = Number(key.stopover ? row.stopover_total : row.total);
  const deadline = row.deadline instanceof Date ? row.deadline.toISOString() : new Date(row.deadline).toISOString();
  return {
    key: encodeKey(key),
    provider: CONTINGENT,
    hotel: hotelOf(row, catalogue && row.catalogue_id !== null ? catalogue.keyOf(row.catalogue_id) : undefined),
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
