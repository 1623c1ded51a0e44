import type { KeyObject } from 'node:crypto';
import fp from 'fastify-plugin';
import { bannerRoutes } from './banner.ts';
import { cardRoutes } from './card.ts';

/** The agency's configuration: the banner and the agency's payment card. */
export default fp<{ cardKey: Buffer; cardTransportKey?: KeyObject }>(
  async (app, { cardKey, cardTransportKey }) => {
    await app.register(bannerRoutes);
    await app.register(cardRoutes, { key: cardKey, transportKey: cardTransportKey });
  },
  { name: 'configuration', dependencies: ['knex'], encapsulate: true },
);
