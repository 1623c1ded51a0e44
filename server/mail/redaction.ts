import { REDACTED_LINK } from '../../entities/maillog.ts';

/**
 * Secret links are credentials (a password link, a manager's validation link, a survey invitation, a public booking
 * page): the sent mail carries them, the mail log never does. Anyone who reads the log reads REDACTED_LINK instead.
 */

// The paths of the front office whose token is the credential, with or without the site's address before them, and
// with their query (a booking page's `?action=`), so that the mark stands for the whole link.
const SECRET_LINK =
  /(?:https?:\/\/[^\s"'<>/]+)?\/(?:define_password\/[^\s"'<>/?#]+|booking\/[^\s"'<>/?#]+\/validate|public\/(?:survey|booking)\/[^\s"'<>/?#]+(?:\/[a-z_]+)?)(?:\?[^\s"'<>#]*)?/g;

/** A mail body as the mail log keeps it: every secret link replaced by the placeholder. */
export function redactSecretLinks(body: string): string {
  return body.replace(SECRET_LINK, REDACTED_LINK);
}

/** Whether a logged body had a secret link taken out (its resend needs a link made again). */
export function hasRedactedLink(body: string | null): boolean {
  return Boolean(body?.includes(REDACTED_LINK));
}

/** A logged body with the placeholder replaced by a link made again for its recipient. */
export function restoreLink(body: string, link: string): string {
  return body.split(REDACTED_LINK).join(link);
}
