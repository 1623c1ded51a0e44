import type { ReactElement } from 'react';
import { ReferenceField, TextField, type RaRecord } from 'react-admin';
import { entityNamed } from '../../entities/index.ts';
import type { EntityDescriptor } from '../../entities/kit.ts';
import { t } from '../../common/i18n/index.ts';
import { CURRENCY, enumKey, intlLocale } from '../format.ts';

/** A `date` value (YYYY-MM-DD) is a calendar day: read it as local, or a timezone west of UTC would show the day before. */
function formatDay(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale).format(new Date(year, month - 1, day));
}

/** The title field of a record as text, formatted like its field is displayed; a reference title gives the id. */
export function titleText(entity: EntityDescriptor, record: RaRecord | undefined): string {
  const value = record?.[entity.title];
  if (value === null || value === undefined || value === '') return '';
  const field = entity.fields[entity.title];
  switch (field.type) {
    case 'date':
      return formatDay(String(value));
    case 'datetime':
      return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(String(value)));
    case 'integer':
    case 'decimal':
      return new Intl.NumberFormat(intlLocale).format(Number(value));
    case 'currency':
      return new Intl.NumberFormat(intlLocale, { style: 'currency', currency: CURRENCY }).format(Number(value));
    case 'enum':
      return t(enumKey(entity.name, entity.title, value as string | number));
    case 'array':
      return Array.isArray(value) ? value.join(', ') : String(value);
    default:
      return String(value);
  }
}

/**
 * How react-admin names a record (page titles, references, autocomplete options): its title field. A text title is
 * named by the field itself; a date or a number is formatted; a reference title (a configuration named by its room
 * type) is the referenced record's own title, which only an element can fetch.
 */
export function recordRepresentation(entity: EntityDescriptor): string | ((record: RaRecord) => string) | ReactElement {
  const field = entity.fields[entity.title];
  switch (field.type) {
    case 'string':
    case 'text':
    case 'email':
    case 'phone':
      return entity.title;
    case 'reference': {
      const target = entityNamed(field.entity);
      return (
        <ReferenceField source={entity.title} reference={target.name} link={false}>
          <TextField source={target.title} />
        </ReferenceField>
      );
    }
    default:
      return (record: RaRecord) => titleText(entity, record);
  }
}

/** The option text of a reference input or filter pointing to `target`. */
export function optionTextOf(target: EntityDescriptor): string | ((record: RaRecord) => string) {
  const representation = recordRepresentation(target);
  if (typeof representation === 'string') return representation;
  return (record: RaRecord) => titleText(target, record) || String(record.id);
}
