import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notFound } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics, for the work outside requests to count its failures in. */
    metrics: { registry: Registry; scheduledFailures: Counter<'work'> };
  }
}

/** The knex pool's counts (tarn), read at each scrape. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * Prometheus metrics of this instance, one registry per app: requests by route pattern, method and status, their
 * latency, both database pools' use, the job queue's depth and failed jobs (shared by the instances), failed
 * scheduled work, and Node's own (memory, event loop, GC). Served at
 * /backend/metrics to whoever shows the METRICS_TOKEN as a bearer token; without a token the path does not exist.
 */
export function registerMetrics(app: FastifyInstance, { pool, metricsToken }: { pool: pg.Pool; metricsToken?: string }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames,
    registers: [registry],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  const knexPool = () => (app.knex.client as { pool?: TarnPool }).pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pools, by pool and state',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      this.set({ pool: 'crud', state: 'total' }, pool.totalCount);
      this.set({ pool: 'crud', state: 'idle' }, pool.idleCount);
      this.set({ pool: 'crud', state: 'waiting' }, pool.waitingCount);
      const tarn = knexPool();
      if (!tarn) return;
      this.set({ pool: 'domain', state: 'used' }, tarn.numUsed());
      this.set({ pool: 'domain', state: 'idle' }, tarn.numFree());
      this.set({ pool: 'domain', state: 'waiting' }, tarn.numPendingAcquires());
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of the job queue (mails), by queue and state: waiting (created, retry), active, completed, failed',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // A database out of reach leaves the gauge empty for this scrape; the probes and the pool's gauge say why.
      for (const { queue, state, count } of await app.queue.counts().catch(() => [])) this.set({ queue, state }, count);
    },
  });
  const scheduledFailures = new Counter({
    name: 'scheduled_work_failures_total',
    help: 'Runs of scheduled work that failed, by work',
    labelNames: ['work'],
    registers: [registry],
  });
  app.decorate('metrics', { registry, scheduledFailures });

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never its path: ids and tokens would make a series per record, and show secret links.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unknown', status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const expected = metricsToken ? Buffer.from(`Bearer ${metricsToken}`) : null;
  app.get('/backend/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
