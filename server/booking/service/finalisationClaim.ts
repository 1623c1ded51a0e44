// The guard against a double submission of an online booking's finalisation: the booking is claimed for one
// confirmation key in one conditional statement, and the same confirmation sent again (a double click, a retried
// request) waits for the first one, polling, or woken at once when the first one runs in this process.
import type { Knex } from 'knex';
import { type BookingStatus, STATUS } from '../../../entities/bookingStatus.ts';
import { prepared } from '../../db/prepared.ts';
import type { Aside } from './admission.ts';
import { statusForbidden } from './status.ts';

/** A claim left by a request that died half-way is taken over after this long. */
const CLAIM_TIMEOUT_SECONDS = 120;
const CLAIM_WAIT_MS = 60_000;

/** A booking its finalisation has moved on from status 0, as the same confirmation sent again answers it. */
export interface FinalisedBooking {
  id: number;
  ref: string;
  status: BookingStatus;
  validation: string | null;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The booking a confirmation key claimed; `stale` when its claim has outlived CLAIM_TIMEOUT_SECONDS. */
async function byConfirmationKey(db: Knex, userId: number, key: string): Promise<(FinalisedBooking & { stale: boolean }) | undefined> {
  return prepared(
    db('booking')
      .where({ user_id: userId, confirmation_key: key })
      .first('id', 'ref', 'status', 'validation', db.raw('updated_at < now() - make_interval(secs => ?) AS stale', [CLAIM_TIMEOUT_SECONDS])),
  );
}

/**
 * The finalisations this process is running, by booker and confirmation key, each with a promise that settles when it
 * ends: the same confirmation sent again wakes the moment the first one ends, instead of at its next poll.
 */
const finalising = new Map<string, Promise<void>>();
const finalisingKey = (userId: number, key: string) => `${userId} ${key}`;

/** Notes a claimed finalisation as running here; answers the function that says it ended. */
export function finalisingHere(userId: number, key: string): () => void {
  let end!: () => void;
  const name = finalisingKey(userId, key);
  finalising.set(
    name,
    new Promise((resolve) => {
      end = resolve;
    }),
  );
  return () => {
    finalising.delete(name);
    end();
  };
}

/**
 * Sets the confirmation key on an unfinished booking in one conditional statement, so that of two requests only one
 * books. The other, holding no connection meanwhile, waits for the first to finish and answers its result; if the
 * first failed (the key is released) it tries again. A booking claimed by another key answers 150.
 */
export async function claimBooking(db: Knex, bookingId: number, userId: number, key: string, aside: Aside): Promise<'claimed' | FinalisedBooking> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  let attempt = 0;
  let claimable = true;
  for (;;) {
    try {
      if (claimable) {
        const claimed = await prepared(
          db('booking')
            .where({ id: bookingId, user_id: userId, status: STATUS.incomplete })
            .where((where) => where.whereNull('confirmation_key').orWhereRaw(`updated_at < now() - interval '${CLAIM_TIMEOUT_SECONDS} seconds'`))
            .update({ confirmation_key: key, updated_at: db.fn.now() })
            .returning('id'),
        );
        if (claimed.length > 0) return 'claimed';
      }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const first = await byConfirmationKey(db, userId, key);
    if (first && first.status !== STATUS.incomplete) return first;
    if (first) {
      // Being finalised by the first request, which holds the booking's row: only a read, which waits on no lock,
      // until that request ends or is given up for dead.
      claimable = first.stale;
    } else {
      // Not this key's: finalised, or being finalised, by another confirmation.
      const current = await db('booking').where({ id: bookingId }).first('status', 'confirmation_key');
      if (current.status !== STATUS.incomplete || current.confirmation_key !== null) throw statusForbidden();
      // The key was released: the first request failed, and this one tries again.
      claimable = true;
    }
    if (Date.now() > deadline) throw statusForbidden();
    // The first request usually finishes within milliseconds: poll often at first, then less; when it runs in this
    // process, its end wakes us at once.
    const pause = sleep(Math.min(200, 10 * ++attempt));
    const running = finalising.get(finalisingKey(userId, key));
    await aside(() => (running ? Promise.race([pause, running]) : pause));
  }
}

/** Whether a booking's confirmation is claimed and the claim still alive, as a column (`claimed`) of a read. */
export const claimedColumn = (db: Knex) =>
  db.raw('(confirmation_key IS NOT NULL AND updated_at >= now() - make_interval(secs => ?)) as claimed', [CLAIM_TIMEOUT_SECONDS]);
