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
import auth from './auth/index.ts';
import { rateLimitStore } from './auth/rateLimitStore.ts';
import booking from './booking/index.ts';
import company from './company/index.ts';
import configuration from './configuration/index.ts';
import { newCardKey } from './configuration/cardCipher.ts';
import contingent from './contingent/index.ts';
import content from './content/index.ts';
import { crudRoutes } from './crud/routes.ts';
import type { Database } from './db/index.ts';
import { ApiError, registerErrorHandling } from './errors.ts';
import { narrowDateFormats } from './formats.ts';
import { schemaCompilers } from './schemaCompilers.ts';
import group from './group/index.ts';
import monitoring from './monitoring/index.ts';
import { requestForLog, requestIdOf } from './logging.ts';
import mail from './mail/index.ts';
import message from './message/index.ts';
import offers from './offers/index.ts';
import { registerOpenApi } from './openapi.ts';
import crudPlugin from './plugins/crud.ts';
import knexPlugin from './plugins/knex.ts';
import mailerPlugin from './plugins/mailer.ts';
import offersPlugin from './plugins/offers.ts';
import queue from './plugins/queue.ts';
import { staticSites } from './static.ts';
import stats from './stats/index.ts';
import survey from './survey/index.ts';
import { registerInputChecks } from './textInput.ts';
import training from './training/index.ts';
import traveller from './traveller/index.ts';
import users from './users/index.ts';

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
  /** The delay before a refused mail's first new try, in seconds (30 by default, doubling after it). */
  mailRetryDelaySeconds?: number;
  /** The bearer token that reads /backend/metrics; without it there are no metrics to read. */
  metricsToken?: string;
  /** Whether this instance takes the queued jobs (sends the mails); API tests send them by hand. Yes by default. */
  work?: boolean;
  /** How long closing the app waits for the jobs under way (a mail being sent). */
  jobsStopTimeoutMs?: number;
}

/** Characters above which an answer is sent as bytes (the onSend hook below). */
const LARGE_ANSWER = 16 * 1024;

export async function buildApp({
  db,
  jwtSecret,
  cardEncryptionKey = newCardKey(),
  cardTransportKey,
  webRoot,
  tokenLifetime = '12h',
  logger = false,
  trustProxy = false,
  smtpUrl,
  publicUrl,
  outbox,
  mailRetryDelaySeconds,
  metricsToken,
  work = true,
  jobsStopTimeoutMs = 20_000,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: requestForLog } },
    trustProxy,
    // A request's id, in each of its log lines and in its answer's X-Request-Id: the caller's, when it sends a sound
    // one (a load balancer's), else one unique across instances.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: {
        allErrors: true,
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: false,
        allowUnionTypes: true,
        keywords: ['x-type', 'x-code'],
      },
      plugins: [addFormats.default, narrowDateFormats],
    },
    schemaController: { compilersFactory: schemaCompilers as never },
  });

  registerErrorHandling(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  // While the server stops, an answer ends its connection: a kept-alive one would hold the stop until it times out.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
  registerInputChecks(app);
  registerAccessControl(app, { knex: db.knex, publicPrefixes: ['/assets/', '/backend/docs'] });
  // After the access control, whose route hook gives public writes their limit. Counted in PostgreSQL, so that every
  // instance on the database shares each count.
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(db.knex),
    errorResponseBuilder: () => new ApiError(429, ErrorCode.TOO_MANY_ATTEMPTS, 'too many requests'),
  });

  // Answers above a packet go out compressed (brotli, else gzip) when the client accepts it; the built scripts have
  // their copies made at build time (server/static.ts), which this hook leaves as they are. Registered before every
  // route, as its hook applies to the routes registered after it. Request bodies are not inflated: none comes compressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  // A large text answer is encoded once: as text, Fastify would measure its UTF-8 length, then Node encode it again
  // to write it (a search of seventy hotels spent an eighth of its time measuring).
  app.addHook('onSend', async (_request, _reply, payload) => (typeof payload === 'string' && payload.length > LARGE_ANSWER ? Buffer.from(payload) : payload));

  // JSON answers need no content policy; the pages carry theirs (server/static.ts).
  await app.register(helmet, { contentSecurityPolicy: false });
  // The tokens checked are remembered by the access control (server/auth/access.ts).
  await app.register(fastifyJwt, { secret: jwtSecret });
  await registerOpenApi(app);

  // The services every domain shares, each a named plugin the domains declare as a dependency.
  await app.register(knexPlugin, { knex: db.knex });
  await app.register(crudPlugin, { pool: db.pool, entities });
  await app.register(queue, { pool: db.pool, work, stopTimeoutMs: jobsStopTimeoutMs });
  await app.register(mailerPlugin, { smtpUrl, publicUrl, outbox, retryDelaySeconds: mailRetryDelaySeconds });
  await app.register(offersPlugin);

  await app.register(monitoring, { pool: db.pool, metricsToken });
  // One plugin per domain (its folder's index.ts), each registering its route files.
  await app.register(auth, { tokenLifetime });
  await app.register(configuration, { cardKey: cardEncryptionKey, cardTransportKey });
  await app.register(company);
  await app.register(offers);
  await app.register(booking);
  await app.register(group);
  await app.register(training, { tokenLifetime });
  await app.register(contingent);
  await app.register(mail);
  await app.register(traveller);
  await app.register(survey);
  await app.register(stats);
  await app.register(users, { tokenLifetime });
  await app.register(message);
  await app.register(content);
  await app.register(crudRoutes);
  if (webRoot) await app.register(staticSites, { root: webRoot });
  return app;
}
