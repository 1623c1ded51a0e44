/**
 * The demo data reads like real use: what an agent browses in the back office is filled in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('demo mail log', () => {
  it('has every logged mail filled: no {{placeholder}} left in a subject or a body', async () => {
    const total = await t.db.knex('maillog').count<{ count: string }[]>('* as count');
    expect(Number(total[0].count)).toBeGreaterThan(100);
    const unfilled = await t.db.knex('maillog').where('subject', 'like', '%{{%').orWhere('body', 'like', '%{{%').select('id', 'template', 'subject');
    expect(unfilled).toEqual([]);
  });

  it('gives the booking mails the booking they are about, with its reference and dates', async () => {
    const mail = await t.db.knex('maillog as m').join('booking as b', 'b.id', 'm.booking_id')
      .where('m.template', 'booking.confirmed').first('m.subject', 'm.body', 'b.ref', 'b.id', 'b.arrival_date');
    expect(mail.subject).toContain(mail.ref);
    const [year, month, day] = String(mail.arrival_date instanceof Date ? mail.arrival_date.toISOString() : mail.arrival_date).slice(0, 10).split('-');
    expect(mail.body).toContain(`${day}/${month}/${year}`);
    expect(mail.body).toContain(`/booking/${mail.id}/show`);
  });
});
