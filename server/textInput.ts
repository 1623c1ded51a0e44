import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../entities/errors.ts';
import { invalid } from './errors.ts';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  // Walked without copying: every request's inputs pass here.
  for (const key in value) {
    if (key.includes('\u0000') || holdsNul((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** The field of an input (its top-level key, or `whole` for a scalar or a list) holding a NUL character. */
function nulField(input: unknown, whole: string): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return holdsNul(input) ? whole : undefined;
  return Object.entries(input).find(([key, item]) => key.includes('\u0000') || holdsNul(item))?.[0];
}

/** No PostgreSQL text can store a NUL character: an input holding one is a format error on its field. */
export function refuseNul(input: unknown, whole = '_') {
  const field = nulField(input, whole);
  if (field !== undefined) throw invalid({ [field]: ErrorCode.BAD_FORMAT }, 'a text holds a NUL character');
}

/** Every route refuses a NUL character in its path, query or body before anything reads them. */
export function registerNulRefusal(app: FastifyInstance) {
  // A callback hook: the check is synchronous, and an async hook would cost every request a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!holdsNul(request.params) && !holdsNul(request.query) && !holdsNul(request.body)) return done();
    try {
      refuseNul(request.params);
      refuseNul(request.query);
      refuseNul(request.body);
    } catch (error) {
      done(error as Error);
    }
  });
}
