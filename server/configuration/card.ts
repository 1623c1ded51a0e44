import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { invalid } from '../errors.ts';
import { open, seal, type Sealed } from './cardCipher.ts';
import { maskNumber, schemeOf, validateCard, type Card, type CardScheme } from './cardRules.ts';
import { CONFIGURATION_EDITORS, readConfiguration, writeConfiguration } from './store.ts';

/** The configuration row of the agency's card, and the additional data its seal is bound to. */
export const CARD_ROW = 'cb';

/**
 * What the back office may see of the card: never the number nor the security code. `id` names the configuration
 * row, so the back office handles it as a record of the configuration resource.
 */
export interface CardSummary {
  id: typeof CARD_ROW;
  configured: boolean;
  holder: string | null;
  expiry: string | null;
  number_masked: string | null;
  scheme: CardScheme | null;
}

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
const summarySchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    configured: { type: 'boolean' },
    holder: { type: ['string', 'null'] },
    expiry: { type: ['string', 'null'] },
    number_masked: { type: ['string', 'null'] },
    scheme: { type: ['string', 'null'] },
  },
} as const;

export async function cardRoutes(app: FastifyInstance, { knex, key }: { knex: Knex; key: Buffer }) {
  const config = { access: CONFIGURATION_EDITORS };

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

  // The whole card is entered each time, so a number never goes with another card's security code or expiry:
  // PATCH (the specification's call) and PUT (the back office's update) mean the same.
  const saveSchema = {
    tags: ['configuration'],
    body: { type: 'object', additionalProperties: false, properties: { number: text, holder: text, expiry: text, cvc: text } },
    response: { 200: summarySchema },
  };
  const save = async (request: FastifyRequest<{ Body: Partial<Card> }>) => {
    const result = validateCard(request.body ?? {});
    if ('errors' in result) throw invalid(result.errors, 'invalid card');
    await writeCard(knex, key, result.card);
    return summaryOf(result.card);
  };
  app.patch<{ Body: Partial<Card> }>('/backend/api/configurations/cb', { config, schema: saveSchema }, save);
  app.put<{ Body: Partial<Card> }>('/backend/api/configurations/cb', { config, schema: saveSchema }, save);
}
