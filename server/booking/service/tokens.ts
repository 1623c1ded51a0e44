import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/** A secret for a link that works without a session: 192 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The reference of a new booking, from the booking_ref_seq sequence: the value of its insert's `ref` column. */
export function newBookingRef(db: Knex): Knex.Raw<string> {
  return db.raw("'BK' || nextval('booking_ref_seq')");
}
