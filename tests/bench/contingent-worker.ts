/**
 * The contingent booking attempts, in their own process so the clients do not share the server's event loop: all
 * `attempts` at once, each choosing the offer then confirming it as the booking screens do (sold out answers 409).
 * Argument: JSON { url, token, attempts, offerKey, search, travellerId }.
 * Prints { elapsed (s), requests, p50 and p99 of an attempt (ms), booked, refused, failed: [reasons] }.
 */
import { percentile } from './percentile.ts';
import { jsonPoster } from './post.ts';

const { url, token, attempts, offerKey, search, travellerId } = JSON.parse(process.argv[2]) as {
  url: string; token: string; attempts: number; offerKey: string; search: unknown; travellerId: number;
};
const post = jsonPoster(url, { authorization: `Bearer ${token}` });

let requests = 0;
const outcomes = { booked: 0, refused: 0, failed: [] as string[] };
const latencies: number[] = [];
async function attempt(index: number) {
  const started = performance.now();
  const chosen = await post('/backend/api/booking/online', { offerKey, search });
  requests++;
  if (chosen.status === 200) {
    const confirmed = await post(`/backend/api/booking/${chosen.body.id}/finalise`, { rooms: [{ occupancy: 1, travellers: [travellerId] }], confirmationKey: `${offerKey.replaceAll('.', '_')}-${index}` });
    requests++;
    if (confirmed.status === 200 && confirmed.body.status === 60) outcomes.booked++;
    else if (confirmed.status === 409) outcomes.refused++;
    else outcomes.failed.push(`finalise ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  } else if (chosen.status === 409) {
    outcomes.refused++;
  } else {
    outcomes.failed.push(`choose ${chosen.status} ${JSON.stringify(chosen.body)}`);
  }
  latencies.push(performance.now() - started);
}

const started = performance.now();
await Promise.all(Array.from({ length: attempts }, (_, index) => attempt(index)));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ elapsed, requests, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), ...outcomes }));
