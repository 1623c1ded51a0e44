import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../entities/errors.ts';
import { buildApp } from '../../server/app.ts';
import { connect } from '../../server/db/index.ts';
import { capturedLog, testApp, type TestApp } from '../support/app.ts';

/**
 * What an operator relies on: the health probes, a request id carried from the load balancer to every log line and
 * back in the answer, and a database out of reach answered 503 with a Retry-After, never 500.
 */

const { lines, logger } = capturedLog();
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ logger });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the health probes', () => {
  it('say the instance is live and ready, to anyone', async () => {
    const live = await t.call(null, 'GET', '/backend/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await t.call(null, 'GET', '/backend/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('an unknown path under /backend/ answers 404 in JSON, not a page of the apps', async () => {
    for (const url of ['/backend/health', '/backend/metrics', '/backend/no/such/thing']) {
      const response = await t.call(null, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toMatchObject({ code: ErrorCode.NOT_FOUND });
    }
  });
});

describe('the request id', () => {
  it('is the caller’s X-Request-Id when sound, returned in the answer and in each log line of the request', async () => {
    const id = 'lb-7f3a9c.42:1';
    const response = await t.app.inject({ method: 'GET', url: '/backend/api/news', headers: { 'x-request-id': id } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe(id);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((line) => line.reqId === id);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('is made anew, unique whichever instance answers, when the caller sends none or one that could forge a log line', async () => {
    const ids = [];
    for (const given of [undefined, 'two words', 'line\u2028break', 'x'.repeat(129), '']) {
      const response = await t.app.inject({ method: 'GET', url: '/backend/health/live', headers: given === undefined ? {} : { 'x-request-id': given } });
      expect(response.headers['x-request-id'], String(given)).toMatch(UUID);
      ids.push(response.headers['x-request-id']);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the metrics', () => {
  let watched: TestApp;
  beforeAll(async () => {
    watched = await testApp({ metricsToken: 'scrape-secret-of-the-operator' });
  });
  afterAll(() => watched.close());
  const scrape = (authorization?: string) => watched.app.inject({ method: 'GET', url: '/backend/metrics', headers: authorization ? { authorization } : {} });

  it('are read only with the operator’s token', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape('Bearer wrong-secret-of-the-operator!')).statusCode).toBe(404);
    expect((await scrape(`Bearer ${await watched.tokenOf('admin')}`)).statusCode).toBe(404);
    expect((await scrape('Bearer scrape-secret-of-the-operator')).statusCode).toBe(200);
  });

  it('count requests by route pattern and status, never by path, with their latency and the pools’ use', async () => {
    const { id } = (await watched.db.knex('booking').first('id'))!;
    await watched.call('admin', 'GET', `/backend/api/bookings/${id}`);
    await watched.call(null, 'GET', `/backend/api/bookings/${id}`);
    const text = (await scrape('Bearer scrape-secret-of-the-operator')).body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/backend\/api\/bookings\/:id",status="200"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/backend\/api\/bookings\/:id",status="401"\} 1$/m);
    expect(text).not.toContain(`/backend/api/bookings/${id}"`);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/backend\/api\/bookings\/:id",status="200"\} 1$/m);
    expect(text).toMatch(/^db_pool_connections\{pool="crud",state="total"\} \d+$/m);
    expect(text).toMatch(/^db_pool_connections\{pool="domain",state="waiting"\} 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("show the job queue's depth and its failed jobs", async () => {
    await watched.app.mailer.send({ to: ['depth@example.test'], subject: 'Profondeur', html: '<p>Profondeur</p>' });
    expect((await scrape('Bearer scrape-secret-of-the-operator')).body).toMatch(/^job_queue_jobs\{queue="mail",state="created"\} 1$/m);
    const [job] = await watched.app.queue.boss.fetch('mail');
    await watched.app.queue.boss.fail('mail', job.id);
    const text = (await scrape('Bearer scrape-secret-of-the-operator')).body;
    expect(text).toMatch(/^job_queue_jobs\{queue="mail",state="retry"\} 1$/m);
    expect(text).not.toMatch(/^job_queue_jobs\{queue="mail",state="created"\}/m);
  });
});

describe('a database out of reach', () => {
  let down: Awaited<ReturnType<typeof buildApp>>;
  let db: ReturnType<typeof connect>;
  beforeAll(async () => {
    // Port 1 of this machine: nothing listens there, so every connection is refused at once, as while PostgreSQL restarts.
    db = connect('postgres://booking:secret@127.0.0.1:1/booking', { poolSize: 2 });
    down = await buildApp({ db, jwtSecret: 'test-secret-of-at-least-32-characters!' });
  });
  afterAll(async () => {
    await down.close();
    await db.close();
  });

  it('makes the readiness probe answer 503 with a Retry-After, while liveness stays 200', async () => {
    const ready = await down.inject({ method: 'GET', url: '/backend/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({ code: ErrorCode.UNAVAILABLE });
    expect((await down.inject({ method: 'GET', url: '/backend/health/live' })).statusCode).toBe(200);
  });

  it('answers the routes that need it 503 with a Retry-After and the catalogue’s code, never 500', async () => {
    const token = await t.tokenOf('admin');
    for (const [method, url, payload] of [
      ['POST', '/backend/auth', { username: 'user@acme-demo.fr', password: 'Demo-2026!' }],
      ['GET', '/backend/api/public/prelogged_configuration/globex', undefined],
      ['POST', '/backend/public/api/notify_lost_password', { email: 'user@acme-demo.fr' }],
    ] as const) {
      const response = await down.inject({ method, url, payload });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(503);
      expect(response.headers['retry-after'], url).toBe('5');
      expect(response.json(), url).toMatchObject({ code: ErrorCode.UNAVAILABLE });
    }
    const signedIn = await down.inject({ method: 'GET', url: '/backend/api/bookings', headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.statusCode, signedIn.body).toBe(503);
    expect(signedIn.headers['retry-after']).toBe('5');
  });
});
