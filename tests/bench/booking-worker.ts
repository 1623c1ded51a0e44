import { runDirectly } from './alone.ts';
import { percentile } from './percentile.ts';
import { type Answer, jsonPoster, type Poster } from './post.ts';

/**
 * Booking creation under load: `connections` loops each choose an offer (POST /booking/online) and confirm it,
 * sending the same confirmation twice at once as a double click or a retry would. Answers how many bookings were
 * confirmed, the confirmation latencies (p50, p99), any confirmation whose two answers differed, and the failed calls
 * with the first answers that failed.
 *
 * Run as a process of its own (`tsx tests/bench/booking-worker.ts <JSON { url, token, connections, duration, offers:
 * [{ offerKey, search }], travellerId }>`), it books through HTTP and prints the result as JSON, so that the clients do
 * not share the server's event loop; `createBookings` with an injectPoster books in the server's own process.
 */
export interface BookingLoad {
  connections: number;
  duration: number;
  offers: { offerKey: string; search: unknown }[];
  travellerId: number;
}

export interface BookingOutcome {
  confirmed: number;
  keys: string[];
  mismatches: number;
  failures: number;
  failed: string[];
  p50: number;
  p99: number;
}

export async function createBookings(post: Poster, { connections, duration, offers, travellerId }: BookingLoad): Promise<BookingOutcome> {
  const until = Date.now() + duration * 1000;
  const latencies: number[] = [];
  const keys: string[] = [];
  let mismatches = 0;
  let failures = 0;
  const failed: string[] = [];
  const fail = (step: string, answer: Answer) => {
    failures++;
    if (failed.length < 5) failed.push(`${step} ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  };
  let turn = 0;
  let made = 0;
  const run = `${process.pid}-${Date.now()}`;

  async function loop(worker: number) {
    while (Date.now() < until) {
      const offer = offers[turn++ % offers.length];
      const created = await post('/backend/api/booking/online', offer);
      if (created.status !== 200) {
        fail('choose', created);
        continue;
      }
      const key = `bench-${run}-${worker}-${made++}`;
      const body = { rooms: [{ occupancy: 1, travellers: [travellerId] }], confirmationKey: key };
      const started = performance.now();
      const [first, second] = await Promise.all([
        post(`/backend/api/booking/${created.body.id}/finalise`, body),
        post(`/backend/api/booking/${created.body.id}/finalise`, body),
      ]);
      latencies.push(performance.now() - started);
      if (first.status !== 200 || second.status !== 200) {
        fail('confirm', first.status !== 200 ? first : second);
        continue;
      }
      keys.push(key);
      if (first.body.id !== second.body.id || first.body.status !== second.body.status) mismatches++;
    }
  }

  await Promise.all(Array.from({ length: connections }, (_, worker) => loop(worker)));
  latencies.sort((a, b) => a - b);
  return { confirmed: keys.length, keys, mismatches, failures, failed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

if (runDirectly(import.meta.url)) {
  const { url, token, ...load } = JSON.parse(process.argv[2]) as BookingLoad & { url: string; token: string };
  process.stdout.write(JSON.stringify(await createBookings(jsonPoster(url, { authorization: `Bearer ${token}` }), load)));
}
