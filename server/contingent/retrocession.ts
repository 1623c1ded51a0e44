import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { agencyToday } from '../../entities/bookingRules.ts';
import { releaseSchema } from '../../entities/contingentReplies.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES } from '../../entities/roles.ts';
import { hasAnyRole, identityOf } from '../auth/access.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { idParams } from '../schemas.ts';
import { ALLOTMENT_RANGE, checkRange, constraintOf, ensureHotel, STOCK_WRITERS } from './stock.ts';
import { ErrorCode, type FieldErrors } from '../../entities/errors.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** Contingent days one statement of the release job handles at most. */
const BATCH = 500;

/**
 * The automatic release (docs/glossary.md, retrocession): for each enabled rule of a hotel (taux %, days before the
 * date), every contingent day of that hotel from today to `days` ahead gives the hotel back taux % of its unsold
 * rooms, rounded down to whole rooms (a share below one room releases nothing yet). Each release writes a
 * retrocession row naming its rule and moves the quantity to qte_retro, in one statement.
 *
 * A rule releases a day once: a second run finds the day's row of that rule and skips it. Several server instances
 * may run the job at once: each claims its days with FOR UPDATE SKIP LOCKED, and the unique index of (rule, room
 * type, day, company) refuses a second row for a day another instance released after this one's snapshot was taken
 * (ON CONFLICT DO NOTHING: nothing is then moved either). The quantity is worked out on the locked, current row,
 * so a booking made meanwhile is never released. Rules are applied the widest window first, so with "30 days: 50 %"
 * and "7 days: 100 %" a day released by the first one gives the rest at the second.
 *
 * Answers how many contingent days were released.
 */
export async function releaseUnsoldRooms(knex: Knex, today = agencyToday()): Promise<number> {
  const rules: { id: number }[] = await knex('hotelretrocession')
    .where({ enabled: true })
    .where('taux', '>', 0)
    .orderBy([{ column: 'days', order: 'desc' }, { column: 'id' }])
    .select('id');
  let total = 0;
  for (const rule of rules) {
    for (;;) {
      const { rows } = await knex.raw<{ rows: { id: number }[] }>(
        `WITH rule AS (
           SELECT id, hotel_id, taux, days FROM hotelretrocession WHERE id = ? AND enabled
         ), due AS (
           SELECT c.id, c.hotel_id, c.hotel_gamme_id, c.company_id, c.contingent_date, rule.id AS rule_id, rule.taux,
                  (c.qte_dispo * rule.taux / 100) AS qte
             FROM rule
             JOIN contingent c ON c.hotel_id = rule.hotel_id
            WHERE c.contingent_date BETWEEN ?::date AND ?::date + rule.days
              AND c.qte_dispo * rule.taux >= 100
              AND NOT EXISTS (SELECT 1 FROM retrocession r
                               WHERE r.hotelretrocession_id = rule.id AND r.hotelgamme_id = c.hotel_gamme_id
                                 AND r.contingent_date = c.contingent_date AND r.company_id IS NOT DISTINCT FROM c.company_id)
            ORDER BY c.contingent_date, c.id
            LIMIT ?
            FOR UPDATE OF c SKIP LOCKED
         ), released AS (
           INSERT INTO retrocession (hotel_id, hotelgamme_id, company_id, contingent_date, qte, taux, enabled, hotelretrocession_id)
           SELECT hotel_id, hotel_gamme_id, company_id, contingent_date, qte, taux, true, rule_id FROM due
           ON CONFLICT DO NOTHING
           RETURNING hotelgamme_id, contingent_date, company_id, qte
         )
         UPDATE contingent c SET qte_retro = c.qte_retro + released.qte
           FROM released
          WHERE c.hotel_gamme_id = released.hotelgamme_id AND c.contingent_date = released.contingent_date
            AND c.company_id IS NOT DISTINCT FROM released.company_id
         RETURNING c.id`,
        [rule.id, today, today, BATCH],
      );
      total += rows.length;
      // A short batch means the rule has nothing more to release now (or another instance holds the rest).
      if (rows.length < BATCH) break;
    }
  }
  return total;
}

