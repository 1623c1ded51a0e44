import type { ReactElement } from 'react';
import { SearchInput, TextInput, useTranslate } from 'react-admin';
import { agencyInstant, agencyWallClock } from '../entities/agencyTime.ts';
import { entityNamed } from '../entities/index.ts';
import type { EntityDescriptor, Field } from '../entities/kit.ts';
import type { Role } from '../entities/roles.ts';
import { fieldAllowed } from './access.ts';
// A list opens with its search box only: the other filters' inputs come when one is added.
import { AutocompleteInput, DateInput, NullableBooleanInput, NumberInput, ReferenceInput, SelectArrayInput, SelectInput } from './deferred.tsx';
import { choicesOf } from './format.ts';
import { optionTextOf } from './generic/representation.tsx';

/**
 * A day picked in a filter, as the instants the server compares a datetime with: the start and the end of that day
 * on the agency's clock, as the list shows its instants, whatever the browser's time zone.
 */
export const dayStart = (day: string) => (day ? agencyInstant(`${day}T00:00`) : day);
export const dayEnd = (day: string) => (day ? agencyInstant(`${day}T23:59:59.999`) : day);
export const dayOf = (instant: unknown) => (typeof instant === 'string' && instant ? agencyWallClock(instant).slice(0, 10) : '');

/** Labels of the two ends of a range, e.g. "Date (from)" and "Date (to)". */
function RangeLabel({ entity, name, end }: { entity: string; name: string; end: 'from' | 'to' }) {
  const translate = useTranslate();
  return <>{translate(`admin.filters.${end}`, { field: translate(`resources.${entity}.fields.${name}`) })}</>;
}

function rangeInputs(entity: EntityDescriptor, name: string, field: Field): ReactElement[] {
  const label = (end: 'from' | 'to') => <RangeLabel entity={entity.name} name={name} end={end} />;
  switch (field.type) {
    case 'date':
      return [
        <DateInput key={`${name}_gte`} source={`${name}_gte`} label={label('from')} />,
        <DateInput key={`${name}_lte`} source={`${name}_lte`} label={label('to')} />,
      ];
    case 'datetime':
      return [
        <DateInput key={`${name}_gte`} source={`${name}_gte`} label={label('from')} parse={dayStart} format={dayOf} />,
        <DateInput key={`${name}_lte`} source={`${name}_lte`} label={label('to')} parse={dayEnd} format={dayOf} />,
      ];
    default:
      return [
        <NumberInput key={`${name}_gte`} source={`${name}_gte`} label={label('from')} />,
        <NumberInput key={`${name}_lte`} source={`${name}_lte`} label={label('to')} />,
      ];
  }
}

function valueInput(entity: EntityDescriptor, name: string, field: Field, several: boolean): ReactElement {
  if (field.type === 'boolean') return <NullableBooleanInput key={name} source={name} />;
  if (field.type === 'reference') {
    const target = entityNamed(field.entity);
    return (
      <ReferenceInput key={name} source={name} reference={target.name}>
        <AutocompleteInput optionText={optionTextOf(target)} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
      </ReferenceInput>
    );
  }
  const values = field.type === 'enum' || field.type === 'array' ? field.values : undefined;
  if (values) {
    const choices = choicesOf(entity.name, name, values);
    return several ? (
      <SelectArrayInput key={name} source={name} choices={choices} sx={{ minWidth: 220 }} />
    ) : (
      <SelectInput key={name} source={name} choices={choices} />
    );
  }
  return <TextInput key={name} source={name} />;
}

/**
 * The list filters the descriptor declares: one free-text search (`q`) for all 'search' fields, and an input per
 * exact, set ('in') or range filter, on the fields these roles may read.
 */
export function filtersFor(entity: EntityDescriptor, roles: readonly Role[]): ReactElement[] {
  const fields = Object.entries(entity.fields).filter(([, field]) => fieldAllowed(entity, field, roles, 'read'));
  const filters: ReactElement[] = [];
  if (fields.some(([, field]) => field.filter === 'search')) filters.push(<SearchInput key="q" source="q" alwaysOn />);
  for (const [name, field] of fields) {
    switch (field.filter) {
      case 'exact':
        filters.push(valueInput(entity, name, field, false));
        break;
      case 'in':
        filters.push(valueInput(entity, name, field, true));
        break;
      case 'range':
        filters.push(...rangeInputs(entity, name, field));
        break;
      case 'search':
      case undefined:
        break;
    }
  }
  return filters;
}
