import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { AGENCY_TIME_ZONE } from '../../entities/agencyTime.ts';
import { QUEUE_SCHEMA } from './schema.ts';

/** A job as its handler gets it: its data, and how many times it was tried (pg-boss's metadata). */
export type Job<T> = PgBoss.JobWithMetadata<T>;

/** How a queue's jobs are tried: attempts, delay between them, how long one may run, how long one may wait. */
export type QueueSettings = Omit<PgBoss.Queue, 'name'>;

/**
 * What a handler throws when its job must not be tried again: a later try would meet the same refusal (a mail
 * server that says the address does not exist). The job is failed at once, its tries left unused.
 */
export class FinalFailure extends Error {}

interface Connection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss runs its SQL through this: the app's pool, or the one connection of a knex transaction. */
const through = (connection: Connection): PgBoss.Db => ({
  executeSql: (text, values) => connection.query(text, values) as Promise<{ rows: never[] }>,
});

/**
 * pg-boss makes and drops a table partition per queue, locking the jobs' table: two instances starting at once, each
 * making the platform's queues, deadlock now and then, and the one that lost starts no further. Those statements run
 * one instance at a time, each in a transaction holding this advisory lock on the connection that runs it: a lock
 * held on a connection of its own would make each waiting statement hold two of the pool's, and starve it.
 */
