import type { FastifyInstance } from 'fastify';
import { agencyToday } from '../../entities/bookingRules.ts';
import { AGENCY_STOCK_FIELDS, HOTEL_STOCK_FIELDS, stockChangeSchema, stockGenerationSchema, stockGridSchema } from '../../entities/contingentReplies.ts';
import { addDays, stockRangeErrors } from '../../entities/contingentRules.ts';
import { ErrorCode, type FieldErrors } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import { AGENCY_ADMIN_ROLES, AGENCY_ROLES, HOTEL_ROLES } from '../../entities/roles.ts';
import { hasAnyRole, identityOf } from '../auth/access.ts';
import { ApiError, forbidden, invalid, notFound } from '../errors.ts';
import { idParams, idSchema } from '../schemas.ts';
import { AGENCY_TIME_ZONE } from '../../entities/agencyTime.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** Who changes stock: the agency's admins anywhere, a hotel admin in its own hotel (as the contingent descriptor). */
export const STOCK_WRITERS = [...AGENCY_ADMIN_ROLES, 'ROLE_ADMIN_HOTEL'] as const;
const STOCK_READERS = [...AGENCY_ROLES, ...HOTEL_ROLES] as const;

// Malformed dates are judged by stockRangeErrors (760), missing ones too (20): the schema only bounds the text.
export const DAY = { type: 'string', maxLength: 10 } as const;
/** Which days of which allotment a range change or a release is about: a room type, its company's rows or the general ones, and the dates. */
export const ALLOTMENT_RANGE = {
  hotelGammeId: idSchema,
  // The allotment reserved to a company; without it, the general one.
  companyId: { anyOf: [idSchema, { type: 'null' }] },
  from: DAY,
  to: DAY,
} as const;
const MONEY = { type: ['number', 'null'], minimum: 0, maximum: 9999999999 } as const;

