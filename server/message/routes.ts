import multipart from '@fastify/multipart';
import { Ajv } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { ErrorCode } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { AGENCY_ROLES, COMPANY_ROLES, type Role } from '../../entities/roles.ts';
import { MESSAGE_CONTENT_MAX, MESSAGE_FILE_MAX_BYTES, MESSAGE_SUBJECT_MAX, messageFileType } from '../../entities/messageRules.ts';
import { hasAnyRole, identityOf } from '../auth/access.ts';
import { renderTemplate } from '../mail/templates.ts';
import { ApiError, fieldErrors, forbidden, invalid, notFound } from '../errors.ts';
import { idParams, idSchema } from '../schemas.ts';
import { refuseNul } from '../textInput.ts';

/** Company users write to the agency about their own threads; the agency answers every company's. */
const WRITERS: readonly Role[] = COMPANY_ROLES;
const READERS: readonly Role[] = [...COMPANY_ROLES, ...AGENCY_ROLES];
const LIST_MAX = 100;

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: true });
const parentForm = {
  type: 'object',
  required: ['subject', 'content'],
  additionalProperties: false,
  properties: {
    subject: { type: 'string', minLength: 1, maxLength: MESSAGE_SUBJECT_MAX },
    content: { type: 'string', minLength: 1, maxLength: MESSAGE_CONTENT_MAX },
    booking: idSchema,
  },
} as const;
const childForm = {
  type: 'object',
  required: ['content'],
  additionalProperties: false,
  properties: { content: parentForm.properties.content },
} as const;
const checkParent = ajv.compile(parentForm);
const checkChild = ajv.compile(childForm);

interface Attachment {
  name: string;
  type: string;
  data: Buffer;
}
interface MessageForm {
  fields: Record<string, string | number>;
  file: Attachment | null;
}

/**
 * The multipart form of a new message: text fields and at most one file of 10 MB. A file of a kind not accepted is
 * code 160, a larger one 170 (the 413 that reading it throws), an empty or unreadable one 190; a body that is not a
 * form at all is 195, the message could not be sent.
 */
async function readForm(request: FastifyRequest): Promise<MessageForm> {
  if (!request.isMultipart()) throw new ApiError(400, ErrorCode.MESSAGE_NOT_SENT, 'a multipart form is expected');
  const fields: Record<string, string | number> = {};
  let file: Attachment | null = null;
  const parts = request.parts({ limits: { fileSize: MESSAGE_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: MESSAGE_CONTENT_MAX * 4, parts: 6 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const name = (part.filename ?? '').trim();
        // A form whose file input was left empty still sends the part, with no name and no bytes.
        if (!name) {
          await part.toBuffer();
          continue;
        }
        const type = messageFileType(name);
        if (!type) throw invalid({ file: ErrorCode.BAD_FILE_FORMAT }, 'file type not accepted');
        const data = await part.toBuffer();
        if (!data.length) throw invalid({ file: ErrorCode.FILE_NOT_LOADED }, 'empty file');
        file = { name: name.slice(-255), type, data };
      } else if (part.valueTruncated) {
        throw invalid({ [part.fieldname]: ErrorCode.TOO_LONG }, 'field too long');
      } else {
        const value = String(part.value ?? '');
        fields[part.fieldname] = part.fieldname === 'booking' ? value.trim() : value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode === 413) throw error;
    // The upload broke off or the form is malformed: the file never arrived whole.
    throw new ApiError(400, ErrorCode.FILE_NOT_LOADED, 'the form could not be read', { file: ErrorCode.FILE_NOT_LOADED });
  }
  // The form's fields are read past the hook that refuses NUL characters in bodies.
  refuseNul(fields);
  for (const name of ['subject', 'content']) {
    if (typeof fields[name] === 'string') fields[name] = String(fields[name]).trim();
  }
  if (fields.booking === '') delete fields.booking;
  return { fields, file };
}

function validated(check: typeof checkParent | typeof checkChild, fields: Record<string, unknown>) {
  if (!check(fields)) throw invalid(fieldErrors(check.errors ?? []), 'invalid message');
}

/** The company user's company; a company role without one writes nowhere. */
function companyOf(identity: Identity): number {
  if (!identity.company) throw forbidden();
  return identity.company.id;
}

const isAgency = (identity: Identity) => hasAnyRole(identity, AGENCY_ROLES);

interface Root {
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
async function rootFor(knex: Knex | Knex.Transaction, identity: Identity, id: number): Promise<Root> {
  const query = knex('message as m')
    .leftJoin('message as p', 'p.id', 'm.parent_id')
    .where('m.id', id)
    .first(knex.raw('coalesce(p.id, m.id) as id'), knex.raw('coalesce(p.subject, m.subject) as subject'), 'm.user_id', 'm.company_id', 'm.bba_contact_id', knex.raw('coalesce(p.booking_id, m.booking_id) as booking_id'));
  if (!isAgency(identity)) query.andWhere({ 'm.user_id': identity.id, 'm.company_id': companyOf(identity) });
  const root: Root | undefined = await query;
  if (!root) throw notFound();
  return root;
}

/** A person's name as a thread shows it. */
const nameSql = "trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))";

const threadSummary = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    subject: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
    last_date: { type: 'string', format: 'date-time' },
    booking_id: { type: ['integer', 'null'] },
    booking_ref: { type: ['string', 'null'] },
    messages: { type: 'integer' },
    unseen: { type: 'integer' },
    files: { type: 'integer' },
  },
} as const;

const messageRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string', format: 'date-time' },
    content: { type: 'string' },
    from_agency: { type: 'boolean' },
    author: { type: 'string' },
    seen: { type: 'boolean' },
    file: {
      type: ['object', 'null'],
      properties: { name: { type: 'string' }, type: { type: 'string' }, size: { type: 'integer' } },
    },
  },
} as const;

/** Messages with the agency: the threads, sending with an attachment, and reading the attachment. */
export async function messageRoutes(app: FastifyInstance) {
  const { knex, mailer } = app;
  /**
   * Tells the company's agency contact that a user wrote, with a link to the message in the back office: the mail is
   * queued in the message's transaction, so it goes out if and only if the message is kept.
   */
  async function tellAgency(trx: Knex.Transaction, messageId: number, subject: string, content: string) {
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

  // Scoped to this plugin, so no other route starts accepting multipart bodies.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  /** The caller's threads, the most recently active first, with how many agency messages it has not seen. */
  app.get<{ Querystring: { page?: number; perPage?: number } }>('/backend/api/messages/list', {
    config: { access: WRITERS },
    schema: {
      tags: ['message'],
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { page: { type: 'integer', minimum: 1, maximum: 100_000 }, perPage: { type: 'integer', minimum: 1, maximum: LIST_MAX } },
      },
      response: { 200: { type: 'object', properties: { items: { type: 'array', items: threadSummary }, total: { type: 'integer' } } } },
    },
  }, async (request) => {
    const identity = identityOf(request);
    const { page = 1, perPage = PAGE_SIZE } = request.query;
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
      const [{ count }] = await knex('message').where({ user_id: identity.id, company_id: companyOf(identity) }).whereNull('parent_id').count({ count: '*' });
      total = Number(count);
    }
    return { items: rows, total };
  });

  /** The menu's count: agency messages in the caller's threads it has not seen yet. */
  app.get('/backend/api/messages/unseen', {
    config: { access: WRITERS },
    schema: { tags: ['message'], response: { 200: { type: 'object', properties: { count: { type: 'integer' } } } } },
  }, async (request) => ({ count: await unseenCount(knex, identityOf(request)) }));

  /** One thread: its first message and every reply, oldest first. */
  app.get<{ Params: { id: number } }>('/backend/api/messages/:id/thread', {
    config: { access: READERS },
    schema: {
      tags: ['message'],
      params: idParams,
      response: {
        200: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            subject: { type: 'string' },
            booking_id: { type: ['integer', 'null'] },
            booking_ref: { type: ['string', 'null'] },
            user: { type: 'string' },
            company: { type: ['string', 'null'] },
            messages: { type: 'array', items: messageRow },
          },
        },
      },
    },
  }, async (request) => {
    const root = await rootFor(knex, identityOf(request), request.params.id);
    const [rows, head] = await Promise.all([
      knex('message as m')
        .leftJoin('user as u', 'u.id', knex.raw('coalesce(m.author_id, CASE WHEN m.from_agency THEN NULL ELSE m.user_id END)'))
        .leftJoin('bbacontact as c', 'c.id', 'm.bba_contact_id')
        .where('m.id', root.id)
        .orWhere('m.parent_id', root.id)
        .orderBy([{ column: 'm.date' }, { column: 'm.id' }])
        .select(
          'm.id', 'm.date', 'm.content', 'm.from_agency', 'm.seen', 'm.file_name', 'm.file_type', 'm.file_size',
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
      messages: rows.map(({ file_name, file_type, file_size, ...row }: Record<string, unknown>) => ({
        ...row,
        file: file_name ? { name: file_name, type: file_type, size: file_size } : null,
      })),
    };
  });

  /** A new thread from a company user to its agency, about a booking of its company or not. */
  app.post('/backend/api/message/send/parent', {
    config: { access: WRITERS },
    schema: {
      tags: ['message'],
      consumes: ['multipart/form-data'],
      response: { 201: { type: 'object', properties: { id: { type: 'integer' } } } },
    },
  }, async (request, reply) => {
    const identity = identityOf(request);
    const company = companyOf(identity);
    const { fields, file } = await readForm(request);
    validated(checkParent, fields);
    const bookingId = fields.booking === undefined ? null : Number(fields.booking);
    if (bookingId !== null) {
      const booking = await knex('booking').where({ id: bookingId, company_id: company }).first('id');
      if (!booking) throw invalid({ booking: ErrorCode.NOT_FOUND }, 'unknown booking');
    }
    const { bba_contact_id } = (await knex('company').where({ id: company }).first('bba_contact_id')) ?? { bba_contact_id: null };
    const id = await knex.transaction(async (trx) => {
      const [{ id }] = await trx('message').insert({
        subject: fields.subject,
        content: fields.content,
        user_id: identity.id,
        author_id: identity.id,
        company_id: company,
        bba_contact_id,
        booking_id: bookingId,
        from_agency: false,
        seen: false,
        ...fileColumns(file),
      }).returning('id');
      await tellAgency(trx, id, String(fields.subject), String(fields.content));
      return id as number;
    });
    reply.status(201);
    return { id };
  });

  /**
   * A reply in a thread: by its company user, or by the agency, whose reply the user then sees as unseen. Replying
   * means the replier has read what came before it.
   */
  app.post<{ Params: { parent: number } }>('/backend/api/message/send/child/:parent', {
    config: { access: READERS },
    schema: {
      tags: ['message'],
      params: { type: 'object', required: ['parent'], properties: { parent: idSchema } },
      consumes: ['multipart/form-data'],
      response: { 201: { type: 'object', properties: { id: { type: 'integer' }, parent: { type: 'integer' } } } },
    },
  }, async (request, reply) => {
    const identity = identityOf(request);
    const root = await rootFor(knex, identity, request.params.parent);
    const { fields, file } = await readForm(request);
    validated(checkChild, fields);
    const fromAgency = isAgency(identity);
    const id = await knex.transaction(async (trx) => {
      await markSeen(trx, root.id, fromAgency);
      const [{ id }] = await trx('message').insert({
        subject: `RE : ${root.subject}`.slice(0, MESSAGE_SUBJECT_MAX),
        content: fields.content,
        user_id: root.user_id,
        author_id: identity.id,
        company_id: root.company_id,
        bba_contact_id: root.bba_contact_id,
        booking_id: root.booking_id,
        parent_id: root.id,
        from_agency: fromAgency,
        seen: false,
        ...fileColumns(file),
      }).returning('id');
      if (!fromAgency) await tellAgency(trx, id, root.subject, String(fields.content));
      return id as number;
    });
    reply.status(201);
    return { id, parent: root.id };
  });

  /** The caller has read a thread: what the other side wrote in it is seen. Answers the caller's new unseen count. */
  app.post<{ Params: { id: number } }>('/backend/api/messages/seen/:id', {
    config: { access: READERS },
    schema: {
      tags: ['message'],
      params: idParams,
      response: { 200: { type: 'object', properties: { marked: { type: 'integer' }, unseen: { type: 'integer' } } } },
    },
  }, async (request) => {
    const identity = identityOf(request);
    const root = await rootFor(knex, identity, request.params.id);
    const agency = isAgency(identity);
    const marked = await markSeen(knex, root.id, agency);
    return { marked, unseen: agency ? 0 : await unseenCount(knex, identity) };
  });

  /** A message's attachment, as a download. */
  app.get<{ Params: { id: number } }>('/backend/api/messages/:id/file', {
    config: { access: READERS },
    schema: { tags: ['message'], params: idParams },
  }, async (request, reply) => {
    await rootFor(knex, identityOf(request), request.params.id);
    const row: { file: Buffer | null; file_name: string | null; file_type: string | null } | undefined =
      await knex('message').where({ id: request.params.id }).first('file', 'file_name', 'file_type');
    if (!row?.file || !row.file_name) throw notFound();
    const ascii = row.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('Content-Type', row.file_type ?? 'application/octet-stream')
      .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(row.file_name)}`)
      .header('Cache-Control', 'private, no-store')
      .send(row.file);
  });
}

/** A value for `filename*=`: percent-encoded UTF-8, quotes and brackets included. */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

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

/** Agency messages in a company user's threads that it has not seen (served by the partial index message_unseen_by_user). */
export async function unseenCount(knex: Knex, identity: Identity): Promise<number> {
  if (!identity.company) return 0;
  const [{ count }] = await knex('message')
    .where({ user_id: identity.id, company_id: identity.company.id, from_agency: true, seen: false })
    .count({ count: '*' });
  return Number(count);
}
