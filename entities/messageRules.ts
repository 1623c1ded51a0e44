/**
 * Messages with the agency: what a message and its attachment may be. Shared by the server, which enforces it, and the
 * front office, which checks before sending.
 */

/** An attachment: 10 MB at most (code 170). */
export const MESSAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_SUBJECT_MAX = 255;
export const MESSAGE_CONTENT_MAX = 20000;

/** The attachment types accepted (code 160 otherwise), by extension; the file is served back with this type. */
export const MESSAGE_FILE_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  zip: 'application/zip',
};

/** The extension of a file name, lower case, or '' without one. */
export const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name)?.[1].toLowerCase() ?? '';

/** The type of an accepted attachment name, or null when its kind is not accepted. */
export function messageFileType(name: string): string | null {
  return MESSAGE_FILE_TYPES[extensionOf(name)] ?? null;
}

/** What the front office puts in a file input's `accept`. */
export const MESSAGE_FILE_ACCEPT = Object.keys(MESSAGE_FILE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');
