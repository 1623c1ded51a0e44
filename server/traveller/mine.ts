import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { TRAVELLER_SEARCH_MIN_LETTERS } from '../../entities/bookingRules.ts';
import { customFieldsErrors } from '../../entities/customFields.ts';
import { ErrorCode, type FieldErrors } from '../../entities/errors.ts';
import { BOOKERS } from '../../entities/roles.ts';
import { identityOf } from '../auth/access.ts';
import { companyCustomFields } from '../booking/queries/customFields.ts';
import { forbidden, invalid, notFound } from '../errors.ts';
import { idParams, sameProperties } from '../schemas.ts';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { EMAIL, PHONE } from './routes.ts';
import { typedRoutes } from '../typedRoutes.ts';
import { travellerCustomFieldsSchema, travellerPageSchema, travellerSchema } from '../../entities/travellerReplies.ts';

/** The columns the travellers screen sorts on, as `order[<column>]=asc|desc` (each has a (company_id, column, id) index). */
export const TRAVELLER_ORDERS = ['last_name', 'first_name', 'email', 'created_at'] as const;
type TravellerOrder = (typeof TRAVELLER_ORDERS)[number];
const DIRECTION = { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] } as const;

/** The codes of a traveller's changed fields: names required (10), address (140), phone (40). */
export function travellerErrors(patch: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of ['first_name', 'last_name'] as const) if (name in patch && !patch[name]) errors[name] = ErrorCode.FIELD_REQUIRED;
  if (typeof patch.email === 'string' && !EMAIL.test(patch.email)) errors.email = ErrorCode.EMAIL_REQUIRED;
  if (typeof patch.mobile_phone === 'string' && !PHONE.test(patch.mobile_phone)) errors.mobile_phone = ErrorCode.BAD_PHONE;
  return errors;
}

export const travellerOut = (row: {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile_phone: string | null;
  enabled: boolean;
}) => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  mobilePhone: row.mobile_phone,
  enabled: row.enabled,
});

/**
 * Narrows a travellers query to a search over the names (either order) and the address; a search of fewer than
 * three letters or digits is refused. An empty search keeps every row.
 */
export function searchTravellers(query: Knex.QueryBuilder, search = '') {
  const words = search.trim();
  if (!words) return query;
  if (words.replace(/[^\p{L}\p{N}]/gu, '').length < TRAVELLER_SEARCH_MIN_LETTERS) {
    throw invalid({ search: ErrorCode.SEARCH_TOO_SHORT }, 'a traveller search needs at least 3 letters');
  }
  const like = `%${words.replace(/[\\%_]/g, '\\$&')}%`;
  return query.where((where) => where.whereILike('full_name', like).orWhereILike('email', like).orWhereRaw("last_name || ' ' || first_name ILIKE ?", [like]));
}

