import type { ReactElement } from 'react';
import { ReferenceField, TextField, useTranslate, type RaRecord } from 'react-admin';
import { entityNamed } from '../../entities/index.ts';
import type { EntityDescriptor } from '../../entities/kit.ts';
import { t } from '../../common/i18n/index.ts';
import { formatDate, formatDateTime, formatMoney } from '../../common/format.ts';
import { enumKey, intlLocale } from '../format.ts';

/**
 * The title field of a record as text, with the formatters its field is displayed with (an instant on the agency's
 * clock, an amount as every amount); a reference title gives the id.
 */
export function titleText(entity: EntityDescriptor, record: RaRecord | undefined): string {
  const value = record?.[entity.title];
  if (value === null || value === undefined || value === '') return '';
  const field = entity.fields[entity.title];
  switch (field.type) {
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'integer':
    case 'decimal':
      return new Intl.NumberFormat(intlLocale).format(Number(value));
    case 'currency':
      return formatMoney(Number(value));
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

/**
 * The title of a record's page when its title field is a reference (a contingent config named by its room type):
 * react-admin's own title only takes text, and would stay empty. Undefined for the others, which keep react-admin's.
 */
export function referenceTitle(entity: EntityDescriptor): ReactElement | undefined {
  return entity.fields[entity.title].type === 'reference' ? <ReferenceTitle entity={entity} /> : undefined;
}

function ReferenceTitle({ entity }: { entity: EntityDescriptor }) {
  const translate = useTranslate();
  return (
    <span>
      {translate(`resources.${entity.name}.name`, { smart_count: 1 })} {recordRepresentation(entity) as ReactElement}
    </span>
  );
}
