import type { FastifyInstance } from 'fastify';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import { PHONE_PATTERN } from '../../entities/kit.ts';
import { COMPANY_ROLES } from '../../entities/roles.ts';
import { companyWhiteMarkSchema, myWhiteMarkSchema, WHITE_MARK_FIELDS, type WhiteMarkContacts } from '../../entities/whiteMarkReplies.ts';
import { identityOf } from '../auth/access.ts';
import { invalid, notFound } from '../errors.ts';
import { deletedSchema, sameProperties } from '../schemas.ts';
import { assertCompanyExists, assertCompanyReadable, companyParams, POLICY_EDITORS, POLICY_READERS } from './policyAccess.ts';
import { logoAddress } from './logo.ts';
import { typedRoutes } from '../typedRoutes.ts';

const FIELDS = WHITE_MARK_FIELDS;
export const OPENING_HOURS_MAX_LENGTH = 255;
const EMAIL_MAX_LENGTH = 255;
const PHONE = new RegExp(PHONE_PATTERN);
// The shape ajv-formats' email format accepts in its fast mode: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Formats are checked here rather than in the body schema: every field may be left empty, and the schema's
 * anyOf-of-empty-or-pattern would report the empty branch's failure instead of the field's own code.
 */
function whiteMarkErrors(mark: WhiteMarkContacts): Record<string, ErrorCodeValue> {
  const errors: Record<string, ErrorCodeValue> = {};
  for (const field of ['phone', 'emergency_phone'] as const) {
    if (mark[field] !== null && !PHONE.test(mark[field])) errors[field] = ErrorCode.BAD_PHONE;
  }
  if (mark.email !== null) {
    if (mark.email.length > EMAIL_MAX_LENGTH) errors.email = ErrorCode.TOO_LONG;
    else if (!EMAIL.test(mark.email)) errors.email = ErrorCode.EMAIL_REQUIRED;
  }
  if (mark.opening_hours !== null && mark.opening_hours.length > OPENING_HOURS_MAX_LENGTH) errors.opening_hours = ErrorCode.TOO_LONG;
  return errors;
}

const nullableString = { type: ['string', 'null'] } as const;

const inputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: sameProperties(FIELDS, nullableString),
} as const;

const asWhiteMark = (row: WhiteMarkContacts & { company_id: number; updated_at: Date | string }) => ({
  company_id: row.company_id,
  ...(Object.fromEntries(FIELDS.map((field) => [field, row[field] ?? null])) as WhiteMarkContacts),
  updated_at: row.updated_at instanceof Date ? row.updated_at.toISOString() : row.updated_at,
});

export async function whiteMarkRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  const url = '/backend/api/companies/:id/white-mark';
  const read = async (companyId: number) => {
    const row = await knex('company_white_mark').where({ company_id: companyId }).first();
    if (!row) throw notFound();
    return asWhiteMark(row);
  };

  app.get(
    url,
    {
      config: { access: POLICY_READERS },
      schema: { tags: ['company'], params: companyParams, response: { 200: companyWhiteMarkSchema } },
    },
    async (request) => {
      await assertCompanyReadable(knex, request, request.params.id);
      return read(request.params.id);
    },
  );

  /** Creates or replaces the whole white label; an omitted or blank field is cleared. */
  app.put(
    url,
    {
      config: { access: POLICY_EDITORS },
      schema: { tags: ['company'], params: companyParams, body: inputSchema, response: { 200: companyWhiteMarkSchema } },
    },
    async (request) => {
      const companyId = request.params.id;
      await assertCompanyExists(knex, companyId);
      const mark = Object.fromEntries(FIELDS.map((field) => [field, request.body?.[field]?.trim() || null])) as unknown as WhiteMarkContacts;
      const errors = whiteMarkErrors(mark);
      if (Object.keys(errors).length > 0) throw invalid(errors, 'invalid white label');
      await knex('company_white_mark')
        .insert({ company_id: companyId, ...mark })
        .onConflict('company_id')
        .merge({ ...mark, updated_at: knex.fn.now() });
      return read(companyId);
    },
  );

  /**
   * What the front office shows a signed-in company user instead of the agency's contacts: the company's name, logo
   * and contacts, when the company is white-labelled and has a white label; null otherwise (the agency's are shown),
   * an answer like any other: every page of the front office asks.
   */
  app.get(
    '/backend/api/me/white-mark',
    {
      config: { access: COMPANY_ROLES },
      schema: { tags: ['company'], response: { 200: myWhiteMarkSchema } },
    },
    async (request) => {
      const companyId = identityOf(request).company?.id;
      if (!companyId) return { mark: null };
      const row = await knex('company as c')
        .join('company_white_mark as w', 'w.company_id', 'c.id')
        .where({ 'c.id': companyId, 'c.is_white_marking': true })
        .first('c.name', 'c.logo_image', ...FIELDS.map((field) => `w.${field}`));
      if (!row) return { mark: null };
      return {
        mark: {
          company: row.name as string,
          // The address the session identity names too.
          logo: logoAddress(companyId, row.logo_image),
          ...(Object.fromEntries(FIELDS.map((field) => [field, row[field] ?? null])) as WhiteMarkContacts),
        },
      };
    },
  );

  app.delete(
    url,
    {
      config: { access: POLICY_EDITORS },
      schema: { tags: ['company'], params: companyParams, response: { 204: deletedSchema } },
    },
    async (request, reply) => {
      const deleted = await knex('company_white_mark').where({ company_id: request.params.id }).delete();
      if (deleted === 0) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
