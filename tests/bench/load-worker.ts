/**
 * Runs autocannon in its own process, so the load generator does not share the servers' event loop.
 * Argument: JSON { url, connections, duration, headers, paths } — each connection cycles through `paths` in order; a
 * path is a GET, or `{ method, path, body }` for a request with a JSON body.
 * Prints autocannon's result as JSON, with the exact p95 and p99 of every answer's time.
 */
import autocannon from 'autocannon';
import { percentile } from './percentile.ts';

type Step = string | { method: string; path: string; body: unknown };
const { url, connections, duration, headers, paths } = JSON.parse(process.argv[2]) as {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  paths: Step[];
};
const requests = paths.map((step) =>
  typeof step === 'string'
    ? { method: 'GET' as const, path: step }
    : { method: step.method as 'POST', path: step.path, body: JSON.stringify(step.body), headers: { 'content-type': 'application/json' } },
);
const latencies: number[] = [];
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon({ url, connections, duration, headers, requests }, (error, done) => (error ? reject(error) : resolve(done)));
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
});
latencies.sort((a, b) => a - b);
process.stdout.write(
  JSON.stringify({
    requests: result.requests.average,
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
