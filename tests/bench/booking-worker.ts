import { percentile } from './percentile.ts';
import { type Answer, jsonPoster } from './post.ts';

/**
 * Booking creation under load, in its own process: `connections` loops each choose an offer (POST /booking/online)
 * and confirm it, sending the same confirmation twice at once as a double click or a retry would. Prints how many
 * bookings were confirmed, the confirmation latencies (p50, p99), any confirmation whose two answers differed, and the
 * failed calls with the first answers that failed.
 * Argument: JSON { url, token, connections, duration, offers: [{ offerKey, search }], travellerId }.
 */
const { url, token, connections, duration, offers, travellerId } = JSON.parse(process.argv[2]) as {
  url: string; token: string; connections: number; duration: number; travellerId: number;
  offers: { offerKey: string; search: unknown }[];
};
const post = jsonPoster(url, { authorization: `Bearer ${token}` });

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

async function loop(worker: number) {
  while (Date.now() < until) {
    const offer = offers[turn++ % offers.length];
    const created = await post('/backend/api/booking/online', offer);
    if (created.status !== 200) { fail('choose', created); continue; }
    const key = `bench-${process.pid}-${worker}-${keys.length}-${Date.now()}`;
    const body = { rooms: [{ occupancy: 1, travellers: [travellerId] }], confirmationKey: key };
    const started = performance.now();
    const [first, second] = await Promise.all([
      post(`/backend/api/booking/${created.body.id}/finalise`, body),
      post(`/backend/api/booking/${created.body.id}/finalise`, body),
    ]);
    latencies.push(performance.now() - started);
    if (first.status !== 200 || second.status !== 200) { fail('confirm', first.status !== 200 ? first : second); continue; }
    keys.push(key);
    if (first.body.id !== second.body.id || first.body.status !== second.body.status) mismatches++;
  }
}

await Promise.all(Array.from({ length: connections }, (_, worker) => loop(worker)));
latencies.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ confirmed: keys.length, keys, mismatches, failures, failed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) }));