const PARTITION_CHANGES = /\.(create_queue|delete_queue)\(/;
const PARTITION_LOCK = 742_019_002;

/** The app's pool as pg-boss's database, its partition changes one instance at a time. */
const throughPool = (pool: pg.Pool): PgBoss.Db => ({
  executeSql: async (text, values) => {
    if (!PARTITION_CHANGES.test(text)) return through(pool).executeSql(text, values);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
      const result = await client.query(text, values);
      await client.query('COMMIT');
      return result as unknown as { rows: never[] };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  },
});

let lastMs = 0;
let counter = 0;

/**
 * A new job id that sorts after every earlier one of this process (a UUID of version 7: the time in milliseconds, then
 * a counter within the millisecond, then random bits). The queue hands out jobs by creation time then id, and the jobs
 * of one transaction share its time: so they go out in the order they were queued.
 */
export function orderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else counter++;
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | ((counter >> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The connection a knex transaction holds, so a job is inserted in the transaction of the change it follows. */
const connectionOf = (trx: Knex.Transaction) => (trx.client as unknown as { acquireConnection(): Promise<Connection> }).acquireConnection();

/** How long the queue waits before it tries to start again, its database out of reach. */
const RESTART_MS = 5000;

export interface JobQueueOptions {
  /** Whether this instance takes jobs and keeps the queue (schedules, expiry, archiving); API tests deliver by hand. */
  work: boolean;
  onError(error: Error): void;
}

/**
 * The platform's job queue: pg-boss on the platform's own database and pool, for the work done after an answer. A job
 * is enqueued in the transaction of the change it follows, so it exists if and only if the change commits; workers on
 * every instance take jobs with SKIP LOCKED, each job by one worker at a time.
 */
/**
 * How often one instance of the cluster looks for jobs whose try ran out (a worker that died mid-job) and hands them
 * back for another try: pg-boss's two minutes would add that much to a mail held by an instance that was killed.
 */
export const QUEUE_MAINTENANCE_SECONDS = 30;

export class JobQueue {
  readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();
  private readonly setup: (() => Promise<void>)[] = [];
  private started = false;
  private restart?: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = new PgBoss({
      db: throughPool(pool),
      schema: QUEUE_SCHEMA,
      supervise: options.work,
      schedule: options.work,
      // A done job's data (a mail with its personal links) is kept an hour, then a day in the archive; a failed one
      // two weeks, for the agency to retry it.
      archiveCompletedAfterSeconds: 3600,
      archiveFailedAfterSeconds: 14 * 86_400,
      deleteAfterDays: 1,
      maintenanceIntervalSeconds: QUEUE_MAINTENANCE_SECONDS,
    });
    this.boss.on('error', options.onError);
  }

  /**
   * Starts the queue. A database out of reach does not stop the app from starting (it answers 503 meanwhile): the
   * queue tries again every few seconds, and the queues and workers declared meanwhile are set up once it is started.
   */
  async start(): Promise<void> {
    try {
      await this.boss.start();
      while (this.setup.length > 0) {
        await this.setup[0]();
        this.setup.shift();
      }
      this.started = true;
    } catch (error) {
      this.options.onError(error as Error);
      this.restart = setTimeout(() => void this.start(), RESTART_MS);
      this.restart.unref();
    }
  }

  /** Runs a step of the setup now when the queue is started, else once it is. */
  private async once(step: () => Promise<void>): Promise<void> {
    if (this.started) await step();
    else this.setup.push(step);
  }

  /** Makes a queue, or brings its settings up to date. */
  async define(name: string, settings: QueueSettings): Promise<void> {
    await this.once(async () => {
      await this.boss.createQueue(name, { name, ...settings });
      await this.boss.updateQueue(name, { name, ...settings });
    });
  }

  /**
   * Handles the jobs of a queue on this instance, up to `batch` at once, each on its own: a handler that throws has its
   * job tried again later, the others of its batch are done. A full batch is followed by the next one at once; else
   * the worker looks again two seconds later, or as soon as this instance enqueues a job.
   */
  async work<T>(name: string, handler: (job: Job<T>) => Promise<void>, { batch = 1 }: { batch?: number } = {}): Promise<void> {
    if (!this.options.work) return;
    await this.once(async () => {
      const id = await this.boss.work<T>(name, { includeMetadata: true, batchSize: batch, pollingIntervalSeconds: 2 }, async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handler(job);
            } catch (error) {
              // Failed here, the job is no longer active: pg-boss then completes the rest of the batch only.
              await this.fail(name, job.id, error);
            }
          }),
        );
        if (jobs.length === batch) this.boss.notifyWorker(id);
      });
      this.workers.set(name, id);
    });
  }

  /**
   * Runs `run` on the schedule `cron` (in the agency's time zone), on one instance at a time across all of them: the
   * queue makes one job per tick however many instances schedule it, and one worker takes it. A run also starts
   * soon after a start (once across the instances starting within the minute), so that work due while none ran is
   * not left for the next tick. A run that throws is not retried: the next tick runs it again.
   */
  async every(name: string, cron: string, run: () => Promise<unknown>): Promise<void> {
    if (!this.options.work) return;
    await this.define(name, { retryLimit: 0, expireInSeconds: 15 * 60 });
    await this.once(async () => {
      await this.boss.schedule(name, cron, {}, { tz: AGENCY_TIME_ZONE, retryLimit: 0 });
      await this.boss.send(name, {}, { singletonKey: 'start', singletonSeconds: 60, retryLimit: 0 });
    });
    await this.work(name, async () => {
      await run();
    });
  }

  /**
   * Adds a job (with the given id, else a new ordered one) in `db`'s transaction when it is one: the job then exists only if
   * it commits. Wakes this instance's worker once it does, rather than at its next poll.
   */
  async enqueue(db: Knex, name: string, data: object, id = orderedId()): Promise<string> {
    const added = await this.boss.send(name, data, { id, db: await this.sqlOf(db) });
    if (!added) throw new Error(`no queue named ${name}`);
    this.wakeAfter(db, name);
    return added;
  }

  /** Records a job's failure: tried again later while it has tries left, unless `error` is a FinalFailure. */
  async fail(name: string, id: string, error: unknown): Promise<void> {
    // pg-boss retries a failed job while its count of tries is below its limit: the limit comes down to the count.
    if (error instanceof FinalFailure)
      await this.pool.query(`UPDATE ${QUEUE_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [name, id]);
    await this.boss.fail(name, id, { message: error instanceof Error ? error.message : String(error) });
  }

  /** Tries a failed job again, in `db`'s transaction when it is one. False when the job is not failed (or gone). */
  async retry(db: Knex, name: string, id: string): Promise<boolean> {
    const sql = await this.sqlOf(db);
    const job = await this.boss.getJobById(name, id, { db: sql, includeArchive: false });
    if (job?.state !== 'failed') return false;
    await this.boss.retry(name, id, { db: sql });
    this.wakeAfter(db, name);
    return true;
  }

  /** Where pg-boss runs its SQL for `db`: the transaction's own connection when it is one, else the pool. */
  private async sqlOf(db: Knex): Promise<PgBoss.Db> {
    return through(db.isTransaction ? await connectionOf(db as Knex.Transaction) : this.pool);
  }

  /** Wakes this instance's worker of a queue once `db`'s transaction commits (at once outside one). */
  private wakeAfter(db: Knex, name: string) {
    if (db.isTransaction)
      void (db as Knex.Transaction).executionPromise.then(
        () => this.wake(name),
        () => undefined,
      );
    else this.wake(name);
  }

  private wake(name: string) {
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** Jobs by queue and state, for the metrics. */
  async counts(): Promise<{ queue: string; state: string; count: number }[]> {
    const { rows } = await this.pool.query(`SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${QUEUE_SCHEMA}.job GROUP BY name, state`);
    return rows;
  }

  /** Stops taking jobs and waits up to `timeoutMs` for the running ones; a job still running then is tried again later. */
  async stop(timeoutMs: number): Promise<void> {
    clearTimeout(this.restart);
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true });
  }
}
