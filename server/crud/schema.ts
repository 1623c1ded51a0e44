import type { EntityDescriptor, Field } from '../../entities/kit.ts';
import { isWritable, PHONE_PATTERN } from '../../entities/kit.ts';
import { AGENCY_TIME_ZONE } from '../../entities/agencyTime.ts';
import { AGENCY_DATE_TIME } from '../formats.ts';
import { idSchema, int4Schema } from '../schemas.ts';

type JsonSchema = Record<string, unknown>;

/**
 * A body or a record as the routes type it: an object whose properties the descriptor decides at run time, so a
 * route reads it as a record of unknown values.
 */
export type ObjectSchema = { readonly type: 'object' };

/** The JSON Schema of one value of a field, without nullability. */
export function valueSchema(field: Field): JsonSchema {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'image':
    case 'password':
      return {
        type: 'string',
        ...(field.maxLength !== undefined && { maxLength: field.maxLength }),
        ...(field.minLength !== undefined && { minLength: field.minLength }),
        ...(field.pattern !== undefined && { pattern: field.pattern }),
      };
    case 'email':
      return { type: 'string', format: 'email', maxLength: field.maxLength ?? 255 };
    case 'phone':
      return { type: 'string', pattern: PHONE_PATTERN, maxLength: field.maxLength ?? 30 };
    case 'integer':
      return { ...int4Schema, ...(field.min !== undefined && { minimum: field.min }), ...(field.max !== undefined && { maximum: field.max }) };
    case 'decimal':
    case 'currency':
      return { type: 'number', ...(field.min !== undefined && { minimum: field.min }), maximum: field.max ?? 9999999999 };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      // What a form's datetime input sends, the agency's clock, or an instant with its zone (server/formats.ts).
      return {
        type: 'string',
        format: AGENCY_DATE_TIME,
        description: `An instant: ISO 8601 with its offset, or the agency's clock (${AGENCY_TIME_ZONE}) without one, YYYY-MM-DDTHH:mm[:ss]`,
      };
    case 'enum':
      return { enum: [...field.values] };
    case 'reference':
      return idSchema;
    case 'references':
      return { type: 'array', maxItems: field.maxItems ?? 100, uniqueItems: true, items: idSchema };
    case 'array':
      return {
        type: 'array',
        maxItems: field.maxItems ?? 100,
        items: field.values ? { enum: [...field.values] } : { type: 'string', maxLength: 255 },
      };
  }
}

function nullable(schema: JsonSchema): JsonSchema {
  if (schema.enum) return { ...schema, enum: [...(schema.enum as unknown[]), null] };
  return { ...schema, type: [schema.type, 'null'] };
}

/** Required strings must not be blank. */
function requiredValue(field: Field): JsonSchema {
  const schema = valueSchema(field);
  return schema.type === 'string' && schema.minLength === undefined ? { ...schema, minLength: 1 } : schema;
}

/**
 * The body of a create or an update. Every field of the descriptor is a known property, so a form sending a record
 * back whole is accepted; fields a client may not write are ignored. Unknown properties are refused.
 */
export function bodySchema(entity: EntityDescriptor, mode: 'create' | 'edit'): ObjectSchema {
  const properties: Record<string, JsonSchema> = { id: {} };
  const required: string[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!isWritable(field, mode)) {
      properties[name] = {};
      continue;
    }
    const schema = field.required ? requiredValue(field) : nullable(valueSchema(field));
    properties[name] = { ...schema, 'x-type': field.type, ...('code' in field && field.code !== undefined && { 'x-code': field.code }) };
    if (field.required && mode === 'create' && field.default === undefined) required.push(name);
  }
  const schema = { type: 'object', additionalProperties: false, properties, ...(required.length && { required }) } as const;
  return schema;
}

/** The JSON Schema of a record as the API sends it; it also drives the fast serializer. */
export function recordSchema(entity: EntityDescriptor): ObjectSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' } };
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.writeOnly) continue;
    const schema = valueSchema(field);
    // The response schema describes, it does not validate: drop constraints, keep types.
    properties[name] = nullable(
      schema.enum
        ? { enum: schema.enum }
        : schema.type === 'array'
          ? { type: 'array', items: { type: field.type === 'references' ? 'integer' : 'string' } }
          : { type: schema.type, ...(field.type === 'datetime' && { format: 'date-time' }) },
    );
  }
  const schema = { type: 'object', properties, required: ['id'] } as const;
  return schema;
}

/** The filter object of the list route: `q`, `id`, each filterable field, and `<field>_gte` / `<field>_lte` for ranges. */
export function filterSchema(entity: EntityDescriptor): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    q: { type: 'string', maxLength: 200 },
    id: { anyOf: [idSchema, { type: 'array', maxItems: 1000, items: idSchema }] },
  };
  for (const [name, field] of Object.entries(entity.fields)) {
    const kind = filterKind(field);
    if (!kind) continue;
    // A filter's instants carry their zone: the list's query has no wall clock to read them on.
    const scalar =
      field.type === 'array'
        ? (valueSchema(field).items as JsonSchema)
        : field.type === 'datetime'
          ? { type: 'string', format: 'date-time' }
          : valueSchema(field);
    if (kind === 'range') {
      properties[`${name}_gte`] = scalar;
      properties[`${name}_lte`] = scalar;
    } else {
      properties[name] = { anyOf: [scalar, { type: 'null' }, { type: 'array', maxItems: 1000, items: scalar }] };
    }
  }
  return { type: 'object', additionalProperties: false, properties };
}

/** References are always filterable by id: related lists and reference inputs need it (not a worked-out one). */
export function filterKind(field: Field) {
  return field.filter ?? (field.type === 'reference' && !field.lookup ? 'exact' : undefined);
}
