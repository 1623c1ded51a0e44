// The booker's answers to the agency on an offline request (the page request/confirm, and the booking's public link):
// accepting or refusing its proposal, asking it to change a confirmed stay. The request itself is in offline.ts.
import type { BookingActor, BookingEvent } from '../../../entities/bookingFlow.ts';
import { nextStatus } from '../../../entities/bookingFlow.ts';
import type { BookingStatus } from '../../../entities/bookingStatus.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import type { Identity } from '../../../entities/identity.ts';
import { invalid, notFound } from '../../errors.ts';
import { actorsOf, bookingByLink, visibleBooking } from '../queries/access.ts';
import { linkDoesNotEdit } from './actions.ts';
import type { BookingContext } from './context.ts';
import { moveBooking, statusForbidden } from './status.ts';

/**
 * Moves an offline booking as the first of the caller's parts in it the transition table allows (a booker who is also
 * an asked manager answers as either); none allowed is code 150, no part at all a 404.
 */
async function moveAs(
  { knex: db, notifier }: BookingContext,
  identity: Identity,
  id: number,
  event: BookingEvent,
  parts: readonly BookingActor[],
  { comment = null, patch }: { comment?: string | null; patch?: Record<string, unknown> } = {},
) {
  const booking = await visibleBooking(db, identity, id);
  if (booking.is_online) throw statusForbidden();
  const actors = (await actorsOf(db, identity, booking)).filter((actor) => parts.includes(actor));
  if (actors.length === 0) throw notFound();
  const actor = actors.find((candidate) => nextStatus(booking.status as BookingStatus, event, candidate, false) !== null) ?? actors[0];
  const moved = await db.transaction((trx) => moveBooking(trx, notifier, { bookingId: id, event, actor, userId: identity.id, comment, patch }));
  return { id, ref: booking.ref as string, status: moved.to };
}

/** The booker, or an asked manager, accepts the agency's proposal. */
export const acceptProposal = (context: BookingContext, identity: Identity, id: number) =>
  moveAs(context, identity, id, 'accept_proposal', ['user', 'manager']);

/** The booker, or an asked manager, refuses the agency's proposal, saying why. */
export async function refuseProposal(context: BookingContext, identity: Identity, id: number, reason: string) {
  const comment = reason.trim();
  if (!comment) throw invalid({ reason: ErrorCode.FIELD_REQUIRED });
  return moveAs(context, identity, id, 'refuse_proposal', ['user', 'manager'], { comment });
}

/**
 * The booking's public link answers the agency's proposal for the booker (accepts it, or refuses it saying why), when
 * its company lets the link edit the booking.
 */
export async function answerProposalByLink(context: BookingContext, token: string, answer: 'accept_proposal' | 'refuse_proposal', reason?: string) {
  const comment = reason?.trim() ?? null;
  if (answer === 'refuse_proposal' && !comment) throw invalid({ reason: ErrorCode.FIELD_REQUIRED });
  const booking = await bookingByLink(context.knex, token);
  if (!booking.edit_link) throw linkDoesNotEdit();
  if (booking.is_online) throw statusForbidden();
  const moved = await context.knex.transaction((trx) =>
    moveBooking(trx, context.notifier, { bookingId: booking.id, event: answer, actor: 'user', userId: null, comment }),
  );
  return { status: moved.to };
}

/** The booker asks the agency to change a confirmed request. */
export async function requestModification(context: BookingContext, identity: Identity, id: number, text: string) {
  const comment = text.trim();
  if (!comment) throw invalid({ comment: ErrorCode.FIELD_REQUIRED });
  return moveAs(context, identity, id, 'request_modification', ['user'], { comment });
}
