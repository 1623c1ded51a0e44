import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { MAX_TRAVELLERS } from '../../entities/bookingRules.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { BOOKERS, COMPANY_ROLES } from '../../entities/roles.ts';
import { identityOf } from '../auth/access.ts';
import { companyCustomFields } from '../booking/queries/customFields.ts';
import { bookingNotifier } from '../booking/service/notifications.ts';
import { offlineBooker } from '../booking/service/offline.ts';
import { requestBody as offlineRequestSchema } from '../booking/routes/schemas.ts';
import { ApiError, forbidden } from '../errors.ts';
import { noted } from '../booking/service/status.ts';
import { idSchema } from '../schemas.ts';
import { bookerCompany, REQUEST_COMPANY_COLUMNS, requestBodySchema, responseHours, sendRequest, sentResponse, type RequestCompany } from './requests.ts';
import { logoAddress } from '../company/logo.ts';
import { typedRoutes } from '../typedRoutes.ts';
import { customFieldListSchema } from '../../entities/customFields.ts';
import {
  boundRequestsSchema,
  groupLinkSchema,
  onlyOneSchema,
  preloggedCompanySchema,
  publicCompanySchema,
  visitorChainSchema,
} from '../../entities/groupReplies.ts';

/** A link naming no company, or a disabled one, or one that takes no requests: code 205. */
const linkNotValid = () => new ApiError(404, ErrorCode.LINK_NOT_VALID, 'link not valid');

/** What a pre-filled link may fill in (/offline/booking/prelogged/company/{uid}/{values}). */
const PREFILLED = ['firstName', 'lastName', 'email', 'phone', 'company', 'destination', 'from', 'to', 'single', 'double', 'participants', 'comments'] as const;

export const uidParams = { type: 'object', required: ['uid'], properties: { uid: { type: 'string', format: 'uuid' } } } as const;
const aliasParams = { type: 'object', required: ['alias'], properties: { alias: { type: 'string', minLength: 1, maxLength: 100 } } } as const;
export const chainSchema = { type: 'string', pattern: '^[0-9a-f]{32,64}$' } as const;

interface CompanyRow extends RequestCompany {
  uid: string;
  name: string;
  logo_image: string | null;
  only_one: boolean;
  enabled: boolean;
  prelogged_user_id: number | null;
  group_alias: string | null;
}

const COMPANY_COLUMNS = [...REQUEST_COMPANY_COLUMNS, 'c.uid', 'c.name', 'c.logo_image', 'c.only_one', 'c.enabled', 'c.prelogged_user_id', 'c.group_alias'];

/** The enabled company that takes requests behind a link, by its uid or its group alias. */
export async function linkedCompany(db: Knex, where: { uid: string } | { alias: string }): Promise<CompanyRow> {
  const query = db('company as c').first(COMPANY_COLUMNS);
  const row: CompanyRow | undefined = await ('uid' in where
    ? query.where('c.uid', where.uid)
    : query.whereRaw('lower(c.group_alias) = lower(?)', [where.alias]));
  if (!row || !row.enabled || !row.offline_enabled) throw linkNotValid();
  return row;
}

async function companyView(db: Knex, row: CompanyRow) {
  return {
    uid: row.uid,
    name: row.name,
    logo: logoAddress(row.id, row.logo_image),
    offline: row.offline_enabled,
    onlyOne: row.only_one,
    responseHours: await responseHours(db),
  };
}

/**
 * The values a company's intranet puts in its pre-logged link: base64url of a JSON object. Only the known keys are
 * kept, as strings or numbers; anything else makes the link invalid (205).
 */
export function decodePrefilled(values: string): Record<string, string | number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(values, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError(400, ErrorCode.LINK_NOT_VALID, 'link not valid');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(400, ErrorCode.LINK_NOT_VALID, 'link not valid');
  const kept: Record<string, string | number> = {};
  for (const key of PREFILLED) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.length <= 255) kept[key] = value;
    else if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 999) kept[key] = value;
  }
  return kept;
}

