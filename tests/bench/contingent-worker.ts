import { runDirectly } from './alone.ts';
import { percentile } from './percentile.ts';
import { jsonPoster, type Poster } from './post.ts';

/**
 * The contingent booking attempts: all `attempts` at once, each choosing the offer then confirming it as the booking
 * screens do (sold out answers 409). Answers { elapsed (s), requests, p50 and p99 of an attempt (ms), booked, refused,
 * failed: [reasons] }.
 *
 * Run as a process of its own (`tsx tests/bench/contingent-worker.ts <JSON { url, token, attempts, offerKey, search,
 * travellerId }>`), it books through HTTP and prints the result as JSON, so that the clients do not share the
 * server's event loop; `attemptAtOnce` with an injectPoster books in the server's own process.
 */
export interface Attempts {
  attempts: number;
  offerKey: string;
  search: unknown;
  travellerId: number;
}

export interface AttemptsOutcome {
  elapsed: number;
  requests: number;
  p50: number;
  p99: number;
  booked: number;
  refused: number;
  failed: string[];
}

export async function attemptAtOnce(post: Poster, { attempts, offerKey, search, travellerId }: Attempts): Promise<AttemptsOutcome> {
  let requests = 0;
  const outcomes = { booked: 0, refused: 0, failed: [] as string[] };
  const latencies: number[] = [];
  async function attempt(index: number) {
    const started = performance.now();
    const chosen = await post('/backend/api/booking/online', { offerKey, search });
    requests++;
    if (chosen.status === 200) {
      const confirmed = await post(`/backend/api/booking/${chosen.body.id}/finalise`, {
        rooms: [{ occupancy: 1, travellers: [travellerId] }],
        confirmationKey: `${offerKey.replaceAll('.', '_')}-${index}`,
      });
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
  return { elapsed, requests, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), ...outcomes };
}

if (runDirectly(import.meta.url)) {
  const { url, token, ...attempts } = JSON.parse(process.argv[2]) as Attempts & { url: string; token: string };
  process.stdout.write(JSON.stringify(await attemptAtOnce(jsonPoster(url, { authorization: `Bearer ${token}` }), attempts)));
}
