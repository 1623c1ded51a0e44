import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Ajv } from 'ajv';
import { ErrorCode } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import type { EntityDescriptor } from '../../entities/kit.ts';
import { columnOf, isStored, PAGE_SIZE, isWritable, pickFields, picksOnly, prefetchable, readsWhole, routeEnabled } from '../../entities/kit.ts';
import { COUNTED_ROWS, countBound } from '../../entities/listCount.ts';
import { hasAnyRole, identityOf } from '../auth/access.ts';
import { hashPassword } from '../auth/password.ts';
import { fieldErrors, forbidden, invalid, notFound } from '../errors.ts';
import { addInputFormats, instantOf } from '../formats.ts';
import { idParams, idSchema } from '../schemas.ts';
import { refuseNul } from '../textInput.ts';
import { bodySchema, filterSchema, recordSchema } from './schema.ts';
import { EntitySql, quote, type ListQuery, type Prefetch, type RowScope } from './sql.ts';
import { databaseError } from './db-errors.ts';
import { isWeakRecordPassword } from './passwords.ts';

export interface CrudOptions {
  pool: pg.Pool;
  entities: readonly EntityDescriptor[];
}

/** The largest page a list answers; react-admin's export asks for 1000 rows. */
export const MAX_PAGE = 1000;
const SEARCH_MAX = 100;

const ajv = addInputFormats(new Ajv({ allErrors: true, strict: false }));

const listQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sort: { type: 'string', maxLength: 200, description: 'JSON ["field","ASC"|"DESC"]' },
    range: { type: 'string', maxLength: 50, description: 'JSON [first, last], at most 1000 rows' },
    filter: { type: 'string', maxLength: 20000, description: 'JSON object: q, id, field values, <field>_gte/_lte' },
    prefetch: { type: 'string', maxLength: 500, description: 'JSON array of reference fields whose records come with the page: the answer is then { data, prefetched }' },
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

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid({ [name]: ErrorCode.BAD_REQUEST }, `${name} is not JSON`);
  }
  // The query's own check sees `\u0000` as six characters: the parsed value is checked again.
  refuseNul(value, name);
  return value;
}

/** The tenant id a caller is confined to, or undefined when the entity is not scoped for this caller. */
function tenantOf(entity: EntityDescriptor, identity: Identity): number | null | undefined {
  if (readsWhole(entity, identity.roles)) return undefined;
  // A caller without the claim sees nothing rather than everything.
  return (entity.scope!.claim === 'company' ? identity.company?.id : identity.hotelId) ?? null;
}

/**
 * The rows a caller may reach: its tenant's, and of those only its own when the entity declares an owner and the
 * caller's role does not read the whole tenant (the same rule as the front office's lists).
 */
function scopeOf(entity: EntityDescriptor, identity: Identity): RowScope {
  const tenant = tenantOf(entity, identity);
  const owner = entity.scope?.owner;
  if (tenant === undefined || !owner || hasAnyRole(identity, owner.wholeTenant)) return { tenant };
  return { tenant, owner: identity.id };
}

/** Registers the generated routes of every descriptor under /backend/api/<path>. */
export async function crudRoutes(app: FastifyInstance, { pool, entities }: CrudOptions) {
  const sqls = new Map(entities.map((entity) => [entity.name, new EntitySql(entity)]));
  for (const entity of entities) registerEntity(app, pool, entity, sqls);
}

/**
 * The fields of an entity a caller may not read: they are left out of what it receives. A caller who only picks
 * records reads their pick fields alone.
 */
function hiddenFields(entity: EntityDescriptor, identity: Identity): string[] {
  const picked = picksOnly(entity, identity.roles) ? new Set(pickFields(entity)) : undefined;
  return Object.entries(entity.fields)
    .filter(([name, field]) => (picked && !picked.has(name)) || (field.access?.read && !hasAnyRole(identity, field.access.read)))
    .map(([name]) => name);
}

/**
 * A caller who only picks records may not filter or sort on what it may not read either: the rows a filter keeps
 * would tell the values it may not see (who holds a role, which account is disabled).
 */
