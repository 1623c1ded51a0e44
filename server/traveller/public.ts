import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { invalid } from '../errors.ts';
import { chainSchema, linkedCompany, uidParams } from '../group/routes.ts';
import { searchTravellers, travellerErrors, travellerOut } from './mine.ts';
import { typedRoutes } from '../typedRoutes.ts';
import { travellerSchema, visitorTravellerListSchema } from '../../entities/travellerReplies.ts';

/** A list shows a page (PAGE_SIZE) of travellers unless asked, a search 100; never more than 100. */
const SEARCH_MAX = 100;

const COLUMNS = ['id', 'first_name', 'last_name', 'email', 'mobile_phone', 'enabled'] as const;

/**
 * The travellers of a visitor without an account, on a company's generated link (/gen/{uid}, docs/glossary.md,
 * generated link). A visitor's travellers are the company's travellers created with the visitor's chain; the list shows
 * those only, never the company's others (the chain is the visitor's only key). The link's company must take requests,
 * as on every link route (else 205).
 */
export async function publicTravellerRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  app.get(
    '/backend/api/public/travellers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['traveller'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['company', 'unique'],
          properties: {
            company: uidParams.properties.uid,
            unique: chainSchema,
            search: { type: 'string', maxLength: 100 },
            max: { type: 'integer', minimum: 1, maximum: SEARCH_MAX },
            enabled: { type: 'boolean' },
          },
        },
        response: { 200: visitorTravellerListSchema },
      },
    },
    async (request) => {
      const { company: uid, unique, search = '', max, enabled } = request.query;
      const company = await linkedCompany(knex, { uid });
      const query = knex('traveller').where({ company_id: company.id, unique_chain: unique });
      searchTravellers(query, search);
      if (enabled !== undefined) query.where({ enabled });
      const rows = await query
        .orderBy([{ column: 'last_name' }, { column: 'first_name' }, { column: 'id' }])
        .limit(max ?? (search.trim() ? SEARCH_MAX : PAGE_SIZE))
        .select(...COLUMNS, knex.raw('count(*) over() as total'));
      return { items: rows.map(travellerOut), total: rows.length > 0 ? Number(rows[0].total) : 0 };
    },
  );

  /**
   * Saves a traveller for the visitor. Saving the same person twice (same names and address, letter case aside)
   * gives back the one saved before (200) rather than a second copy or an error: a visitor who adds a traveller
   * again wants that traveller in the request, and has no list of the company's to check against.
   */
  app.post(
    '/backend/api/public/travellers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['traveller'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['company', 'uniqueChain', 'first_name', 'last_name'],
          properties: {
            company: uidParams.properties.uid,
            uniqueChain: chainSchema,
            first_name: { type: 'string', maxLength: 100 },
            last_name: { type: 'string', maxLength: 100 },
            email: { type: ['string', 'null'], maxLength: 255 },
            mobile_phone: { type: ['string', 'null'], maxLength: 30 },
          },
        },
        response: { 200: travellerSchema, 201: travellerSchema },
      },
    },
    async (request, reply) => {
      const { company: uid, uniqueChain, ...fields } = request.body;
      const company = await linkedCompany(knex, { uid });
      const traveller = {
        first_name: fields.first_name.trim(),
        last_name: fields.last_name.trim(),
        email: fields.email?.trim() || null,
        mobile_phone: fields.mobile_phone?.trim() || null,
      };
      const errors = travellerErrors(traveller);
      if (Object.keys(errors).length > 0) throw invalid(errors, 'invalid traveller');
      const same = knex('traveller')
        .where({ company_id: company.id, unique_chain: uniqueChain })
        .whereRaw('lower(first_name) = lower(?) and lower(last_name) = lower(?)', [traveller.first_name, traveller.last_name]);
      if (traveller.email) same.whereRaw('lower(email) = lower(?)', [traveller.email]);
      else same.whereNull('email');
      const known = await same.orderBy('id').first(COLUMNS);
      if (known) return travellerOut(known);
      const [row] = await knex('traveller')
        .insert({ ...traveller, company_id: company.id, unique_chain: uniqueChain })
        .returning([...COLUMNS]);
      reply.status(201);
      return travellerOut(row);
    },
  );
}
