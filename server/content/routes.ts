import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { ErrorCode } from '../../entities/errors.ts';
import { AGENCY_ROLES, COMPANY_ROLES, type Role } from '../../entities/roles.ts';
import { EVENTS_WINDOW_MAX_DAYS } from '../../entities/contentRules.ts';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { identityOf } from '../auth/access.ts';
import { invalid, notFound } from '../errors.ts';
import { idParams, idSchema } from '../schemas.ts';
import { imageAddress, sitePath } from '../images.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** What the front office reads: the company users, and the agency staff who look at it as they would. */
const READERS: readonly Role[] = [...COMPANY_ROLES, ...AGENCY_ROLES];
const LIST_MAX = 100;
const DAY = 86_400_000;

const paging = {
  type: 'object',
  additionalProperties: false,
  properties: { page: { type: 'integer', minimum: 1, maximum: 100_000 }, perPage: { type: 'integer', minimum: 1, maximum: LIST_MAX } },
} as const;

const newsRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string' },
    name: { type: 'string' },
    weight: { type: 'integer' },
    content: { type: ['string', 'null'] },
    image: { type: ['string', 'null'], description: 'the address of the image route when the news has one' },
    read: { type: 'boolean' },
  },
} as const;

const notificationRow = {
  type: 'object',
  properties: {
    id: { type: 'string', description: '<kind>-<id>' },
    kind: { type: 'string', enum: ['news', 'help'] },
    title: { type: 'string' },
    date: { type: 'string' },
    read: { type: 'boolean' },
  },
} as const;

const imageOf = (row: { id: number; image: string | null }) => imageAddress(`/backend/news/${row.id}/image`, row.image);

/** The unread news of a user. */
async function unreadNews(knex: Knex, userId: number): Promise<number> {
  const [{ count }] = await knex('news as n')
    .whereNotExists(knex('content_read as r').where({ 'r.user_id': userId, 'r.kind': 'news' }).whereRaw('r.item_id = n.id'))
    .count({ count: '*' });
  return Number(count);
}

/** Notifications: the news and help pages the agency flagged for users, newest first, with the user's read state. */
function notificationsQuery(knex: Knex, userId: number) {
  const read = (kind: string, table: string) =>
    knex.raw(`EXISTS (SELECT 1 FROM content_read r WHERE r.user_id = ? AND r.kind = '${kind}' AND r.item_id = ${table}.id) AS read`, [userId]);
  return knex
    .select(knex.raw("'news' AS kind"), 'news.id', 'news.name as title', knex.raw('news.date::timestamptz AS date'), read('news', 'news'))
    .from('news')
    .where('news.notify_users', true)
    .unionAll((union) => {
      union.select(knex.raw("'help' AS kind"), 'help.id', 'help.title', 'help.updated_at AS date', read('help', 'help'))
        .from('help')
        .where('help.notify_users', true);
    }, true);
}

