import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { percentile } from './percentile.ts';

const run = promisify(execFile);

export type Step = string | { method: string; path: string; body: unknown };
export interface LoadResult {
  perSecond: number;
  p95: number;
  p99: number;
}

/**
 * Load through tests/bench/load-worker.ts (its own process): a warm-up of 2 s, then `duration` seconds measured, each
 * connection cycling through `paths`. Answers requests per second and exact p95 and p99; any non-2xx answer throws.
 */
export async function load({
  url,
  paths,
  connections,
  duration,
  headers = {},
}: {
  url: string;
  paths: Step[];
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const config = (seconds: number) => JSON.stringify({ url, connections, duration: seconds, headers, paths });
  const worker = ['--import', 'tsx', 'tests/bench/load-worker.ts'];
  await run(process.execPath, [...worker, config(2)]);
  const { stdout } = await run(process.execPath, [...worker, config(duration)], { maxBuffer: 10 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: number; p95: number; p99: number; non2xx: number; errors: number };
  const first = paths[0];
  if (result.non2xx || result.errors)
    throw new Error(`${url}${typeof first === 'string' ? first : first.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { perSecond: result.requests, p95: result.p95, p99: result.p99 };
}

/**
 * `load` without HTTP: the same requests through Fastify's inject to an app of this process, `connections` at once,
 * each cycling through `paths`, after the same warm-up: the route's whole work, the rate the HTTP one is a share of.
 */
export async function loadInProcess(
  app: FastifyInstance,
  {
    paths,
    connections,
    duration,
    headers = {},
  }: {
    paths: Step[];
    connections: number;
    duration: number;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  const requests = paths.map((step) =>
    typeof step === 'string' ? { method: 'GET' as const, url: step } : { method: step.method as 'POST', url: step.path, payload: step.body as object },
  );
  async function during(seconds: number) {
    const until = performance.now() + seconds * 1000;
    const latencies: number[] = [];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let turn = 0; performance.now() < until; turn++) {
          const started = performance.now();
          const response = await app.inject({ ...requests[turn % requests.length], headers });
          if (response.statusCode >= 300)
            throw new Error(`${requests[turn % requests.length].url} in process: ${response.statusCode} ${response.body.slice(0, 200)}`);
          latencies.push(performance.now() - started);
        }
      }),
    );
    return latencies.sort((a, b) => a - b);
  }
  await during(2);
  const latencies = await during(duration);
  return { perSecond: latencies.length / duration, p95: percentile(latencies, 0.95), p99: percentile(latencies, 0.99) };
}

/** The first page (25 rows) of a generated list, as react-admin asks for it. */
export const listPath = (resource: string, filter: object, sort: [string, string], prefetch?: string[]) =>
  `/backend/api/${resource}?${new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(sort),
    range: '[0,24]',
    ...(prefetch && { prefetch: JSON.stringify(prefetch) }),
  })}`;

/** The authorization header of a demo account's session. */
export async function signIn(url: string, username: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/backend/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status}`);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}
