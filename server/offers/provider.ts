import type { Knex } from 'knex';
import type { HotelDetail, Offer, Services } from '../../entities/offer.ts';

/**
 * Live offers come through this interface (docs/glossary.md, offer provider): the deterministic simulator over the
 * hotel catalogue by default, the contingent stock as a second provider, a real supplier as one more implementation.
 */
export interface OfferQuery {
  /** Where: a city name, or coordinates with a radius (a favourite place). */
  city?: string | null;
  lat?: number | null;
  lng?: number | null;
  radiusKm?: number | null;
  /** One hotel only (the offers page of a hotel). */
  hotelKey?: string | null;
  /** Arrival and departure, ISO dates. */
  from: string;
  to: string;
  single: number;
  double: number;
  services: Services;
  /** The company searching: a provider may hold company-specific stock. */
  companyId: number | null;
  /** The company is the training site's demo company (server/training/isolation.ts); unknown when left out. */
  training?: boolean;
}

export interface BookedOffer {
  /** The provider's reference of the booking (booking_base_id). */
  reference: string;
}

/** The platform booking an offer is booked for. */
export interface BookingOrder {
  ref: string;
  travellers: string[];
  /** The booking's row, which a provider of this database links its own booking to; null when there is none. */
  row: { id: number; companyId: number | null; fees: number | null } | null;
  /** Its company is the training site's demo company (server/training/isolation.ts); unknown when left out. */
  training?: boolean;
}

/** The offer is gone between search and booking (code not_available). */
export class OfferNotAvailable extends Error {}

/** Who would book an offer: the booker's company. */
export interface Buyer {
  companyId: number | null;
  /** The company is the training site's demo company (server/training/isolation.ts); unknown when left out. */
  training?: boolean;
}

export interface OfferProvider {
  readonly name: string;
  /** Whether an offer or hotel key is one of this provider's. */
  owns(key: string): boolean;
  search(query: OfferQuery): Promise<Offer[]>;
  /**
   * The offer as it stands now, or null when it is no longer available, or not to the buyer's company when one is
   * named (an allotment reserved for another company, a provider the training company may not book).
   */
  quote(offerKey: string, buyer?: Buyer): Promise<Offer | null>;
  detail(hotelKey: string): Promise<HotelDetail | null>;
  /**
   * Whether the offer's stock lives in this database (the allotments), so that book() takes `within`, the caller's
   * transaction: the rooms and the booking's status change then commit together or not at all, and a crash in
   * between leaves no room held for a booking that never moved. Such a provider records its reference on the booking
   * (booking_base_id) itself, before it takes the rooms. A remote supplier is booked before the transaction.
   */
  booksWithin?(offerKey: string): boolean;
  /** Books the offer; throws OfferNotAvailable when it is gone. */
  book(offerKey: string, booking: BookingOrder, within?: Knex.Transaction): Promise<BookedOffer>;
  cancel(offerKey: string, reference: string): Promise<void>;
}
