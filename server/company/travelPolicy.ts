import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { sectorChoicesSchema, travelPolicyPriceProperties, travelPolicySchema, type SectorChoices } from '../../entities/companyReplies.ts';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import { TRAVEL_POLICY_MODES } from '../../entities/user.ts';
import { invalid, notFound } from '../errors.ts';
import { deletedSchema } from '../schemas.ts';
import { assertCompanyExists, assertCompanyReadable, companyParams, POLICY_EDITORS, POLICY_READERS } from './policyAccess.ts';
import { SECTOR_TYPES, type SectorType, TRAVEL_POLICY_PRICES as PRICE_FIELDS } from '../../entities/travelPolicy.ts';
import { DEPARTMENTS, isDayMonth, REGIONS } from './sectors.ts';
import { typedRoutes } from '../typedRoutes.ts';

type Prices = Record<(typeof PRICE_FIELDS)[number], number | null>;

export interface TravelPolicyRow extends Prices {
  id?: number;
  sector_type: SectorType;
  sector_value: string;
}

export interface TravelPolicy extends Prices {
  mode: (typeof TRAVEL_POLICY_MODES)[number];
  date_from: string | null;
  date_to: string | null;
  rows: TravelPolicyRow[];
}

const MAX_ROWS = 500;
const SECTOR_VALUE_MAX_LENGTH = 255;
// numeric(12,2): ten digits before the point.
const PRICE_MAX = 9_999_999_999.99;

/**
 * Types are the schema's (a price that is not a number is 11); rows are only required to be objects here, so that
 * their fields are checked below and reported as `rows.<index>.<field>`, where the form shows them.
 */
const inputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mode'],
  properties: {
    mode: { type: 'integer', enum: [...TRAVEL_POLICY_MODES] },
    ...travelPolicyPriceProperties,
    date_from: { type: ['string', 'null'] },
    date_to: { type: ['string', 'null'] },
    rows: { type: 'array', maxItems: MAX_ROWS, items: { type: 'object' } },
  },
} as const;

const priceError = (value: unknown): ErrorCodeValue | undefined =>
  value === undefined || value === null
    ? undefined
    : typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > PRICE_MAX
      ? ErrorCode.NOT_A_NUMBER
      : undefined;

const ROW_FIELDS = new Set(['id', 'sector_type', 'sector_value', ...PRICE_FIELDS]);

/** What a sector value must be for its type; a zone is named by its id, which must exist. */
async function sectorValueError(knex: Knex, type: SectorType, value: string): Promise<ErrorCodeValue | undefined> {
  switch (type) {
    case 'region':
      return REGIONS.includes(value) ? undefined : ErrorCode.BAD_FORMAT;
    case 'department':
      return DEPARTMENTS.some((department) => department.code === value) ? undefined : ErrorCode.BAD_FORMAT;
    case 'zone':
      return /^[1-9]\d{0,9}$/.test(value) &&
        Number(value) <= 2147483647 &&
        (await knex('zone')
          .where({ id: Number(value) })
          .first('id'))
        ? undefined
        : ErrorCode.BAD_FORMAT;
    default:
      return value.length > SECTOR_VALUE_MAX_LENGTH ? ErrorCode.TOO_LONG : undefined;
  }
}

