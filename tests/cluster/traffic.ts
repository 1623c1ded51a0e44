/**
 * Bounded traffic through the load balancer for the cluster run (tests/cluster/run.ts): a few bookers who book allotment
 * rooms online one after another (each booking mails the booker and the hotel), and a reader of the bookings list.
 * Every answer is counted by status; a 5xx other than 503 is kept with its request, as a failure of the run.
 */
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';

export interface TrafficCounts {
  answers: Map<number, number>;
  /** 5xx answers other than 503 (and requests that got no answer at all), with what was asked. */
  failures: string[];
  bookings: number;
}

export interface Booker {
  email: string;
  traveller: number;
  customFields: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the traffic until `stop()` is called; answers what it counted. */
export function startTraffic(base: string, offerKey: string, bookers: Booker[]): { stop(): Promise<TrafficCounts> } {
  const counts: TrafficCounts = { answers: new Map(), failures: [], bookings: 0 };
  let running = true;
  const [, from, to] = /^ctg-\d+\.\d+\.(\d{4}-\d{2}-\d{2})\.(\d{4}-\d{2}-\d{2})\./.exec(offerKey) ?? [];

  async function call(method: string, path: string, token: string | null, body?: object): Promise<{ status: number; json: () => Promise<unknown> } | null> {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    }).catch((error: unknown) => {
      // fetch says only "fetch failed": what the socket saw is its cause (closed by the other side, reset, timed out).
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      counts.failures.push(
        `${method} ${path}: no answer at ${new Date().toISOString()} (${String(error)}${cause ? `: ${cause.code ?? ''} ${cause.message ?? ''}` : ''})`,
      );
      return null;
    });
    if (!answer) return null;
    counts.answers.set(answer.status, (counts.answers.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500 && answer.status !== 503) counts.failures.push(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return { status: answer.status, json: () => answer.json() };
  }

  async function signIn(email: string): Promise<string> {
    for (;;) {
      const answer = await call('POST', '/backend/auth', null, { username: email, password: DEMO_PASSWORD });
      if (answer?.status === 200) return ((await answer.json()) as { token: string }).token;
      await sleep(500);
    }
  }

  async function book(booker: Booker) {
    const token = await signIn(booker.email);
    while (running) {
      const started = await call('POST', '/backend/api/booking/online', token, {
        offerKey,
        search: { destination: 'Paris', from, to, single: 1, double: 0, services: {} },
      });
      if (started?.status !== 200) {
        await sleep(300);
        continue;
      }
      const { id } = (await started.json()) as { id: number };
      const confirmationKey = randomBytes(12).toString('hex');
      // A confirmation refused by an outage (503) is sent again with the same key, as the front office does.
      for (let tries = 0; tries < 20 && running; tries++) {
        const finalised = await call('POST', `/backend/api/booking/${id}/finalise`, token, {
          rooms: [{ occupancy: 1, travellers: [booker.traveller] }],
          customFields: booker.customFields,
          confirmationKey,
        });
        if (finalised?.status === 200) {
          counts.bookings++;
          break;
        }
        await sleep(300);
      }
      // A booker's pace, not a load test: the faults are the test.
      await sleep(200);
    }
  }

  async function read(email: string) {
    const token = await signIn(email);
    while (running) {
      await call('GET', '/backend/api/bookings?range=%5B0%2C24%5D', token);
      await sleep(100);
    }
  }

  const workers = [...bookers.map(book), read('admin@agence-demo.fr')];
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return counts;
    },
  };
}
