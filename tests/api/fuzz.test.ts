import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { testApp, type TestApp } from '../support/app.ts';

/**
 * Every operation of the OpenAPI document, called with requests drawn from its own schemas and salted with what
 * breaks careless code (NUL characters, numbers past PostgreSQL's int4, dates PostgreSQL refuses, wrong types): none
 * may answer a 5xx. A fixed seed and a few runs per operation keep the file short and its failures reproducible.
 */

type Schema = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema: Schema }[];
  body?: Schema;
}
interface Request {
  url: string;
  payload?: unknown;
}

const SEED = 20261125;
const INT4_MAX = 2147483647;

const nastyString = fc.constantFrom('\u0000', 'a\u0000b', '12', '', ' ', 'é😀\u202e', "'; --", '%_\\', 'x'.repeat(5000), '9'.repeat(30));
const nastyNumber = fc.constantFrom(INT4_MAX + 1, -INT4_MAX - 2, 2 ** 53, -1, 0, 0.5, 1e300);
const badDate = fc.constantFrom('0000-01-01', '2027-02-30', '2027-13-01', '27-01-01');
const badDateTime = fc.constantFrom('2027-06-20T11:34:07+22:21', '2027-06-20T11:34:07-16:00', '0000-01-01T00:00:00Z', '2027-06-20T25:00:00Z');
const wrongType = fc.constantFrom<unknown>(null, true, [], {}, 'abc', 12);
const nasty = fc.oneof(nastyString, nastyNumber, badDate, badDateTime, wrongType);
// Small ids name demo rows, so a request reaches past "not found" into the code behind it.
const id = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(INT4_MAX, INT4_MAX + 1, 0, -1));

/**
 * A value the schema accepts, drawn towards its edges (NUL characters, the largest integers, odd offsets), where careless
 * code breaks; now and then one it refuses.
 */
function valueOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 8, arbitrary: fitting(schema ?? {}, depth) }, { weight: 1, arbitrary: nasty });
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = fc.record({ year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constant(0)), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(({ year, month, day }) => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`);
// ajv-formats accepts any offset up to ±23:59.
const isoDateTime = fc.tuple(isoDate, fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([date, sign, hours, minutes]) => `${date}T11:34:07${sign}${pad(hours)}:${pad(minutes)}`);

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
      const edges = [min, max, INT4_MAX, INT4_MAX + 1, 0].filter((n) => n >= min && n <= max);
      return fc.oneof(id.filter((n) => n >= min && n <= max), fc.integer({ min, max }), fc.constantFrom(...edges));
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
  const optional = parameters.filter((parameter) => parameter.in === 'query' && !parameter.required).map(({ name }) => `query:${name}`);
  const bodyKeys = Object.keys((operation.body?.properties ?? {}) as object);
  // Half the requests set one optional input only, so that one value reaches the code past the others' checks.
  const alone = fc.option(fc.record({ query: optional.length ? fc.constantFrom(...optional) : fc.constant(''), body: bodyKeys.length ? fc.constantFrom(...bodyKeys) : fc.constant('') }), { freq: 1 });
  return fc.record({ values: fc.record(drawn), body: operation.body ? valueOf(operation.body) : fc.constant(undefined), alone }).map(({ values, body, alone }) => {
    if (alone) {
      for (const key of optional) if (key !== alone.query) delete values[key];
      if (alone.body && typeof body === 'object' && body !== null && !Array.isArray(body) && alone.body in body) body = { [alone.body]: (body as Record<string, unknown>)[alone.body] };
    }
    let path = operation.path;
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      const [where, name] = key.split(/:(.*)/);
      if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
      else if (value !== undefined) for (const item of [value].flat()) query.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
    const search = query.toString();
    return { url: search ? `${path}?${search}` : path, ...(body !== undefined && { payload: body }) };
  });
}

let t: TestApp;
let operations: Operation[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await testApp();
  await t.app.ready();
  const document = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema: Schema }> } }>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })));
  tokens.admin = await t.tokenOf('admin');
  tokens['company user'] = await t.tokenOf('manager');
  tokens['hotel admin'] = await t.tokenOf('hotel admin');
  // A session whose account was deleted meanwhile.
  const created = await t.call('admin', 'POST', '/backend/api/users', {
    first_name: 'Gone', last_name: 'Soon', email: 'gone.soon@acme-demo.fr', roles: ['ROLE_USER'], password: DEMO_PASSWORD,
    company: (await t.db.knex('company').where({ name: 'Acme Industries' }).first('id')).id,
  });
  const login = await t.app.inject({ method: 'POST', url: '/backend/auth', payload: { username: 'gone.soon@acme-demo.fr', password: DEMO_PASSWORD } });
  tokens['deleted user'] = login.json().token;
  await t.db.knex('user').where({ id: created.json().id }).delete();
}, 60_000);
afterAll(() => t.close());

describe('no input makes the API fail', () => {
  for (const [caller, runs] of [['admin', 12], ['company user', 12], ['hotel admin', 6], ['deleted user', 8]] as const) {
    it(`answers every operation's generated requests below 500, as ${caller}`, { timeout: 120_000 }, async () => {
      expect(operations.length).toBeGreaterThan(200);
      const failures: string[] = [];
      for (const operation of operations) {
        await fc.assert(fc.asyncProperty(requestOf(operation), async ({ url, payload }) => {
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url,
            headers: { authorization: `Bearer ${tokens[caller]}` },
            ...(payload !== undefined && { payload: payload as object }),
          });
          // A refusal carries the error envelope's code.
          const refusedWithCode = response.statusCode < 400 || (response.statusCode < 500 && response.json().code !== undefined);
          if (!refusedWithCode) failures.push(`${operation.method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 100)}`);
          return refusedWithCode;
        }), { seed: SEED, numRuns: runs, endOnFailure: true }).catch(() => undefined);
      }
      expect(failures).toEqual([]);
    });
  }
});
