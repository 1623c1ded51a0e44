import type { Operation, Parameter, Request, Schema } from './fuzz-model.ts';

// Requests to an operation of the OpenAPI document with each input alone at the edges of its schema: where careless
// code breaks (NUL characters, numbers past PostgreSQL's int4, offsets and years PostgreSQL refuses, short searches).

export const INT4_MAX = 2147483647;
export const INT4_MIN = -2147483648;
/** The edge requests sent per operation and caller. */
const EDGE_CAP = 40;

// ---- One list of edge values per schema kind; the first value of each is a plain one that gets past the checks. ----

/** The bounds, one step past them, and when a bound is missing the first values past PostgreSQL's int4 on that side. */
export function integerEdges(schema: Schema): (number | string)[] {
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  const plain = Math.min(Math.max(1, min ?? 1), max ?? 1);
  const edges = [plain, ...(min === undefined ? [INT4_MIN - 1] : [min, min - 1]), ...(max === undefined ? [INT4_MAX + 1] : [max, max + 1])];
  // Past any double: read as Infinity, which ajv's integer and range checks let through.
  return [...new Set(edges), '1e309'];
}

/** Dates PostgreSQL refuses though ISO 8601 allows them: year 0, and UTC offsets past ±15:59 (ajv-formats takes ±23:59). */
export const DATE_EDGES = ['2027-06-20', '0000-01-01', '2027-02-30'];
export const DATE_TIME_EDGES = [
  '2027-06-20T11:34:07Z',
  '2027-06-20T11:34:07+22:21',
  '2027-06-20T11:34:07+15:59',
  '2027-06-20T11:34:07-16:00',
  '0000-01-01T00:00:00Z',
];
/** A record's instants also come as the agency's clock without a zone, even in the hour skipped in spring. */
export const WALL_CLOCK_EDGES = [...DATE_TIME_EDGES, '2027-06-20T11:34', '2027-03-28T02:30', '2027-02-29T10:00', '0000-01-01T00:00'];
/** A search by a number is a search all the same: text columns must still be compared as text. */
const SEARCH_NAMES = new Set(['q', 'search']);

function stringEdges(schema: Schema, name: string): unknown[] {
  if (schema.format === 'date') return DATE_EDGES;
  if (schema.format === 'date-time') return DATE_TIME_EDGES;
  if (schema.format === 'agency-date-time') return WALL_CLOCK_EDGES;
  const plain = schema.pattern || schema.format ? [] : ['a'];
  return [...plain, ...(SEARCH_NAMES.has(name) ? ['12', '1'] : []), '\u0000', 'a\u0000b'];
}

/**
 * A list's JSON filter: its text search, by digits and with a NUL character escaped as JSON does, and the range filters
 * of the record's dates at their edges.
 */
function filterEdges(record: Schema | undefined): string[] {
  const dates = Object.entries((record?.properties ?? {}) as Record<string, Schema>).filter(
    ([, property]) => property.format === 'date-time' || property.format === 'date',
  );
  const ranges = dates.flatMap(([name, property]) =>
    stringEdges(property, name)
      .slice(1)
      .map((edge) => ({ [`${name}_gte`]: edge })),
  );
  return ['{}', '{"q":', ...[{ q: '12' }, { q: '1' }, { q: 'a\u0000b' }, ...ranges].map((filter) => JSON.stringify(filter))];
}

/** A list of one edge value of its items. */
const arrayEdges = (schema: Schema, name: string, depth: number): unknown[] => edgesOf(schema.items as Schema, name, depth + 1).map((value) => [value]);

/** The object with one property alone at each of its edges. */
const objectEdges = (schema: Schema, depth: number): unknown[] =>
  Object.entries((schema.properties ?? {}) as Record<string, Schema>).flatMap(([name, property]) =>
    edgesOf(property, name, depth + 1).map((value) => ({ [name]: value })),
  );

function edgesOf(schema: Schema | undefined, name: string, depth = 0): unknown[] {
  if (!schema || depth > 3) return [];
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return alternatives.flatMap((alternative) => edgesOf({ ...schema, anyOf: undefined, oneOf: undefined, ...alternative }, name, depth));
  if (schema.enum) return (schema.enum as unknown[]).slice(0, 1);
  return ([schema.type ?? 'string'].flat() as string[]).flatMap((type): unknown[] => {
    switch (type) {
      case 'integer':
        return integerEdges(schema);
      case 'number':
        return [1, 1e300];
      case 'boolean':
        return [true];
      case 'null':
        return [null];
      case 'array':
        return arrayEdges(schema, name, depth);
      case 'object':
        return objectEdges(schema, depth);
      default:
        return stringEdges(schema, name);
    }
  });
}

export const plainOf = (schema: Schema, name: string) => edgesOf(schema, name)[0];

/** The URL of an operation with these path and query values. */
export function urlOf(operation: Operation, values: Record<string, unknown>): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const [where, name] = key.split(/:(.*)/);
    if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    else if (value !== undefined)
      for (const item of [value].flat()) query.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Each path or query parameter and each body property alone at each of its edges, the required ones plain. */
export function edgeRequests(operation: Operation): Request[] {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  const keyOf = (parameter: Parameter) => `${parameter.in}:${parameter.name}`;
  const base = Object.fromEntries(
    parameters
      .filter((parameter) => parameter.in === 'path' || parameter.required)
      .map((parameter) => [keyOf(parameter), plainOf(parameter.schema, parameter.name)]),
  );
  const properties = (operation.body?.properties ?? {}) as Record<string, Schema>;
  const required = (operation.body?.required ?? []) as string[];
  const plainBody = operation.body ? Object.fromEntries(required.map((name) => [name, plainOf(properties[name] ?? {}, name)])) : undefined;
  const requests: Request[] = [];
  for (const parameter of parameters) {
    const values = parameter.name === 'filter' && operation.record ? filterEdges(operation.record) : edgesOf(parameter.schema, parameter.name);
    for (const value of values) requests.push({ url: urlOf(operation, { ...base, [keyOf(parameter)]: value }), payload: plainBody });
  }
  for (const [name, property] of Object.entries(properties)) {
    for (const value of edgesOf(property, name)) requests.push({ url: urlOf(operation, base), payload: { ...plainBody, [name]: value } });
  }
  return requests.slice(0, EDGE_CAP);
}