/** The rows as they will be stored, or the errors of each, keyed `rows.<index>.<field>`. */
async function checkRows(knex: Knex, input: unknown[], errors: Record<string, ErrorCodeValue>): Promise<TravelPolicyRow[]> {
  const rows: TravelPolicyRow[] = [];
  const seen = new Set<string>();
  for (const [index, item] of input.entries()) {
    const row = item as Record<string, unknown>;
    const at = (field: string) => `rows.${index}.${field}`;
    for (const field of Object.keys(row)) if (!ROW_FIELDS.has(field)) errors[at(field)] = ErrorCode.BAD_REQUEST;
    const type = row.sector_type;
    const value = typeof row.sector_value === 'string' ? row.sector_value.trim() : row.sector_value;
    if (type === undefined || type === null || type === '') errors[at('sector_type')] = ErrorCode.FIELD_REQUIRED;
    else if (!SECTOR_TYPES.includes(type as SectorType)) errors[at('sector_type')] = ErrorCode.BAD_FORMAT;
    if (value === undefined || value === null || value === '') errors[at('sector_value')] = ErrorCode.FIELD_REQUIRED;
    else if (typeof value !== 'string') errors[at('sector_value')] = ErrorCode.BAD_FORMAT;
    else if (SECTOR_TYPES.includes(type as SectorType)) {
      const error = await sectorValueError(knex, type as SectorType, value);
      if (error !== undefined) errors[at('sector_value')] = error;
      // One price per sector: a second row for the same sector would leave which applies undecided.
      else if (seen.has(`${type}:${value}`)) errors[at('sector_value')] = ErrorCode.ALREADY_EXISTS;
      seen.add(`${type}:${value}`);
    }
    if (row.id !== undefined && row.id !== null && !(Number.isInteger(row.id) && (row.id as number) > 0)) errors[at('id')] = ErrorCode.BAD_FORMAT;
    for (const field of PRICE_FIELDS) {
      const error = priceError(row[field]);
      if (error !== undefined) errors[at(field)] = error;
    }
    rows.push({
      ...(typeof row.id === 'number' && { id: row.id }),
      sector_type: type as SectorType,
      sector_value: value as string,
      ...(Object.fromEntries(PRICE_FIELDS.map((field) => [field, (row[field] as number | null | undefined) ?? null])) as Prices),
    });
  }
  return rows;
}

type Body = Partial<Omit<TravelPolicy, 'rows'>> & { rows?: unknown[] };

/** The policy as stored, or the errors of the request; the rules that span fields are here, types are the schema's. */
async function checkPolicy(knex: Knex, body: Body): Promise<{ policy: TravelPolicy; errors: Record<string, ErrorCodeValue> }> {
  const errors: Record<string, ErrorCodeValue> = {};
  for (const field of PRICE_FIELDS) {
    const error = priceError(body[field]);
    if (error !== undefined) errors[field] = error;
  }
  // An emptied input clears its date.
  const dateFrom = body.date_from?.trim() || null;
  const dateTo = body.date_to?.trim() || null;
  if (dateFrom !== null && !isDayMonth(dateFrom)) errors.date_from = ErrorCode.BAD_FORMAT;
  if (dateTo !== null && !isDayMonth(dateTo)) errors.date_to = ErrorCode.BAD_FORMAT;
  // A season needs both ends; the error goes on the one missing.
  if (dateFrom === null && dateTo !== null) errors.date_from = ErrorCode.DATES_REQUIRED;
  if (dateTo === null && dateFrom !== null) errors.date_to = ErrorCode.DATES_REQUIRED;
  const rows = await checkRows(knex, body.rows ?? [], errors);
  const policy: TravelPolicy = {
    mode: body.mode ?? 0,
    ...(Object.fromEntries(PRICE_FIELDS.map((field) => [field, body[field] ?? null])) as Prices),
    date_from: dateFrom,
    date_to: dateTo,
    rows,
  };
  return { policy, errors };
}

/** The prices of a row; numeric columns are numbers already (server/db/index.ts). */
const pricesOf = (row: Record<string, unknown>) => Object.fromEntries(PRICE_FIELDS.map((field) => [field, row[field] ?? null])) as Prices;

async function readPolicy(knex: Knex, companyId: number) {
  const policy = await knex('travel_policy').where({ company_id: companyId }).first();
  if (!policy) throw notFound();
  const rows = await knex('travel_policy_row').where({ travel_policy_id: policy.id }).orderBy('id');
  return {
    company_id: companyId,
    mode: policy.mode,
    ...pricesOf(policy),
    date_from: policy.date_from,
    date_to: policy.date_to,
    rows: rows.map((row) => ({ id: row.id, sector_type: row.sector_type, sector_value: row.sector_value, ...pricesOf(row) })),
  };
}

