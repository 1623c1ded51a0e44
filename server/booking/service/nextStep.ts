// The step an online booking takes once its stay is booked at the provider, shared by the booker's finalisation and
// the managers' decisions: a validation by the managers, the purchase order, or confirmed.
import type { Knex } from 'knex';
import type { BookingActor } from '../../../entities/bookingFlow.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import { ApiError } from '../../errors.ts';
import { OfferNotAvailable, type OfferProvider } from '../../offers/provider.ts';
import type { BookingRow } from '../queries/row.ts';
import type { BookingNotifier } from './notifications.ts';
import { type LockedBooking, type Move, moveBooking, type Moved } from './status.ts';
import { askManagers, postValidationNeeded, type ValidationSettings } from './validation.ts';

/**
 * Books the offer at its provider; a vanished offer answers 409 not_available and the caller's transaction rolls back.
 * `within` is the caller's transaction, for a provider whose stock is in this database (OfferProvider.booksWithin).
 */
export async function bookAtProvider(
  offers: OfferProvider,
  booking: Pick<BookingRow, 'id' | 'offer_key' | 'ref' | 'travellers' | 'company_id' | 'booking_fees_global'>,
  { within, training }: { within?: Knex.Transaction; training?: boolean } = {},
) {
  try {
    return await offers.book(
      booking.offer_key!,
      {
        ref: booking.ref,
        travellers: (booking.travellers ?? '').split(', ').filter(Boolean),
        row: { id: booking.id, companyId: booking.company_id, fees: booking.booking_fees_global },
        training,
      },
      within,
    );
  } catch (error) {
    if (error instanceof OfferNotAvailable) throw new ApiError(409, ErrorCode.NOT_AVAILABLE, 'the offer is no longer available');
    throw error;
  }
}

/**
 * The step after the provider booked: a validation by the managers (post), else the purchase order when the company
 * requires one and none was given, else confirmed. Managers of a post-validation are asked here, before the mails.
 */
export async function afterProviderBooking(
  trx: Knex.Transaction,
  notifier: BookingNotifier,
  {
    booking,
    company,
    policyOk,
    postManagers,
    actor,
    userId,
    patch,
    alongside,
  }: {
    /** Locked by the caller in this transaction. */
    booking: LockedBooking & { order_number: string | null; departure_date: string | Date };
    company: ValidationSettings;
    policyOk: boolean | null;
    postManagers: readonly number[] | null;
    actor: BookingActor;
    userId: number | null;
    patch: Record<string, unknown>;
    alongside?: Move['alongside'];
  },
): Promise<Moved> {
  if (postManagers && postManagers.length > 0 && postValidationNeeded(company, policyOk)) {
    await askManagers(trx, booking.id, postManagers, 'post', booking.departure_date);
    return moveBooking(trx, notifier, {
      bookingId: booking.id,
      locked: booking,
      event: 'await_validation',
      actor,
      userId,
      patch: { ...patch, validation: 'post' },
      alongside,
    });
  }
  return confirmOrAwaitOrder(trx, notifier, { booking, company, actor, userId, patch, alongside });
}

/** Confirmed (60), or awaiting its purchase order (55) when the company requires one and the booking has none. */
export function confirmOrAwaitOrder(
  trx: Knex.Transaction,
  notifier: BookingNotifier,
  {
    booking,
    company,
    actor,
    userId,
    patch = {},
    confirm = 'book',
    alongside,
  }: {
    /** Locked by the caller in this transaction. */
    booking: LockedBooking & { order_number: string | null };
    company: ValidationSettings;
    actor: BookingActor;
    userId: number | null;
    patch?: Record<string, unknown>;
    /** The table's row that confirms: 'book' after the provider booked, 'validate' for a manager's validation. */
    confirm?: 'book' | 'validate';
    alongside?: Move['alongside'];
  },
): Promise<Moved> {
  const orderNumber = 'order_number' in patch ? (patch.order_number as string | null) : booking.order_number;
  const event = company.order_number_required && !orderNumber ? 'await_order_number' : confirm;
  return moveBooking(trx, notifier, { bookingId: booking.id, locked: booking, event, actor, userId, patch, alongside });
}
