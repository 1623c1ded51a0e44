import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeEnabled } from '../../entities/kit.ts';
import { COUNTED_ROWS } from '../../entities/listCount.ts';
import { listPageSchema, prefetchedPageSchema } from '../../entities/listReplies.ts';
import { identityOf } from '../auth/access.ts';
import { idParams, idSchema } from '../schemas.ts';
import { contentRange } from './page.ts';
import { listParamsOf, SEARCH_MAX } from './query.ts';
import { bodySchema, recordSchema } from './schema.ts';
import type { Caller, EntityService } from './service.ts';
import { type TypedApp, typedRoutes } from '../typedRoutes.ts';

/**
 * The generated routes of every descriptor under /backend/api/<path>, in react-admin's simple REST dialect: each
 * handler turns the request into a call of the entity's service (service.ts) and its answer into HTTP.
 */
export async function crudRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  for (const service of app.crud.all) registerEntity(app, service);
}

const listQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: { type: 'string', maxLength: 200, description: 'JSON ["field","ASC"|"DESC"]' },
    range: { type: 'string', maxLength: 50, description: 'JSON [first, last], at most 1000 rows' },
    filter: { type: 'string', maxLength: 20000, description: 'JSON object: q, id, field values, <field>_gte/_lte' },
    prefetch: {
      type: 'string',
      maxLength: 500,
      description: 'JSON array of reference fields whose records come with the page: the answer is then { data, prefetched }',
    },
  },
} as const;

const searchQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 200 },
    exclude: { type: 'array', maxItems: 1000, items: idSchema },
    parentField: { type: 'string', maxLength: 100 },
    parentId: idSchema,
    max: { type: 'integer', minimum: 1, maximum: SEARCH_MAX },
  },
} as const;

const callerOf = (request: FastifyRequest): Caller => ({ identity: identityOf(request) });

function registerEntity(app: TypedApp, service: EntityService) {
  const { entity } = service;
  const base = `/backend/api/${entity.path}`;
  const record = recordSchema(entity);
  const tags = [entity.name];
  const preValidation = async (request: FastifyRequest) => service.prepareBody(request.identity, request.body);

  if (routeEnabled(entity, 'list')) {
    const page = listPageSchema(record);
    // With `prefetch` the page comes with the records it references, serialised by the handler.
    const prefetchedPage = prefetchedPageSchema(record);
    app.get(
      base,
      {
        config: {
          access: service.rolesFor('name'),
          documentedResponses: {
            200: {
              description: `the page, or with \`prefetch\` the page and its references; the header Content-Range \`<path> <first>-<last>/<total>\` counts up to ${COUNTED_ROWS} rows (or up to the range's end), past which the total is \`*\``,
              anyOf: [page, prefetchedPage],
            },
          },
        },
        schema: { tags, querystring: listQuerystring, response: { 200: page } },
      },
      async (request, reply) => {
        const found = await service.list(callerOf(request), listParamsOf(request.query));
        reply.header('Content-Range', contentRange(entity.path, found));
        // The Content-Range above counts records, but @fastify/compress takes any Content-Range for a byte range and
        // leaves the answer as it is: the page asks for its compression itself (above 1 KB, when the client accepts it).
        reply.type('application/json; charset=utf-8');
        if (!found.prefetched) return reply.compress(reply.serialize(found.rows));
        return reply.compress(JSON.stringify({ data: found.rows, prefetched: Object.fromEntries(found.prefetched) }));
      },
    );

    app.get(
      `${base}/search`,
      {
        config: { access: service.rolesFor('name') },
        schema: { tags, querystring: searchQuerystring, response: { 200: { type: 'array', items: record } } },
      },
      (request) => service.search(callerOf(request), request.query),
    );
  }

  if (routeEnabled(entity, 'show') || routeEnabled(entity, 'edit')) {
    for (const path of [base, ...(entity.itemPath ? [`/backend/api/${entity.itemPath}`] : [])]) {
      app.get(
        `${path}/:id`,
        {
          config: { access: service.rolesFor('read') },
          schema: { tags, params: idParams, response: { 200: record } },
        },
        (request) => service.get(callerOf(request), request.params.id),
      );
    }
  }

  if (routeEnabled(entity, 'create')) {
    app.post(
      base,
      {
        config: { access: service.rolesFor('create') },
        schema: { tags, body: bodySchema(entity, 'create'), response: { 201: record } },
        preValidation,
      },
      async (request, reply) => {
        reply.status(201);
        return service.create(callerOf(request), request.body);
      },
    );
  }

  if (routeEnabled(entity, 'edit')) {
    app.put(
      `${base}/:id`,
      {
        config: { access: service.rolesFor('write') },
        schema: { tags, params: idParams, body: bodySchema(entity, 'edit'), response: { 200: record } },
        preValidation,
      },
      (request) => service.update(callerOf(request), request.params.id, request.body),
    );
  }

  if (routeEnabled(entity, 'delete')) {
    app.delete(
      `${base}/:id`,
      {
        config: { access: service.rolesFor('write') },
        schema: { tags, params: idParams, response: { 200: record } },
      },
      (request) => service.delete(callerOf(request), request.params.id),
    );
  }
}
