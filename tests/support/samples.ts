import type { Knex } from 'knex';
import type { EntityDescriptor, Field } from '../../entities/kit.ts';
import { columnOf, isWritable } from '../../entities/kit.ts';
import { entityNamed } from '../../entities/index.ts';

let counter = 0;

/** A valid value of a field, different at every call so unique columns stay unique. */
export async function sampleValue(knex: Knex, field: Field): Promise<unknown> {
  const n = ++counter;
  switch (field.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'image': {
      // A plain word, or for a constrained field the first candidate its pattern accepts (an address list…).
      const candidates = [`sample-${n}`, `sample-${n}@example.test`];
      const value = candidates.find((candidate) => !field.pattern || new RegExp(field.pattern).test(candidate))!;
      return value.slice(0, field.maxLength ?? 100);
    }
    case 'password':
      // Neither common nor made of the record's own words (server/auth/passwordPolicy.ts).
      return `Tilleul-Ardoise-${n}`;
    case 'email':
      return `sample-${n}@example.test`;
    case 'phone':
      return `+33 1 23 45 67 ${String(n % 100).padStart(2, '0')}`;
    case 'integer':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 1000, n));
    case 'decimal':
    case 'currency':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 1000, n + 0.5));
    case 'boolean':
      return n % 2 === 0;
    // Sample dates lie after every seeded date, and sample instants before every sample date (deadlines precede days).
    case 'date':
      return `2030-0${(n % 9) + 1}-1${n % 10}`;
    case 'datetime':
      return new Date(Date.UTC(2029, n % 12, 1 + (n % 28), 10)).toISOString();
    case 'enum':
      return field.values[n % field.values.length];
    case 'reference': {
      const row = await knex(entityNamed(field.entity).table).orderBy('id').first('id');
      return row.id;
    }
    case 'references':
      return (await knex(entityNamed(field.entity).table).orderBy('id').limit(2).select('id')).map((row: { id: number }) => row.id);
    case 'array':
      return field.values ? [field.values[n % field.values.length]] : [`item-${n}`];
  }
}

/** A complete valid body for a create or an edit of an entity. */
export async function sampleRecord(knex: Knex, entity: EntityDescriptor, mode: 'create' | 'edit'): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (isWritable(field, mode)) record[name] = await sampleValue(knex, field);
  }
  // A reference bound to this record (`within`) takes records that belong with it: none when that is the record itself,
  // whose id a sample does not know.
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!(name in record) || (field.type !== 'reference' && field.type !== 'references') || !field.within) continue;
    const target = entityNamed(field.entity);
    const ids: number[] =
      field.within.source === 'id'
        ? []
        : await knex(target.table)
            .where(columnOf(field.within.target, target.fields[field.within.target]), record[field.within.source] as number)
            .orderBy('id')
            .limit(2)
            .pluck('id');
    record[name] = field.type === 'reference' ? (ids[0] ?? null) : ids;
  }
  return record;
}
