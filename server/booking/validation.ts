import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { COMPANY_ROLES } from '../../entities/roles.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { identityOf } from '../auth/access.ts';
import { ApiError, invalid } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { OfferProviders } from '../offers/providers.ts';
import { idParams } from '../schemas.ts';
import { visibleBooking } from './queries/access.ts';
import { bookingNotifier } from './service/notifications.ts';
import { afterProviderBooking, bookAtProvider, confirmOrAwaitOrder, statusConflict, type ValidationPhase, type ValidationSettings } from './onlineFlow.ts';
import { moveBooking } from './service/status.ts';
import { STATUS } from '../../entities/bookingStatus.ts';

export const DECISIONS = ['allow', 'deny', 'validate'] as const;
export type Decision = (typeof DECISIONS)[number];

/** 205: the link is unknown, expired, or its question was already answered. */
const linkInvalid = () => new ApiError(404, ErrorCode.LINK_NOT_VALID, 'this link is not valid');
const notAManager = () => new ApiError(403, ErrorCode.MUST_BE_MANAGER, 'you must be a manager asked to decide on this booking');

/** The decisions each phase takes: an authorisation before booking, a validation after. */
const PHASE_OF: Record<Decision, readonly ValidationPhase[]> = { allow: ['pre'], deny: ['pre', 'post'], validate: ['post'] };
const STATUS_OF: Record<ValidationPhase, number> = { pre: STATUS.awaiting_authorisation, post: STATUS.awaiting_validation };

const COMPANY_SETTINGS = [
  'require_manager_pre_validation', 'require_manager_post_validation', 'require_manager_post_validation_travel_policy_dont_suit',
  'multi_manager_enabled', 'order_number_required',
] as const;

interface Asked {
  id: number;
  booking_id: number;
  user_id: number;
  phase: ValidationPhase;
  decision: string | null;
  expires_at: Date;
}

/**
 * A manager's decision, from the booking screens or from the link of the mail, in one transaction: the question is
 * locked and must still be open in the booking's current status; the others asked the same question are closed (the
 * first decision wins); then the booking moves. Allowing an online booking books it at the provider and continues as
 * a finalisation would (post-validation, purchase order, confirmed), allowing an offline request sends it to the
 * agency; denying a booked stay cancels it at the provider.
 */
async function decide(
  knex: Knex,
  request: FastifyRequest,
  { mailer, offers }: { mailer: Mailer; offers: OfferProviders },
  find: (db: Knex) => Promise<Asked | undefined>,
  decision: Decision,
  reason: string | null,
  onMissing: () => ApiError,
) {
  if (decision === 'deny' && !reason) throw invalid({ reason: ErrorCode.FIELD_REQUIRED }, 'a refusal needs a reason');
  const notifier = bookingNotifier(mailer);
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
    if (!open(first, current)) throw statusConflict();
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
      if (!open(asked, booking)) throw statusConflict();
      const company = await trx('company').where({ id: booking.company_id }).first(...COMPANY_SETTINGS) as ValidationSettings;

      await trx('booking_manager').where({ id: asked.id }).update({ decision, reason, decided_at: trx.fn.now() });
      await trx('booking_manager')
        .where({ booking_id: booking.id, phase: asked.phase })
        .whereNull('decision')
        .update({ decision: 'closed', decided_at: trx.fn.now() });

      const actor = 'manager' as const;
      let moved;
      if (!booking.is_online) {
        // An offline request goes on to the agency once allowed: nothing is booked at a provider here.
        moved = await moveBooking(trx, notifier, { bookingId: booking.id, event: decision === 'deny' ? 'deny' : 'allow', actor, userId: asked.user_id, comment: reason });
      } else if (decision === 'deny') {
        // A stay already booked is given back to the provider before the refusal is recorded.
        if (booking.status === STATUS.awaiting_validation && booking.booking_base_id) await offers.cancel(booking.offer_key, booking.booking_base_id);
        moved = await moveBooking(trx, notifier, { bookingId: booking.id, event: 'deny', actor, userId: asked.user_id, comment: reason });
      } else if (decision === 'validate') {
        moved = await confirmOrAwaitOrder(trx, notifier, { booking, company, actor, userId: asked.user_id, confirm: 'validate' });
      } else {
        const reference = bookedWithin ? (await bookAtProvider(offers, booking, trx)).reference : providerReference;
        // A company that validates afterwards too asks the same managers again once the stay is booked.
        const managers = await trx('booking_manager').where({ booking_id: booking.id, phase: 'pre' }).pluck('user_id');
        moved = await afterProviderBooking(trx, notifier, {
          booking,
          company,
          policyOk: booking.travel_policy_ok,
          postManagers: managers,
          actor,
          userId: asked.user_id,
          patch: { booking_base_id: reference },
        });
      }
      return { id: booking.id, ref: booking.ref, decision, status: moved.to };
    });
  } catch (error) {
    if (providerReference && offerKey) await offers.cancel(offerKey, providerReference).catch(() => undefined);
    throw error;
  }
}

