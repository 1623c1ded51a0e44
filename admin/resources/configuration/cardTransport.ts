import { apiFetch } from '../../../common/api.ts';
import type { PublicJwk } from '../../../entities/configurationReplies.ts';

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/**
 * Encrypts the card's number and security code for the server only (RSA-OAEP, SHA-256) before they leave the browser.
 * The key is asked at each save, so a key renewed on the server is followed. WebCrypto exists only on HTTPS (and on
 * localhost): elsewhere the save fails rather than sending the card in clear.
 */
export async function encryptCard({ number, cvc }: { number: string; cvc: string }): Promise<{ number_encrypted: string; cvv_encrypted: string }> {
  const { data: jwk } = await apiFetch<PublicJwk>('/api/configurations/cb/public-key');
  const key = await crypto.subtle.importKey('jwk', jwk, ALGORITHM, false, ['encrypt']);
  const encrypt = async (text: string) => base64(await crypto.subtle.encrypt(ALGORITHM, key, new TextEncoder().encode(text)));
  return { number_encrypted: await encrypt(number), cvv_encrypted: await encrypt(cvc) };
}
