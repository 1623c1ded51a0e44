import type { Knex } from 'knex';
import type { BookingActor } from '../../entities/bookingFlow.ts';
import { type BookingStatus, STATUS, statusHas } from '../../entities/bookingStatus.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { ApiError } from '../errors.ts';
import { OfferNotAvailable, type OfferProvider } from '../offers/provider.ts';
import type { BookingNotifier } from './service/notifications.ts';
import { moveBooking, type Moved } from './service/status.ts';
import { newLinkToken } from './service/tokens.ts';

/** The company settings that decide an online booking's path through validation and purchase order. */
export interface ValidationSettings {
  require_manager_pre_validation: boolean;
  require_manager_post_validation: boolean;
  require_manager_post_validation_travel_policy_dont_suit: boolean;
  multi_manager_enabled: boolean;
  order_number_required: boolean;
}

export type ValidationPhase = 'pre' | 'post';

/**
 * Whether the managers decide before the booking is made (pre), after (post), or not at all. A travel policy in mode 20
 * that the offer does not meet asks for an authorisation first; a company may ask for a validation afterwards always,
 * or only when the policy is not met. `policyOk` null means no policy applies.
 */
export function validationPhase(company: ValidationSettings, policy: { mode: number | null; ok: boolean | null }): ValidationPhase | null {
  const notMet = policy.ok === false;
  if (company.require_manager_pre_validation || (policy.mode === 20 && notMet)) return 'pre';
  if (postValidationNeeded(company, policy.ok)) return 'post';
  return null;
}

export function postValidationNeeded(company: ValidationSettings, policyOk: boolean | null): boolean {
  return company.require_manager_post_validation || (company.require_manager_post_validation_travel_policy_dont_suit && policyOk === false);
}

const LINK_LIFETIME_DAYS = 30;

/**
 * Asks managers to decide: one row each, with a private link that works without a session until the stay ends (at
 * most thirty days). Written before the move whose mails carry the links.
 */
export async function askManagers(trx: Knex.Transaction, bookingId: number, managerIds: readonly number[], phase: ValidationPhase, departure: string | Date) {
  if (managerIds.length === 0) return;
  const end = new Date(`${(departure instanceof Date ? departure.toISOString() : departure).slice(0, 10)}T00:00:00Z`);
  const latest = new Date(Date.now() + LINK_LIFETIME_DAYS * 86_400_000);
  const expires = end < latest ? end : latest;
  await trx('booking_manager')
    .insert(managerIds.map((userId) => ({ booking_id: bookingId, user_id: userId, phase, token: newLinkToken(), expires_at: expires })))
    .onConflict(['booking_id', 'user_id', 'phase'])
    .ignore();
}

/**
 * Books the offer at its provider; a vanished offer answers 409 not_available and the caller's transaction rolls back.
 * `within` is the caller's transaction, for a provider whose stock is in this database (OfferProvider.booksWithin).
 */
export async function bookAtProvider(offers: OfferProvider, booking: { offer_key: string; ref: string; travellers: string | null }, within?: Knex.Transaction) {
  try {
    return await offers.book(booking.offer_key, { ref: booking.ref, travellers: (booking.travellers ?? '').split(', ').filter(Boolean) }, within);
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
  }: {
    booking: { id: number; order_number: string | null; departure_date: string | Date };
    company: ValidationSettings;
    policyOk: boolean | null;
    postManagers: readonly number[] | null;
    actor: BookingActor;
    userId: number | null;
    patch: Record<string, unknown>;
  },
): Promise<Moved> {
  if (postManagers && postManagers.length > 0 && postValidationNeeded(company, policyOk)) {
    await askManagers(trx, booking.id, postManagers, 'post', booking.departure_date);
    return moveBooking(trx, notifier, { bookingId: booking.id, event: 'await_validation', actor, userId, patch: { ...patch, validation: 'post' } });
  }
  return confirmOrAwaitOrder(trx, notifier, { booking, company, actor, userId, patch });
}

/** Confirmed (60), or awaiting its purchase order (55) when the company requires one and the booking has none. */
export function confirmOrAwaitOrder(
  trx: Knex.Transaction,
  notifier: BookingNotifier,
  { booking, company, actor, userId, patch = {}, confirm = 'book' }: {
    booking: { id: number; order_number: string | null };
    company: ValidationSettings;
    actor: BookingActor;
    userId: number | null;
    patch?: Record<string, unknown>;
    /** The table's row that confirms: 'book' after the provider booked, 'validate' for a manager's validation. */
    confirm?: 'book' | 'validate';
  },
): Promise<Moved> {
  const orderNumber = 'order_number' in patch ? (patch.order_number as string | null) : booking.order_number;
  const event = company.order_number_required && !orderNumber ? 'await_order_number' : confirm;
  return moveBooking(trx, notifier, { bookingId: booking.id, event, actor, userId, patch });
}

/** What the screens need to say what happens next. */
export interface FinaliseResult {
  id: number;
  ref: string;
  status: BookingStatus;
  validation: ValidationPhase | null;
  requireOrderNumber: boolean;
}

export function finaliseResult(booking: { id: number; ref: string; status: BookingStatus; validation: string | null }): FinaliseResult {
  return {
    id: booking.id,
    ref: booking.ref,
    status: booking.status,
    validation: statusHas(booking.status, 'manager') ? (booking.validation as ValidationPhase) : null,
    requireOrderNumber: booking.status === STATUS.awaiting_purchase_order,
  };
}

export const statusConflict = () => new ApiError(409, ErrorCode.STATUS_FORBIDS, 'the booking status does not allow this operation');
