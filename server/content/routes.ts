import type { FastifyInstance } from 'fastify';
import { helpPageSchema, tradeEventSchema } from '../../entities/contentReplies.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { EVENTS_WINDOW_MAX_DAYS } from '../../entities/contentRules.ts';
import { invalid } from '../errors.ts';
import { typedRoutes } from '../typedRoutes.ts';
import { READERS } from './readers.ts';

const DAY = 86_400_000;

/** Help pages and events of the front office. */
export async function contentRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  /** The help pages, heaviest first. */
  app.get(
    '/backend/api/help',
    {
      config: { access: READERS },
      schema: {
        tags: ['help'],
        response: {
          200: { type: 'array', items: helpPageSchema },
        },
      },
    },
    async () =>
      knex('help')
        .orderBy([
          { column: 'weight', order: 'desc' },
          { column: 'id', order: 'asc' },
        ])
        .limit(500)
        .select('id', 'title', 'weight', 'content'),
  );

  /** Trade fairs and other events overlapping a window of 0 to 365 days. */
  app.post(
    '/backend/api/events/current',
    {
      config: { access: READERS },
      schema: {
        tags: ['event'],
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { startDate: { type: 'string', format: 'date' }, endDate: { type: 'string', format: 'date' } },
        },
        response: {
          200: { type: 'array', items: tradeEventSchema },
        },
      },
    },
    async (request) => {
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
    },
  );
}
