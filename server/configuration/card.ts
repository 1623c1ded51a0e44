import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { Knex } from 'knex';
import type { KeyObject } from 'node:crypto';
import { publicJwkSchema } from '../../entities/configurationReplies.ts';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import { invalid } from '../errors.ts';
import { newTransportKey, open, openTransported, parseTransportKey, seal, transportPublicJwk, type Sealed } from './cardCipher.ts';
import { maskNumber, schemeOf, validateCard, type Card } from './cardRules.ts';
import { CONFIGURATION_EDITORS, readConfiguration, writeConfiguration } from './store.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** The configuration row of the agency's card, and the additional data its seal is bound to. */
export const CARD_ROW = 'cb';

/**
 * What the back office may see of the card: never the number nor the security code. `id` names the configuration
 * row, so the back office handles it as a record of the configuration resource.
 */
const summarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'configured', 'holder', 'expiry', 'number_masked', 'scheme'],
  properties: {
    id: { type: 'string', enum: [CARD_ROW] },
    configured: { type: 'boolean' },
    holder: { type: ['string', 'null'] },
    expiry: { type: ['string', 'null'] },
    number_masked: { type: ['string', 'null'] },
    scheme: { type: ['string', 'null'] },
  },
} as const;

export type CardSummary = FromSchema<typeof summarySchema>;

const NOT_CONFIGURED: CardSummary = { id: CARD_ROW, configured: false, holder: null, expiry: null, number_masked: null, scheme: null };

export function summaryOf(card: Card): CardSummary {
  return { id: CARD_ROW, configured: true, holder: card.holder, expiry: card.expiry, number_masked: maskNumber(card.number), scheme: schemeOf(card.number) };
}

/** The stored card, decrypted; throws when the key is not the one it was sealed with. */
export async function readCard(knex: Knex, key: Buffer): Promise<Card | null> {
  const value = await readConfiguration(knex, CARD_ROW);
  if (!value) return null;
  return JSON.parse(open(key, JSON.parse(value) as Sealed, CARD_ROW)) as Card;
}

export async function writeCard(knex: Knex, key: Buffer, card: Card): Promise<void> {
  await writeConfiguration(knex, CARD_ROW, JSON.stringify(seal(key, JSON.stringify(card), CARD_ROW)));
}

const text = { type: 'string', maxLength: 200 } as const;

/** RSA-OAEP ciphertexts of keys up to 4096 bits, in base64. */
const encrypted = { type: 'string', maxLength: 700, pattern: '^[A-Za-z0-9+/]+={0,2}$' } as const;

/**
 * `transportKey`: the private key the card form's public key goes with (CARD_TRANSPORT_KEY); without it one made on
 * first use, for this instance only, as tests want.
 */
export async function cardRoutes(fastify: FastifyInstance, { key, transportKey }: { key: Buffer; transportKey?: KeyObject }) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  const config = { access: CONFIGURATION_EDITORS };
  let transport: Promise<KeyObject> | undefined = transportKey && Promise.resolve(transportKey);
  const transportKeyOf = () => (transport ??= newTransportKey().then(parseTransportKey));

  app.get('/backend/api/configurations/cb', { config, schema: { tags: ['configuration'], response: { 200: summarySchema } } }, async (request) => {
    try {
      const card = await readCard(knex, key);
      return card ? summaryOf(card) : NOT_CONFIGURED;
    } catch (error) {
      // Sealed with another key (CARD_ENCRYPTION_KEY changed): the card cannot be read, it has to be entered again.
      request.log.error({ err: error }, 'the card configuration cannot be decrypted with the current key');
      return NOT_CONFIGURED;
    }
  });

  // The public half of the transport key, as a JSON Web Key (RSA-OAEP-256).
  app.get(
    '/backend/api/configurations/cb/public-key',
    {
      config,
      schema: {
        tags: ['configuration'],
        response: { 200: publicJwkSchema },
      },
    },
    async () => transportPublicJwk(await transportKeyOf()),
  );

  // The whole card is entered each time, so a number never goes with another card's security code or expiry: PATCH and
  // PUT (the back office's update) mean the same. The number and the code come only encrypted; a missing one is an
  // empty one, refused by the card's rules.
  // What the card form sends: the number and the security code encrypted with the transport key, in base64.
  const saveSchema = {
    tags: ['configuration'],
    body: { type: 'object', additionalProperties: false, properties: { holder: text, expiry: text, number_encrypted: encrypted, cvv_encrypted: encrypted } },
    response: { 200: summarySchema },
  } as const;
  const save = async (body: FromSchema<typeof saveSchema.body> = {}) => {
    const privateKey = await transportKeyOf();
    // Not encrypted with this server's key, or altered on the way: reported under the form's input.
    const errors: Record<string, ErrorCodeValue> = {};
    const opened = (value: string | undefined, field: keyof Card) => {
      if (value === undefined) return '';
      try {
        return openTransported(privateKey, value);
      } catch {
        errors[field] = ErrorCode.BAD_FORMAT;
        return '';
      }
    };
    const input = { holder: body.holder, expiry: body.expiry, number: opened(body.number_encrypted, 'number'), cvc: opened(body.cvv_encrypted, 'cvc') };
    if (Object.keys(errors).length > 0) throw invalid(errors, 'the card could not be decrypted');
    const result = validateCard(input);
    if ('errors' in result) throw invalid(result.errors, 'invalid card');
    await writeCard(knex, key, result.card);
    return summaryOf(result.card);
  };
  app.patch('/backend/api/configurations/cb', { config, schema: saveSchema }, (request) => save(request.body));
  app.put('/backend/api/configurations/cb', { config, schema: saveSchema }, (request) => save(request.body));
}
