import { describe, expect, it } from 'vitest';
import booking from '../../entities/booking.ts';
import maillog from '../../entities/maillog.ts';
import message from '../../entities/message.ts';
import { COUNTED_ROWS } from '../../entities/listCount.ts';
import { containing, EntitySql } from '../../server/crud/sql.ts';

describe('the SQL of generated lists', () => {
  it('takes search text literally', () => {
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('builds the text once per query shape and passes every value as a parameter', () => {
    const sql = new EntitySql(maillog);
    const query = (company: number, offset: number) => ({
      filter: { company, q: 'x' },
      sort: { field: 'send_at', order: 'DESC' as const },
      offset,
      limit: 25,
    });
    const first = sql.list(query(1, 0));
    const second = sql.list(query(2, 25));
    expect(second.list).toBe(first.list);
    expect(first.list.text).toBe(
      'SELECT "id", "send_at", "state", "mail_rcpt", "subject", "template", "company_id" AS "company", "user_id" AS "user", "booking_id" AS "booking" ' +
        'FROM "maillog" WHERE "company_id" = $1 AND ("mail_rcpt" ILIKE $2::text OR "subject" ILIKE $2::text) ORDER BY "send_at" DESC, "id" DESC LIMIT $3 OFFSET $4',
    );
    expect(second.values).toEqual([2, '%x%', 25, 25]);
    // The page with its total: the count's one row beside the rows of the range, in the range's order. The count
    // stops one row past the larger of the counted rows and the range's end.
    expect(second.page).toBe(first.page);
    expect(first.page.text).toBe(
      'SELECT "p".*, "c"."__total" FROM (SELECT count(*)::int AS "__total" FROM (SELECT FROM "maillog" WHERE "company_id" = $1 AND ("mail_rcpt" ILIKE $2::text OR "subject" ILIKE $2::text) ' +
        `LIMIT greatest(${COUNTED_ROWS}, $4::bigint + $3::bigint) + 1) AS "k") AS "c" ` +
        `LEFT JOIN (${first.list.text}) AS "p" ON true ORDER BY "p"."send_at" DESC, "p"."id" DESC`,
    );
  });

  it('gives another shape its own statement', () => {
    const sql = new EntitySql(maillog);
    const a = sql.list({ filter: {}, sort: { field: 'send_at', order: 'DESC' }, offset: 0, limit: 25 });
    const b = sql.list({ filter: { id: [1, 2] }, sort: { field: 'send_at', order: 'DESC' }, offset: 0, limit: 25 });
    const c = sql.list({ filter: {}, sort: { field: 'send_at', order: 'DESC' }, offset: 0, limit: 25, tenant: 3 });
    const d = sql.list({ filter: {}, sort: { field: 'subject', order: 'DESC' }, offset: 0, limit: 25 });
    expect(new Set([a.list.name, b.list.name, c.list.name, d.list.name]).size).toBe(4);
    expect(b.list.text).toContain('"id" = ANY($1::int[])');
  });

  it('narrows a caller who sees only its own rows to them, in lists and in single-row statements alike', () => {
    const threads = new EntitySql(message);
    const whole = threads.list({ filter: {}, sort: { field: 'date', order: 'DESC' }, offset: 0, limit: 25, tenant: 3 });
    const own = threads.list({ filter: { user: 9 }, sort: { field: 'date', order: 'DESC' }, offset: 0, limit: 25, tenant: 3, owner: 7 });
    expect(own.list.name).not.toBe(whole.list.name);
    expect(own.list.text).toContain('WHERE "company_id" = $1 AND "user_id" = $2 AND "user_id" = $3');
    expect(own.values).toEqual([3, 7, 9, 25, 0]);
    expect(threads.scopeWhere({ tenant: 3, owner: 7 }, 2)).toEqual({ text: ' AND "company_id" = $2 AND "user_id" = $3', values: [3, 7] });
    expect(threads.scopeWhere({}, 2)).toEqual({ text: '', values: [] });

    // A booking is also seen by the managers asked to decide on it.
    expect(new EntitySql(booking).scopeWhere({ tenant: 3, owner: 7 }, 2)).toEqual({
      text: ' AND "company_id" = $2 AND "id" IN (SELECT "id" FROM "booking" WHERE "user_id" = $3 UNION ALL SELECT "booking_id" FROM "booking_manager" WHERE "user_id" = $3)',
      values: [3, 7],
    });
  });
});