/** The caller's company travellers: the list of the travellers screen and of the booking forms, edit, enable, custom fields. */
export async function myTravellerRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  app.get(
    '/backend/api/me/travellers',
    {
      config: { access: BOOKERS },
      schema: {
        tags: ['traveller'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            search: { type: 'string', maxLength: 100 },
            enabled: { type: 'boolean' },
            itemsPerPage: { type: 'integer', minimum: 1, maximum: 100 },
            page: { type: 'integer', minimum: 1, maximum: 100000 },
            'email[exists]': { type: 'boolean' },
            ...sameProperties(
              TRAVELLER_ORDERS.map((column) => `order[${column}]` as const),
              DIRECTION,
            ),
          },
        },
        response: { 200: travellerPageSchema },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      if (!identity.company) throw forbidden();
      const { search = '', enabled, itemsPerPage = PAGE_SIZE, page = 1 } = request.query;
      const query = knex('traveller').where({ company_id: identity.company.id });
      searchTravellers(query, search);
      if (enabled !== undefined) query.where({ enabled });
      const hasEmail = request.query['email[exists]'];
      if (hasEmail === true) query.whereNotNull('email');
      if (hasEmail === false) query.whereNull('email');
      // The first order[...] given wins; the name and the id keep the order stable from one page to the next.
      const sort = TRAVELLER_ORDERS.map((column) => ({ column, direction: request.query[`order[${column}]`] })).find((entry) => entry.direction);
      const order: { column: TravellerOrder | 'id'; order: 'asc' | 'desc' }[] = sort
        ? [{ column: sort.column, order: sort.direction!.toLowerCase() as 'asc' | 'desc' }]
        : [
            { column: 'last_name', order: 'asc' },
            { column: 'first_name', order: 'asc' },
          ];
      const direction = order[0].order;
      const rows = await query
        .clone()
        .orderBy([...order.map((entry) => ({ ...entry, nulls: 'last' as const })), { column: 'id', order: direction }])
        .limit(itemsPerPage)
        .offset((page - 1) * itemsPerPage)
        .select('id', 'first_name', 'last_name', 'email', 'mobile_phone', 'enabled', knex.raw('count(*) over() as total'));
      // Past the last page the window has no row to carry the total: count apart, only then.
      const total = rows.length > 0 ? Number(rows[0].total) : page > 1 ? Number((await query.count({ n: '*' }).first())?.n ?? 0) : 0;
      return { items: rows.map(travellerOut), total, page, itemsPerPage };
    },
  );

  app.patch(
    '/backend/api/travellers/:id',
    {
      config: { access: BOOKERS },
      schema: {
        tags: ['traveller'],
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            first_name: { type: 'string', maxLength: 100 },
            last_name: { type: 'string', maxLength: 100 },
            email: { type: ['string', 'null'], maxLength: 255 },
            mobile_phone: { type: ['string', 'null'], maxLength: 30 },
            enabled: { type: 'boolean' },
            customFields: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
          },
        },
        response: { 200: travellerSchema },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      if (!identity.company) throw forbidden();
      const traveller = await knex('traveller').where({ id: request.params.id, company_id: identity.company.id }).first('id', 'custom_fields');
      if (!traveller) throw notFound();
      const { customFields, ...fields } = request.body;
      const patch: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(fields)) patch[key] = typeof value === 'string' ? value.trim() || null : value;
      const errors = travellerErrors(patch);
      if (Object.keys(errors).length > 0) throw invalid(errors, 'invalid traveller');
      if (customFields) {
        // A traveller's values prefill the bookings, where a required field must be filled; here any may stay empty.
        const fields = (await companyCustomFields(knex, identity.company.id)).map((field) => ({ ...field, required: false }));
        const { errors, stored } = customFieldsErrors(fields, customFields);
        if (Object.keys(errors).length > 0) throw invalid(errors, 'invalid custom fields');
        patch.custom_fields = JSON.stringify(stored);
      }
      const [row] = await knex('traveller')
        .where({ id: traveller.id, company_id: identity.company.id })
        .update(patch)
        .returning(['id', 'first_name', 'last_name', 'email', 'mobile_phone', 'enabled']);
      return travellerOut(row);
    },
  );

  app.get(
    '/backend/api/traveller/:id/custom_fields',
    {
      config: { access: BOOKERS },
      schema: { tags: ['traveller'], params: idParams, response: { 200: travellerCustomFieldsSchema } },
    },
    async (request) => {
      const identity = identityOf(request);
      if (!identity.company) throw forbidden();
      const traveller = await knex('traveller').where({ id: request.params.id, company_id: identity.company.id }).first('custom_fields');
      if (!traveller) throw notFound();
      const fields = await companyCustomFields(knex, identity.company.id);
      const stored = (traveller.custom_fields ?? {}) as Record<string, string | boolean | null>;
      // Values of fields the company has since removed are not shown; a field never filled starts from its default.
      const values = Object.fromEntries(fields.map((field) => [String(field.id), stored[String(field.id)] ?? field.defaultValue ?? null]));
      return { fields, values };
    },
  );
}
