import type { Knex } from 'knex';
import { describe, expect, it, vi } from 'vitest';
import { MailDelivery } from '../../server/mail/delivery.ts';
import type { JobQueue } from '../../server/queue/jobQueue.ts';

describe('sending the waiting mails by hand', () => {
  it('sends a batch in the order its mails were queued, whatever order the queue hands it over in', async () => {
    const queued = (id: string, second: number) => ({ id, data: { id }, createdOn: new Date(Date.UTC(2026, 0, 1, 9, 0, second)) });
    // The queue answers the later mail first, as PostgreSQL may return the rows of an UPDATE.
    const batches = [[queued('b', 2), queued('c', 3), queued('a', 1)], []];
    const queue = { boss: { fetch: vi.fn(async () => batches.shift()), complete: vi.fn(async () => undefined) } } as unknown as JobQueue;
    const delivery = new MailDelivery({} as Knex);
    const sent: string[] = [];
    vi.spyOn(delivery, 'deliver').mockImplementation(async (job) => {
      sent.push(job.id);
    });

    expect(await delivery.deliverWaiting(queue)).toBe(3);
    expect(sent).toEqual(['a', 'b', 'c']);
  });
});
