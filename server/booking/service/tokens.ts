import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/** A secret for a link that works without a session: 192 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The reference of a new booking, from the booking_ref_seq sequence. */
export async function nextBookingRef(db: Knex): Promise<string> {
  const { rows } = await db.raw<{ rows: { ref: string }[] }>("SELECT 'BK' || nextval('booking_ref_seq') AS ref");
  return rows[0].ref;
}
