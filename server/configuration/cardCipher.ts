import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { promisify } from 'node:util';

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

/**
 * The transport key of the card form: the back office encrypts the number and the security code with its public half
 * (RSA-OAEP, SHA-256, WebCrypto) before they leave the browser, so they appear in no request log, proxy or trace in
 * clear; only this server, holding the private half, opens them, and then seals the card with the key above.
 */
const TRANSPORT_MODULUS_BITS = 3072;
const TRANSPORT_MIN_BITS = 2048;

/** A new private key, as CARD_TRANSPORT_KEY holds it: PKCS#8 PEM. */
export async function newTransportKey(): Promise<string> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: TRANSPORT_MODULUS_BITS });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** CARD_TRANSPORT_KEY: an RSA private key in PEM (line breaks may be written `\n`); anything else stops the start-up. */
export function parseTransportKey(text: string): KeyObject {
  const key = createPrivateKey(text.trim().replace(/\\n/g, '\n'));
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < TRANSPORT_MIN_BITS)
    throw new Error(`the card transport key must be an RSA key of at least ${TRANSPORT_MIN_BITS} bits`);
  return key;
}

/** The public half as a JSON Web Key for WebCrypto's importKey('jwk', …, { name: 'RSA-OAEP', hash: 'SHA-256' }). */
export function transportPublicJwk(key: KeyObject) {
  const { kty, n, e } = createPublicKey(key).export({ format: 'jwk' });
  return { kty: kty!, n: n!, e: e!, alg: 'RSA-OAEP-256', use: 'enc' };
}

/** Opens what the form encrypted (base64); throws when it was not encrypted with this key or was altered. */
export function openTransported(key: KeyObject, base64: string): string {
  return privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64')).toString('utf8');
}
