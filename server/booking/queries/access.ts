import type { Knex } from 'knex';
import type { BookingRow } from './row.ts';
import type { BookingActor } from '../../../entities/bookingFlow.ts';
import { STATUS } from '../../../entities/bookingStatus.ts';
import { ErrorCode } from '../../../entities/errors.ts';
import type { Identity } from '../../../entities/identity.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES } from '../../../entities/roles.ts';
import { hasAnyRole } from '../../auth/access.ts';
import { ApiError, notFound } from '../../errors.ts';

export interface BookingParties {
  id: number;
  status: number;
  is_online: boolean;
  company_id: number;
  user_id: number | null;
}

/**
 * The parts a signed-in person plays in a booking: its booker ('user'), a manager asked to decide on it ('manager'),
 * the agency ('agent', and 'admin' for its administrators). An accountant of the company reads it and plays none.
 */
export async function actorsOf(db: Knex, identity: Identity, booking: BookingParties): Promise<BookingActor[]> {
  const actors: BookingActor[] = [];
  if (hasAnyRole(identity, AGENCY_ROLES)) actors.push('agent');
  if (hasAnyRole(identity, AGENCY_ADMIN_ROLES)) actors.push('admin');
  if (identity.company?.id !== booking.company_id) return actors;
  if (booking.user_id === identity.id) actors.push('user');
  if (identity.roles.includes('ROLE_MANAGER')) {
    const asked = await db('booking_manager').where({ booking_id: booking.id, user_id: identity.id }).first('id');
    if (asked) actors.push('manager');
  }
  return actors;
}

/**
 * A booking as the caller may see it: the agency sees every booking, an accountant the company's, a user the ones
 * booked and the ones asked to decide on. Anything else is a 404, so ids of other companies reveal nothing.
 */
export async function visibleBooking(db: Knex, identity: Identity, id: number): Promise<BookingRow> {
  const booking = await db('booking').where({ id }).first();
  if (!booking) throw notFound();
  if (hasAnyRole(identity, AGENCY_ROLES)) return booking;
  if (identity.company?.id !== booking.company_id) throw notFound();
  if (identity.roles.includes('ROLE_ACCOUNTANT') || booking.user_id === identity.id) return booking;
  const asked = await db('booking_manager').where({ booking_id: id, user_id: identity.id }).first('id');
  if (!asked) throw notFound();
  return booking;
}

/**
 * The booking a public link names (from the mails: no session, the token is the key), with what its company lets the
 * link do; a company that shares no link, or a disabled booking, answers 205.
 */
export async function bookingByLink(db: Knex, token: string) {
  const booking = await db('booking as b')
    .join('company as c', 'c.id', 'b.company_id')
    .where('b.public_token', token)
    .first('b.*', 'c.consultation_link', 'c.edit_link', 'c.cancellation_link');
  if (!booking || !booking.consultation_link || booking.status === STATUS.disabled) throw new ApiError(404, ErrorCode.LINK_NOT_VALID, 'link not valid');
  return booking;
}
