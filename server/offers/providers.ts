import type { Knex } from 'knex';
import type { HotelDetail, Offer } from '../../entities/offer.ts';
import type { Mailer } from '../mail/mailer.ts';
import { ContingentOffers } from './contingent.ts';
import type { CatalogueKeys } from './contingentStock.ts';
import type { BookedOffer, BookingOrder, Buyer, OfferProvider, OfferQuery } from './provider.ts';
import { SimulatedOffers } from './simulator.ts';
import { TrainingIsolated } from '../training/isolation.ts';

/**
 * Every offer provider behind one: a search asks them all, anything about one offer or hotel goes to the provider
 * that owns its key.
 */
export class OfferProviders implements OfferProvider {
  readonly name = 'all';

  constructor(private readonly providers: readonly OfferProvider[]) {}

  owns(key: string): boolean {
    return this.providers.some((provider) => provider.owns(key));
  }

  async search(query: OfferQuery): Promise<Offer[]> {
    const results = await Promise.all(this.providers.map((provider) => provider.search(query)));
    return results.flat();
  }

  quote(offerKey: string, buyer?: Buyer): Promise<Offer | null> {
    return this.providerOf(offerKey)?.quote(offerKey, buyer) ?? Promise.resolve(null);
  }

  detail(hotelKey: string): Promise<HotelDetail | null> {
    return this.providerOf(hotelKey)?.detail(hotelKey) ?? Promise.resolve(null);
  }

  booksWithin(offerKey: string): boolean {
    return this.providerOf(offerKey)?.booksWithin?.(offerKey) ?? false;
  }

  async book(offerKey: string, booking: BookingOrder, within?: Knex.Transaction): Promise<BookedOffer> {
    const provider = this.providerOf(offerKey);
    if (!provider) throw new Error(`no provider owns ${offerKey}`);
    return provider.book(offerKey, booking, provider.booksWithin?.(offerKey) ? within : undefined);
  }

  async cancel(offerKey: string, reference: string): Promise<void> {
    await this.providerOf(offerKey)?.cancel(offerKey, reference);
  }

  private providerOf(key: string): OfferProvider | undefined {
    return this.providers.find((provider) => provider.owns(key));
  }
}

/** The simulator keys a catalogue hotel `sim-<hotel id>`. */
const SIMULATED_CATALOGUE: CatalogueKeys = {
  keyOf: (id) => `sim-${id}`,
  idOf: (key) => {
    const match = /^sim-(\d{1,10})$/.exec(key);
    return match ? Number(match[1]) : null;
  },
};

/**
 * The providers of a deployment: the simulator until a real supplier is configured, and the contingent stock. The
 * mailer lets the contingent provider tell a hotel about its bookings; without it no mail is sent. A contingent hotel
 * that is also a catalogue hotel offers its allotment under the catalogue hotel's key: the search groups offers by
 * hotel key, so that hotel is listed once, with the supplier's offers and its allotment side by side.
 */
export function offerProviders(knex: Knex, { mailer }: { mailer?: Mailer } = {}): OfferProviders {
  // The hotels' mails link to their contingents site, beside the default site the deployment names.
  const hotelSite = mailer?.siteUrl('contingents');
  // The allotments are real rooms: the training company never books them (server/training/isolation.ts).
  return new OfferProviders([
    new SimulatedOffers(knex),
    new TrainingIsolated(knex, new ContingentOffers(knex, { mailer, hotelSite, catalogue: SIMULATED_CATALOGUE })),
  ]);
}
