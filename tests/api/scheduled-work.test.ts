/**
 * Scheduled work (completions, releases, surveys, sweeps: server/main.ts) runs on the job queue
 * (server/queue/jobQueue.ts): two instances of the platform on one database that both schedule the same work run it
 * once, on one of them, and a run that fails is counted as such without stopping the schedule.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { QUEUE_SCHEMA } from '../../server/queue/schema.ts';
import { testApp, type TestApp } from '../support/app.ts';

let first: TestApp;
let second: Awaited<ReturnType<TestApp['anotherInstance']>>;
beforeAll(async () => {
  first = await testApp({ work: true });
  second = await first.anotherInstance();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

it('runs once across two instances that both schedule it, and keeps one schedule', { timeout: 30_000 }, async () => {
  const runs: string[] = [];
  await first.app.queue.every('test-tick', '*/15 * * * *', async () => void runs.push('first'));
  await second.app.queue.every('test-tick', '*/15 * * * *', async () => void runs.push('second'));
  await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(1);
  // Both workers poll every two seconds: a second run would have come by now.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  expect(runs).toHaveLength(1);
  const { rows } = await first.db.knex.raw(`SELECT name, cron, timezone FROM ${QUEUE_SCHEMA}.schedule WHERE name = 'test-tick'`);
  expect(rows).toEqual([{ name: 'test-tick', cron: '*/15 * * * *', timezone: 'Europe/Paris' }]);
});

it('is not tried again when a run fails: the next tick runs it', { timeout: 30_000 }, async () => {
  let runs = 0;
  await first.app.queue.every('test-failing', '*/15 * * * *', async () => {
    runs++;
    throw new Error('the work failed');
  });
  await expect
    .poll(async () => (await first.db.knex.raw(`SELECT state::text AS state FROM ${QUEUE_SCHEMA}.job WHERE name = 'test-failing'`)).rows, { timeout: 20_000 })
    .toEqual([{ state: 'failed' }]);
  expect(runs).toBe(1);
});

it('is set up by two instances starting at once, each defining the same new queues', { timeout: 60_000 }, async () => {
  // pg-boss makes a table partition per queue: two instances making the same ones at once deadlock now and then, and
  // the instance that lost started no more (found with two instances started at the same second).
  const names = Array.from({ length: 12 }, (_, index) => `test-together-${index}`);
  const settings = { retryLimit: 0, expireInSeconds: 60 };
  await Promise.all([...names.map((name) => first.app.queue.define(name, settings)), ...names.map((name) => second.app.queue.define(name, settings))]);
  const { rows } = await first.db.knex.raw(`SELECT count(*)::int AS count FROM ${QUEUE_SCHEMA}.queue WHERE name LIKE 'test-together-%'`);
  expect(rows).toEqual([{ count: names.length }]);
});
