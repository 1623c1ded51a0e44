import type { Knex } from 'knex';
import { STATUS } from '../../../entities/bookingStatus.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import type { Identity } from '../../../entities/identity.ts';
import { type Decision, PHASE_OF, STATUS_OF, type ValidationPhase } from '../../../entities/validationRules.ts';
import { ApiError, invalid } from '../../errors.ts';
import { visibleBooking } from '../queries/access.ts';
import type { BookingContext } from './context.ts';
import { afterProviderBooking, bookAtProvider, confirmOrAwaitOrder } from './nextStep.ts';
import { moveBooking, statusForbidden } from './status.ts';
import { linkInvalid, type ValidationSettings } from './validation.ts';

const notAManager = () => new ApiError(403, ErrorCode.MUST_BE_MANAGER, 'you must be a manager asked to decide on this booking');

const COMPANY_SETTINGS = [
  'require_manager_pre_validation',
  'require_manager_post_validation',
  'require_manager_post_validation_travel_policy_dont_suit',
  'multi_manager_enabled',
  'order_number_required',
] as const;

interface Asked {
  id: number;
  booking_id: number;
  user_id: number;
  phase: ValidationPhase;
  decision: string | null;
  expires_at: Date;
}

/** A signed-in manager's decision, from the booking screens: the question of the booking's current phase. */
export async function decideAsCaller(context: BookingContext, identity: Identity, id: number, decision: Decision, reason: string | null) {
  const { knex } = context;
  const booking = await visibleBooking(knex, identity, id);
  if (!identity.roles.includes('ROLE_MANAGER')) throw notAManager();
  const asked = await knex('booking_manager').where({ booking_id: booking.id, user_id: identity.id }).first('id');
  if (!asked) throw notAManager();
  // The question of the booking's current phase; a question of another phase, or answered, is a status conflict.
  const find = async (trx: Knex) => {
    const phase = booking.status === STATUS.awaiting_validation ? 'post' : 'pre';
    const row = await trx('booking_manager').where({ booking_id: booking.id, user_id: identity.id, phase }).forUpdate().first();
    return row ?? (await trx('booking_manager').where({ booking_id: booking.id, user_id: identity.id }).orderBy('id', 'desc').first());
  };
  return decide(context, find, decision, reason, statusForbidden);
}

/** A decision through the private link of the mail, which works without a session. */
export function decideByLink(context: BookingContext, token: string, decision: Decision, reason: string | null) {
  return decide(context, (trx) => askedByToken(trx, token), decision, reason, linkInvalid);
}

/** The open question behind a link, locked; unknown or expired links are 205 whatever their state. */
async function askedByToken(trx: Knex, token: string): Promise<Asked | undefined> {
  const asked = await trx('booking_manager').where({ token }).forUpdate().first();
  if (!asked || new Date(asked.expires_at) <= new Date()) return undefined;
  // An answered link is used up: 205 as well.
  if (asked.decision !== null) return undefined;
  return asked;
}

/**
 * A manager's decision in one transaction: the question is locked and must still be open in the booking's current
 * status; the others asked the same question are closed (the first decision wins); then the booking moves. Allowing
 * an online booking books it at the provider and continues as a finalisation would (post-validation, purchase order,
 * confirmed), allowing an offline request sends it to the agency; denying a booked stay cancels it at the provider.
 */
async function decide(
  { knex, notifier, offers }: BookingContext,
  find: (db: Knex) => Promise<Asked | undefined>,
  decision: Decision,
  reason: string | null,
  onMissing: () => ApiError,
) {
  if (decision === 'deny' && !reason) throw invalid({ reason: ErrorCode.FIELD_REQUIRED }, 'a refusal needs a reason');
  const open = (asked: Asked | undefined, booking: { status: number } | undefined) =>
    asked && booking && asked.decision === null && booking.status === STATUS_OF[asked.phase] && PHASE_OF[decision].includes(asked.phase);
  let providerReference: string | null = null;
  let offerKey: string | null = null;
  try {
    // Allowing an online booking books it at the provider, called before the transaction opens so that no
    // connection or row lock waits on a supplier; the question is checked again under lock below, and a stay booked
    // for a question closed meanwhile is cancelled there.
    const first = await find(knex);
    if (!first) throw onMissing();
    const current = await knex('booking').where({ id: first.booking_id }).first();
    if (!open(first, current)) throw statusForbidden();
    // An allotment of this database is booked inside the transaction, with the decision and the status change.
    const bookedWithin = decision === 'allow' && current.is_online && offers.booksWithin(current.offer_key);
    if (decision === 'allow' && current.is_online && !bookedWithin) {
      providerReference = (await bookAtProvider(offers, current)).reference;
      offerKey = current.offer_key;
    }
    return await knex.transaction(async (trx) => {
      const asked = await find(trx);
      if (!asked) throw onMissing();
      const booking = await trx('booking').where({ id: asked.booking_id }).forUpdate().first();
      if (!open(asked, booking)) throw statusForbidden();
      const company = (await trx('company')
        .where({ id: booking.company_id })
        .first(...COMPANY_SETTINGS)) as ValidationSettings;

      await trx('booking_manager').where({ id: asked.id }).update({ decision, reason, decided_at: trx.fn.now() });
      await trx('booking_manager')
        .where({ booking_id: booking.id, phase: asked.phase })
        .whereNull('decision')
        .update({ decision: 'closed', decided_at: trx.fn.now() });

      const actor = 'manager' as const;
      let moved;
      if (!booking.is_online) {
        // An offline request goes on to the agency once allowed: nothing is booked at a provider here.
        moved = await moveBooking(trx, notifier, {
          bookingId: booking.id,
          locked: booking,
          event: decision === 'deny' ? 'deny' : 'allow',
          actor,
          userId: asked.user_id,
          comment: reason,
        });
      } else if (decision === 'deny') {
        // A stay already booked is given back to the provider before the refusal is recorded.
        if (booking.status === STATUS.awaiting_validation && booking.booking_base_id) await offers.cancel(booking.offer_key, booking.booking_base_id);
        moved = await moveBooking(trx, notifier, { bookingId: booking.id, locked: booking, event: 'deny', actor, userId: asked.user_id, comment: reason });
      } else if (decision === 'validate') {
        moved = await confirmOrAwaitOrder(trx, notifier, { booking, company, actor, userId: asked.user_id, confirm: 'validate' });
      } else {
        // A company that validates afterwards too asks the same managers again once the stay is booked.
        const managers = await trx('booking_manager').where({ booking_id: booking.id, phase: 'pre' }).pluck('user_id');
        moved = await afterProviderBooking(trx, notifier, {
          booking,
          company,
          policyOk: booking.travel_policy_ok,
          postManagers: managers,
          actor,
          userId: asked.user_id,
          patch: bookedWithin ? {} : { booking_base_id: providerReference },
        });
        // Last, so that the allotment's rows stay locked from here to the commit only.
        if (bookedWithin) await bookAtProvider(offers, booking, { within: trx });
      }
      return { id: booking.id, ref: booking.ref, decision, status: moved.to };
    });
  } catch (error) {
    if (providerReference && offerKey) await offers.cancel(offerKey, providerReference).catch(() => undefined);
    throw error;
  }
}
