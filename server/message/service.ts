import type { Knex } from 'knex';
import { ErrorCode } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import { MESSAGE_SUBJECT_MAX } from '../../entities/messageRules.ts';
import { invalid } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderTemplate } from '../mail/templates.ts';
import { isAgency, type Root, rootFor, unseenCount } from './queries.ts';

/** What the message service works with: the database, and the mailer that tells the agency. */
export interface MessageContext {
  knex: Knex;
  mailer: Mailer;
}

/** A file sent with a message. */
export interface Attachment {
  name: string;
  type: string;
  data: Buffer;
}

/**
 * Tells the company's agency contact that a user wrote, with a link to the message in the back office: the mail is
 * queued in the message's transaction, so it goes out if and only if the message is kept.
 */
async function tellAgency(mailer: Mailer, trx: Knex.Transaction, messageId: number, subject: string, content: string) {
  const row = await trx('message as m')
    .join('bbacontact as a', 'a.id', 'm.bba_contact_id')
    .join('company as c', 'c.id', 'm.company_id')
    .join('user as u', 'u.id', 'm.author_id')
    .where('m.id', messageId)
    .first('a.email', 'c.name as company', 'u.first_name', 'u.last_name', 'm.company_id', 'm.author_id', 'm.booking_id');
  if (!row?.email) return;
  const link = `${mailer.siteUrl('default')}/admin/message/${messageId}/show`;
  const mail = await renderTemplate(trx, 'message.new', { user: `${row.first_name} ${row.last_name}`, company: row.company, subject, content, link });
  if (!mail) return;
  await mailer.send({ to: [row.email], ...mail, template: 'message.new', companyId: row.company_id, userId: row.author_id, bookingId: row.booking_id }, trx);
}

function fileColumns(file: Attachment | null) {
  return file ? { file: file.data, file_name: file.name, file_type: file.type, file_size: file.data.length } : {};
}

/** Marks seen what the other side wrote in a thread; the number of messages marked. */
async function markSeen(knex: Knex | Knex.Transaction, root: number, byAgency: boolean): Promise<number> {
  return knex('message')
    .where((query) => query.where('id', root).orWhere('parent_id', root))
    .andWhere({ from_agency: !byAgency, seen: false })
    .update({ seen: true });
}

/** A new thread from a company user to its agency, about a booking of its company or not. Answers its id. */
export async function startThread(
  { knex, mailer }: MessageContext,
  identity: Identity,
  company: number,
  { subject, content, bookingId, file }: { subject: string; content: string; bookingId: number | null; file: Attachment | null },
): Promise<number> {
  if (bookingId !== null) {
    const booking = await knex('booking').where({ id: bookingId, company_id: company }).first('id');
    if (!booking) throw invalid({ booking: ErrorCode.NOT_FOUND }, 'unknown booking');
  }
  const { bba_contact_id } = (await knex('company').where({ id: company }).first('bba_contact_id')) ?? { bba_contact_id: null };
  return knex.transaction(async (trx) => {
    const [{ id }] = await trx('message')
      .insert({
        subject,
        content,
        user_id: identity.id,
        author_id: identity.id,
        company_id: company,
        bba_contact_id,
        booking_id: bookingId,
        from_agency: false,
        seen: false,
        ...fileColumns(file),
      })
      .returning('id');
    await tellAgency(mailer, trx, id, subject, content);
    return id as number;
  });
}

/**
 * A reply in a thread: by its company user, or by the agency, whose reply the user then sees as unseen. Replying
 * means the replier has read what came before it. Answers the reply's id.
 */
export async function replyInThread(
  { knex, mailer }: MessageContext,
  identity: Identity,
  root: Root,
  { content, file }: { content: string; file: Attachment | null },
): Promise<number> {
  const fromAgency = isAgency(identity);
  return knex.transaction(async (trx) => {
    await markSeen(trx, root.id, fromAgency);
    const [{ id }] = await trx('message')
      .insert({
        subject: `RE : ${root.subject}`.slice(0, MESSAGE_SUBJECT_MAX),
        content,
        user_id: root.user_id,
        author_id: identity.id,
        company_id: root.company_id,
        bba_contact_id: root.bba_contact_id,
        booking_id: root.booking_id,
        parent_id: root.id,
        from_agency: fromAgency,
        seen: false,
        ...fileColumns(file),
      })
      .returning('id');
    if (!fromAgency) await tellAgency(mailer, trx, id, root.subject, content);
    return id as number;
  });
}

/** The caller has read a thread: what the other side wrote in it is seen. Answers the caller's new unseen count. */
export async function markThreadSeen(knex: Knex, identity: Identity, id: number) {
  const root = await rootFor(knex, identity, id);
  const agency = isAgency(identity);
  const marked = await markSeen(knex, root.id, agency);
  return { marked, unseen: agency ? 0 : await unseenCount(knex, identity) };
}
