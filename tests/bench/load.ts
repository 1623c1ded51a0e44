import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Step = string | { method: string; path: string; body: unknown };
export interface LoadResult { perSecond: number; p95: number; p99: number }

/**
 * Load through tests/bench/load-worker.ts (its own process): a warm-up of 2 s, then `duration` seconds measured, each
 * connection cycling through `paths`. Answers requests per second and exact p95 and p99; any non-2xx answer throws.
 */
export async function load({ url, paths, connections, duration, headers = {} }: {
  url: string; paths: Step[]; connections: number; duration: number; headers?: Record<string, string>;
}): Promise<LoadResult> {
  const config = (seconds: number) => JSON.stringify({ url, connections, duration: seconds, headers, paths });
  const worker = ['--import', 'tsx', 'tests/bench/load-worker.ts'];
  await run(process.execPath, [...worker, config(2)]);
  const { stdout } = await run(process.execPath, [...worker, config(duration)], { maxBuffer: 10 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: number; p95: number; p99: number; non2xx: number; errors: number };
  const first = paths[0];
  if (result.non2xx || result.errors) throw new Error(`${url}${typeof first === 'string' ? first : first.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { perSecond: result.requests, p95: result.p95, p99: result.p99 };
}

/** The first page (25 rows) of a generated list, as react-admin asks for it. */
export const listPath = (resource: string, filter: object, sort: [string, string], prefetch?: string[]) =>
  `/backend/api/${resource}?${new URLSearchParams({
    filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: '[0,24]', ...(prefetch && { prefetch: JSON.stringify(prefetch) }),
  })}`;

/** The authorization header of a demo account's session. */
export async function signIn(url: string, username: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/backend/auth`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status}`);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}