/**
 * Group and seminar requests (/group, /seminar) and the public links of a company
 * (/offline/booking/prelogged/group/{groupAlias}, /offline/booking/prelogged/company/{uid}/{values}, /gen/{uid},
 * /offline/booking/gen/{uid}) with the public company calls their forms need, and the binding of the requests sent
 * through them to a user afterwards (docs/glossary.md: group request, prelogged link, generated link). Every request
 * is an offline booking the agency handles in the back office as any other.
 */
export async function groupRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex, mailer } = app;
  // A signed-in booker's request names the managers and the purchase order the company asks, as an offline request does.
  const { managers, orderNumber } = offlineRequestSchema.properties;
  app.post(
    '/backend/api/booking/group',
    {
      config: { access: BOOKERS },
      schema: { tags: ['group'], body: requestBodySchema(['group', 'seminar'], { managers, orderNumber }), response: sentResponse },
    },
    async (request) => {
      const booker = await offlineBooker(knex, identityOf(request));
      const sent = await sendRequest(knex, bookingNotifier(mailer), {
        company: bookerCompany(booker),
        userId: booker.id,
        booker,
        request: request.body,
        withRequester: false,
      });
      return { ...sent, responseHours: await responseHours(knex) };
    },
  );

  app.get(
    '/backend/public/company/:uid',
    {
      config: { access: 'public' },
      schema: { tags: ['group'], params: uidParams, response: { 200: publicCompanySchema } },
    },
    async (request) => companyView(knex, await linkedCompany(knex, { uid: request.params.uid })),
  );

  // The company's custom booking fields, for the public forms of its links.
  app.get(
    '/backend/public/company/input_fields/:uid',
    {
      config: { access: 'public' },
      schema: { tags: ['group'], params: uidParams, response: { 200: customFieldListSchema } },
    },
    async (request) => companyCustomFields(knex, (await linkedCompany(knex, { uid: request.params.uid })).id),
  );

  app.get(
    '/backend/company/only_one/:uid',
    {
      config: { access: 'public' },
      schema: { tags: ['group'], params: uidParams, response: { 200: onlyOneSchema } },
    },
    async (request) => ({ onlyOne: (await linkedCompany(knex, { uid: request.params.uid })).only_one }),
  );

  // A visitor's own chain (/gen/{uid}): it marks the requests the visitor sends, until they are bound to an account.
  app.get(
    '/backend/company/random_unique_chain',
    {
      config: { access: 'public' },
      schema: { tags: ['group'], response: { 200: visitorChainSchema } },
    },
    async () => ({ chain: randomBytes(16).toString('hex') }),
  );

  const prelogged = async (uid: string, values?: string) => {
    const company = await linkedCompany(knex, { uid });
    return { company: await companyView(knex, company), values: values ? decodePrefilled(values) : {} };
  };
  const preloggedResponse = { 200: preloggedCompanySchema } as const;
  app.get(
    '/backend/api/public/prelogged_company/:uid',
    {
      config: { access: 'public' },
      schema: { tags: ['group'], params: uidParams, response: preloggedResponse },
    },
    async (request) => prelogged(request.params.uid),
  );
  app.get(
    '/backend/api/public/prelogged_company/:uid/:values',
    {
      config: { access: 'public' },
      schema: {
        tags: ['group'],
        params: { type: 'object', required: ['uid', 'values'], properties: { uid: uidParams.properties.uid, values: { type: 'string', maxLength: 4000 } } },
        response: preloggedResponse,
      },
    },
    async (request) => prelogged(request.params.uid, request.params.values),
  );

  // The configuration of a group link (/offline/booking/prelogged/group/{groupAlias}).
  app.get(
    '/backend/api/public/prelogged_configuration/:alias',
    {
      config: { access: 'public' },
      schema: {
        tags: ['group'],
        params: aliasParams,
        response: { 200: groupLinkSchema },
      },
    },
    async (request) => ({ company: await companyView(knex, await linkedCompany(knex, { alias: request.params.alias })), kinds: ['group', 'seminar'] }),
  );

  app.post(
    '/backend/public/api/group/:alias',
    {
      config: { access: 'public' },
      schema: { tags: ['group'], params: aliasParams, body: requestBodySchema(['group', 'seminar'], {}), response: sentResponse },
    },
    async (request) => {
      const company = await linkedCompany(knex, { alias: request.params.alias });
      const sent = await sendRequest(knex, bookingNotifier(mailer), { company, userId: company.prelogged_user_id, request: request.body, withRequester: true });
      return { ...sent, responseHours: await responseHours(knex) };
    },
  );

  // A plain request through a company's pre-logged or generated link; a generated link's chain marks it, and its
  // travellers are the visitor's own (GET /api/public/travellers of that chain).
  app.post(
    '/backend/public/api/offline/:uid',
    {
      config: { access: 'public' },
      schema: {
        tags: ['group'],
        params: uidParams,
        body: requestBodySchema(['offline'], {
          uniqueChain: chainSchema,
          travellers: { type: 'array', maxItems: MAX_TRAVELLERS, uniqueItems: true, items: idSchema },
        }),
        response: sentResponse,
      },
    },
    async (request) => {
      const company = await linkedCompany(knex, { uid: request.params.uid });
      const { uniqueChain, travellers, ...body } = request.body;
      const sent = await sendRequest(knex, bookingNotifier(mailer), {
        company,
        userId: company.prelogged_user_id,
        request: body,
        withRequester: true,
        uniqueChain,
        travellerIds: travellers,
      });
      return { ...sent, responseHours: await responseHours(knex) };
    },
  );

  /**
   * Gives the requests a visitor sent through a company's links to the account the visitor signs in with. The
   * bookings are named by their public tokens, which only their sender holds; a request already held by someone else
   * than the company's pre-logged account is left alone. Only the signed-in account takes them: a `userId` naming any
   * other account (or none) binds nothing, and the answer does not tell which ids exist.
   */
  app.post(
    '/backend/public/bind_user_to_bookings',
    {
      config: { access: COMPANY_ROLES },
      schema: {
        tags: ['group'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['bookings'],
          properties: { userId: idSchema, bookings: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'string', minLength: 16, maxLength: 64 } } },
        },
        response: { 200: boundRequestsSchema },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      if (!identity.company) throw forbidden();
      if (request.body.userId !== undefined && request.body.userId !== identity.id) return { bound: [] };
      const user = { id: identity.id, company_id: identity.company.id };
      const company = await knex('company').where({ id: user.company_id }).first('prelogged_user_id');
      const bound: { id: number; ref: string; unique_chain: string | null }[] = await knex('booking')
        .whereIn('public_token', request.body.bookings)
        .where({ company_id: user.company_id, is_online: false })
        .whereNotNull('requester')
        .where((held) => {
          held.whereNull('user_id');
          if (company.prelogged_user_id) held.orWhere('user_id', company.prelogged_user_id);
        })
        .update({ user_id: user.id, updated_at: knex.fn.now() })
        .returning(['id', 'ref', 'unique_chain']);
      if (bound.length > 0) {
        await knex('booking_history').insert(
          bound.map((row) => ({ booking_id: row.id, type: 'comment', user_id: user.id, ...noted({ event: 'request_bound', data: {} }) })),
        );
        // The visitor's travellers stay the company's, now reached through the account: the chain kept in that browser
        // no longer lists them on the public link. Only this company's, and only the chains of the bookings bound.
        const chains = [...new Set(bound.map((row) => row.unique_chain).filter((chain): chain is string => Boolean(chain)))];
        if (chains.length > 0) await knex('traveller').where({ company_id: user.company_id }).whereIn('unique_chain', chains).update({ unique_chain: null });
      }
      return { bound: bound.map((row) => row.ref) };
    },
  );
}
