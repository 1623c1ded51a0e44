/**
 * Runs autocannon in its own process, so the load generator does not share the servers' event loop.
 * Argument: JSON { url, connections, duration, headers, paths } — each connection cycles through `paths` in order; a
 * path is a GET, or `{ method, path, body }` for a request with a JSON body.
 * Prints autocannon's result as JSON.
 */
import autocannon from 'autocannon';

type Step = string | { method: string; path: string; body: unknown };
const { url, connections, duration, headers, paths } = JSON.parse(process.argv[2]) as {
  url: string; connections: number; duration: number; headers: Record<string, string>; paths: Step[];
};
const requests = paths.map((step) =>
  typeof step === 'string'
    ? { method: 'GET' as const, path: step }
    : { method: step.method as 'POST', path: step.path, body: JSON.stringify(step.body), headers: { 'content-type': 'application/json' } },
);
const result = await autocannon({ url, connections, duration, headers, requests });
process.stdout.write(JSON.stringify({
  requests: result.requests.average,
  // autocannon has no p95; p97.5 bounds it from above.
  p97_5: result.latency.p97_5,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
}));
