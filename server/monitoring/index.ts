import fp from 'fastify-plugin';
import type pg from 'pg';
import { registerMetrics } from './metrics.ts';
import { probeRoutes } from './probes.ts';

/**
 * What runs the platform in production watches: the health probes and the Prometheus metrics. Not encapsulated, so
 * that the metrics' hook sees every route registered after it.
 */
export default fp<{ pool: pg.Pool; metricsToken?: string }>(
  async (app, options) => {
    registerMetrics(app, options);
    await probeRoutes(app);
  },
  { name: 'monitoring', dependencies: ['knex', 'queue'] },
);
