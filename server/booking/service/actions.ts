import { CANCELLATION_REASON_LABELS_FR } from '../../../entities/bookingLabels.ts';
import { type BookingActor, CANCELLATION_REASONS, type CancellationReason, nextStatus } from '../../../entities/bookingFlow.ts';
import type { BookingStatus } from '../../../entities/bookingStatus.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import type { Identity } from '../../../entities/identity.ts';
import { matchesOrderNumber } from '../../../entities/patterns.ts';
import { formatDate } from '../../documents/html.ts';
import type { PdfRenderer } from '../../documents/pdf.ts';
import { hotelName } from '../../documents/voucher.ts';
import { ApiError, forbidden, invalid, notFound } from '../../errors.ts';
import { parseAddresses } from '../../mail/addresses.ts';
import { renderTemplate } from '../../mail/templates.ts';
import { actorsOf, bookingByLink, visibleBooking } from '../queries/access.ts';
import { bookingActions } from '../queries/detail.ts';
import { voucherOf } from '../queries/documents.ts';
import type { BookingRow } from '../queries/row.ts';
import type { BookingContext } from './context.ts';
import { moveBooking, type Moved, noted, statusForbidden } from './status.ts';

// What the booking's people do on a booking once made: cancel it, give its purchase order, forward its voucher.

/** A cancellation's reason, one of the list, and what the booker adds to it. */
export interface Cancellation {
  reason: string;
  comment?: string | null;
}

/** What the history keeps of a cancellation, and what the mail says as its reason (mails are French). */
export function cancellationText(reason: CancellationReason, comment?: string | null): string {
  const label = CANCELLATION_REASON_LABELS_FR[reason];
  return comment?.trim() ? `${label} : ${comment.trim()}` : label;
}

function checkReason(reason: string): CancellationReason {
  if (!reason.trim()) throw invalid({ reason: ErrorCode.FIELD_REQUIRED }, 'a cancellation reason is required');
  if (!(CANCELLATION_REASONS as readonly string[]).includes(reason)) throw invalid({ reason: ErrorCode.BAD_FORMAT }, 'unknown cancellation reason');
  return reason as CancellationReason;
}

/** The booker cancels a booking they see (only its booker does: 403 for anyone else). */
export async function cancelAsCaller(context: BookingContext, identity: Identity, id: number, { reason, comment }: Cancellation): Promise<Moved> {
  const checked = checkReason(reason);
  const booking = await visibleBooking(context.knex, identity, id);
  if (!(await actorsOf(context.knex, identity, booking)).includes('user')) throw forbidden();
  return cancelBooking(context, { bookingId: booking.id, userId: identity.id, reason: checked, comment });
}

/** The booking's public link cancels for the booker, when its company lets the link do so. */
export async function cancelByLink(context: BookingContext, token: string, { reason, comment }: Cancellation): Promise<Moved> {
  const checked = checkReason(reason);
  const booking = await bookingByLink(context.knex, token);
  if (!booking.cancellation_link) throw new ApiError(403, ErrorCode.LINK_NOT_VALID, 'this link does not allow cancelling');
  return cancelBooking(context, { bookingId: booking.id, userId: null, reason: checked, comment });
}

/**
 * Cancels as the booker (or through the booking's public link, which stands for the booker): an online booking at
 * the provider first, then 80 at once; an offline one is a request to the agency (70), except a draft or a request
 * the agency has not taken yet, which the table lets the booker cancel outright.
 */
async function cancelBooking(
  { knex, notifier, offers }: BookingContext,
  { bookingId, userId, reason, comment }: { bookingId: number; userId: number | null; reason: CancellationReason; comment?: string | null },
): Promise<Moved> {
  const actor: BookingActor = 'user';
  const eventOf = (booking: { status: number; is_online: boolean }) =>
    booking.is_online || nextStatus(booking.status as BookingStatus, 'cancel', actor, false) !== null ? 'cancel' : 'request_cancellation';
  const allowed = (booking: { status: number; is_online: boolean }) =>
    nextStatus(booking.status as BookingStatus, eventOf(booking), actor, booking.is_online) !== null;
  // The provider cancels before the transaction opens, so that no connection or row lock waits on a supplier; the
  // status is checked again under lock below.
  const current = await knex('booking').where({ id: bookingId }).first('id', 'status', 'is_online', 'offer_key', 'booking_base_id');
  if (!current) throw notFound();
  if (!allowed(current)) throw statusForbidden();
  if (current.is_online && current.offer_key && current.booking_base_id) {
    try {
      await offers.cancel(current.offer_key, current.booking_base_id);
    } catch {
      throw new ApiError(503, ErrorCode.UNAVAILABLE, 'the provider did not cancel the booking');
    }
  }
  return knex.transaction(async (trx) => {
    const booking = await trx('booking').where({ id: bookingId }).forUpdate().first('id', 'status', 'is_online');
    if (!booking) throw notFound();
    const event = eventOf(booking);
    if (!allowed(booking)) throw statusForbidden();
    return moveBooking(trx, notifier, {
      bookingId,
      event,
      actor,
      userId,
      comment: comment?.trim() || null,
      note: { event: 'cancellation', data: { reason } },
      mailReason: cancellationText(reason, comment),
      patch: { cancellation_reason: reason, cancellation_comment: comment?.trim() || null },
    });
  });
}

/** The purchase-order form: its number, and the PDF given with it. */
export interface OrderNumberForm {
  value: string;
  file: { name: string; data: Buffer } | null;
}

