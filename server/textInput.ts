import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../entities/errors.ts';
import { invalid } from './errors.ts';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
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
  app.addHook('preValidation', async (request) => {
    refuseNul(request.params);
    refuseNul(request.query);
    refuseNul(request.body);
  });
}