/** How the `contingent c` row gives each field of a day (its JSON type is the grid's schema, entities/contingentReplies.ts). */
const DAY_FIELD: Record<(typeof AGENCY_STOCK_FIELDS)[number], string> = {
  id: 'c.id',
  date: 'c.contingent_date',
  general: 'c.company_id IS NULL',
  companyId: 'c.company_id',
  qte_init: 'c.qte_init',
  qte_resa: 'c.qte_resa',
  qte_retro: 'c.qte_retro',
  qte_dispo: 'c.qte_dispo',
  prix_achat: 'c.prix_achat',
  prix_achat_etape: 'c.prix_achat_etape',
  prix_vente: 'c.prix_vente',
  prix_vente_etape: 'c.prix_vente_etape',
  taxe_sejour: 'c.taxe_sejour',
  cancellation_deadline: `to_char(c.cancellation_deadline AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** A room type's days as columns: one array per field, each in date order, the general allotment first on a day. */
const dayColumns = (fields: readonly (keyof typeof DAY_FIELD)[]) =>
  `json_build_object(${fields
    .map((field) => `'${field}', coalesce(array_agg(${DAY_FIELD[field]} ORDER BY c.contingent_date, c.company_id NULLS FIRST), '{}')`)
    .join(', ')})`;
const HOTEL_DAYS = dayColumns(HOTEL_STOCK_FIELDS);
const AGENCY_DAYS = dayColumns(AGENCY_STOCK_FIELDS);

/**
 * A query whose one column is answered as the bytes PostgreSQL sent (in the binary format, text is its UTF-8 bytes):
 * no string of a few hundred kilobytes is decoded, kept on the heap and encoded again for each answer. The bytes are
 * copied out of the driver's read buffer, which its next message may overwrite while the answer is still being sent.
 */
const AS_BYTES = { binary: true, types: { getTypeParser: () => (value: Buffer) => Buffer.from(value) } };

/** The hotel a caller may touch: any for agency staff, its own for hotel staff; another hotel's is not found. */
export function ensureHotel(identity: Identity, hotelId: number) {
  if (hasAnyRole(identity, AGENCY_ROLES)) return;
  if (identity.hotelId !== hotelId) throw notFound();
}

export function checkRange(range: { from?: string; to?: string }) {
  const errors = stockRangeErrors(range, agencyToday());
  if (Object.keys(errors).length > 0) throw invalid(errors, 'invalid date range');
}

export const constraintOf = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23514' ? ((error as { constraint?: string }).constraint ?? '') : null;

/**
 * A 750 naming the days whose booked plus released rooms exceed the new initial quantity: each day is a cell of the
 * grid, keyed `days.<date>` in the envelope's errors as the booking form keys its rows (`rooms.<n>.travellers`).
 */
function belowHeld(days: string[]) {
  const errors: FieldErrors = { qte_init: ErrorCode.INIT_BELOW_HELD };
  for (const day of days) errors[`days.${day}`] = ErrorCode.INIT_BELOW_HELD;
  return new ApiError(400, ErrorCode.INIT_BELOW_HELD, `initial quantity below booked plus released on ${days.join(', ')}`, errors);
}

/**
 * The allotment stock (docs/glossary.md, contingent): generating daily rows from a config, the grid of a hotel's
 * stock, and the change of a range of days at once. The check constraints of the contingent table are the rules
 * (750, 755); the routes only say which days broke them.
 */
export async function stockRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  app.post(
    '/backend/api/configcontingents/:id/generate',
    {
      config: { access: STOCK_WRITERS },
      schema: {
        tags: ['configcontingent'],
        params: idParams,
        body: { type: 'object', additionalProperties: false, properties: { from: DAY, to: DAY } },
        response: { 200: stockGenerationSchema },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const config = await knex('configcontingent').where({ id: request.params.id }).first('id', 'hotel_id', 'hotel_gamme_id', 'company_id', 'qte_init');
      if (!config || (!hasAnyRole(identity, AGENCY_ADMIN_ROLES) && identity.hotelId !== config.hotel_id)) throw notFound();
      const { from, to } = request.body ?? {};
      checkRange({ from, to });
      try {
        // One statement: a row per day, or the day's row brought in line with the config (the unique index of room type,
        // day and company makes a second run update instead of duplicate). Booked and released rooms are the hotel's
        // history and stay untouched; the 750 constraint refuses an initial quantity below them.
        const { rows } = await knex.raw(
          `WITH generated AS (
           INSERT INTO contingent (hotel_id, hotel_gamme_id, company_id, contingent_date, qte_init, prix_achat, prix_achat_etape,
                                   prix_vente, prix_vente_etape, taxe_sejour, cancellation_deadline)
           SELECT c.hotel_id, c.hotel_gamme_id, c.company_id, d.day, c.qte_init, c.prix_achat, c.prix_achat_etape,
                  coalesce(c.prix_vente, c.prix_achat), coalesce(c.prix_vente_etape, c.prix_achat_etape), c.taxe_sejour,
                  -- cancel_day days before the night, at cancel_hour o'clock in Paris
                  ((d.day - c.cancel_day) + make_time(c.cancel_hour, 0, 0)) AT TIME ZONE '${AGENCY_TIME_ZONE}'
           FROM configcontingent c
           CROSS JOIN LATERAL (SELECT generate_series(?::date, ?::date, interval '1 day')::date AS day) d
           WHERE c.id = ?
           ORDER BY d.day
           ON CONFLICT (hotel_gamme_id, contingent_date, company_id) DO UPDATE SET
             qte_init = EXCLUDED.qte_init, prix_achat = EXCLUDED.prix_achat, prix_achat_etape = EXCLUDED.prix_achat_etape,
             prix_vente = EXCLUDED.prix_vente, prix_vente_etape = EXCLUDED.prix_vente_etape, taxe_sejour = EXCLUDED.taxe_sejour,
             cancellation_deadline = EXCLUDED.cancellation_deadline
           RETURNING (xmax = 0) AS inserted
         )
         SELECT count(*) FILTER (WHERE inserted) AS created, count(*) FILTER (WHERE NOT inserted) AS updated FROM generated`,
          [from, to, config.id],
        );
        return { from: from!, to: to!, created: Number(rows[0].created), updated: Number(rows[0].updated) };
      } catch (error) {
        const constraint = constraintOf(error);
        if (constraint === 'contingent__qte_init__c750') {
          const days = await knex('contingent')
            .where({ hotel_gamme_id: config.hotel_gamme_id })
            .where((where) => (config.company_id === null ? where.whereNull('company_id') : where.where('company_id', config.company_id)))
            .whereBetween('contingent_date', [from!, to!])
            .whereRaw('qte_resa + qte_retro > ?', [config.qte_init])
            .orderBy('contingent_date')
            .pluck('contingent_date');
          throw belowHeld(days);
        }
        if (constraint === 'contingent__cancellation_deadline__c755') {
          throw invalid({ cancel_day: ErrorCode.DEADLINE_AFTER_DATE }, 'the cancellation deadline falls after the night');
        }
        throw error;
      }
    },
  );

  app.get(
    '/backend/api/contingent-hotels/:id/stock',
    {
      // Described for the API's documentation; the database writes the answer (below).
      config: { access: STOCK_READERS, documentedResponses: { 200: { description: 'the stock grid', ...stockGridSchema } } },
      schema: {
        tags: ['contingent'],
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: { from: DAY, to: DAY } },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      ensureHotel(identity, request.params.id);
      // Without dates, the coming month.
      const from = request.query.from ?? agencyToday();
      const to = request.query.to ?? (request.query.from ? undefined : addDays(from, 30));
      checkRange({ from, to });
      // What the agency sells at is its own business, not the hotel's (contingent descriptor, field access).
      const days = hasAnyRole(identity, AGENCY_ROLES) ? AGENCY_DAYS : HOTEL_DAYS;
      // The whole grid is written by the database as JSON text, sent as it comes: a year of days makes no object in
      // Node, nor even a string (AS_BYTES). The hotel's row makes an unknown hotel a 404; the days come through the
      // (hotel_gamme_id, contingent_date) index.
      const { rows } = await knex
        .raw<{ rows: { grid: Buffer }[] }>(
          `SELECT json_build_object(
         'hotel', json_build_object('id', h.id, 'name', h.name), 'from', ?::text, 'to', ?::text,
         'roomTypes', coalesce((
           SELECT json_agg(json_build_object('id', g.id, 'description', g.description, 'enabled', g.enabled, 'days', (
             SELECT ${days} FROM contingent c WHERE c.hotel_gamme_id = g.id AND c.contingent_date BETWEEN ?::date AND ?::date))
             ORDER BY g.description, g.id)
           FROM hotelgamme g WHERE g.hotel_id = h.id), '[]')
       )::text AS grid
       FROM contingent_hotel h WHERE h.id = ?`,
          [from, to!, from, to!, request.params.id],
        )
        .options(AS_BYTES);
      if (rows.length === 0) throw notFound();
      return reply.type('application/json; charset=utf-8').send(rows[0].grid);
    },
  );

  const CHANGES = ['qte_init', 'prix_achat', 'prix_achat_etape', 'prix_vente', 'prix_vente_etape', 'taxe_sejour'] as const;
  /** Fields only the agency writes (contingent descriptor): its sale prices, and which company's allotment. */
  const AGENCY_FIELDS = ['prix_vente', 'prix_vente_etape', 'companyId'] as const;

  app.patch(
    '/backend/api/contingent-hotels/:id/stock',
    {
      config: { access: STOCK_WRITERS },
      schema: {
        tags: ['contingent'],
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['hotelGammeId'],
          properties: {
            ...ALLOTMENT_RANGE,
            qte_init: { type: 'integer', minimum: 0, maximum: 1000 },
            prix_achat: { type: 'number', minimum: 0, maximum: 9999999999 },
            prix_achat_etape: MONEY,
            prix_vente: { type: 'number', minimum: 0, maximum: 9999999999 },
            prix_vente_etape: MONEY,
            taxe_sejour: MONEY,
          },
        },
        response: { 200: stockChangeSchema },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const hotelId = request.params.id;
      ensureHotel(identity, hotelId);
      const body = request.body;
      if (!hasAnyRole(identity, AGENCY_ROLES) && AGENCY_FIELDS.some((field) => field in body)) throw forbidden();
      checkRange(body);
      const set = Object.fromEntries(CHANGES.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]));
      if (Object.keys(set).length === 0) throw invalid({ qte_init: ErrorCode.FIELD_REQUIRED }, 'nothing to change');
      const companyId = body.companyId ?? null;
      const days = () =>
        knex('contingent')
          .where({ hotel_id: hotelId, hotel_gamme_id: body.hotelGammeId })
          .where((where) => (companyId === null ? where.whereNull('company_id') : where.where('company_id', companyId)))
          .whereBetween('contingent_date', [body.from!, body.to!]);
      try {
        // One statement for the whole range: either every day takes the change or, a day refusing it, none does.
        const updated = await days().update(set);
        return { updated };
      } catch (error) {
        if (constraintOf(error) === 'contingent__qte_init__c750') {
          throw belowHeld(
            await days()
              .whereRaw('qte_resa + qte_retro > ?', [body.qte_init ?? 0])
              .orderBy('contingent_date')
              .pluck('contingent_date'),
          );
        }
        throw error;
      }
    },
  );
}
