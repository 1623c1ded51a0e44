import type { LoadResult } from './load.ts';

/** The JWT secret of the bench's servers. */
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret';

/**
 * The least share of the in-process rate the HTTP rate should reach: the same work through Fastify's inject in the
 * server's process, measured in the same run, so that the figure holds on any host (absolute rates differ threefold
 * between hosts of one kind).
 */
export const SHARE_TARGET = 0.5;

export const RATE_HEADER = 'connections   req/s     p95     p99   without HTTP: req/s     p95   share';

/** One line of a rate measured through HTTP beside the same requests without it. */
export function printRates(connections: number, http: LoadResult, inProcess: LoadResult) {
  console.log(
    `${String(connections).padStart(11)}  ${http.perSecond.toFixed(0).padStart(6)}  ${`${http.p95} ms`.padStart(6)}  ${`${http.p99} ms`.padStart(6)}` +
      `   ${inProcess.perSecond.toFixed(0).padStart(19)}  ${`${inProcess.p95} ms`.padStart(6)}   ${(http.perSecond / inProcess.perSecond).toFixed(2)}`,
  );
}

/** The mean of the measures of one side, taken in turns with the other's. */
export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
