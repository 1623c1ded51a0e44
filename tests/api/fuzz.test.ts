import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAccountToken, testApp, type TestApp } from '../support/app.ts';

/**
 * Every operation of the OpenAPI document, called with requests built from its own schemas: first each input alone at
 * the edges of its schema (where careless code breaks: NUL characters, numbers past PostgreSQL's int4, offsets and
 * years PostgreSQL refuses, short digit searches), then requests drawn at random. None may answer a 5xx. A fixed seed
 * and a cap per operation keep the file short and its failures reproducible.
 */

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** The record a list answers, whose fields its JSON filter names. */
  record?: Schema;
}
interface Request {
  url: string;
  payload?: unknown;
}

const SEED = 20261125;
const INT4_MAX = 2147483647;
const INT4_MIN = -2147483648;
/** The edge requests sent per operation and caller, and the random ones after them. */
const EDGE_CAP = 40;
const RANDOM_RUNS = { admin: 6, 'company user': 6, 'hotel admin': 3, 'deleted user': 3 } as const;
/**
 * The callers sent the edges too. A deleted account's request meets the same validation as anyone's, then stops at its
 * account check (public routes aside, the same for every caller): its random requests cover that path, and the edges
 * reach the code behind the check as the three live callers.
 */
const EDGE_CALLERS = new Set<keyof typeof RANDOM_RUNS>(['admin', 'company user', 'hotel admin']);

// ---- One list of edge values per schema kind; the first value of each is a plain one that gets past the checks. ----

/** The bounds, one step past them, and when a bound is missing the first values past PostgreSQL's int4 on that side. */
function integerEdges(schema: Schema): (number | string)[] {
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  const plain = Math.min(Math.max(1, min ?? 1), max ?? 1);
  const edges = [plain, ...(min === undefined ? [INT4_MIN - 1] : [min, min - 1]), ...(max === undefined ? [INT4_MAX + 1] : [max, max + 1])];
  // Past any double: read as Infinity, which ajv's integer and range checks let through.
  return [...new Set(edges), '1e309'];
}

/** Dates PostgreSQL refuses though ISO 8601 allows them: year 0, and UTC offsets past ±15:59 (ajv-formats takes ±23:59). */
const DATE_EDGES = ['2027-06-20', '0000-01-01', '2027-02-30'];
const DATE_TIME_EDGES = ['2027-06-20T11:34:07Z', '2027-06-20T11:34:07+22:21', '2027-06-20T11:34:07+15:59', '2027-06-20T11:34:07-16:00', '0000-01-01T00:00:00Z'];
/** A record's instants also come as the agency's clock without a zone, even in the hour skipped in spring. */
const WALL_CLOCK_EDGES = [...DATE_TIME_EDGES, '2027-06-20T11:34', '2027-03-28T02:30', '2027-02-29T10:00', '0000-01-01T00:00'];
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
  const dates = Object.entries((record?.properties ?? {}) as Record<string, Schema>).filter(([, property]) => property.format === 'date-time' || property.format === 'date');
  const ranges = dates.flatMap(([name, property]) => stringEdges(property, name).slice(1).map((edge) => ({ [`${name}_gte`]: edge })));
  return ['{}', '{"q":', ...[{ q: '12' }, { q: '1' }, { q: 'a\u0000b' }, ...ranges].map((filter) => JSON.stringify(filter))];
}

/** A list of one edge value of its items. */
const arrayEdges = (schema: Schema, name: string, depth: number): unknown[] => edgesOf(schema.items as Schema, name, depth + 1).map((value) => [value]);

/** The object with one property alone at each of its edges. */
const objectEdges = (schema: Schema, depth: number): unknown[] =>
  Object.entries((schema.properties ?? {}) as Record<string, Schema>).flatMap(([name, property]) => edgesOf(property, name, depth + 1).map((value) => ({ [name]: value })));

function edgesOf(schema: Schema | undefined, name: string, depth = 0): unknown[] {
  if (!schema || depth > 3) return [];
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return alternatives.flatMap((alternative) => edgesOf({ ...schema, anyOf: undefined, oneOf: undefined, ...alternative }, name, depth));
  if (schema.enum) return (schema.enum as unknown[]).slice(0, 1);
  return ([schema.type ?? 'string'].flat() as string[]).flatMap((type): unknown[] => {
    switch (type) {
      case 'integer': return integerEdges(schema);
      case 'number': return [1, 1e300];
      case 'boolean': return [true];
      case 'null': return [null];
      case 'array': return arrayEdges(schema, name, depth);
      case 'object': return objectEdges(schema, depth);
      default: return stringEdges(schema, name);
    }
  });
}

