import type { Knex } from 'knex';
import type { Identity } from '../../entities/identity.ts';
import type { Thread, ThreadMessage } from '../../entities/messageReplies.ts';
import { AGENCY_ROLES } from '../../entities/roles.ts';
import { hasAnyRole } from '../auth/access.ts';
import { forbidden, notFound } from '../errors.ts';

// The reads of the messages, each scoped to what the caller may see: the agency every thread, a company user the
// threads it started in its company.

/** The company user's company; a company role without one writes nowhere. */
export function companyOf(identity: Identity): number {
  if (!identity.company) throw forbidden();
  return identity.company.id;
}

export const isAgency = (identity: Identity) => hasAnyRole(identity, AGENCY_ROLES);

/** A thread, as its first message holds it. */
export interface Root {
  id: number;
  subject: string;
  user_id: number;
  company_id: number | null;
  bba_contact_id: number | null;
  booking_id: number | null;
}

/**
 * The thread (its first message) a message belongs to, as the caller may see it: the agency sees every thread, a
 * company user only the threads it started in its company. Anything else is unknown (404).
 */
export async function rootFor(knex: Knex | Knex.Transaction, identity: Identity, id: number): Promise<Root> {
  const query = knex('message as m')
    .leftJoin('message as p', 'p.id', 'm.parent_id')
    .where('m.id', id)
    .first(
      knex.raw('coalesce(p.id, m.id) as id'),
      knex.raw('coalesce(p.subject, m.subject) as subject'),
      'm.user_id',
      'm.company_id',
      'm.bba_contact_id',
      knex.raw('coalesce(p.booking_id, m.booking_id) as booking_id'),
    );
  if (!isAgency(identity)) query.andWhere({ 'm.user_id': identity.id, 'm.company_id': companyOf(identity) });
  const root: Root | undefined = await query;
  if (!root) throw notFound();
  return root;
}

/** A person's name as a thread shows it. */
const nameSql = "trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))";

/** A page of the caller's threads, the most recently active first, with how many agency messages it has not seen. */
export async function threadList(knex: Knex, identity: Identity, page: number, perPage: number) {
  const { rows } = await knex.raw(
    `SELECT m.id, m.subject, m.date, m.booking_id, b.ref AS booking_ref,
            greatest(m.date, max(c.date)) AS last_date,
            count(c.id)::int + 1 AS messages,
            (CASE WHEN m.from_agency AND NOT m.seen THEN 1 ELSE 0 END) + (count(c.id) FILTER (WHERE c.from_agency AND NOT c.seen))::int AS unseen,
            (CASE WHEN m.file_name IS NULL THEN 0 ELSE 1 END) + (count(c.id) FILTER (WHERE c.file_name IS NOT NULL))::int AS files,
            count(*) OVER ()::int AS total
       FROM message m
       LEFT JOIN message c ON c.parent_id = m.id
       LEFT JOIN booking b ON b.id = m.booking_id
      WHERE m.parent_id IS NULL AND m.user_id = ? AND m.company_id = ?
      GROUP BY m.id, b.ref
      ORDER BY last_date DESC, m.id DESC
      LIMIT ? OFFSET ?`,
    [identity.id, companyOf(identity), perPage, (page - 1) * perPage],
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page > 1) {
    const [{ count }] = await knex('message')
      .where({ user_id: identity.id, company_id: companyOf(identity) })
      .whereNull('parent_id')
      .count({ count: '*' });
    total = Number(count);
  }
  return { items: rows, total };
}

/** One thread: its first message and every reply, oldest first, with who wrote each and what the thread is about. */
export async function threadOf(knex: Knex, identity: Identity, id: number): Promise<Thread> {
  const root = await rootFor(knex, identity, id);
  const [rows, head] = await Promise.all([
    knex('message as m')
      .leftJoin('user as u', 'u.id', knex.raw('coalesce(m.author_id, CASE WHEN m.from_agency THEN NULL ELSE m.user_id END)'))
      .leftJoin('bbacontact as c', 'c.id', 'm.bba_contact_id')
      .where('m.id', root.id)
      .orWhere('m.parent_id', root.id)
      .orderBy([{ column: 'm.date' }, { column: 'm.id' }])
      .select(
        'm.id',
        'm.date',
        'm.content',
        'm.from_agency',
        'm.seen',
        'm.file_name',
        'm.file_type',
        'm.file_size',
        knex.raw(`CASE WHEN u.id IS NOT NULL THEN ${nameSql} ELSE coalesce(c.full_name, '') END AS author`),
      ),
    knex('message as m')
      .join('user as u', 'u.id', 'm.user_id')
      .leftJoin('company as co', 'co.id', 'm.company_id')
      .leftJoin('booking as b', 'b.id', 'm.booking_id')
      .where('m.id', root.id)
      .first(knex.raw(`${nameSql} AS user`), 'co.name as company', 'b.ref as booking_ref'),
  ]);
  return {
    id: root.id,
    subject: root.subject,
    booking_id: root.booking_id,
    booking_ref: head?.booking_ref ?? null,
    user: head?.user ?? '',
    company: head?.company ?? null,
    // A message's file type and size are written with its name.
    messages: rows.map(
      ({ file_name, file_type, file_size, ...row }: Omit<ThreadMessage, 'file'> & { file_name: string | null; file_type: string; file_size: number }) => ({
        ...row,
        file: file_name ? { name: file_name, type: file_type, size: file_size } : null,
      }),
    ),
  };
}

/** Agency messages in a company user's threads that it has not seen (served by the partial index message_unseen_by_user). */
export async function unseenCount(knex: Knex, identity: Identity): Promise<number> {
  if (!identity.company) return 0;
  const [{ count }] = await knex('message')
    .where({ user_id: identity.id, company_id: identity.company.id, from_agency: true, seen: false })
    .count({ count: '*' });
  return Number(count);
}

/** A message's attachment, in a thread the caller sees; a message without one is a 404. */
export async function attachmentOf(knex: Knex, identity: Identity, id: number) {
  await rootFor(knex, identity, id);
  const row: { file: Buffer | null; file_name: string | null; file_type: string | null } | undefined = await knex('message')
    .where({ id })
    .first('file', 'file_name', 'file_type');
  if (!row?.file || !row.file_name) throw notFound();
  return { data: row.file, name: row.file_name, type: row.file_type };
}
