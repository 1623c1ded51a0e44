import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Sealing of the card configuration with AES-256-GCM: a random IV per write, and the authentication tag so a changed
 * or foreign row is refused instead of read as garbage. The row name is bound as additional data, so a sealed value
 * copied into another configuration row does not open.
 */

const ALGORITHM = 'aes-256-gcm';
/** A full-length tag: GCM would otherwise accept a truncated one, which is easier to forge. */
const TAG_BYTES = 16;
export const CARD_KEY_BYTES = 32;

/** The stored form: everything base64, in the text `value` column as JSON. */
export interface Sealed {
  v: 1;
  iv: string;
  tag: string;
  ciphertext: string;
}

/** CARD_ENCRYPTION_KEY's format: 32 bytes in base64. Anything else stops the start-up rather than weakening the key. */
export function parseCardKey(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== CARD_KEY_BYTES) throw new Error(`the card encryption key must be ${CARD_KEY_BYTES} bytes in base64 (got ${key.length})`);
  return key;
}

export const newCardKey = () => randomBytes(CARD_KEY_BYTES);

export function seal(key: Buffer, plaintext: string, context: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { v: 1, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), ciphertext: ciphertext.toString('base64') };
}

/** Throws when the key is not the one that sealed the value, or the value was altered. */
export function open(key: Buffer, sealed: Sealed, context: string): string {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
}
