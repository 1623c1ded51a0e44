import multipart from '@fastify/multipart';
import { threadPageSchema, threadSchema, threadSeenSchema, threadStartedSchema, unseenCountSchema } from '../../entities/messageReplies.ts';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { AGENCY_ROLES, COMPANY_ROLES, type Role } from '../../entities/roles.ts';
import { identityOf } from '../auth/access.ts';
import { idParams, idSchema } from '../schemas.ts';
import { readReplyForm, readThreadForm } from './form.ts';
import { attachmentOf, companyOf, rootFor, threadList, threadOf, unseenCount } from './queries.ts';
import { markThreadSeen, replyInThread, startThread } from './service.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** Company users write to the agency about their own threads; the agency answers every company's. */
const WRITERS: readonly Role[] = COMPANY_ROLES;
const READERS: readonly Role[] = [...COMPANY_ROLES, ...AGENCY_ROLES];
const LIST_MAX = 100;

/** A value for `filename*=`: percent-encoded UTF-8, quotes and brackets included. */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Messages with the agency: the threads, sending with an attachment, and reading the attachment. The behaviour is in
 * service.ts, the reads in queries.ts, the multipart forms in form.ts.
 */
export async function messageRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex, mailer } = app;
  const context = { knex, mailer };

  // Scoped to this plugin, so no other route starts accepting multipart bodies.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  /** The caller's threads, the most recently active first, with how many agency messages it has not seen. */
  app.get(
    '/backend/api/messages/list',
    {
      config: { access: WRITERS },
      schema: {
        tags: ['message'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { page: { type: 'integer', minimum: 1, maximum: 100_000 }, perPage: { type: 'integer', minimum: 1, maximum: LIST_MAX } },
        },
        response: { 200: threadPageSchema },
      },
    },
    async (request) => {
      const { page = 1, perPage = PAGE_SIZE } = request.query;
      return threadList(knex, identityOf(request), page, perPage);
    },
  );

  /** The menu's count: agency messages in the caller's threads it has not seen yet. */
  app.get(
    '/backend/api/messages/unseen',
    {
      config: { access: WRITERS },
      schema: { tags: ['message'], response: { 200: unseenCountSchema } },
    },
    async (request) => ({ count: await unseenCount(knex, identityOf(request)) }),
  );

  /** One thread: its first message and every reply, oldest first. */
  app.get(
    '/backend/api/messages/:id/thread',
    {
      config: { access: READERS },
      schema: {
        tags: ['message'],
        params: idParams,
        response: {
          200: threadSchema,
        },
      },
    },
    async (request) => threadOf(knex, identityOf(request), request.params.id),
  );

  /** A new thread from a company user to its agency, about a booking of its company or not. */
  app.post(
    '/backend/api/message/send/parent',
    {
      config: { access: WRITERS },
      schema: {
        tags: ['message'],
        consumes: ['multipart/form-data'],
        response: { 201: threadStartedSchema },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      // A company role without a company is refused before its upload is read.
      const company = companyOf(identity);
      const id = await startThread(context, identity, company, await readThreadForm(request));
      reply.status(201);
      return { id };
    },
  );

  /** A reply in a thread, by its company user or by the agency. */
  app.post(
    '/backend/api/message/send/child/:parent',
    {
      config: { access: READERS },
      schema: {
        tags: ['message'],
        params: { type: 'object', required: ['parent'], properties: { parent: idSchema } },
        consumes: ['multipart/form-data'],
        response: { 201: { type: 'object', properties: { id: { type: 'integer' }, parent: { type: 'integer' } } } },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      // A thread the caller does not see is a 404 before its upload is read.
      const root = await rootFor(knex, identity, request.params.parent);
      const id = await replyInThread(context, identity, root, await readReplyForm(request));
      reply.status(201);
      return { id, parent: root.id };
    },
  );

  /** The caller has read a thread: what the other side wrote in it is seen. Answers the caller's new unseen count. */
  app.post(
    '/backend/api/messages/seen/:id',
    {
      config: { access: READERS },
      schema: {
        tags: ['message'],
        params: idParams,
        response: { 200: threadSeenSchema },
      },
    },
    async (request) => markThreadSeen(knex, identityOf(request), request.params.id),
  );

  /** A message's attachment, as a download. */
  app.get(
    '/backend/api/messages/:id/file',
    {
      config: { access: READERS },
      schema: { tags: ['message'], params: idParams },
    },
    async (request, reply) => {
      const file = await attachmentOf(knex, identityOf(request), request.params.id);
      const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('Content-Type', file.type ?? 'application/octet-stream')
        .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(file.name)}`)
        .header('Cache-Control', 'private, no-store')
        .send(file.data);
    },
  );
}
