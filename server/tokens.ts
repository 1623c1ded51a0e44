import { randomBytes } from 'node:crypto';

/** A secret for a link that works without a session: 192 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(24).toString('base64url');
}
