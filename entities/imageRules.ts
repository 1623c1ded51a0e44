/**
 * Uploaded images (company logos, news images): the kinds accepted and the largest size, shared by the server, which
 * enforces them, and the back office, which checks before sending. SVG is refused: it can carry scripts.
 */

/** An image of 2 MB at most (code 170 above). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The accepted kinds by extension (code 160 for any other), each served back with its type. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** What a file input puts in its `accept`. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** Where a stored image is served: `/backend/images/<key>`, a path of this site (server/images.ts). */
export const STORED_IMAGE_PREFIX = '/backend/images/';
export const STORED_IMAGE_PATH = /^\/backend\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
