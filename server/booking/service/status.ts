import type { Knex } from 'knex';
import { type BookingActor, type BookingEvent, nextStatus } from '../../../entities/bookingFlow.ts';
import type { BookingHistoryEvent, BookingStatus } from '../../../entities/bookingStatus.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import { prepared } from '../../db/prepared.ts';
import { ApiError, notFound } from '../../errors.ts';
import { type BookingNotifier, notifyBooking, stepMails } from './notifications.ts';

/** A booking row the caller holds locked (FOR UPDATE) in its transaction, as it read it. */
export interface LockedBooking {
  id: number;
  status: BookingStatus;
  is_online: boolean;
  /**
   * Set when the caller read the row without locking it: the columns it must still hold, which the move's statement
   * checks as it takes the lock. A row that changed meanwhile is not moved (code 150).
   */
  unchanged?: Record<string, unknown>;
}

export interface Move {
  bookingId: number;
  /** The booking as the caller locked it in this transaction, or read it (see `unchanged`): not read again. */
  locked?: LockedBooking;
  event: BookingEvent;
  actor: BookingActor;
  /** The signed-in user behind the move, kept in the history. */
  userId: number | null;
  /** Said by the actor: a refusal or cancellation reason, a proposal, a modification request. */
  comment?: string | null;
  /** Other columns the move sets (a cancellation reason, an order number...). */
  patch?: Record<string, unknown>;
  /**
   * A write that goes with the move in its statement, committed with it or not at all: the traveller rows of a
   * finalised booking. One round trip fewer on the path where the last rooms sell.
   */
  alongside?: Knex.QueryBuilder;
  /** What the history notes of the move besides its comment, worded by each reader's screen (a cancellation's reason). */
  note?: HistoryNote;
  /** The reason the step's mails give, when it is not the comment (mails are French: a cancellation's reason label). */
  mailReason?: string;
}

/** An event of the booking service and its data, kept in a history line (BOOKING_HISTORY_EVENTS). */
export interface HistoryNote {
  event: BookingHistoryEvent;
  data: Record<string, unknown>;
}

/** The columns of a history line noting `note`. */
export const noted = (note: HistoryNote | undefined) => (note ? { event: note.event, data: JSON.stringify(note.data) } : {});

export interface Moved {
  id: number;
  from: BookingStatus;
  to: BookingStatus;
}

export const statusForbidden = () => new ApiError(409, ErrorCode.STATUS_FORBIDS, 'the booking status does not allow this operation');

/**
 * The one way a booking's status changes (docs/glossary.md, transition table): inside the caller's transaction it
 * locks the booking, checks the transition table, writes the new status and a history row, and sends the mails the
 * step calls for (their log rows in the same transaction). A move the table does not allow answers code 150.
 */
export async function moveBooking(trx: Knex.Transaction, notifier: BookingNotifier, move: Move): Promise<Moved> {
  const booking: LockedBooking | undefined =
    move.locked ?? (await prepared(trx('booking').where({ id: move.bookingId }).forUpdate().first('id', 'status', 'is_online')));
  if (!booking) throw notFound();
  const to = nextStatus(booking.status, move.event, move.actor, booking.is_online);
  if (to === null) throw statusForbidden();
  // The new status and its history line in one statement (a write in WITH runs whether or not it is read).
  let statement = trx.with(
    'moved',
    trx('booking')
      .where({ ...booking.unchanged, id: booking.id })
      .update({ ...move.patch, status: to, updated_at: trx.fn.now() })
      .returning('id'),
  );
  if (move.alongside) statement = statement.with('alongside', move.alongside);
  const [{ moved }] = (await prepared(
    statement
      .insert({
        booking_id: booking.id,
        type: move.event === 'disable' ? 'disabled' : 'status',
        status_from: booking.status,
        status_to: to,
        user_id: move.userId,
        comment: move.comment ?? null,
        ...noted(move.note),
      })
      .into('booking_history')
      .returning(trx.raw('(SELECT count(*) FROM moved)::int AS moved')),
  )) as { moved: number }[];
  // The history line goes with the transaction the refusal rolls back.
  if (moved === 0) throw statusForbidden();
  await notifyBooking(trx, notifier, booking.id, move.event, { comment: move.mailReason ?? move.comment, actorId: move.userId });
  return { id: booking.id, from: booking.status, to };
}

/**
 * The first status of a new booking, from the same table (`null` is "no booking yet"), or code 150 when the table
 * has no such start.
 */
export function startStatus(event: BookingEvent, actor: BookingActor, online: boolean): BookingStatus {
  const to = nextStatus(null, event, actor, online);
  if (to === null) throw statusForbidden();
  return to;
}

/**
 * A new booking (`insert`, into booking, returning its id and ref) with the history row of its creation, in one
 * statement: atomic without a transaction, for a first step that sends no mail (an online booking's start). A step
 * that mails goes through recordCreation, in the transaction that inserts the booking.
 */
export async function createWithoutMail(
  db: Knex,
  { event, status, userId }: { event: BookingEvent; status: BookingStatus; userId: number | null },
  insert: Knex.QueryBuilder,
): Promise<{ id: number; ref: string }> {
  if (stepMails(event)) throw new Error(`the ${event} step sends mails: its booking is created with recordCreation`);
  const [created] = await prepared(
    db
      .with('created', insert)
      .with(
        'noted',
        db.raw(
          `INSERT INTO booking_history (booking_id, type, status_from, status_to, user_id, comment)
                           SELECT id, 'created', NULL, ?, ?, NULL FROM created`,
          [status, userId],
        ),
      )
      .from('created')
      .select('id', 'ref'),
  );
  return created;
}

/** The history row of a booking's creation, and the mails of its first step. */
export async function recordCreation(
  trx: Knex.Transaction,
  notifier: BookingNotifier,
  {
    bookingId,
    event,
    status,
    userId,
    comment = null,
  }: { bookingId: number; event: BookingEvent; status: BookingStatus; userId: number | null; comment?: string | null },
) {
  await trx('booking_history').insert({ booking_id: bookingId, type: 'created', status_from: null, status_to: status, user_id: userId, comment });
  await notifyBooking(trx, notifier, bookingId, event, { comment, actorId: userId });
}