/** News, help pages, notifications and events of the front office. */
export async function contentRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  /** The news, heaviest first, each with whether the caller has read it, and the caller's unread count. */
  app.get('/backend/api/me/news', {
    config: { access: READERS },
    schema: {
      tags: ['news'],
      querystring: paging,
      response: { 200: { type: 'object', properties: { items: { type: 'array', items: newsRow }, total: { type: 'integer' }, unread: { type: 'integer' } } } },
    },
  }, async (request) => {
    const { id: userId } = identityOf(request);
    const { page = 1, perPage = PAGE_SIZE } = request.query;
    const [rows, [{ total }], unread] = await Promise.all([
      knex('news as n')
        .leftJoin('content_read as r', (join) => join.on('r.item_id', 'n.id').andOnVal('r.kind', 'news').andOnVal('r.user_id', userId))
        .orderBy([{ column: 'n.weight', order: 'desc' }, { column: 'n.id', order: 'desc' }])
        .limit(perPage)
        .offset((page - 1) * perPage)
        .select('n.id', 'n.date', 'n.name', 'n.weight', 'n.content', 'n.image', knex.raw('r.user_id IS NOT NULL AS read')),
      knex('news').count({ total: '*' }),
      unreadNews(knex, userId),
    ]);
    return { items: rows.map((row: { id: number; image: string | null }) => ({ ...row, image: imageOf(row) })), total: Number(total), unread };
  });

  app.get('/backend/api/me/news/unread', {
    config: { access: READERS },
    schema: { tags: ['news'], response: { 200: { type: 'object', properties: { count: { type: 'integer' } } } } },
  }, async (request) => ({ count: await unreadNews(knex, identityOf(request).id) }));

  /** The caller has read these news; answers its unread count. Unknown ids are refused (404), none is recorded. */
  app.post('/backend/api/news/read', {
    config: { access: READERS },
    schema: {
      tags: ['news'],
      body: {
        type: 'object',
        required: ['ids'],
        additionalProperties: false,
        properties: { ids: { type: 'array', minItems: 1, maxItems: LIST_MAX, uniqueItems: true, items: idSchema } },
      },
      response: { 200: { type: 'object', properties: { unread: { type: 'integer' } } } },
    },
  }, async (request) => {
    const { id: userId } = identityOf(request);
    const ids = request.body.ids;
    const known = await knex('news').whereIn('id', ids).pluck('id');
    if (known.length !== ids.length) throw notFound();
    await knex('content_read').insert(ids.map((id) => ({ user_id: userId, kind: 'news', item_id: id }))).onConflict(['user_id', 'kind', 'item_id']).ignore();
    return { unread: await unreadNews(knex, userId) };
  });

  /**
   * A news image stored on this site (an https one is named as it is, server/images.ts): an <img> carries no token,
   * and news are no secret, hence public. It never leads to another site.
   */
  app.get('/backend/news/:id/image', {
    config: { access: 'public' },
    schema: { tags: ['news'], params: idParams },
  }, async (request, reply) => {
    const row = await knex('news').where({ id: request.params.id }).first('image');
    const image = sitePath(row?.image);
    if (!image) throw notFound();
    return reply.redirect(image, 302);
  });

  /** The help pages, heaviest first. */
  app.get('/backend/api/help', {
    config: { access: READERS },
    schema: {
      tags: ['help'],
      response: {
        200: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' }, weight: { type: 'integer' }, content: { type: ['string', 'null'] } } },
        },
      },
    },
  }, async () =>
    knex('help').orderBy([{ column: 'weight', order: 'desc' }, { column: 'id', order: 'asc' }]).limit(500).select('id', 'title', 'weight', 'content'));

  app.get('/backend/api/me/notifications', {
    config: { access: READERS },
    schema: {
      tags: ['notification'],
      querystring: paging,
      response: { 200: { type: 'object', properties: { items: { type: 'array', items: notificationRow }, total: { type: 'integer' }, unread: { type: 'integer' } } } },
    },
  }, async (request) => {
    const { id: userId } = identityOf(request);
    const { page = 1, perPage = PAGE_SIZE } = request.query;
    const all = notificationsQuery(knex, userId).as('x');
    const [rows, [counts]] = await Promise.all([
      knex.from(all).orderBy([{ column: 'date', order: 'desc' }, { column: 'kind' }, { column: 'id', order: 'desc' }]).limit(perPage).offset((page - 1) * perPage).select('*'),
      knex.from(notificationsQuery(knex, userId).as('y')).select(knex.raw('count(*)::int AS total'), knex.raw('(count(*) FILTER (WHERE NOT read))::int AS unread')),
    ]);
    return {
      items: rows.map((row: { kind: 'news' | 'help'; id: number; title: string; date: Date; read: boolean }) => ({ ...row, id: `${row.kind}-${row.id}`, date: row.date.toISOString() })),
      total: counts.total,
      unread: counts.unread,
    };
  });

  /** One notification, which is now read. */
  app.get('/backend/api/me/notifications/:id', {
    config: { access: READERS },
    schema: {
      tags: ['notification'],
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^(news|help)-[1-9][0-9]{0,9}$' } } },
      response: {
        200: {
          type: 'object',
          properties: { ...notificationRow.properties, content: { type: ['string', 'null'] }, image: { type: ['string', 'null'] } },
        },
      },
    },
  }, async (request) => {
    const { id: userId } = identityOf(request);
    const [kind, raw] = request.params.id.split('-') as ['news' | 'help', string];
    const id = Number(raw);
    if (id > 2147483647) throw notFound();
    const row = kind === 'news'
      ? await knex('news').where({ id, notify_users: true }).first('id', 'name as title', knex.raw('date::timestamptz AS date'), 'content', 'image')
      : await knex('help').where({ id, notify_users: true }).first('id', 'title', 'updated_at as date', 'content', knex.raw('NULL AS image'));
    if (!row) throw notFound();
    await knex('content_read').insert({ user_id: userId, kind, item_id: id }).onConflict(['user_id', 'kind', 'item_id']).ignore();
    return { ...row, id: `${kind}-${id}`, kind, date: new Date(row.date).toISOString(), read: true, image: kind === 'news' ? imageOf(row) : null };
  });

  /** Trade fairs and other events overlapping a window of 0 to 365 days. */
  app.post('/backend/api/events/current', {
    config: { access: READERS },
    schema: {
      tags: ['event'],
      body: {
        type: 'object',
        additionalProperties: false,
        properties: { startDate: { type: 'string', format: 'date' }, endDate: { type: 'string', format: 'date' } },
      },
      response: {
        200: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' }, name: { type: 'string' }, starting_date: { type: 'string' }, ending_date: { type: 'string' },
              location: { type: ['string', 'null'] }, city: { type: ['string', 'null'] }, geo_lat: { type: ['number', 'null'] }, geo_lng: { type: ['number', 'null'] },
            },
          },
        },
      },
    },
  }, async (request) => {
    const { startDate, endDate } = request.body ?? {};
    if (!startDate || !endDate) throw invalid({ [startDate ? 'endDate' : 'startDate']: ErrorCode.DATES_REQUIRED }, 'start and end dates required');
    const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY;
    if (days < 0) throw invalid({ endDate: ErrorCode.END_BEFORE_START }, 'end before start');
    if (days > EVENTS_WINDOW_MAX_DAYS) throw invalid({ endDate: ErrorCode.BAD_FORMAT }, `at most ${EVENTS_WINDOW_MAX_DAYS} days`);
    return knex('event')
      .where('starting_date', '<=', endDate)
      .andWhere('ending_date', '>=', startDate)
      .orderBy([{ column: 'starting_date' }, { column: 'id' }])
      .limit(500)
      .select('id', 'name', 'starting_date', 'ending_date', 'location', 'city', 'geo_lat', 'geo_lng');
  });
}