function checkPickQuery(entity: EntityDescriptor, identity: Identity, filter: Record<string, unknown>, sortField: string | undefined) {
  if (!picksOnly(entity, identity.roles)) return;
  const allowed = new Set(['q', 'id', ...pickFields(entity)]);
  if (Object.keys(filter).some((key) => !allowed.has(key)) || (sortField !== undefined && !allowed.has(sortField))) throw forbidden();
}

function redact<R extends Record<string, unknown>>(entity: EntityDescriptor, identity: Identity, rows: R[]): R[] {
  const drop = hiddenFields(entity, identity);
  if (drop.length) for (const row of rows) for (const name of drop) delete row[name];
  return rows;
}

function registerEntity(app: FastifyInstance, pool: pg.Pool, entity: EntityDescriptor, sqls: Map<string, EntitySql>) {
  const sql = sqls.get(entity.name)!;
  const base = `/backend/api/${entity.path}`;
  const record = recordSchema(entity);
  const tags = [entity.name];
  const readAccess = entity.access.read;
  // Searching and listing also serve the roles that only pick records (they receive the pick fields alone).
  const nameAccess = [...new Set([...readAccess, ...(entity.access.pick?.roles ?? [])])];
  const writeAccess = entity.access.write;
  const createAccess = entity.access.create ?? entity.access.write;
  const validateFilter = ajv.compile(filterSchema(entity));
  const sortable = new Set(['id', ...sql.fields.filter(({ field }) => field.sortable).map(({ name }) => name)]);

  const run = async <T extends pg.QueryResultRow>(query: pg.QueryConfig | string, values?: unknown[]) => {
    try {
      return await pool.query<T>(query as pg.QueryConfig, values);
    } catch (error) {
      throw databaseError(error, sql);
    }
  };

  /**
   * The references whose records the caller asks to receive with the page: each must be a reference field it may
   * read, to an entity it may read whole (not one it is confined to a tenant of: the join would not be scoped).
   */
  function prefetchOf(identity: Identity, text: string | undefined): Prefetch[] {
    const names = parseJson('prefetch', text) ?? [];
    if (!Array.isArray(names) || names.length > 10) throw invalid({ prefetch: ErrorCode.BAD_REQUEST });
    const hidden = hiddenFields(entity, identity);
    return [...new Set(names)].map((name) => {
      const info = typeof name === 'string' ? sql.info(name) : undefined;
      if (!info || info.field.type !== 'reference' || hidden.includes(name)) throw invalid({ prefetch: ErrorCode.BAD_REQUEST }, `cannot prefetch ${String(name)}`);
      const target = sqls.get(info.field.entity)!;
      if (!prefetchable(target.entity, identity.roles)) throw forbidden();
      return { field: name, target };
    });
  }

  function listQuery(request: FastifyRequest<{ Querystring: { sort?: string; range?: string; filter?: string; prefetch?: string } }>): ListQuery {
    const identity = identityOf(request);
    const filter = (parseJson('filter', request.query.filter) ?? {}) as Record<string, unknown>;
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter) || !validateFilter(filter)) {
      throw invalid(validateFilter.errors ? fieldErrors(validateFilter.errors) : { filter: ErrorCode.BAD_REQUEST }, 'invalid filter');
    }
    const sortJson = parseJson('sort', request.query.sort) ?? [entity.list.sort.field, entity.list.sort.order];
    if (!Array.isArray(sortJson) || sortJson.length !== 2 || !sortable.has(sortJson[0]) || !['ASC', 'DESC'].includes(String(sortJson[1]).toUpperCase())) {
      throw invalid({ sort: ErrorCode.BAD_REQUEST }, 'sort must name a sortable field and ASC or DESC');
    }
    checkPickQuery(entity, identity, filter, String(sortJson[0]));
    const ids = Array.isArray(filter.id) ? filter.id.length : 0;
    const range = parseJson('range', request.query.range) ?? [0, Math.max(ids, PAGE_SIZE) - 1];
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** 31) || range[1] < range[0] || range[1] - range[0] >= MAX_PAGE) {
      throw invalid({ range: ErrorCode.BAD_REQUEST }, `range must be [first, last] with at most ${MAX_PAGE} rows`);
    }
    return {
      filter,
      sort: { field: sortJson[0], order: String(sortJson[1]).toUpperCase() as 'ASC' | 'DESC' },
      offset: range[0],
      limit: range[1] - range[0] + 1,
      ...scopeOf(entity, identity),
      prefetch: prefetchOf(identity, request.query.prefetch),
    };
  }

  if (routeEnabled(entity, 'list')) {
    const page = { type: 'array', items: record };
    // With `prefetch` the page comes with the records it references, serialised by the handler.
    const prefetchedPage = {
      type: 'object',
      required: ['data', 'prefetched'],
      properties: {
        data: page,
        prefetched: { type: 'object', description: 'the referenced records, by entity name', additionalProperties: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } } },
      },
    };
    app.get<{ Querystring: { sort?: string; range?: string; filter?: string; prefetch?: string } }>(base, {
      config: { access: nameAccess, documentedResponses: { 200: { description: `the page, or with \`prefetch\` the page and its references; the header Content-Range \`<path> <first>-<last>/<total>\` counts up to ${COUNTED_ROWS} rows (or up to the range's end), past which the total is \`*\``, anyOf: [page, prefetchedPage] } } },
      schema: { tags, querystring: listQuerystring, response: { 200: page } },
    }, async (request, reply) => {
      const query = listQuery(request);
      const { list, page, values } = sql.list(query);
      // Records fetched by their ids (react-admin's getMany) all fit in the page: their number is the total.
      const ids = query.filter.id;
      const byIdsOnly = Array.isArray(ids) && Object.keys(query.filter).length === 1 && query.offset === 0 && ids.length <= query.limit;
      const result = await run({ ...(byIdsOnly ? list : page), values });
      const totalCount: number = byIdsOnly ? result.rowCount! : result.rows[0].__total;
      const rows = byIdsOnly || result.rows[0].id !== null ? result.rows : [];
      const last = query.offset + rows.length - 1;
      // Past the rows a list counts, the total is unknown: `*`, as HTTP writes a length it does not know.
      const total = totalCount > countBound(query.offset, query.limit) ? '*' : totalCount;
      reply.header('Content-Range', `${entity.path} ${rows.length ? `${query.offset}-${last}` : '*'}/${total}`);
      const identity = identityOf(request);
      // The Content-Range above counts records, but @fastify/compress takes any Content-Range for a byte range and
      // leaves the answer as it is: the page asks for its compression itself (above 1 KB, when the client accepts it).
      reply.type('application/json; charset=utf-8');
      // The total each row carries is left out by the page's schema.
      if (!query.prefetch?.length) return reply.compress(reply.serialize(redact(entity, identity, rows)));
      // With prefetched references the answer is { data, prefetched: { <entity>: records } }, serialised here.
      const byEntity = new Map<string, Map<number, Record<string, unknown>>>();
      query.prefetch.forEach(({ target }, i) => {
        const records = byEntity.get(target.entity.name) ?? new Map<number, Record<string, unknown>>();
        byEntity.set(target.entity.name, records);
        for (const row of rows) {
          const referenced = row[`__prefetch_${i}`];
          if (referenced) records.set(referenced.id, referenced);
          delete row[`__prefetch_${i}`];
        }
      });
      const prefetched = Object.fromEntries(
        [...byEntity].map(([name, records]) => [name, redact(sqls.get(name)!.entity, identity, [...records.values()])]),
      );
      for (const row of rows) delete row.__total;
      return reply.compress(JSON.stringify({ data: redact(entity, identity, rows), prefetched }));
    });

    app.get<{ Querystring: { q?: string; exclude?: number[]; parentField?: string; parentId?: number; max?: number } }>(`${base}/search`, {
      config: { access: nameAccess },
      schema: { tags, querystring: searchQuerystring, response: { 200: { type: 'array', items: record } } },
    }, async (request) => {
      const { q, exclude, parentField, parentId, max = 10 } = request.query;
      const filter: Record<string, unknown> = {};
      if (q) filter.q = q;
      if (parentField !== undefined) {
        const parent = sql.info(parentField);
        if (!parent || parent.field.type !== 'reference' || parentId === undefined) throw invalid({ parentField: ErrorCode.BAD_REQUEST });
        filter[parentField] = parentId;
      }
      checkPickQuery(entity, identityOf(request), filter, undefined);
      const query: ListQuery = {
        filter,
        sort: { field: entity.title in entity.fields && entity.fields[entity.title].sortable ? entity.title : 'id', order: 'ASC' },
        offset: 0,
        // Excluded ids are dropped after the query, so ask for enough rows to still fill the answer.
        limit: max + (exclude?.length ?? 0),
        ...scopeOf(entity, identityOf(request)),
      };
      const { list, values } = sql.list(query);
      const excluded = new Set(exclude ?? []);
      const rows = (await run({ ...list, values })).rows.filter((row) => !excluded.has(row.id)).slice(0, max);
      return redact(entity, identityOf(request), rows);
    });
  }

  async function findOne(request: FastifyRequest, id: number) {
    const scoped = sql.scopeWhere(scopeOf(entity, identityOf(request)), 2);
    const result = await run(`SELECT ${sql.returning} FROM ${sql.table} WHERE "id" = $1${scoped.text}`, [id, ...scoped.values]);
    if (!result.rowCount) throw notFound();
    return redact(entity, identityOf(request), result.rows)[0];
  }

  if (routeEnabled(entity, 'show') || routeEnabled(entity, 'edit')) {
    for (const path of [base, ...(entity.itemPath ? [`/backend/api/${entity.itemPath}`] : [])]) {
      app.get<{ Params: { id: number } }>(`${path}/:id`, {
        config: { access: readAccess },
        schema: { tags, params: idParams, response: { 200: record } },
      }, (request) => findOne(request, request.params.id));
    }
  }

  /**
   * A caller confined to a tenant names only records of that tenant: a hotel admin's config takes a room type of its
   * own hotel, never another hotel's. A record outside the tenant is answered as unknown.
   */
  async function checkReferencesInTenant(identity: Identity, set: [string, unknown][]) {
    for (const { name, field, column } of sql.fields) {
      if (field.type !== 'reference' || column === entity.scope?.column) continue;
      const value = set.find(([written]) => written === column)?.[1];
      const target = sqls.get(field.entity);
      if (value === undefined || value === null || !target?.entity.scope) continue;
      const scope = scopeOf(target.entity, identity);
      if (scope.tenant === undefined) continue;
      const scoped = target.scopeWhere(scope, 2);
      const found = await run(`SELECT 1 FROM ${target.table} WHERE "id" = $1${scoped.text}`, [value, ...scoped.values]);
      if (!found.rowCount) throw invalid({ [name]: ErrorCode.NOT_FOUND }, `${name} is not a record of the caller's tenant`);
    }
  }

  /** The stored values of the columns an edit's body names, of a record the caller sees; 404 for any other. */
  async function currentValues(identity: Identity, id: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const read = sql.fields.filter(({ name, field }) => name in body && !field.auto && field.type !== 'password' && isWritable(field, 'edit'));
    // A relation's ids are read under the column name a write would use: the relation table's.
    const selected = read.map((info) => (isStored(info.field) ? `, ${quote(info.column)}` : `, ${sql.expression(info, sql.table)} AS ${quote(relationKey(info.name))}`));
    const scoped = sql.scopeWhere(scopeOf(entity, identity), 2);
    const result = await run(`SELECT "id"${selected.join('')} FROM ${sql.table} WHERE "id" = $1${scoped.text}`, [id, ...scoped.values]);
    if (!result.rowCount) throw notFound();
    return result.rows[0];
  }

  /** The columns and values a write sets, after access checks, hashing and server-filled values. */
  async function writeSet(request: FastifyRequest, body: Record<string, unknown>, mode: 'create' | 'edit', id?: number) {
    const identity = identityOf(request);
    const set: [string, unknown][] = [];
    const relations: Relation[] = [];
    // An edit form sends back the whole record: what it leaves as it was is no change, even in a field the caller
    // may not write or a reference outside its tenant (the hotel a hotel admin saves names its agency contact).
    const current = mode === 'edit' && id !== undefined ? await currentValues(identity, id, body) : null;
    for (const { name, field, column } of sql.fields) {
      if (field.auto) {
        if (field.auto === 'updatedBy' || (field.auto === 'createdBy' && mode === 'create')) set.push([column, identity.id]);
        if (field.auto === 'updatedAt' && mode === 'edit') set.push([column, new Date()]);
        continue;
      }
      if (!(name in body) || !isWritable(field, mode)) continue;
      let value = field.type === 'datetime' ? instantOf(body[name]) : body[name];
      if (field.type === 'references') {
        const ids = [...new Set((value ?? []) as number[])];
        if (current && sameValue([...(current[relationKey(name)] as number[])].sort((a, b) => a - b), [...ids].sort((a, b) => a - b))) continue;
        if (field.access?.write && !hasAnyRole(identity, field.access.write)) throw forbidden();
        relations.push({ name, field, ids });
        continue;
      }
      if (current && field.type !== 'password' && sameValue(current[column], value)) continue;
      if (field.access?.write && !hasAnyRole(identity, field.access.write)) throw forbidden();
      if (field.type === 'password') {
        // An empty password in an edit form means "unchanged".
        if (value === null || value === '') continue;
        if (await isWeakRecordPassword(app.knex, sql, body, id, String(value))) throw invalid({ [name]: ErrorCode.WEAK_PASSWORD }, 'password refused');
        value = await hashPassword(String(value));
      }
      set.push([column, value]);
    }
    const reserved = entity.reservedRows;
    if (reserved && reserved.values.includes(body[reserved.field] as string)) throw invalid({ [reserved.field]: ErrorCode.ALREADY_EXISTS });
    await checkReferencesInTenant(identity, set);
    await checkRelations(identity, relations);
    const scope = scopeOf(entity, identity);
    if (scope.tenant !== undefined) {
      if (scope.tenant === null) throw forbidden();
      // A scoped caller writes in its own tenant only, and rows of its own when it sees only those, whatever the body says.
      const forced: [string, unknown][] = [[entity.scope!.column, scope.tenant]];
      if (scope.owner !== undefined) forced.push([entity.scope!.owner!.column, scope.owner]);
      for (const [column, value] of forced) {
        const given = set.findIndex(([written]) => written === column);
        if (given >= 0) set.splice(given, 1);
        set.push([column, value]);
      }
    }
    await checkWithin(set, relations, id);
    return { set, scope, relations };
  }

  /**
   * References bound by `within` (entities/kit.ts) name records that belong with this one, checked whenever either
   * side is written: the references, or the record's own value they must match (a user moving to another company
   * with the old company's favourite places is refused too).
   */
  async function checkWithin(set: [string, unknown][], relations: Relation[], id: number | undefined) {
    for (const info of sql.fields) {
      const { name, field } = info;
      if ((field.type !== 'reference' && field.type !== 'references') || !field.within) continue;
      const target = sqls.get(field.entity)!;
      const ownColumn = field.within.source === 'id' ? 'id' : sql.byName.get(field.within.source)!.column;
      const targetColumn = target.byName.get(field.within.target)!.column;
      const ownGiven = set.find(([column]) => column === ownColumn);
      const refsGiven = field.type === 'reference' ? set.find(([column]) => column === info.column) : relations.find((relation) => relation.name === name);
      if (!ownGiven && !refsGiven) continue;
      let own = ownColumn === 'id' ? id : ownGiven?.[1];
      let refs = field.type === 'reference' ? (refsGiven as [string, unknown] | undefined)?.[1] : (refsGiven as Relation | undefined)?.ids;
      if (id !== undefined && (own === undefined || refs === undefined)) {
        const refsRead = isStored(field) ? quote(info.column) : sql.expression(info, sql.table);
        const stored = (await run(`SELECT ${quote(ownColumn)} AS own, ${refsRead} AS refs FROM ${sql.table} WHERE "id" = $1`, [id])).rows[0];
        own ??= stored?.own;
        refs ??= stored?.refs;
      }
      const ids = [refs ?? []].flat().filter((ref) => ref !== null) as number[];
      if (!ids.length) continue;
      const found = await run<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${target.table} WHERE "id" = ANY($1::int[]) AND ${quote(targetColumn)} IS NOT DISTINCT FROM $2`,
        [ids, own ?? null],
      );
      if (found.rows[0].n !== new Set(ids).size) throw invalid({ [name]: ErrorCode.OTHER_COMPANY }, `${name} names a record that does not belong with this one`);
    }
  }

  /** The records a relation names exist and are within the caller's reach; any other is refused on its field. */
  async function checkRelations(identity: Identity, relations: Relation[]) {
    for (const { name, field, ids } of relations) {
      if (!ids.length) continue;
      const target = sqls.get(field.entity)!;
      const scoped = target.scopeWhere(scopeOf(target.entity, identity), 2);
      const found = await run<{ n: number }>(`SELECT count(*)::int AS n FROM ${target.table} WHERE "id" = ANY($1::int[])${scoped.text}`, [ids, ...scoped.values]);
      if (found.rows[0].n !== ids.length) throw invalid({ [name]: ErrorCode.NOT_FOUND }, `${name} names an unknown record`);
    }
  }

  /**
   * Writes a record's row then its relations, in one transaction: `write` runs the row's statement and answers the
   * record's id. Without relations to write, the row's statement runs alone.
   */
  async function writeWithRelations(relations: Relation[], write: (query: (text: string, values: unknown[]) => Promise<pg.QueryResult>) => Promise<number | null>): Promise<number | null> {
    if (!relations.length) return write((text, values) => run(text, values));
    const client = await pool.connect();
    const query = async (text: string, values: unknown[]) => {
      try {
        return await client.query(text, values);
      } catch (error) {
        throw databaseError(error, sql);
      }
    };
    try {
      await client.query('BEGIN');
      const id = await write(query);
      if (id !== null) {
        for (const { field, ids } of relations) {
          const { table, source, target } = field.through;
          // What the record no longer names goes, what it newly names comes; what stays is left alone.
          await query(`DELETE FROM ${quote(table)} WHERE ${quote(source)} = $1 AND NOT (${quote(target)} = ANY($2::int[]))`, [id, ids]);
          await query(`INSERT INTO ${quote(table)} (${quote(source)}, ${quote(target)}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [id, ids]);
        }
      }
      await client.query('COMMIT');
      return id;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  const bodyHook = prepareBody(entity);
  // An account changed or deleted here: the tokens it had no longer pass at once on this instance (server/auth/session.ts).
  const holdsAccounts = entity.accounts === true;

  if (routeEnabled(entity, 'create')) {
    app.post<{ Body: Record<string, unknown> }>(base, {
      config: { access: createAccess },
      schema: { tags, body: bodySchema(entity, 'create'), response: { 201: record } },
      preValidation: bodyHook,
    }, async (request, reply) => {
      const { set, relations } = await writeSet(request, request.body, 'create');
      const columns = set.map(([column]) => quote(column)).join(', ');
      const params = set.map((_, index) => `$${index + 1}`).join(', ');
      const text = set.length
        ? `INSERT INTO ${sql.table} (${columns}) VALUES (${params}) RETURNING ${sql.returning}`
        : `INSERT INTO ${sql.table} DEFAULT VALUES RETURNING ${sql.returning}`;
      let created: Record<string, unknown> | undefined;
      const id = await writeWithRelations(relations, async (query) => {
        created = (await query(text, set.map(([, value]) => value))).rows[0];
        return created!.id as number;
      });
      reply.status(201);
      // The row's RETURNING ran before its relations were written: read the record whole again when it has some.
      return relations.length ? findOne(request, id!) : redact(entity, identityOf(request), [created!])[0];
    });
  }

  if (routeEnabled(entity, 'edit')) {
    app.put<{ Params: { id: number }; Body: Record<string, unknown> }>(`${base}/:id`, {
      config: { access: writeAccess },
      schema: { tags, params: idParams, body: bodySchema(entity, 'edit'), response: { 200: record } },
      preValidation: bodyHook,
    }, async (request) => {
      const { set, scope, relations } = await writeSet(request, request.body, 'edit', request.params.id);
      if (!set.length && !relations.length) return findOne(request, request.params.id);
      // Only relations changed: the row's update still runs, so a record outside the caller's scope stays unknown.
      const assignments = set.length ? set.map(([column], index) => `${quote(column)} = $${index + 2}`).join(', ') : '"id" = "id"';
      const scoped = sql.scopeWhere(scope, set.length + 2);
      let updated: pg.QueryResult | undefined;
      await writeWithRelations(relations, async (query) => {
        updated = await query(
          `UPDATE ${sql.table} SET ${assignments} WHERE "id" = $1${scoped.text} RETURNING ${sql.returning}`,
          [request.params.id, ...set.map(([, value]) => value), ...scoped.values],
        );
        return updated.rowCount ? request.params.id : null;
      });
      if (!updated!.rowCount) throw notFound();
      if (holdsAccounts) app.sessions.forget(request.params.id);
      return relations.length ? findOne(request, request.params.id) : redact(entity, identityOf(request), updated!.rows)[0];
    });
  }

  if (routeEnabled(entity, 'delete')) {
    app.delete<{ Params: { id: number } }>(`${base}/:id`, {
      config: { access: writeAccess },
      schema: { tags, params: idParams, response: { 200: record } },
    }, async (request) => {
      const scoped = sql.scopeWhere(scopeOf(entity, identityOf(request)), 2);
      const result = await run(
        `DELETE FROM ${sql.table} WHERE "id" = $1${scoped.text} RETURNING ${sql.returning}`,
        [request.params.id, ...scoped.values],
      );
      if (!result.rowCount) throw notFound();
      if (holdsAccounts) app.sessions.forget(request.params.id);
      return redact(entity, identityOf(request), result.rows)[0];
    });
  }
}