export async function retrocessionRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  /** The agency switches a hotel's release rule on or off without editing it. */
  for (const [action, enabled] of [
    ['admin_enable', true],
    ['admin_disable', false],
  ] as const) {
    app.get(
      `/backend/api/hotelretrocessions/${action}/:id`,
      {
        config: { access: AGENCY_ADMIN_ROLES },
        schema: {
          tags: ['hotelretrocession'],
          params: idParams,
          response: { 200: { type: 'object', properties: { id: { type: 'integer' }, enabled: { type: 'boolean' } } } },
        },
      },
      async (request) => {
        const [row] = await knex('hotelretrocession').where({ id: request.params.id }).update({ enabled }).returning(['id', 'enabled']);
        if (!row) throw notFound();
        return row;
      },
    );
  }

  /**
   * A manual release: a hotel admin (in its own hotel) or the agency gives back, for each day of a range of one room
   * type's allotment, either `qte` rooms or `taux` % of the unsold ones (rounded down). With `qte`, a day with fewer
   * rooms left refuses the whole range (750, naming the days). Each released day writes its retrocession row.
   */
  app.post(
    '/backend/api/contingent-hotels/:id/retrocessions',
    {
      config: { access: STOCK_WRITERS },
      schema: {
        tags: ['retrocession'],
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['hotelGammeId'],
          properties: {
            // Only the agency sees companies.
            ...ALLOTMENT_RANGE,
            qte: { type: 'integer', minimum: 1, maximum: 1000 },
            taux: { type: 'integer', minimum: 1, maximum: 100, 'x-code': ErrorCode.RATE },
          },
          // One of the two amounts.
          oneOf: [{ required: ['qte'] }, { required: ['taux'] }],
        },
        response: { 200: releaseSchema },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const hotelId = request.params.id;
      ensureHotel(identity, hotelId);
      const body = request.body;
      if (!hasAnyRole(identity, AGENCY_ROLES) && body.companyId != null) throw forbidden();
      checkRange(body);
      const companyId = body.companyId ?? null;
      const qte = body.qte ?? null;
      const taux = body.qte === undefined ? body.taux! : null;
      try {
        // One statement: the days are locked in date order (as bookings lock them, so the two wait rather than
        // deadlock), each gives its rooms back and writes its row; a day refusing (750) refuses the whole range.
        const { rows } = await knex.raw<{ rows: { contingent_date: string; qte: number; taux: number }[] }>(
          `WITH due AS (
           SELECT id, qte_dispo, coalesce(?::int, (qte_dispo * ?::int / 100)) AS qte
             FROM contingent
            WHERE hotel_id = ? AND hotel_gamme_id = ? AND company_id IS NOT DISTINCT FROM ?::int AND contingent_date BETWEEN ?::date AND ?::date
            ORDER BY contingent_date
            FOR UPDATE
         ), moved AS (
           UPDATE contingent c SET qte_retro = c.qte_retro + due.qte
             FROM due
            WHERE c.id = due.id AND due.qte > 0
           RETURNING c.hotel_id, c.hotel_gamme_id, c.company_id, c.contingent_date, due.qte,
                     coalesce(?::int, least(100, round(100.0 * due.qte / due.qte_dispo)::int)) AS taux
         )
         INSERT INTO retrocession (hotel_id, hotelgamme_id, company_id, contingent_date, qte, taux, enabled)
         SELECT hotel_id, hotel_gamme_id, company_id, contingent_date, qte, taux, true FROM moved
         RETURNING contingent_date, qte, taux`,
          [qte, taux ?? 0, hotelId, body.hotelGammeId, companyId, body.from!, body.to!, taux],
        );
        rows.sort((a, b) => a.contingent_date.localeCompare(b.contingent_date));
        return {
          days: rows.length,
          rooms: rows.reduce((sum, row) => sum + row.qte, 0),
          released: rows.map((row) => ({ date: row.contingent_date, qte: row.qte, taux: row.taux })),
        };
      } catch (error) {
        if (constraintOf(error) === 'contingent__qte_init__c750') {
          const free = await knex('contingent')
            .where({ hotel_id: hotelId, hotel_gamme_id: body.hotelGammeId })
            .where((where) => (companyId === null ? where.whereNull('company_id') : where.where('company_id', companyId)))
            .whereBetween('contingent_date', [body.from!, body.to!])
            .orderBy('contingent_date')
            .select('contingent_date', 'qte_dispo');
          const days = free.filter((row) => row.qte_dispo < (qte ?? 0)).map((row) => row.contingent_date as string);
          const errors: FieldErrors = { qte: ErrorCode.INIT_BELOW_HELD };
          for (const day of days) errors[`days.${day}`] = ErrorCode.INIT_BELOW_HELD;
          // How many rooms every day of the range still has: the most a release over the whole range can give back.
          const most = Math.min(...free.map((row) => row.qte_dispo as number));
          throw new ApiError(400, ErrorCode.INIT_BELOW_HELD, `fewer rooms left than released on ${days.join(', ')}`, errors, { free: most });
        }
        throw error;
      }
    },
  );
}
