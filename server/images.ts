/**
 * Images kept as addresses (company logos, news images): how a browser may reach them without any route of ours
 * sending it to another site (no open redirect).
 */

/**
 * A path of this site: a slash then path characters only. No second slash or backslash after the first (browsers
 * read `//host` and `/\host` as another site) and no space or control character (browsers drop tabs and newlines,
 * which would turn `/\t/host` into `//host`).
 */
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
/** An https image elsewhere: the browser loads it itself, never through a redirect of ours. */
const HTTPS_IMAGE = /^https:\/\/[^\s\\/?#@]+\/[^\s\\]*$/;

/** The stored address when it is a path of this site, the only place the image routes redirect to. */
export function sitePath(stored: string | null | undefined): string | null {
  return stored && SITE_PATH.test(stored) ? stored : null;
}

/**
 * Where a browser finds a stored image: `route` (which redirects to the path) for an image of this site, an https
 * address as it is, and nothing for anything else.
 */
export function imageAddress(route: string, stored: string | null | undefined): string | null {
  if (sitePath(stored)) return route;
  return stored && HTTPS_IMAGE.test(stored) ? stored : null;
}
