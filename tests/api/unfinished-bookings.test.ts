import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { abandonUnfinishedBookings, UNFINISHED_KEPT_HOURS } from '../../server/booking/service/scheduler.ts';
import { fileApp } from '../support/app.ts';
import { insertBooking, partyOf, type Party } from '../support/bookings.ts';

/**
 * An online booking left after "Réserver" (status 0, never finished) stays in its booker's "En cours" for a while, to
 * be resumed, then is given up by the scheduled work: it leaves the lists and the spreadsheet, with its history.
 */

const t = fileApp();
let user: Party;
beforeAll(async () => {
  user = await partyOf(t.db.knex, 'user@acme-demo.fr');
});

/** An unfinished online booking of the Acme user, last touched `hours` ago. */
async function unfinished(hours: number, columns: Record<string, unknown> = {}) {
  const booking = await insertBooking(t.db.knex, user, { status: 0, is_online: true, ...columns });
  await t.db
    .knex('booking')
    .where({ id: booking.id })
    .update({ updated_at: t.db.knex.raw(`now() - make_interval(hours => ?)`, [hours]) });
  return booking;
}

const inProgress = async () =>
  ((await t.call('user', 'GET', '/backend/api/me/bookings/in_progress?itemsPerPage=100')).json().items as { id: number }[]).map((row) => row.id);

async function exportedRefs(): Promise<string[]> {
  const response = await t.call('user', 'GET', '/backend/api/me/download/bookings');
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const refs: string[] = [];
  workbook.worksheets[0].eachRow((row) => refs.push(String((row.values as unknown[])[1])));
  return refs;
}

describe('an online booking left unfinished', () => {
  it('is kept for its booker to resume within the day, then given up and gone from “En cours” and the spreadsheet', async () => {
    const stale = await unfinished(UNFINISHED_KEPT_HOURS + 1);
    const fresh = await unfinished(UNFINISHED_KEPT_HOURS - 1);
    const offlineDraft = await unfinished(UNFINISHED_KEPT_HOURS * 3, { status: 4, is_online: false });
    expect(await inProgress()).toEqual(expect.arrayContaining([stale.id, fresh.id, offlineDraft.id]));
    expect(await exportedRefs()).toEqual(expect.arrayContaining([stale.ref, fresh.ref]));

    expect(await abandonUnfinishedBookings(t.db.knex)).toBe(1);

    expect((await t.db.knex('booking').where({ id: stale.id }).first('status')).status).toBe(-1);
    expect(await t.db.knex('booking_history').where({ booking_id: stale.id, status_to: -1 }).select('status_from', 'status_to')).toEqual([
      { status_from: 0, status_to: -1 },
    ]);
    const listed = await inProgress();
    expect(listed).not.toContain(stale.id);
    // Still being made, or a draft the user keeps on purpose: both stay.
    expect(listed).toEqual(expect.arrayContaining([fresh.id, offlineDraft.id]));
    const refs = await exportedRefs();
    expect(refs).not.toContain(stale.ref);
    expect(refs).toContain(fresh.ref);
    // Its own page no longer offers to finish or give it up, as the fresh one's does.
    const actions = async (id: number) => (await t.call('user', 'GET', `/backend/api/me/booking/${id}?get_actions=1`)).json().actions as string[];
    expect(await actions(fresh.id)).toContain('abandon');
    expect(await actions(stale.id)).not.toContain('abandon');
  });

  it('is given up once, however many instances sweep at the same time', async () => {
    const stale = await Promise.all([1, 2, 3].map(() => unfinished(UNFINISHED_KEPT_HOURS * 2)));
    const counts = await Promise.all([abandonUnfinishedBookings(t.db.knex), abandonUnfinishedBookings(t.db.knex)]);
    expect(counts[0] + counts[1]).toBe(3);
    for (const booking of stale)
      expect(await t.db.knex('booking_history').where({ booking_id: booking.id, status_to: -1 }).select('status_from')).toEqual([{ status_from: 0 }]);
  });
});