export async function travelPolicyRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  const url = '/backend/api/companies/:id/travel-policy';

  app.get(
    url,
    {
      config: { access: POLICY_READERS },
      schema: { tags: ['company'], params: companyParams, response: { 200: travelPolicySchema } },
    },
    async (request) => {
      await assertCompanyReadable(knex, request, request.params.id);
      return readPolicy(knex, request.params.id);
    },
  );

  /**
   * Creates or replaces the policy. Rows sent with their id are updated, rows without one are added, and the
   * policy's other rows are removed: the form sends its whole list, and ids stay stable across saves.
   */
  app.put(
    url,
    {
      config: { access: POLICY_EDITORS },
      schema: { tags: ['company'], params: companyParams, body: inputSchema, response: { 200: travelPolicySchema } },
    },
    async (request) => {
      const companyId = request.params.id;
      await assertCompanyExists(knex, companyId);
      const { policy, errors } = await checkPolicy(knex, request.body);
      if (Object.keys(errors).length > 0) throw invalid(errors, 'invalid travel policy');
      const { rows, ...columns } = policy;
      await knex.transaction(async (trx) => {
        const [{ id: policyId }] = await trx('travel_policy')
          .insert({ company_id: companyId, ...columns })
          .onConflict('company_id')
          .merge({ ...columns, updated_at: trx.fn.now() })
          .returning('id');
        const kept = rows.filter((row) => row.id !== undefined).map((row) => row.id as number);
        const existing = new Set((await trx('travel_policy_row').where({ travel_policy_id: policyId }).pluck('id')) as number[]);
        const stranger = rows.findIndex((row) => row.id !== undefined && !existing.has(row.id));
        // An id of another policy's row, or of one deleted meanwhile: refused rather than silently re-created.
        if (stranger >= 0) throw invalid({ [`rows.${stranger}.id`]: ErrorCode.NOT_FOUND }, 'unknown travel policy row');
        await trx('travel_policy_row').where({ travel_policy_id: policyId }).whereNotIn('id', kept).delete();
        // The sector uniqueness is checked at commit (a deferred constraint), so rows may swap sectors.
        for (const { id, ...row } of rows.filter((row) => row.id !== undefined)) {
          await trx('travel_policy_row').where({ id }).update(row);
        }
        const added = rows.filter((row) => row.id === undefined);
        if (added.length > 0) await trx('travel_policy_row').insert(added.map((row) => ({ ...row, travel_policy_id: policyId })));
      });
      return readPolicy(knex, companyId);
    },
  );

  app.delete(
    url,
    {
      config: { access: POLICY_EDITORS },
      schema: { tags: ['company'], params: companyParams, response: { 204: deletedSchema } },
    },
    async (request, reply) => {
      const deleted = await knex('travel_policy').where({ company_id: request.params.id }).delete();
      if (deleted === 0) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/backend/api/travel-policy-rows/:id',
    {
      config: { access: POLICY_EDITORS },
      schema: { tags: ['company'], params: companyParams, response: { 204: deletedSchema } },
    },
    async (request, reply) => {
      const deleted = await knex('travel_policy_row').where({ id: request.params.id }).delete();
      if (deleted === 0) throw notFound();
      return reply.status(204).send(null);
    },
  );

  // The choices of the sector value input; the same lists the PUT checks values against.
  const select = (path: string, list: () => Promise<SectorChoices>) =>
    app.get(
      `/backend/api/travel-policy/${path}/select`,
      { config: { access: POLICY_READERS }, schema: { tags: ['company'], response: { 200: sectorChoicesSchema } } },
      list,
    );
  select('zones', async () => (await knex('zone').orderBy(['name', 'id']).select('id', 'name')).map((zone) => ({ id: String(zone.id), name: zone.name })));
  select('departments', async () => DEPARTMENTS.map(({ code, name }) => ({ id: code, name: `${code} – ${name}` })));
  select('regions', async () => REGIONS.map((name) => ({ id: name, name })));
}
