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

  constructor(
    private readonly knex: Knex,
    private readonly inner: OfferProvider,
  ) {
    this.name = inner.name;
  }

  private async isTraining(companyId: number | null, db: Knex = this.knex): Promise<boolean> {
    if (companyId === null) return false;
    return Boolean(await prepared(db('company').where('id', companyId).whereRaw('position(? in name) > 0', [TRAINING_MARKER]).first('id')));
  }

  owns(key: string): boolean {
    return this.inner.owns(key);
  }

  async search(query: OfferQuery): Promise<Offer[]> {
    const training = query.training ?? (await this.isTraining(query.companyId));
    if (training) return [];
    return this.inner.search(query);
  }

  async quote(offerKey: string, buyer?: Buyer): Promise<Offer | null> {
    if (buyer?.companyId && (buyer.training ?? (await this.isTraining(buyer.companyId)))) return null;
    return this.inner.quote(offerKey, buyer);
  }

  detail(hotelKey: string): Promise<HotelDetail | null> {
    return this.inner.detail(hotelKey);
  }

  booksWithin(offerKey: string): boolean {
    return this.inner.booksWithin?.(offerKey) ?? false;
  }

  async book(offerKey: string, booking: BookingOrder, within?: Knex.Transaction): Promise<BookedOffer> {
    if (booking.training ?? (await this.isTraining(booking.row?.companyId ?? null, within))) throw new OfferNotAvailable(offerKey);
    return this.inner.book(offerKey, booking, within);
  }

  cancel(offerKey: string, reference: string): Promise<void> {
    return this.inner.cancel(offerKey, reference);
  }
}