const plainOf = (schema: Schema, name: string) => edgesOf(schema, name)[0];

/** The URL of an operation with these path and query values. */
function urlOf(operation: Operation, values: Record<string, unknown>): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const [where, name] = key.split(/:(.*)/);
    if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    else if (value !== undefined) for (const item of [value].flat()) query.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Each path or query parameter and each body property alone at each of its edges, the required ones plain. */
function edgeRequests(operation: Operation): Request[] {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  const keyOf = (parameter: Parameter) => `${parameter.in}:${parameter.name}`;
  const base = Object.fromEntries(parameters.filter((parameter) => parameter.in === 'path' || parameter.required).map((parameter) => [keyOf(parameter), plainOf(parameter.schema, parameter.name)]));
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

// ---- Random requests: values the schema accepts, drawn towards the same edges, and now and then one it refuses. ----

const nastyString = fc.constantFrom('\u0000', 'a\u0000b', '12', '', ' ', 'é😀\u202e', "'; --", '%_\\', 'x'.repeat(5000), '9'.repeat(30));
const nastyNumber = fc.constantFrom(INT4_MAX + 1, INT4_MIN - 1, 2 ** 53, -1, 0, 0.5, 1e300);
const wrongType = fc.constantFrom<unknown>(null, true, [], {}, 'abc', 12);
const nasty = fc.oneof(nastyString, nastyNumber, fc.constantFrom(...DATE_EDGES, ...DATE_TIME_EDGES), wrongType);
// Small ids name demo rows, so a request reaches past "not found" into the code behind it.
const id = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(INT4_MAX, INT4_MAX + 1, 0, -1));

function valueOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 8, arbitrary: fitting(schema ?? {}, depth) }, { weight: 1, arbitrary: nasty });
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = fc.oneof(
  fc.record({ year: fc.integer({ min: 0, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
    .map(({ year, month, day }) => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`),
  fc.constantFrom(...DATE_EDGES),
);
// ajv-formats accepts any offset up to ±23:59.
const isoDateTime = fc.oneof(
  fc.tuple(isoDate, fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([date, sign, hours, minutes]) => `${date}T11:34:07${sign}${pad(hours)}:${pad(minutes)}`),
  fc.constantFrom(...DATE_TIME_EDGES),
);

function fitting(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valueOf({ ...schema, anyOf: undefined, oneOf: undefined, ...alternative }, depth)));
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const types = [schema.type ?? 'string'].flat() as string[];
  return fc.oneof(...types.map((type) => ofType(type, schema, depth)));
}

function ofType(type: string, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Number(schema.minimum ?? -Number.MAX_SAFE_INTEGER);
      const max = Number(schema.maximum ?? Number.MAX_SAFE_INTEGER);
      return fc.oneof(id.filter((n) => n >= min && n <= max), fc.integer({ min, max }), fc.constantFrom(...integerEdges(schema)));
    }
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), nastyNumber);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueOf(schema.items as Schema, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      if (depth > 3 || !Object.keys(properties).length) return fc.oneof(fc.constant({}), fc.dictionary(nastyString, nasty, { maxKeys: 2 }));
      const record = fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueOf(property, depth + 1)])), {
        requiredKeys: (schema.required ?? []) as string[],
      });
      // Now and then an unknown property, or a key with a NUL character.
      return fc.tuple(record, fc.option(fc.constantFrom('unknown', 'k\u0000'), { freq: 5 })).map(([value, extra]) => (extra ? { ...value, [extra]: 'x' } : value));
    }
    default:
      if (schema.format === 'date') return isoDate;
      if (schema.format === 'date-time') return isoDateTime;
      if (schema.format === 'agency-date-time') return fc.oneof(isoDateTime, fc.constantFrom(...WALL_CLOCK_EDGES));
      return fc.oneof(fc.string({ maxLength: Math.min(Number(schema.maxLength ?? 20), 20), unit: 'grapheme' }), fc.constantFrom('12', 'a\u0000b', '\u0000', 'é😀'));
  }
}

/** The JSON-encoded query parameters of the generated lists, drawn as the values they encode. */
const listParameters: Record<string, fc.Arbitrary<unknown>> = {
  filter: fc.oneof(fc.record({ q: fc.oneof(fc.string({ maxLength: 10 }), nastyString), id: fc.oneof(id, fc.array(id, { maxLength: 3 })) }, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 3 })),
  sort: fc.tuple(fc.constantFrom('id', 'name', 'nope', '\u0000'), fc.constantFrom('ASC', 'DESC', 'x')),
  range: fc.tuple(fc.oneof(fc.nat(50), nastyNumber), fc.oneof(fc.nat(50), nastyNumber)),
  prefetch: fc.array(fc.constantFrom('company', 'user', 'hotel', 'nope', '\u0000'), { maxLength: 2 }),
};

function requestOf(operation: Operation): fc.Arbitrary<Request> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  const drawn = Object.fromEntries(parameters.map((parameter) => {
    const value = parameter.in === 'path' && parameter.schema.type === 'integer' ? fc.oneof(id, nasty)
      : listParameters[parameter.name] && parameter.in === 'query' && parameter.schema.type === 'string' ? fc.oneof(listParameters[parameter.name].map((v) => JSON.stringify(v)), nastyString)
      : valueOf(parameter.schema);
    return [`${parameter.in}:${parameter.name}`, parameter.in === 'path' || parameter.required ? value : fc.option(value, { nil: undefined, freq: 1 })];
  }));
  return fc.record({ values: fc.record(drawn), body: operation.body ? valueOf(operation.body) : fc.constant(undefined) })
    .map(({ values, body }) => ({ url: urlOf(operation, values), ...(body !== undefined && { payload: body }) }));
}

let t: TestApp;
let operations: Operation[];
const tokens: Record<keyof typeof RANDOM_RUNS, string> = { admin: '', 'company user': '', 'hotel admin': '', 'deleted user': '' };

beforeAll(async () => {
  t = await testApp();
  await t.app.ready();
  type Content = { content?: Record<string, { schema: Schema }> };
  const document = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: Content; responses?: Record<string, Content> }>> };
  // A list answers its page, or with `prefetch` its page and references.
  const recordOf = (answer: Schema | undefined) => ((answer?.items ?? (answer?.anyOf as Schema[] | undefined)?.[0]?.items) as Schema | undefined);
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      record: recordOf(operation.responses?.['200']?.content?.['application/json']?.schema),
    })));
  tokens.admin = await t.tokenOf('admin');
  tokens['company user'] = await t.tokenOf('manager');
  tokens['hotel admin'] = await t.tokenOf('hotel admin');
  // Its token still verifies: what the routes read of its account is gone.
  tokens['deleted user'] = await deletedAccountToken(t);
}, 60_000);
afterAll(() => t.close());

describe('no input makes the API fail', () => {
  for (const caller of Object.keys(RANDOM_RUNS) as (keyof typeof RANDOM_RUNS)[]) {
    it(`answers every operation's ${EDGE_CALLERS.has(caller) ? 'edge and ' : ''}random requests below 500, as ${caller}`, { timeout: 120_000 }, async () => {
      expect(operations.length).toBeGreaterThan(200);
      const failures: string[] = [];
      for (const operation of operations) {
        const send = async ({ url, payload }: Request) => {
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url,
            headers: { authorization: `Bearer ${tokens[caller]}` },
            ...(payload !== undefined && { payload: payload as object }),
          }).catch((error: Error) => error);
          // A stream that fails once sent (a spreadsheet) breaks the response off instead of answering a 500.
          if (response instanceof Error) {
            failures.push(`${operation.method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} → broken off: ${response.message}`);
            return false;
          }
          // A refusal carries the error envelope's code.
          const refusedWithCode = response.statusCode < 400 || (response.statusCode < 500 && response.json().code !== undefined);
          if (!refusedWithCode) failures.push(`${operation.method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 100)}`);
          return refusedWithCode;
        };
        if (EDGE_CALLERS.has(caller)) for (const request of edgeRequests(operation)) await send(request);
        await fc.assert(fc.asyncProperty(requestOf(operation), send), { seed: SEED, numRuns: RANDOM_RUNS[caller], endOnFailure: true }).catch(() => undefined);
      }
      expect(failures).toEqual([]);
    });
  }
});