/** The decisions a phase's question takes. */
export const decisionsOf = (phase: ValidationPhase): Decision[] => DECISIONS.filter((decision) => PHASE_OF[decision].includes(phase));

/** The phase whose question a booking's status holds open (10: before booking, 45: after), or null. */
export const openPhaseOf = (status: number): ValidationPhase | null =>
  (Object.keys(STATUS_OF) as ValidationPhase[]).find((phase) => STATUS_OF[phase] === status) ?? null;

/**
 * The booking as a manager deciding on it reads it, by the mail's link or signed in (GET /booking/:id/validation):
 * one statement.
 */
export async function validationBooking(knex: Knex, bookingId: number) {
  const booking = await knex('booking as b')
    .join('company as c', 'c.id', 'b.company_id')
    .leftJoin('user as u', 'u.id', 'b.user_id')
    .where('b.id', bookingId)
    .first(
      'b.id', 'b.ref', 'b.status', 'b.hotel_name', 'b.hotel_address', 'b.room_label', 'b.destination', 'b.arrival_date', 'b.departure_date',
      'b.travellers', 'b.single_rooms', 'b.double_rooms', 'b.total_price', 'b.currency', 'b.free_cancellation', 'b.cancellation_deadline',
      'b.breakfast_included', 'b.booking_fees_global', 'b.booking_fees_per_room', 'b.travel_policy_ok', 'b.order_number', 'b.remarks',
      'c.name as company', 'u.first_name as booker_first_name', 'u.last_name as booker_last_name',
    );
  const rooms = booking.single_rooms + booking.double_rooms;
  const fees = Number(booking.booking_fees_global ?? 0) + Number(booking.booking_fees_per_room ?? 0) * rooms;
  return {
    ref: booking.ref as string,
    status: booking.status as number,
    company: booking.company as string,
    booker: `${booking.booker_first_name ?? ''} ${booking.booker_last_name ?? ''}`.trim(),
    hotelName: booking.hotel_name,
    hotelAddress: booking.hotel_address,
    roomLabel: booking.room_label,
    destination: booking.destination,
    from: String(booking.arrival_date instanceof Date ? booking.arrival_date.toISOString() : booking.arrival_date).slice(0, 10),
    to: String(booking.departure_date instanceof Date ? booking.departure_date.toISOString() : booking.departure_date).slice(0, 10),
    travellers: booking.travellers,
    rooms,
    totalPrice: booking.total_price === null ? null : Number(booking.total_price),
    fees,
    currency: booking.currency,
    breakfastIncluded: booking.breakfast_included,
    freeCancellation: booking.free_cancellation,
    cancellationDeadline: booking.cancellation_deadline,
    travelPolicyOk: booking.travel_policy_ok,
    orderNumber: booking.order_number,
    remarks: booking.remarks,
  };
}

const tokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 16, maxLength: 64 } } } as const;
const reasonSchema = { type: ['string', 'null'], maxLength: 2000 } as const;
const decisionResponse = {
  type: 'object',
  properties: { id: { type: 'integer' }, ref: { type: 'string' }, decision: { type: 'string' }, status: { type: 'integer' } },
} as const;

/** The open question behind a link, locked; unknown or expired links are 205 whatever their state. */
async function askedByToken(trx: Knex, token: string): Promise<Asked | undefined> {
  const asked = await trx('booking_manager').where({ token }).forUpdate().first();
  if (!asked || new Date(asked.expires_at) <= new Date()) return undefined;
  // An answered link is used up: 205 as well.
  if (asked.decision !== null) return undefined;
  return asked;
}

/**
 * Manager validation (specification, section 4): allow, deny (with a reason) or validate, signed in from the booking screens
 * or through the private link of the mail, which works without a session.
 */
export async function validationRoutes(app: FastifyInstance) {
  const { knex } = app;
  const deps = { mailer: app.mailer, offers: app.offers };

  for (const decision of DECISIONS) {
    app.post<{ Params: { id: number }; Body: { reason?: string | null } | null }>(`/backend/api/booking/:id/${decision}`, {
      config: { access: COMPANY_ROLES },
      schema: {
        tags: ['booking'],
        params: idParams,
        body: { type: ['object', 'null'], additionalProperties: false, properties: { reason: reasonSchema } },
        response: { 200: decisionResponse },
      },
    }, async (request) => {
      const identity = identityOf(request);
      const booking = await visibleBooking(knex, identity, request.params.id);
      if (!identity.roles.includes('ROLE_MANAGER')) throw notAManager();
      const asked = await knex('booking_manager').where({ booking_id: booking.id, user_id: identity.id }).first('id');
      if (!asked) throw notAManager();
      // The question of the booking's current phase; a question of another phase, or answered, is a status conflict.
      const find = async (trx: Knex) => {
        const phase = booking.status === STATUS.awaiting_validation ? 'post' : 'pre';
        const row = await trx('booking_manager').where({ booking_id: booking.id, user_id: identity.id, phase }).forUpdate().first();
        return row ?? (await trx('booking_manager').where({ booking_id: booking.id, user_id: identity.id }).orderBy('id', 'desc').first());
      };
      return decide(knex, request, deps, find, decision, request.body?.reason?.trim() || null, statusConflict);
    });
  }

  app.get<{ Params: { token: string } }>('/backend/public/api/booking/validation/:token', {
    config: { access: 'public' },
    schema: { tags: ['booking'], params: tokenParams },
  }, async (request) => {
    const asked = await knex('booking_manager').where({ token: request.params.token }).first();
    if (!asked || new Date(asked.expires_at) <= new Date() || asked.decision !== null) throw linkInvalid();
    const booking = await validationBooking(knex, asked.booking_id);
    const manager = await knex('user').where({ id: asked.user_id }).first('first_name', 'last_name');
    if (booking.status !== STATUS_OF[asked.phase as ValidationPhase]) throw linkInvalid();
    return {
      phase: asked.phase,
      decisions: decisionsOf(asked.phase),
      expiresAt: asked.expires_at,
      manager: { firstName: manager.first_name, lastName: manager.last_name },
      booking,
    };
  });

  app.post<{ Params: { token: string }; Body: { decision: Decision; reason?: string | null } }>('/backend/public/api/booking/validation/:token', {
    config: { access: 'public' },
    schema: {
      tags: ['booking'],
      params: tokenParams,
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['decision'],
        properties: { decision: { type: 'string', enum: [...DECISIONS] }, reason: reasonSchema },
      },
      response: { 200: decisionResponse },
    },
  }, async (request) =>
    decide(knex, request, deps, (trx) => askedByToken(trx, request.params.token), request.body.decision, request.body.reason?.trim() || null, linkInvalid),
  );
}
