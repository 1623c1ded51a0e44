import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyJwt from '@fastify/jwt';
import type { KeyObject } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorCode } from '../entities/errors.ts';
import { entities } from '../entities/index.ts';
import { registerAccessControl } from './auth/access.ts';
import { accountRoutes } from './auth/accounts.ts';
import { authRoutes } from './auth/routes.ts';
import { offlineRoutes } from './booking/offline.ts';
import { onlineBookingRoutes } from './booking/online.ts';
import { myBookingRoutes } from './booking/mine.ts';
import { bookingRoutes } from './booking/routes.ts';
import { validationRoutes } from './booking/validation.ts';
import { bookingCallRoutes } from './booking/calls.ts';
import { companyCallRoutes } from './company/calls.ts';
import { groupAliasRoutes } from './company/groupAlias.ts';
import { companyLogoRoutes } from './company/logo.ts';
import { travelPolicyRoutes } from './company/travelPolicy.ts';
import { whiteMarkRoutes } from './company/whiteMark.ts';
import { hotelSiteRoutes } from './contingent/hotelSite.ts';
import { retrocessionRoutes } from './contingent/retrocession.ts';
import { stockRoutes } from './contingent/stock.ts';
import { bannerRoutes } from './configuration/banner.ts';
import { cardRoutes } from './configuration/card.ts';
import { newCardKey } from './configuration/cardCipher.ts';
import { crudRoutes } from './crud/routes.ts';
import type { Database } from './db/index.ts';
import { ApiError, registerErrorHandling } from './errors.ts';
import { narrowDateFormats } from './formats.ts';
import { groupRoutes } from './group/routes.ts';
import { requestForLog } from './logging.ts';
import { Mailer } from './mail/mailer.ts';
import { mailRoutes } from './mail/routes.ts';
import { messageRoutes } from './message/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { offerProviders } from './offers/index.ts';
import { registerOpenApi } from './openapi.ts';
import { criteriaRoutes } from './offers/criteria.ts';
import { offerRoutes } from './offers/routes.ts';
import { staticSites } from './static.ts';
import { statsRoutes } from './stats/routes.ts';
import { surveyRoutes } from './survey/routes.ts';
import { registerNulRefusal } from './textInput.ts';
import { trainingRoutes } from './training/routes.ts';
import { myTravellerRoutes } from './traveller/mine.ts';
import { publicTravellerRoutes } from './traveller/public.ts';
import { travellerImportRoutes } from './traveller/routes.ts';
import { userRoutes } from './users/routes.ts';

export interface AppOptions {
  db: Database;
  jwtSecret: string;
  /** AES-256 key (32 bytes) sealing the agency's card; without it a key for this instance only, as tests want. */
  cardEncryptionKey?: Buffer;
  /** RSA private key of the card form's encryption (CARD_TRANSPORT_KEY); without it one made for this instance only. */
  cardTransportKey?: KeyObject;
  /** Folder of the built browser apps; without it only the API is served. */
  webRoot?: string;
  tokenLifetime?: string;
  logger?: boolean | object;
  /** Behind a load balancer: which proxies' forwarded addresses to believe (Fastify's trustProxy). */
  trustProxy?: boolean | string;
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); without it mail goes to the outbox folder, if given. */
  smtpUrl?: string;
  /** Address of the default site (e.g. https://booking.example.com): every mailed link leads to one of its sites. */
  publicUrl?: string;
  /** Without SMTP, the folder each sent mail is written to as an .eml file. */
  outbox?: string;
}

export async function buildApp({ db, jwtSecret, cardEncryptionKey = newCardKey(), cardTransportKey, webRoot, tokenLifetime = '12h', logger = false, trustProxy = false, smtpUrl, publicUrl, outbox }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: requestForLog } },
    trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: { allErrors: true, removeAdditional: false, coerceTypes: 'array', useDefaults: false, allowUnionTypes: true, keywords: ['x-type', 'x-code'] },
      plugins: [addFormats.default, narrowDateFormats],
    },
  });

  registerErrorHandling(app);
  registerNulRefusal(app);
  registerAccessControl(app, { knex: db.knex, publicPrefixes: ['/assets/', '/backend/docs'] });
  // After the access control, whose route hook gives public writes their limit.
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new ApiError(429, ErrorCode.TOO_MANY_ATTEMPTS, 'too many requests') });

  // Answers above a packet go out compressed (brotli, else gzip) when the client accepts it; the built scripts have
  // their copies made at build time (server/static.ts), which this hook leaves as they are. Registered before every
  // route, as its hook applies to the routes registered after it. Request bodies are not inflated: none comes compressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });

  // JSON answers need no content policy; the pages carry theirs (server/static.ts).
  await app.register(helmet, { contentSecurityPolicy: false });
  // Verified tokens are cached until they expire: a session sends the same token on every call.
  await app.register(fastifyJwt, { secret: jwtSecret, verify: { cache: true } });
  await registerOpenApi(app);

  await app.register(authRoutes, { knex: db.knex, tokenLifetime });
  await app.register(bannerRoutes, { knex: db.knex });
  await app.register(cardRoutes, { knex: db.knex, key: cardEncryptionKey, transportKey: cardTransportKey });
  await app.register(companyLogoRoutes, { knex: db.knex });
  await app.register(whiteMarkRoutes, { knex: db.knex });
  await app.register(travelPolicyRoutes, { knex: db.knex });
  const mailer = new Mailer(db.knex, { smtpUrl, publicUrl, outbox });
  const offers = offerProviders(db.knex, { mailer });
  await app.register(offerRoutes, { knex: db.knex, offers });
  await app.register(criteriaRoutes, { knex: db.knex });
  await app.register(groupAliasRoutes, { knex: db.knex });
  await app.register(companyCallRoutes, { knex: db.knex });
  await app.register(bookingRoutes, { knex: db.knex, mailer });
  await app.register(offlineRoutes, { knex: db.knex, mailer });
  await app.register(groupRoutes, { knex: db.knex, mailer });
  await app.register(trainingRoutes, { knex: db.knex, mailer, tokenLifetime });
  await app.register(onlineBookingRoutes, { knex: db.knex, mailer, offers });
  await app.register(validationRoutes, { knex: db.knex, mailer, offers });
  await app.register(bookingCallRoutes, { knex: db.knex, mailer });
  await app.register(myBookingRoutes, { knex: db.knex, mailer, offers });
  await app.register(retrocessionRoutes, { knex: db.knex });
  await app.register(stockRoutes, { knex: db.knex });
  await app.register(hotelSiteRoutes, { knex: db.knex });
  await app.register(mailRoutes, { knex: db.knex, mailer });
  await app.register(travellerImportRoutes, { knex: db.knex });
  await app.register(surveyRoutes, { knex: db.knex });
  await app.register(statsRoutes, { knex: db.knex });
  await app.register(myTravellerRoutes, { knex: db.knex });
  await app.register(publicTravellerRoutes, { knex: db.knex });
  await app.register(userRoutes, { knex: db.knex, mailer, tokenLifetime });
  await app.register(accountRoutes, { knex: db.knex, mailer });
  await app.register(messageRoutes, { knex: db.knex, mailer });
  await app.register(contentRoutes, { knex: db.knex });
  await app.register(crudRoutes, { pool: db.pool, entities });
  if (webRoot) await app.register(staticSites, { root: webRoot });
  return app;
}
