import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { ErrorCode } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { idSchema } from '../schemas.ts';
import { identityOf } from './access.ts';
import { canSignIn, findIdentityRow, findLoginRow, toIdentity } from './identity.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { LoginThrottle } from './throttle.ts';

export interface AuthOptions {
  knex: Knex;
  tokenLifetime: string;
}

const IMPERSONATORS = ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'] as const;
const credentialsSchema = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: { username: { type: 'string', minLength: 1, maxLength: 255 }, password: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
const tokenSchema = { type: 'object', properties: { token: { type: 'string' } } } as const;

/** Sign-in, identity refresh and impersonation. */
export async function authRoutes(app: FastifyInstance, { knex, tokenLifetime }: AuthOptions) {
  const throttle = new LoginThrottle();
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));
  const sign = (identity: Identity) => app.jwt.sign({ ...identity }, { sub: String(identity.id), expiresIn: tokenLifetime });

  app.post<{ Body: { username: string; password: string } }>('/backend/auth', {
    // Failed sign-ins are throttled per account and address below; an office behind one address signs many users in.
    config: { access: 'public', rateLimit: false },
    schema: { tags: ['auth'], body: credentialsSchema, response: { 200: tokenSchema } },
  }, async (request) => {
    const { username, password } = request.body;
    const key = `${request.ip}|${username.toLowerCase()}`;
    const wait = throttle.retryAfter(key);
    if (wait > 0) throw new ApiError(429, ErrorCode.TOO_MANY_ATTEMPTS, `too many failed attempts, retry in ${Math.ceil(wait / 1000)} s`);
    const row = await findLoginRow(knex, username);
    // An unknown user costs the same hash check as a known one, so timing does not tell which accounts exist.
    const valid = await verifyPassword(row?.password ?? (await decoyHash()), password);
    if (!row || !valid || !canSignIn(row)) {
      throttle.fail(key);
      throw new ApiError(401, ErrorCode.AUTHENTICATION, 'invalid credentials');
    }
    throttle.succeed(key);
    return { token: sign(toIdentity(row)) };
  });

  app.get('/backend/api/security/ping', {
    config: { access: 'authenticated' },
    schema: { tags: ['auth'] },
  }, async (request) => {
    const current = identityOf(request);
    const row = await findIdentityRow(knex, current.id);
    if (!row || !canSignIn(row)) throw new ApiError(401, ErrorCode.AUTHENTICATION, 'account disabled');
    return { ...toIdentity(row), ...(current.impersonator && { impersonator: current.impersonator }) };
  });

  app.post<{ Body: { impersonate: string | number } }>('/backend/api/impersonate', {
    config: { access: IMPERSONATORS },
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
  }, async (request) => {
    const admin = identityOf(request);
    if (admin.impersonator) throw forbidden();
    const target = request.body.impersonate;
    const row = typeof target === 'number' ? await findIdentityRow(knex, target) : await findLoginRow(knex, target);
    if (!row) throw notFound();
    if (!canSignIn(row) || row.id === admin.id) throw forbidden();
    return { token: sign({ ...toIdentity(row), impersonator: { id: admin.id, username: admin.username } }) };
  });
}
