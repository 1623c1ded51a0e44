import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { COUNTED_ROWS } from '../../entities/listCount.ts';

/** A first page's total as the generated lists give it: counted up to COUNTED_ROWS, `*` past it. */
const totalOf = (counted: number) => (counted > COUNTED_ROWS ? '*' : counted);

/**
 * The same work as the generated endpoints, written by hand with pg: what the engine is measured against.
 */
export function handWrittenServer(pool: pg.Pool): FastifyInstance {
  const app = Fastify();

  app.get<{ Querystring: { company: string } }>('/maillog', async (request, reply) => {
    const company = Number(request.query.company);
    const [rows, total] = await Promise.all([
      pool.query(
        'SELECT id, send_at, mail_rcpt, subject, template, company_id AS company, user_id AS "user", booking_id AS booking FROM maillog WHERE company_id = $1 ORDER BY send_at DESC, id DESC LIMIT 25 OFFSET 0',
        [company],
      ),
      pool.query(`SELECT count(*)::int AS total FROM (SELECT FROM maillog WHERE company_id = $1 LIMIT ${COUNTED_ROWS + 1}) AS k`, [company]),
    ]);
    reply.header('Content-Range', `mail-logs 0-${rows.rowCount! - 1}/${totalOf(total.rows[0].total)}`);
    return rows.rows;
  });

  // A page of bookings (the fields a list row carries) with the total and the record of each booking's company.
  app.get<{ Querystring: { company: string; status: string } }>('/bookings', async (request, reply) => {
    const company = Number(request.query.company);
    const statuses = request.query.status.split(',').map(Number);
    const [rows, total] = await Promise.all([
      pool.query(
        `SELECT b.id, b.ref, b.booking_base_id, b.status, b.is_online, b.request_kind, b.arrival_date, b.departure_date, b.destination, b.travellers,
                b.company_id AS company, b.user_id AS "user", b.hotel_id AS hotel, b.created_at, b.agent_id AS agent, to_jsonb(c) AS company_record
         FROM booking b JOIN company c ON c.id = b.company_id
         WHERE b.company_id = $1 AND b.status = ANY($2) ORDER BY b.arrival_date DESC, b.id DESC LIMIT 25 OFFSET 0`,
        [company, statuses],
      ),
      pool.query(`SELECT count(*)::int AS total FROM (SELECT FROM booking WHERE company_id = $1 AND status = ANY($2) LIMIT ${COUNTED_ROWS + 1}) AS k`, [
        company,
        statuses,
      ]),
    ]);
    reply.header('Content-Range', `bookings 0-${rows.rowCount! - 1}/${totalOf(total.rows[0].total)}`);
    return rows.rows;
  });
  return app;
}
