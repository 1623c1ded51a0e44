import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { tokenSchema } from '../../entities/authReplies.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { identitySchema } from '../../entities/identity.ts';
import { siteOf } from '../../entities/site.ts';
import { isTrainingCompany } from '../../entities/training.ts';
import user from '../../entities/user.ts';
import { actionRoute } from '../actions.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { idSchema } from '../schemas.ts';
import { identityOf } from './access.ts';
import { canSignIn, findIdentityRow, findLoginRow, toIdentity } from './identity.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { signSession } from './session.ts';
import { Counters } from './counters.ts';
import { LoginThrottle, type SignInLimits } from './throttle.ts';
import { typedRoutes } from '../typedRoutes.ts';

export interface AuthOptions {
  tokenLifetime: string;
}

const MINUTE = 60_000;

/**
 * Failed sign-ins, counted in PostgreSQL (server/auth/throttle.ts): 5 for one account from one address, then that pair
 * waits out its window; 10 for one account from anywhere, then each failure doubles the wait (never a lock); 40
 * accounts failed on from one address, then those accounts wait at that address, the others sign in as usual.
 */
export const SIGN_IN_LIMITS = {
  addressAndAccount: { failures: 5, windowMs: 15 * MINUTE },
  address: { failures: 40, windowMs: 15 * MINUTE },
  account: { failures: 10, windowMs: 60 * MINUTE, maxDelayMs: 15 * MINUTE },
} as const satisfies SignInLimits;
const credentialsSchema = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: { username: { type: 'string', minLength: 1, maxLength: 255 }, password: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** Sign-in, identity refresh and impersonation. */
export async function authRoutes(fastify: FastifyInstance, { tokenLifetime }: AuthOptions) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  const throttle = new LoginThrottle(new Counters(knex), SIGN_IN_LIMITS);
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

  app.post(
    '/backend/auth',
    {
      // Failed sign-ins are throttled below (SIGN_IN_LIMITS); an office behind one address signs many users in.
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['auth'], body: credentialsSchema, response: { 200: tokenSchema } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const { wait, attempt } = await throttle.admit(request.ip, username.toLowerCase());
      if (!attempt) {
        const seconds = Math.ceil(wait / 1000);
        reply.header('retry-after', seconds);
        throw new ApiError(429, ErrorCode.TOO_MANY_ATTEMPTS, `too many failed attempts, retry in ${seconds} s`);
      }
      const row = await findLoginRow(knex, username);
      // An unknown user costs the same hash check as a known one, so timing does not tell which accounts exist.
      const valid = await verifyPassword(row?.password ?? (await decoyHash()), password);
      if (!row || !valid || !canSignIn(row)) {
        await throttle.failed(attempt);
        throw new ApiError(401, ErrorCode.AUTHENTICATION, 'invalid credentials');
      }
      await throttle.succeeded(attempt);
      // The training company's accounts belong to the training site (server/auth/access.ts): said plainly, with the
      // right password, rather than a session every other site would refuse.
      if (isTrainingCompany(row.company_name) && siteOf(request.headers.host) !== 'formation') {
        throw new ApiError(403, ErrorCode.TRAINING_SITE, 'this account signs in on the training site');
      }
      return { token: signSession(app, { identity: toIdentity(row), version: row.session_version, lifetime: tokenLifetime }) };
    },
  );

  app.get(
    '/backend/api/security/ping',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: identitySchema } },
    },
    async (request) => {
      const current = identityOf(request);
      const row = await findIdentityRow(knex, current.id);
      if (!row || !canSignIn(row)) throw new ApiError(401, ErrorCode.AUTHENTICATION, 'account disabled');
      const impersonator = current.impersonator && { id: current.impersonator.id, username: current.impersonator.username };
      return { ...toIdentity(row), ...(impersonator && { impersonator }) };
    },
  );

  app.route({
    ...actionRoute(user, 'impersonate'),
    schema: {
      tags: ['auth'],
      body: {
        type: 'object',
        required: ['impersonate'],
        additionalProperties: false,
        properties: { impersonate: { anyOf: [idSchema, { type: 'string', minLength: 1, maxLength: 255 }] } },
      },
      response: { 200: tokenSchema },
    },
    handler: async (request) => {
      const admin = identityOf(request);
      if (admin.impersonator) throw forbidden();
      const target = request.body.impersonate;
      const row = typeof target === 'number' ? await findIdentityRow(knex, target) : await findLoginRow(knex, target);
      if (!row) throw notFound();
      if (!canSignIn(row) || row.id === admin.id) throw forbidden();
      // The token stands on both accounts: it dies with the target's standing or with the impersonator's rights.
      const impersonator = { id: admin.id, username: admin.username, sv: admin.sv };
      return { token: signSession(app, { identity: toIdentity(row), version: row.session_version, impersonator, lifetime: tokenLifetime }) };
    },
  });
}
