import fp from 'fastify-plugin';
import { offerProviders } from '../offers/providers.ts';
import type { OfferProviders } from '../offers/providers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live offers of the deployment's providers (server/offers/provider.ts). */
    offers: OfferProviders;
  }
}

export default fp(
  async (app) => {
    app.decorate('offers', offerProviders(app.knex, { mailer: app.mailer }));
  },
  { name: 'offers', dependencies: ['knex', 'mailer'] },
);
