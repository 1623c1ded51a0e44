import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../entities/errors.ts';
import { ApiError } from '../errors.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** How long the readiness probe waits for the database before saying the instance is not ready. */
const PROBE_TIMEOUT_MS = 2_000;

const statusSchema = { type: 'object', required: ['status'], properties: { status: { type: 'string' } } } as const;

/**
 * The probes of a load balancer or an orchestrator, under /backend/health. Liveness: the process answers (restart it
 * when it does not). Readiness: it can serve, its database answers within two seconds (send it no traffic while it
 * cannot). While the server closes, Fastify answers both 503 itself, so the balancer stops sending requests.
 */
export async function probeRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  app.get(
    '/backend/health/live',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: statusSchema } },
    },
    async () => ({ status: 'live' }),
  );

  app.get(
    '/backend/health/ready',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: statusSchema } },
    },
    async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout exceeded when trying to connect')), PROBE_TIMEOUT_MS);
      });
      try {
        await Promise.race([app.knex.raw('SELECT 1'), timeout]);
      } catch {
        reply.header('Retry-After', '5');
        throw new ApiError(503, ErrorCode.UNAVAILABLE, 'the database does not answer');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' };
    },
  );
}
