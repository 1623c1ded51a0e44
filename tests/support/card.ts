import type { TestApp } from './app.ts';

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/**
 * The card as the back office sends it (admin/screens/configuration/cardTransport.ts): the number and the security
 * code encrypted with WebCrypto under the public key the server hands out, the rest as typed.
 */
export async function encryptedCard(t: TestApp, { number, cvc, ...rest }: Record<string, string>): Promise<Record<string, string>> {
  const jwk = (await t.call('admin', 'GET', '/backend/api/configurations/cb/public-key')).json() as JsonWebKey;
  const key = await crypto.subtle.importKey('jwk', jwk, ALGORITHM, false, ['encrypt']);
  const encrypt = async (text: string) => Buffer.from(await crypto.subtle.encrypt(ALGORITHM, key, new TextEncoder().encode(text))).toString('base64');
  return {
    ...rest,
    ...(number !== undefined && { number_encrypted: await encrypt(number) }),
    ...(cvc !== undefined && { cvv_encrypted: await encrypt(cvc) }),
  };
}
