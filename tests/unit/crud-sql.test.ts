import { describe, expect, it } from 'vitest';
import maillog from '../../entities/maillog.ts';
import { containing, EntitySql } from '../../server/crud/sql.ts';

describe('the SQL of generated lists', () => {
  it('takes search text literally', () => {
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('builds the text once per query shape and passes every value as a parameter', () => {
    const sql = new EntitySql(maillog);
    const query = (company: number, offset: number) => ({
      filter: { company, q: 'x' }, sort: { field: 'send_at', order: 'DESC' as const }, offset, limit: 25,
    });
    const first = sql.list(query(1, 0));
    const second = sql.list(query(2, 25));
    expect(second.list).toBe(first.list);
    expect(first.list.text).toBe(
      'SELECT "id", "send_at", "mail_rcpt", "subject", "template", "company_id" AS "company", "user_id" AS "user", "booking_id" AS "booking" ' +
      'FROM "maillog" WHERE "company_id" = $1 AND ("mail_rcpt" ILIKE $2::text OR "subject" ILIKE $2::text) ORDER BY "send_at" DESC, "id" DESC LIMIT $3 OFFSET $4',
    );
    expect(second.listValues).toEqual([2, '%x%', 25, 25]);
    expect(second.countValues).toEqual([2, '%x%']);
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
});
