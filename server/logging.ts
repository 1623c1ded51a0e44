import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A long run of letters and digits in a URL: the token of a secret link (a booking page, a password, a survey, a
 * visitor's chain). Route names are words without digits, asset names short, so neither is taken for one.
 */
const TOKEN = /(?<![A-Za-z0-9_-])(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{20,}/g;

/** A URL as a log line keeps it: where the request went, not the credential it carried. */
export const maskTokens = (url: string) => url.replace(TOKEN, '…');

/** How a request appears in the server's log: a secret link is as good as a password to whoever reads the log. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: maskTokens(request.url), host: request.hostname, remoteAddress: request.ip };
}

/** An id a client or a load balancer may give its request: short, and only characters that cannot forge a log line. */
const SOUND_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: its X-Request-Id when sound, else a random UUID, unique whichever instance answers. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SOUND_REQUEST_ID.test(given) ? given : randomUUID();
}
