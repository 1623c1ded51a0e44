import fc from 'fast-check';
import { DATE_EDGES, DATE_TIME_EDGES, INT4_MAX, INT4_MIN, integerEdges, urlOf, WALL_CLOCK_EDGES } from './fuzz-edges.ts';
import type { Operation, Request, Schema } from './fuzz-model.ts';

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
  fc
    .record({ year: fc.integer({ min: 0, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
    .map(({ year, month, day }) => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`),
  fc.constantFrom(...DATE_EDGES),
);
// ajv-formats accepts any offset up to ±23:59.
const isoDateTime = fc.oneof(
  fc
    .tuple(isoDate, fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([date, sign, hours, minutes]) => `${date}T11:34:07${sign}${pad(hours)}:${pad(minutes)}`),
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
      return fc.oneof(
        id.filter((n) => n >= min && n <= max),
        fc.integer({ min, max }),
        fc.constantFrom(...integerEdges(schema)),
      );
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
      return fc
        .tuple(record, fc.option(fc.constantFrom('unknown', 'k\u0000'), { freq: 5 }))
        .map(([value, extra]) => (extra ? { ...value, [extra]: 'x' } : value));
    }
    default:
      if (schema.format === 'date') return isoDate;
      if (schema.format === 'date-time') return isoDateTime;
      if (schema.format === 'agency-date-time') return fc.oneof(isoDateTime, fc.constantFrom(...WALL_CLOCK_EDGES));
      return fc.oneof(
        fc.string({ maxLength: Math.min(Number(schema.maxLength ?? 20), 20), unit: 'grapheme' }),
        fc.constantFrom('12', 'a\u0000b', '\u0000', 'é😀'),
      );
  }
}

/** The JSON-encoded query parameters of the generated lists, drawn as the values they encode. */
const listParameters: Record<string, fc.Arbitrary<unknown>> = {
  filter: fc.oneof(
    fc.record({ q: fc.oneof(fc.string({ maxLength: 10 }), nastyString), id: fc.oneof(id, fc.array(id, { maxLength: 3 })) }, { requiredKeys: [] }),
    fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 3 }),
  ),
  sort: fc.tuple(fc.constantFrom('id', 'name', 'nope', '\u0000'), fc.constantFrom('ASC', 'DESC', 'x')),
  range: fc.tuple(fc.oneof(fc.nat(50), nastyNumber), fc.oneof(fc.nat(50), nastyNumber)),
  prefetch: fc.array(fc.constantFrom('company', 'user', 'hotel', 'nope', '\u0000'), { maxLength: 2 }),
};

export function requestOf(operation: Operation): fc.Arbitrary<Request> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  const drawn = Object.fromEntries(
    parameters.map((parameter) => {
      const value =
        parameter.in === 'path' && parameter.schema.type === 'integer'
          ? fc.oneof(id, nasty)
          : listParameters[parameter.name] && parameter.in === 'query' && parameter.schema.type === 'string'
            ? fc.oneof(
                listParameters[parameter.name].map((v) => JSON.stringify(v)),
                nastyString,
              )
            : valueOf(parameter.schema);
      return [`${parameter.in}:${parameter.name}`, parameter.in === 'path' || parameter.required ? value : fc.option(value, { nil: undefined, freq: 1 })];
    }),
  );
  return fc
    .record({ values: fc.record(drawn), body: operation.body ? valueOf(operation.body) : fc.constant(undefined) })
    .map(({ values, body }) => ({ url: urlOf(operation, values), ...(body !== undefined && { payload: body }) }));
}
