/**
 * Runs autocannon in its own process, so the load generator does not share the servers' event loop.
 * Argument: JSON { url, connections, duration, headers, paths } — each connection cycles through `paths` in order.
 * Prints autocannon's result as JSON.
 */
import autocannon from 'autocannon';

const { url, connections, duration, headers, paths } = JSON.parse(process.argv[2]) as {
  url: string; connections: number; duration: number; headers: Record<string, string>; paths: string[];
};
const result = await autocannon({ url, connections, duration, headers, requests: paths.map((path) => ({ method: 'GET', path })) });
process.stdout.write(JSON.stringify({
  requests: result.requests.average,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
}));
