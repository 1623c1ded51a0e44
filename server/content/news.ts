import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { FromSchema } from 'json-schema-to-ts';
import { newsPageSchema, newsReadSchema, type newsSchema, unreadNewsSchema } from '../../entities/contentReplies.ts';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { identityOf } from '../auth/access.ts';
import { notFound } from '../errors.ts';
import { imageAddress, sitePath } from '../images.ts';
import { idParams, idSchema } from '../schemas.ts';
import { typedRoutes } from '../typedRoutes.ts';
import { LIST_MAX, paging, READERS } from './readers.ts';

export const imageOf = (row: { id: number; image: string | null }) => imageAddress(`/backend/news/${row.id}/image`, row.image);

/** The unread news of a user. */
async function unreadNews(knex: Knex, userId: number): Promise<number> {
  const [{ count }] = await knex('news as n')
    .whereNotExists(knex('content_read as r').where({ 'r.user_id': userId, 'r.kind': 'news' }).whereRaw('r.item_id = n.id'))
    .count({ count: '*' });
  return Number(count);
}

/** The agency's news in the front office, with each user's read state. */
export async function newsRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  /** The news, heaviest first, each with whether the caller has read it, and the caller's unread count. */
  app.get(
    '/backend/api/me/news',
    {
      config: { access: READERS },
      schema: {
        tags: ['news'],
        querystring: paging,
        response: {
          200: newsPageSchema,
        },
      },
    },
    async (request) => {
      const { id: userId } = identityOf(request);
      const { page = 1, perPage = PAGE_SIZE } = request.query;
      const [rows, [{ total }], unread] = await Promise.all([
        knex('news as n')
          .leftJoin('content_read as r', (join) => join.on('r.item_id', 'n.id').andOnVal('r.kind', 'news').andOnVal('r.user_id', userId))
          .orderBy([
            { column: 'n.weight', order: 'desc' },
            { column: 'n.id', order: 'desc' },
          ])
          .limit(perPage)
          .offset((page - 1) * perPage)
          .select('n.id', 'n.date', 'n.name', 'n.weight', 'n.content', 'n.image', knex.raw('r.user_id IS NOT NULL AS read')),
        knex('news').count({ total: '*' }),
        unreadNews(knex, userId),
      ]);
      return { items: rows.map((row: FromSchema<typeof newsSchema>) => ({ ...row, image: imageOf(row) })), total: Number(total), unread };
    },
  );

  app.get(
    '/backend/api/me/news/unread',
    {
      config: { access: READERS },
      schema: { tags: ['news'], response: { 200: unreadNewsSchema } },
    },
    async (request) => ({ count: await unreadNews(knex, identityOf(request).id) }),
  );

  /** The caller has read these news; answers its unread count. Unknown ids are refused (404), none is recorded. */
  app.post(
    '/backend/api/news/read',
    {
      config: { access: READERS },
      schema: {
        tags: ['news'],
        body: {
          type: 'object',
          required: ['ids'],
          additionalProperties: false,
          properties: { ids: { type: 'array', minItems: 1, maxItems: LIST_MAX, uniqueItems: true, items: idSchema } },
        },
        response: { 200: newsReadSchema },
      },
    },
    async (request) => {
      const { id: userId } = identityOf(request);
      const ids = request.body.ids;
      const known = await knex('news').whereIn('id', ids).pluck('id');
      if (known.length !== ids.length) throw notFound();
      await knex('content_read')
        .insert(ids.map((id) => ({ user_id: userId, kind: 'news', item_id: id })))
        .onConflict(['user_id', 'kind', 'item_id'])
        .ignore();
      return { unread: await unreadNews(knex, userId) };
    },
  );

  /**
   * A news image stored on this site (an https one is named as it is, server/images.ts): an <img> carries no token,
   * and news are no secret, hence public. It never leads to another site.
   */
  app.get(
    '/backend/news/:id/image',
    {
      config: { access: 'public' },
      schema: { tags: ['news'], params: idParams },
    },
    async (request, reply) => {
      const row = await knex('news').where({ id: request.params.id }).first('image');
      const image = sitePath(row?.image);
      if (!image) throw notFound();
      return reply.redirect(image, 302);
    },
  );
}
