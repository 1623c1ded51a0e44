import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { Identity } from '../../entities/identity.ts';
import type { Role } from '../../entities/roles.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { siteOf } from '../../entities/site.ts';
import { isTrainingCompany } from '../../entities/training.ts';
import { ApiError, forbidden } from '../errors.ts';
import { SessionVersions, type SessionClaims } from './session.ts';

/** Who may call a route: anyone, any signed-in user, or the holders of one of the roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    identity: SessionClaims | null;
  }
  interface FastifyInstance {
    /** The session versions of the accounts behind tokens; forget an account after changing it. */
    sessions: SessionVersions;
  }
}

export function hasAnyRole(identity: Identity | null, roles: readonly Role[]): boolean {
  return Boolean(identity && identity.roles.some((role) => roles.includes(role)));
}

/** How many writes an address may send to one public route in a minute (see registerAccessControl). */
export const PUBLIC_WRITES = { max: 30, timeWindow: 60_000 } as const;
/** How many reads an address may make in a minute of one public route that takes a key (a token, a uid, an id). */
export const PUBLIC_READS = { max: 120, timeWindow: 60_000 } as const;

/** A session token as the sites send it: `Authorization: Bearer <token>`. */
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Tokens remembered at most; the oldest checked is forgotten first. */
const VERIFIED_TOKENS = 10_000;

/**
 * The claims of the tokens whose signature was checked, until they expire: a session sends the same token on every
 * call, and checking it again each time would cost every request a signature.
 */
class VerifiedTokens {
  private readonly tokens = new Map<string, SessionClaims & { exp: number }>();

  claims(token: string, verify: () => SessionClaims & { exp: number }): SessionClaims {
    const known = this.tokens.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    this.tokens.delete(token);
    const claims = verify();
    if (this.tokens.size >= VERIFIED_TOKENS) this.tokens.delete(this.tokens.keys().next().value!);
    this.tokens.set(token, claims);
    return claims;
  }
}

const unauthenticated = () => new ApiError(401, ErrorCode.AUTHENTICATION, 'authentication required');

/**
 * Every route must declare its access; a route that does not is refused at start-up, so none can be forgotten.
 * Plugins that serve public files (assets, API documentation) are named by their prefixes instead.
 * The check runs before validation, so an anonymous caller learns nothing about a route's input.
 */
export function registerAccessControl(app: FastifyInstance, { knex, publicPrefixes }: { knex: Knex; publicPrefixes: readonly string[] }) {
  app.decorateRequest('identity', null);
  app.decorate('sessions', new SessionVersions(knex));
  app.addHook('onRoute', (route) => {
    if (!route.config?.access && !publicPrefixes.some((prefix) => route.url.startsWith(prefix))) {
      throw new Error(`route ${route.method} ${route.url} declares no access`);
    }
    const access = route.config?.access ?? 'public';
    // Anyone may write through a public route (requests, travellers, answers): each address gets so many a minute.
    const writes = access === 'public' && [route.method].flat().some((method) => !['GET', 'HEAD'].includes(method));
    // Nor may anyone guess at the keys of public reads (booking links, surveys, password links, company chains).
    const required = (route.schema?.querystring as { required?: string[] } | undefined)?.required;
    const keyed = route.url.startsWith('/backend/') && (route.url.includes(':') || Boolean(required?.length));
    const limit = writes ? PUBLIC_WRITES : access === 'public' && keyed ? PUBLIC_READS : undefined;
    route.config = { ...route.config, access, ...(limit && route.config?.rateLimit === undefined && { rateLimit: limit }) };
  });
  const verified = new VerifiedTokens();
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthenticated();
    try {
      request.identity = verified.claims(token, () => app.jwt.verify<SessionClaims & { exp: number }>(token));
    } catch {
      throw unauthenticated();
    }
    // Disabled, deleted, demoted, moved, or given a new password since the token was issued: the token no longer stands.
    if (!(await app.sessions.stand(request.identity))) throw unauthenticated();
    // A session of the training company belongs to the training site: the other sites do not know it.
    if (isTrainingCompany(request.identity.company?.name) && siteOf(request.headers.host) !== 'formation') throw unauthenticated();
    if (access !== 'authenticated' && !hasAnyRole(request.identity, access)) throw forbidden();
  });
}

/** The identity of a route declared non-public. */
export function identityOf(request: FastifyRequest): SessionClaims {
  if (!request.identity) throw unauthenticated();
  return request.identity;
}