/**
 * The booker or an asked manager gives the purchase order: a booking waiting for it (55) is confirmed, any other
 * that takes one keeps its status and notes it. `readForm` is read once the caller's part is known, so a stranger's
 * upload is refused before it is read.
 */
export async function enterOrderNumber(context: BookingContext, identity: Identity, id: number, readForm: () => Promise<OrderNumberForm>): Promise<Moved> {
  const booking = await visibleBooking(context.knex, identity, id);
  const actors = await actorsOf(context.knex, identity, booking);
  const actor = actors.find((part): part is 'user' | 'manager' => part === 'user' || part === 'manager');
  if (!actor) throw forbidden();
  return saveOrderNumber(context, booking, { actor, actors, userId: identity.id }, await readForm());
}

/**
 * The booking's public link gives the purchase order for the booker, when its company lets the link edit the booking
 * (edit_link); the form is read only once the link is known to allow it.
 */
export async function enterOrderNumberByLink(context: BookingContext, token: string, readForm: () => Promise<OrderNumberForm>): Promise<Moved> {
  const booking = await bookingByLink(context.knex, token);
  if (!booking.edit_link) throw linkDoesNotEdit();
  return saveOrderNumber(context, booking, { actor: 'user', actors: ['user'], userId: null }, await readForm());
}

/** A public link whose company keeps it to reading (and cancelling): it changes nothing else. */
export const linkDoesNotEdit = () => new ApiError(403, ErrorCode.LINK_NOT_VALID, 'this link does not allow changing the booking');

async function saveOrderNumber(
  { knex, notifier }: BookingContext,
  booking: Pick<BookingRow, 'id' | 'company_id' | 'order_number'>,
  { actor, actors, userId }: { actor: 'user' | 'manager'; actors: readonly BookingActor[]; userId: number | null },
  { value, file }: OrderNumberForm,
): Promise<Moved> {
  const company = await knex('company').where({ id: booking.company_id }).first('order_number_pattern', 'order_number_required');
  if (!value) throw invalid({ value: ErrorCode.FIELD_REQUIRED }, 'the purchase order number is required');
  if (value.length > 100) throw invalid({ value: ErrorCode.TOO_LONG }, 'the purchase order number is too long');
  if (!matchesOrderNumber(value, company?.order_number_pattern))
    throw invalid({ value: ErrorCode.BAD_FORMAT }, 'the purchase order number does not match the pattern');

  const patch: Record<string, unknown> = { order_number: value, ...(file && { order_number_file: file.data, order_number_file_name: file.name }) };
  const note = { event: 'order_number', data: { value, ...(file && { file: file.name }) } } as const;
  return knex.transaction(async (trx) => {
    const current = await trx('booking').where({ id: booking.id }).forUpdate().first('id', 'status', 'is_online');
    if (nextStatus(current.status, 'enter_order_number', actor, current.is_online) !== null) {
      return moveBooking(trx, notifier, { bookingId: booking.id, event: 'enter_order_number', actor, userId, note, patch });
    }
    const context = {
      status: current.status,
      online: current.is_online,
      actors,
      undecided: false,
      hasOrderFile: false,
      hasOrderNumber: Boolean(booking.order_number),
      orderNumberRequired: Boolean(company?.order_number_required),
    };
    if (!bookingActions(context).includes('order_number')) {
      throw statusForbidden();
    }
    await trx('booking')
      .where({ id: booking.id })
      .update({ ...patch, updated_at: trx.fn.now() });
    await trx('booking_history').insert({ booking_id: booking.id, type: 'comment', user_id: userId, ...noted(note) });
    return { id: booking.id, from: current.status, to: current.status };
  });
}

/** The booking's people mail its voucher to the addresses given (`to`: separated by semicolons). */
export async function forwardVoucher({ knex, notifier }: BookingContext, pdf: PdfRenderer, identity: Identity, id: number, to: string) {
  const addresses = parseAddresses(to, 'to');
  const booking = await visibleBooking(knex, identity, id);
  const actors = await actorsOf(knex, identity, booking);
  if (!actors.includes('user') && !actors.includes('manager')) throw forbidden();
  const { detail, file } = await voucherOf(knex, pdf, identity, booking.id);
  const rendered = await renderTemplate(knex, 'booking.voucher', {
    ref: detail.ref,
    hotel: hotelName(detail),
    destination: detail.destination,
    arrival: formatDate(detail.arrival_date),
    departure: formatDate(detail.departure_date),
    travellers: detail.travellers_text,
    company: detail.company?.name,
    link: `${notifier.origin}/booking/${detail.id}/show`,
  });
  if (!rendered) throw new ApiError(500, ErrorCode.MESSAGE_NOT_SENT, 'the voucher template is missing');
  await knex.transaction(async (trx) => {
    await notifier.mailer.send(
      {
        to: addresses,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        template: 'booking.voucher',
        companyId: detail.company_id,
        userId: identity.id,
        bookingId: detail.id,
        attachments: [{ filename: `bon-echange-${detail.ref}.pdf`, content: file, contentType: 'application/pdf' }],
      },
      trx,
    );
    await trx('booking_history').insert({
      booking_id: detail.id,
      type: 'mail',
      user_id: identity.id,
      ...noted({ event: 'voucher_forwarded', data: { to: addresses.join('; ') } }),
    });
  });
  return { sent: addresses };
}