/** A relation a write sets: the field and the ids it names. */
interface Relation {
  name: string;
  field: Extract<EntityDescriptor['fields'][string], { type: 'references' }>;
  ids: number[];
}

/** The key under which a record's stored relation ids are read back before an edit. */
const relationKey = (name: string) => `__relation_${name}`;

/**
 * Before a body is validated: forms send '' for an emptied input, which for an optional field means "no value"; and a
 * scoped caller's tenant (and itself, as the owner, when it sees only its own rows) is filled in, so the caller need
 * not (and cannot) name another one.
 */
function prepareBody(entity: EntityDescriptor) {
  const optional = Object.entries(entity.fields).filter(([, field]) => !field.required).map(([name]) => name);
  const fieldOf = (column: string | undefined) => column === undefined ? undefined : Object.keys(entity.fields).find((name) => columnOf(name, entity.fields[name]) === column);
  const tenantField = fieldOf(entity.scope?.column);
  const ownerField = fieldOf(entity.scope?.owner?.column);
  return async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    for (const name of optional) if (body[name] === '') body[name] = null;
    if (!tenantField && !ownerField) return;
    const { tenant, owner } = scopeOf(entity, identityOf(request));
    if (tenantField && tenant !== undefined && tenant !== null) body[tenantField] = tenant;
    if (ownerField && owner !== undefined) body[ownerField] = owner;
  };
}

/**
 * Whether a value an edit sends is the one stored, as the API wrote it when the record was read: an instant in any
 * ISO form, a decimal as a number, JSON as written.
 */
function sameValue(stored: unknown, sent: unknown): boolean {
  if (stored === null || stored === undefined) return sent === null || sent === undefined;
  if (sent === null || sent === undefined) return false;
  if (stored instanceof Date) return typeof sent === 'string' && Date.parse(sent) === stored.getTime();
  if (typeof stored === 'object' || typeof sent === 'object') return JSON.stringify(stored) === JSON.stringify(sent);
  if (typeof sent === 'number' && typeof stored === 'string') return Number(stored) === sent;
  return stored === sent;
}
