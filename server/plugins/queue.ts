import fp from 'fastify-plugin';
import type pg from 'pg';
import { JobQueue } from '../queue/jobQueue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work done after the answer (mails): enqueued in the change's transaction, taken by the workers. */
    queue: JobQueue;
  }
}

export interface QueueOptions {
  pool: pg.Pool;
  /** Whether this instance takes jobs (server/queue/jobQueue.ts). */
  work: boolean;
  /** How long a stop waits for the jobs under way. */
  stopTimeoutMs: number;
}

/** The job queue, started with the app and stopped with it once the jobs under way are done (or the time is up). */
export default fp<QueueOptions>(
  async (app, { pool, work, stopTimeoutMs }) => {
    const queue = new JobQueue(pool, { work, onError: (error) => app.log.error(error, 'job queue') });
    await queue.start();
    app.decorate('queue', queue);
    app.addHook('onClose', () => queue.stop(stopTimeoutMs));
  },
  { name: 'queue' },
);
