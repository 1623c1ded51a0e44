/**
 * Whether a failure says the database cannot be reached right now (stopped, restarting, refusing connections, out of
 * connections, or the pool waited too long for one), as opposed to a query it refused. Such a request is answered 503
 * with a Retry-After (server/errors.ts): the same request may succeed a moment later.
 */

/** Node's socket errors, and PostgreSQL's connection exception (08), operator intervention (57P0x) and too-many-connections codes. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres says a lost or refused connection in words only. */
const UNREACHABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
  // knex's own wait for a free connection of its pool.
  if (name === 'KnexTimeoutError') return true;
  return typeof message === 'string' && UNREACHABLE_MESSAGE.test(message);
}
