import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { notificationDetailSchema, notificationPageSchema } from '../../entities/contentReplies.ts';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { identityOf } from '../auth/access.ts';
import { notFound } from '../errors.ts';
import { typedRoutes } from '../typedRoutes.ts';
import { imageOf } from './news.ts';
import { paging, READERS } from './readers.ts';

/** Notifications: the news and help pages the agency flagged for users, newest first, with the user's read state. */
function notificationsQuery(knex: Knex, userId: number) {
  const read = (kind: string, table: string) =>
    knex.raw(`EXISTS (SELECT 1 FROM content_read r WHERE r.user_id = ? AND r.kind = '${kind}' AND r.item_id = ${table}.id) AS read`, [userId]);
  return knex
    .select(knex.raw("'news' AS kind"), 'news.id', 'news.name as title', knex.raw('news.date::timestamptz AS date'), read('news', 'news'))
    .from('news')
    .where('news.notify_users', true)
    .unionAll((union) => {
      union
        .select(knex.raw("'help' AS kind"), 'help.id', 'help.title', 'help.updated_at AS date', read('help', 'help'))
        .from('help')
        .where('help.notify_users', true);
    }, true);
}

/** The news and help pages flagged for users, as the front office's notifications. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  app.get(
    '/backend/api/me/notifications',
    {
      config: { access: READERS },
      schema: {
        tags: ['notification'],
        querystring: paging,
        response: {
          200: notificationPageSchema,
        },
      },
    },
    async (request) => {
      const { id: userId } = identityOf(request);
      const { page = 1, perPage = PAGE_SIZE } = request.query;
      const all = notificationsQuery(knex, userId).as('x');
      const [rows, [counts]] = await Promise.all([
        knex
          .from(all)
          .orderBy([{ column: 'date', order: 'desc' }, { column: 'kind' }, { column: 'id', order: 'desc' }])
          .limit(perPage)
          .offset((page - 1) * perPage)
          .select('*'),
        knex
          .from(notificationsQuery(knex, userId).as('y'))
          .select(knex.raw('count(*)::int AS total'), knex.raw('(count(*) FILTER (WHERE NOT read))::int AS unread')),
      ]);
      return {
        items: rows.map((row: { kind: 'news' | 'help'; id: number; title: string; date: Date; read: boolean }) => ({
          ...row,
          id: `${row.kind}-${row.id}`,
          date: row.date.toISOString(),
        })),
        total: counts.total,
        unread: counts.unread,
      };
    },
  );

  /** One notification, which is now read. */
  app.get(
    '/backend/api/me/notifications/:id',
    {
      config: { access: READERS },
      schema: {
        tags: ['notification'],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^(news|help)-[1-9][0-9]{0,9}$' } } },
        response: {
          200: notificationDetailSchema,
        },
      },
    },
    async (request) => {
      const { id: userId } = identityOf(request);
      const [kind, raw] = request.params.id.split('-') as ['news' | 'help', string];
      const id = Number(raw);
      if (id > 2147483647) throw notFound();
      const row =
        kind === 'news'
          ? await knex('news').where({ id, notify_users: true }).first('id', 'name as title', knex.raw('date::timestamptz AS date'), 'content', 'image')
          : await knex('help').where({ id, notify_users: true }).first('id', 'title', 'updated_at as date', 'content', knex.raw('NULL AS image'));
      if (!row) throw notFound();
      await knex('content_read').insert({ user_id: userId, kind, item_id: id }).onConflict(['user_id', 'kind', 'item_id']).ignore();
      return { ...row, id: `${kind}-${id}`, kind, date: new Date(row.date).toISOString(), read: true, image: kind === 'news' ? imageOf(row) : null };
    },
  );
}
