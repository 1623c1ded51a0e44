import { Ajv, type ValidateFunction } from 'ajv';
import { ErrorCode } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import { PAGE_SIZE, prefetchable } from '../../entities/kit.ts';
import { fieldErrors, forbidden, invalid } from '../errors.ts';
import { addInputFormats } from '../formats.ts';
import { refuseNul } from '../textInput.ts';
import { filterSchema } from './schema.ts';
import type { EntitySql, ListQuery, Prefetch } from './sql.ts';
import { checkPickQuery, hiddenFields, scopeOf } from './visibility.ts';

/** The largest page a list answers; react-admin's export asks for 1000 rows. */
export const MAX_PAGE = 1000;
/** The most records a search answers. */
export const SEARCH_MAX = 100;

/** A list's parameters, as react-admin's data provider sends them (each a JSON text on HTTP, a value in code). */
export interface ListParams {
  /** q (the searched text), id (one or several), field values, `<field>_gte` and `<field>_lte` of range fields. */
  filter?: unknown;
  /** [field, 'ASC' | 'DESC']; the descriptor's list order by default. */
  sort?: unknown;
  /** [first, last], both included; the first page (or every id asked for) by default. */
  range?: unknown;
  /** Reference fields whose records come with the page. */
  prefetch?: unknown;
}

/** A search for records to pick: by text, among a parent's, leaving some out. */
export interface SearchParams {
  q?: string;
  exclude?: number[];
  parentField?: string;
  parentId?: number;
  max?: number;
}

/** The list parameters of a query string: each a JSON text, refused with its name when it is not JSON. */
export function listParamsOf(query: { sort?: string; range?: string; filter?: string; prefetch?: string }): ListParams {
  return {
    filter: parseJson('filter', query.filter),
    sort: parseJson('sort', query.sort),
    range: parseJson('range', query.range),
    prefetch: parseJson('prefetch', query.prefetch),
  };
}

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

const ajv = addInputFormats(new Ajv({ allErrors: true, strict: false }));

/** What a caller may ask of one entity's lists: the filters, sorts, ranges and prefetches it accepts. */
export class ListRules {
  private readonly validateFilter: ValidateFunction;
  private readonly sortable: Set<string>;

  constructor(
    private readonly sql: EntitySql,
    private readonly sqls: ReadonlyMap<string, EntitySql>,
  ) {
    this.validateFilter = ajv.compile(filterSchema(sql.entity));
    this.sortable = new Set(['id', ...sql.fields.filter(({ field }) => field.sortable).map(({ name }) => name)]);
  }

  /** The query of a list as the caller asked it, within its scope; 400 with the parameter's name when one is wrong. */
  list(identity: Identity, params: ListParams): ListQuery {
    const { entity } = this.sql;
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter) || !this.validateFilter(filter)) {
      throw invalid(this.validateFilter.errors ? fieldErrors(this.validateFilter.errors) : { filter: ErrorCode.BAD_REQUEST }, 'invalid filter');
    }
    const sort = params.sort ?? [entity.list.sort.field, entity.list.sort.order];
    if (!Array.isArray(sort) || sort.length !== 2 || !this.sortable.has(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
      throw invalid({ sort: ErrorCode.BAD_REQUEST }, 'sort must name a sortable field and ASC or DESC');
    }
    checkPickQuery(entity, identity, filter, String(sort[0]));
    const ids = Array.isArray(filter.id) ? filter.id.length : 0;
    const range = params.range ?? [0, Math.max(ids, PAGE_SIZE) - 1];
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** 31) ||
      range[1] < range[0] ||
      range[1] - range[0] >= MAX_PAGE
    ) {
      throw invalid({ range: ErrorCode.BAD_REQUEST }, `range must be [first, last] with at most ${MAX_PAGE} rows`);
    }
    return {
      filter,
      sort: { field: sort[0], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' },
      offset: range[0],
      limit: range[1] - range[0] + 1,
      ...scopeOf(entity, identity),
      prefetch: this.prefetch(identity, params.prefetch),
    };
  }

  /** The query of a search: by the title when it sorts, at most `max` records once the excluded ones are left out. */
  search(identity: Identity, { q, exclude, parentField, parentId, max = 10 }: SearchParams): ListQuery {
    const { entity } = this.sql;
    const filter: Record<string, unknown> = {};
    if (q) filter.q = q;
    if (parentField !== undefined) {
      const parent = this.sql.info(parentField);
      if (!parent || parent.field.type !== 'reference' || parentId === undefined) throw invalid({ parentField: ErrorCode.BAD_REQUEST });
      filter[parentField] = parentId;
    }
    checkPickQuery(entity, identity, filter, undefined);
    return {
      filter,
      sort: { field: entity.title in entity.fields && entity.fields[entity.title].sortable ? entity.title : 'id', order: 'ASC' },
      offset: 0,
      // Excluded ids are dropped after the query, so ask for enough rows to still fill the answer.
      limit: Math.min(max, SEARCH_MAX) + (exclude?.length ?? 0),
      ...scopeOf(entity, identity),
    };
  }

  /**
   * The references whose records the caller asks to receive with the page: each must be a reference field it may
   * read, to an entity it may read whole (not one it is confined to a tenant of: the join would not be scoped).
   */
  private prefetch(identity: Identity, names: unknown = []): Prefetch[] {
    if (!Array.isArray(names) || names.length > 10) throw invalid({ prefetch: ErrorCode.BAD_REQUEST });
    const hidden = hiddenFields(this.sql.entity, identity);
    return [...new Set(names)].map((name) => {
      const info = typeof name === 'string' ? this.sql.info(name) : undefined;
      if (!info || info.field.type !== 'reference' || hidden.includes(name))
        throw invalid({ prefetch: ErrorCode.BAD_REQUEST }, `cannot prefetch ${String(name)}`);
      const target = this.sqls.get(info.field.entity)!;
      if (!prefetchable(target.entity, identity.roles)) throw forbidden();
      return { field: name, target };
    });
  }
}
