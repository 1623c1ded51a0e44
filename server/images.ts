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

/**
 * The type of an image from its first bytes, when it is one of the accepted kinds: a file is what its content says,
 * whatever its name claims (an SVG or a page renamed `.png` is refused).
 */
export function sniffedImageType(data: Buffer): string | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}
