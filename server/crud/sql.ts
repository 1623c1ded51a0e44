import { entityNamed } from '../../entities/index.ts';
import type { EntityDescriptor, Field } from '../../entities/kit.ts';
import { columnOf, isStored } from '../../entities/kit.ts';
import { COUNTED_ROWS } from '../../entities/listCount.ts';
import { filterKind } from './schema.ts';

export const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export interface FieldInfo {
  name: string;
  field: Field;
  column: string;
}

/** A prepared statement: the text is built once per query shape, the name lets PostgreSQL plan it once per connection. */
export interface Statement {
  name: string;
  text: string;
}

/** A reference of the listed rows whose records come back with the page, so the screen needs no second request. */
export interface Prefetch {
  field: string;
  target: EntitySql;
}

export interface ListQuery {
  filter: Record<string, unknown>;
  prefetch?: Prefetch[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  /** The tenant id the rows must belong to, when the caller is scoped. */
  tenant?: number | null;
  /** The user whose own rows (of the tenant) are the only ones it sees, when its role does not read the whole tenant. */
  owner?: number;
}

/** Which rows a caller may reach: its tenant's, and of those its own when it sees only its own. */
export type RowScope = Pick<ListQuery, 'tenant' | 'owner'>;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

let statementCount = 0;

/**
 * Builds and caches the SQL of one entity. A query shape is the set of filters used (and whether each is a list or
 * null), the sort and the tenant scope; the values are always parameters, so the number of shapes stays small.
 */
export class EntitySql {
  readonly fields: FieldInfo[];
  readonly table: string;
  readonly byName: Map<string, FieldInfo>;
  private readonly selectList: string;
  /** What a list row carries: the list's columns, the title, and what sorting and prefetching read from the page. */
  private readonly listSelect: string;
  private readonly searchColumns: string[];
  /**
   * ` AND <the rows this entity covers>`, or nothing: not a reserved value, and the `onlyWith` field set. Reserved
   * values are data of the descriptor, quoted here.
   */
  readonly rowCondition: string;
  private readonly cache = new Map<string, { list: Statement; page: Statement; values: (query: ListQuery) => unknown[] }>();

  constructor(readonly entity: EntityDescriptor) {
    this.fields = Object.entries(entity.fields).map(([name, field]) => ({ name, field, column: columnOf(name, field) }));
    this.byName = new Map(this.fields.map((info) => [info.name, info]));
    this.table = quote(entity.table);
    const selected = (info: FieldInfo) =>
      !isStored(info.field)
        ? `${this.expression(info, this.table)} AS ${quote(info.name)}`
        : info.name === info.column
          ? quote(info.column)
          : `${quote(info.column)} AS ${quote(info.name)}`;
    this.selectList = ['"id"', ...this.fields.filter(({ field }) => !field.writeOnly).map(selected)].join(', ');
    // A list shows its columns only (react-admin reads the whole record with getOne on the show and edit pages), so a
    // wide record does not make every page of its list heavier.
    const listed = new Set<string>([entity.title, ...entity.list.columns, ...(entity.list.reads ?? [])]);
    this.listSelect = [
      '"id"',
      ...this.fields
        .filter(
          ({ name, field }) => !field.writeOnly && (listed.has(name) || (isStored(field) && (field.sortable || field.filter || field.type === 'reference'))),
        )
        .map(selected),
    ].join(', ');
    this.searchColumns = this.fields.filter(({ field }) => field.filter === 'search').map(({ column }) => quote(column));
    const reserved = entity.reservedRows;
    this.rowCondition = [
      reserved &&
        ` AND ${quote(this.byName.get(reserved.field)!.column)} <> ALL(ARRAY[${reserved.values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}])`,
      entity.onlyWith && ` AND ${quote(this.byName.get(entity.onlyWith)!.column)} IS NOT NULL`,
    ]
      .filter(Boolean)
      .join('');
  }

