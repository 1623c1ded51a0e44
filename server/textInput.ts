import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../entities/errors.ts';
import { invalid } from './errors.ts';

/**
 * How deep an input may nest. The deepest form (a booking's rooms, travellers and their fields) sends a handful of
 * levels; thousands are an attempt on the stack of whatever walks the input next.
 */
export const MAX_INPUT_DEPTH = 32;

type Flaw = 'nul' | 'deep' | null;

/**
 * A NUL character in a key or a text (which no PostgreSQL text can store), or nesting past MAX_INPUT_DEPTH. Walked with
 * a stack of its own rather than by recursion, since the input may be nested on purpose, and without copying it:
 * every request's inputs pass here.
 */
function flawOf(input: unknown): Flaw {
  const values: unknown[] = [input];
  const depths: number[] = [0];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_INPUT_DEPTH) return 'deep';
      for (const key in value) {
        if (key.includes('\u0000')) return 'nul';
        values.push((value as Record<string, unknown>)[key]);
        depths.push(depth + 1);
      }
    }
  }
  return null;
}

/** The field of an input (its top-level key, or `whole` for a scalar or a list) holding a NUL character. */
function nulField(input: unknown, whole: string): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return flawOf(input) === 'nul' ? whole : undefined;
  return Object.entries(input).find(([key, item]) => key.includes('\u0000') || flawOf(item) === 'nul')?.[0];
}

/** No PostgreSQL text can store a NUL character: an input holding one is a format error on its field. */
export function refuseNul(input: unknown, whole = '_') {
  const field = nulField(input, whole);
  if (field !== undefined) throw invalid({ [field]: ErrorCode.BAD_FORMAT }, 'a text holds a NUL character');
}

/** Whether `value` holds, at any depth, a number that is not finite. */
function holdsInfinite(value: unknown): boolean {
  const values = [value];
  while (values.length > 0) {
    const item = values.pop();
    if (typeof item === 'number' && !Number.isFinite(item)) return true;
    // One by one: a spread of a long list's items would overflow the call stack.
    if (typeof item === 'object' && item !== null) for (const key in item) values.push((item as Record<string, unknown>)[key]);
  }
  return false;
}

/**
 * The field (top-level key) of an input read as numbers by its schema that holds no finite number: ajv turns `1e309`
 * into Infinity, which passes its integer and range checks, and then fails in the database.
 */
function infiniteField(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  return Object.entries(input).find(([, value]) => holdsInfinite(value))?.[0];
}

/**
 * Every route refuses, before anything reads its path, query or body (the schema's validation included), an input
 * nested past MAX_INPUT_DEPTH and a NUL character; and after the validation, a number that is not finite.
 */
export function registerInputChecks(app: FastifyInstance) {
  // A callback hook: the check is synchronous, and an async hook would cost every request a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const flaws = [flawOf(request.params), flawOf(request.query), flawOf(request.body)];
    if (flaws.every((flaw) => flaw === null)) return done();
    if (flaws.includes('deep')) return done(invalid({ _: ErrorCode.BAD_FORMAT }, `an input nests deeper than ${MAX_INPUT_DEPTH} levels`));
    try {
      refuseNul(request.params);
      refuseNul(request.query);
      refuseNul(request.body);
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const field = infiniteField(request.params) ?? infiniteField(request.query) ?? infiniteField(request.body);
    done(field === undefined ? undefined : invalid({ [field]: ErrorCode.BAD_FORMAT }, 'a number beyond any limit'));
  });
}
