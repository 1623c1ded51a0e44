import type { Knex } from 'knex';
import type { HotelDetail, Offer } from '../../entities/offer.ts';
import { TRAINING_MARKER } from '../../entities/training.ts';
import { prepared } from '../db/prepared.ts';
import { OfferNotAvailable, type BookedOffer, type BookingOrder, type Buyer, type OfferProvider, type OfferQuery } from '../offers/provider.ts';

/**
 * Keeps the training company's bookings in the training data: a provider whose bookings reach the outside world (the
 * hotels' allotments, which take real rooms and mail the hotel) neither offers to nor books for the demo company.
 */
export class TrainingIsolated implements OfferProvider {
  readonly name: string;

  constructor(private readonly knex: Knex, private readonly inner: OfferProvider) {
    this.name = inner.name;
  }

  private async isTraining(where: { companyId: number } | { ref: string }, db: Knex = this.knex): Promise<boolean> {
    const query = db('company as c').whereRaw('position(? in c.name) > 0', [TRAINING_MARKER]);
    const found = 'companyId' in where
      ? await prepared(query.where('c.id', where.companyId).first('c.id'))
      : await prepared(query.join('booking as b', 'b.company_id', 'c.id').where('b.ref', where.ref).first('c.id'));
    return Boolean(found);
  }

  owns(key: string): boolean {
    return this.inner.owns(key);
  }

  async search(query: OfferQuery): Promise<Offer[]> {
    const training = query.training ?? (query.companyId !== null && (await this.isTraining({ companyId: query.companyId })));
    if (training) return [];
    return this.inner.search(query);
  }

  async quote(offerKey: string, buyer?: Buyer): Promise<Offer | null> {
    if (buyer?.companyId && (buyer.training ?? (await this.isTraining({ companyId: buyer.companyId })))) return null;
    return this.inner.quote(offerKey, buyer);
  }

  detail(hotelKey: string): Promise<HotelDetail | null> {
    return this.inner.detail(hotelKey);
  }

  booksWithin(offerKey: string): boolean {
    return this.inner.booksWithin?.(offerKey) ?? false;
  }

  async book(offerKey: string, booking: BookingOrder, within?: Knex.Transaction): Promise<BookedOffer> {
    if (booking.training ?? (await this.isTraining({ ref: booking.ref }, within))) throw new OfferNotAvailable(offerKey);
    return this.inner.book(offerKey, booking, within);
  }

  cancel(offerKey: string, reference: string): Promise<void> {
    return this.inner.cancel(offerKey, reference);
  }
}
