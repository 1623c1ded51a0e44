import type { Knex } from 'knex';
import { agencyToday } from '../../entities/bookingRules.ts';
import type { HotelDetail, Offer } from '../../entities/offer.ts';
import { prepared } from '../db/prepared.ts';
import { type BookedOffer, type OfferProvider, type OfferQuery, OfferNotAvailable } from './provider.ts';
import {
  bookingReference,
  type CatalogueHotel,
  catalogueHotelId,
  decodeKey,
  hotelDetail,
  KEY_PREFIX,
  OFFER_HOTEL_COLUMNS,
  SIMULATOR,
  simulatedOffer,
  simulatedOffers,
  soldOut,
  vanishes,
} from './simulation.ts';

/**
 * The default offer provider: a deterministic simulation over the hotel catalogue (simulation.ts). Prices follow the
 * category, the season, the weekday and the occupancy; some offers are not freely cancellable, some hotels do not say
 * what breakfast costs or have no disabled access; a few offers vanish between the search and the booking (their
 * quote answers null), as a real supplier's do.
 */
export class SimulatedOffers implements OfferProvider {
  readonly name = SIMULATOR;

  constructor(private readonly knex: Knex) {}

  owns(key: string): boolean {
    return key.startsWith(KEY_PREFIX);
  }

  async search(query: OfferQuery): Promise<Offer[]> {
    return simulatedOffers(await this.hotelsFor(query), query, { soldOut: false });
  }

  async quote(offerKey: string): Promise<Offer | null> {
    const key = decodeKey(offerKey);
    if (!key) return null;
    // A stay already begun, a sold-out room, or the few offers that vanish after the search.
    if (key.from < agencyToday()) return null;
    if (soldOut(key) || vanishes(key)) return null;
    const hotel: CatalogueHotel | undefined = await prepared(
      this.knex('hotel')
        .where({ id: key.hotelId })
        .first(...OFFER_HOTEL_COLUMNS),
    );
    return hotel ? simulatedOffer(hotel, key) : null;
  }

  async detail(hotelKey: string): Promise<HotelDetail | null> {
    const id = catalogueHotelId(hotelKey);
    if (id === null) return null;
    const row = await this.knex('hotel').where({ id }).first();
    return row ? hotelDetail(row) : null;
  }

  async book(offerKey: string, booking: { ref: string }): Promise<BookedOffer> {
    if (!(await this.quote(offerKey))) throw new OfferNotAvailable(offerKey);
    return { reference: bookingReference(booking.ref, offerKey) };
  }

  async cancel(): Promise<void> {}

  private async hotelsFor(query: OfferQuery): Promise<CatalogueHotel[]> {
    const select = this.knex('hotel')
      .orderBy('id')
      .select<CatalogueHotel[]>(...OFFER_HOTEL_COLUMNS);
    if (query.hotelKey) {
      const id = catalogueHotelId(query.hotelKey);
      return id === null ? [] : select.where({ id });
    }
    if (query.lat != null && query.lng != null) {
      const radius = query.radiusKm ?? 15;
      // A bounding box the (geo) index can use, then the exact distance.
      const dLat = radius / 111;
      const dLng = radius / (111 * Math.cos((query.lat * Math.PI) / 180));
      return select
        .whereBetween('geo_lat', [query.lat - dLat, query.lat + dLat])
        .whereBetween('geo_lng', [query.lng - dLng, query.lng + dLng])
        .whereRaw(
          '6371 * 2 * asin(sqrt(power(sin(radians(geo_lat - ?) / 2), 2) + cos(radians(?)) * cos(radians(geo_lat)) * power(sin(radians(geo_lng - ?) / 2), 2))) <= ?',
          [query.lat, query.lat, query.lng, radius],
        );
    }
    if (query.city) return prepared(select.whereRaw('lower(city) = lower(?)', [query.city.trim()]));
    return [];
  }
}