  /**
   * The value of a field of the row `table` (a table name or alias) names: its column, or for a relation the ids of
   * the records it names (from the relation table's primary key), or for a lookup the id of the record it finds.
   */
  expression(info: FieldInfo, table: string): string {
    const { field } = info;
    if (field.type === 'references') {
      const { through } = field;
      return `ARRAY(SELECT "rel".${quote(through.target)} FROM ${quote(through.table)} AS "rel" WHERE "rel".${quote(through.source)} = ${table}."id" ORDER BY "rel".${quote(through.target)})`;
    }
    if (field.type === 'reference' && field.lookup) {
      return `(SELECT "lk"."id" FROM ${quote(entityNamed(field.entity).table)} AS "lk" WHERE "lk".${quote(field.lookup.targetColumn)} = ${table}.${quote(field.lookup.column)} ORDER BY "lk"."id" LIMIT 1)`;
    }
    return `${table}.${quote(info.column)}`;
  }

  /** The record of id `id` (an SQL expression) as one JSON value, with the fields and names the API sends. */
  jsonRecord(id: string): string {
    return `(SELECT to_jsonb("r") FROM (SELECT ${this.selectList} FROM ${this.table} WHERE "id" = ${id}) AS "r")`;
  }

  /**
   * The conditions of a caller's scope, its parameters named by `param`: the tenant's rows, and of those the caller's
   * own (or shared with it) when it sees only its own. Every route reaching rows of this entity goes through it.
   */
  private scopeConditions(scope: RowScope, param: (get: (scope: RowScope) => unknown) => string): string[] {
    if (scope.tenant === undefined) return [];
    const conditions = [`${quote(this.entity.scope!.column)} = ${param((s) => s.tenant)}`];
    const owner = this.entity.scope!.owner;
    if (owner && scope.owner !== undefined) {
      const me = param((s) => s.owner);
      const shared = owner.sharedWith;
      // The owned ids and the shared ids, each found through an index on its user column, then joined by id.
      conditions.push(
        shared
          ? `"id" IN (SELECT "id" FROM ${this.table} WHERE ${quote(owner.column)} = ${me} UNION ALL SELECT ${quote(shared.row)} FROM ${quote(shared.table)} WHERE ${quote(shared.user)} = ${me})`
          : `${quote(owner.column)} = ${me}`,
      );
    }
    return conditions;
  }

  /** ` AND <the caller's scope and the rows this entity covers>` with parameters from `$first` on, and their values. */
  scopeWhere(scope: RowScope, first: number): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    const conditions = this.scopeConditions(scope, (get) => {
      values.push(get(scope));
      return `$${first + values.length - 1}`;
    });
    return { text: conditions.map((condition) => ` AND ${condition}`).join('') + this.rowCondition, values };
  }

  info(name: string): FieldInfo | undefined {
    return this.byName.get(name);
  }

  get returning(): string {
    return this.selectList;
  }

  /** The INSERT of these columns (`$1` on), answering the record. */
  insert(columns: readonly string[]): string {
    return columns.length
      ? `INSERT INTO ${this.table} (${columns.map(quote).join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING ${this.selectList}`
      : `INSERT INTO ${this.table} DEFAULT VALUES RETURNING ${this.selectList}`;
  }

  /** `"a" = $first, "b" = $first+1…`: the assignments of an UPDATE of these columns. */
  assignments(columns: readonly string[], first: number): string {
    return columns.map((column, index) => `${quote(column)} = $${index + first}`).join(', ');
  }

  /**
   * The statements of a query and their parameter values: `list` the rows of the range alone, `page` the same rows
   * each with the total as `__total`, counted up to one row past countBound (see compile).
   */
  list(query: ListQuery): { list: Statement; page: Statement; values: unknown[] } {
    const keys = Object.keys(query.filter)
      .filter((key) => query.filter[key] !== undefined)
      .sort();
    const shape = [
      query.sort.field,
      query.sort.order,
      query.tenant === undefined ? '' : query.owner === undefined ? 't' : 'to',
      (query.prefetch ?? []).map(({ field }) => field).join(','),
      ...keys.map((key) => `${key}:${Array.isArray(query.filter[key]) ? 'a' : query.filter[key] === null ? 'n' : 's'}`),
    ].join('|');
    let entry = this.cache.get(shape);
    if (!entry) {
      entry = this.compile(query, keys);
      this.cache.set(shape, entry);
    }
    return { list: entry.list, page: entry.page, values: [...entry.values(query), query.limit, query.offset] };
  }

  private compile(query: ListQuery, keys: string[]) {
    const conditions: string[] = [];
    const getters: ((query: ListQuery) => unknown)[] = [];
    const param = (get: (query: ListQuery) => unknown) => {
      getters.push(get);
      return `$${getters.length}`;
    };
    conditions.push(...this.scopeConditions(query, (get) => param((q) => get(q))));
    for (const key of keys) {
      const value = query.filter[key];
      const get = (q: ListQuery) => q.filter[key];
      if (key === 'q') {
        // An entity without searchable fields finds nothing, and binds no value PostgreSQL could not type.
        if (!this.searchColumns.length) {
          conditions.push('false');
          continue;
        }
        const p = `${param((q) => containing(String(q.filter.q)))}::text`;
        conditions.push(`(${this.searchColumns.map((column) => `${column} ILIKE ${p}`).join(' OR ')})`);
        continue;
      }
      if (key === 'id') {
        conditions.push(Array.isArray(value) ? `"id" = ANY(${param(get)}::int[])` : `"id" = ${param(get)}`);
        continue;
      }
      const range = /^(.*)_(gte|lte)$/.exec(key);
      if (range && this.byName.get(range[1]) && filterKind(this.byName.get(range[1])!.field) === 'range') {
        conditions.push(`${quote(this.byName.get(range[1])!.column)} ${range[2] === 'gte' ? '>=' : '<='} ${param(get)}`);
        continue;
      }
      const info = this.byName.get(key)!;
      const column = quote(info.column);
      if (value === null) conditions.push(`${column} IS NULL`);
      else if (info.field.type === 'array') conditions.push(`${column} && ${param((q) => [q.filter[key]].flat())}::text[]`);
      else if (Array.isArray(value)) conditions.push(`${column} = ANY(${param(get)})`);
      else if (info.field.filter === 'search') conditions.push(`${column} ILIKE ${param((q) => containing(String(q.filter[key])))}`);
      else conditions.push(`${column} = ${param(get)}`);
    }
    const where =
      conditions.length || this.rowCondition ? ` WHERE ${[...conditions, this.rowCondition.slice(' AND '.length)].filter(Boolean).join(' AND ')}` : '';
    const sortColumn = query.sort.field === 'id' ? '"id"' : quote(this.byName.get(query.sort.field)!.column);
    const order = sortColumn === '"id"' ? `"id" ${query.sort.order}` : `${sortColumn} ${query.sort.order}, "id" ${query.sort.order}`;
    // The order of the rows once the range is a subquery: by the names the select gives the sort field.
    const pageOrder = (alias: string) =>
      query.sort.field === 'id'
        ? `${alias}."id" ${query.sort.order}`
        : `${alias}.${quote(query.sort.field)} ${query.sort.order}, ${alias}."id" ${query.sort.order}`;
    const n = getters.length;
    const id = ++statementCount;
    let listText = `SELECT ${this.listSelect} FROM ${this.table}${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`;
    const prefetch = query.prefetch ?? [];
    if (prefetch.length) {
      // The page comes with the records it references, in the same statement, and keeps its order. Each record is
      // built once, on the first row naming it: building JSON is most of the statement's cost.
      const records = prefetch.map(({ field, target }, i) => {
        const reference = `"m".${quote(field)}`;
        return `CASE WHEN row_number() OVER (PARTITION BY ${reference}) = 1 THEN ${target.jsonRecord(reference)} END AS "__prefetch_${i}"`;
      });
      listText = `SELECT "m".*, ${records.join(', ')} FROM (${listText}) AS "m" ORDER BY ${pageOrder('"m"')}`;
    }
    return {
      list: { name: `crud_list_${id}`, text: listText },
      // The total and the page in one round trip: the count's one row joined to the page's rows. A range past the
      // last row leaves one row of nulls beside the total. The count stops one row past countBound (listCount.ts),
      // so that it costs no more on a table of millions of rows than on one of thousands.
      page: {
        name: `crud_page_${id}`,
        text:
          `SELECT "p".*, "c"."__total" FROM (SELECT count(*)::int AS "__total" FROM (SELECT FROM ${this.table}${where}` +
          ` LIMIT greatest(${COUNTED_ROWS}, $${n + 2}::bigint + $${n + 1}::bigint) + 1) AS "k") AS "c"` +
          ` LEFT JOIN (${listText}) AS "p" ON true ORDER BY ${pageOrder('"p"')}`,
      },
      values: (q: ListQuery) => getters.map((get) => get(q)),
    };
  }
}
