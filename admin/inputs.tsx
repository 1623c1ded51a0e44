import { InputAdornment } from '@mui/material';
import type { ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { agencyWallClock, isWallClock } from '../entities/agencyTime.ts';
import { entityNamed } from '../entities/index.ts';
import type { EntityDescriptor, Field } from '../entities/kit.ts';
import { choicesOf } from './format.ts';
import { optionTextOf } from './generic/representation.tsx';
import { customisationOf } from './resources/index.ts';
import { validatorsFor } from './validation.ts';
import { ImageUploadInput } from './generic/ImageUploadInput.tsx';

export type FormMode = 'create' | 'edit';

/** The props every generated input receives. */
export interface GeneratedInputProps {
  source: string;
  validate: ReturnType<typeof validatorsFor>;
  readOnly?: boolean;
  defaultValue?: unknown;
}

/** A free list of strings edited as text, one item per line; blank lines are dropped when saving (see cleanArrays). */
const linesFormat = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const linesParse = (text: string) => (text === '' ? [] : text.split('\n'));

/**
 * What a datetime input shows: a stored instant on the agency's clock, or the reading already typed. The input sends
 * its reading without a zone, which the API reads on the same clock, so the instant comes back as it was.
 */
export const agencyClockFormat = (value: unknown) =>
  typeof value !== 'string' || value === '' ? '' : isWallClock(value) ? value.slice(0, 16) : agencyWallClock(value);

/** An amount in its input with the two decimals it is shown with everywhere else (80 reads 80.00). */
export const moneyInputFormat = (value: unknown) =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? '' : Number(value).toFixed(2);

/** The free string lists of an entity, trimmed and without blank items, as the server wants them. */
export function cleanArrays(entity: EntityDescriptor, data: Record<string, unknown>): Record<string, unknown> {
  const cleaned = { ...data };
  for (const [name, field] of Object.entries(entity.fields)) {
    const value = cleaned[name];
    if (field.type === 'array' && !field.values && Array.isArray(value)) {
      cleaned[name] = value.map((item) => String(item).trim()).filter(Boolean);
    }
  }
  return cleaned;
}

/**
 * The input of one field in a create or edit form. Like fieldFor, the switch covers every field type, so a new type
 * is a build error until it has an input. Images are uploaded; other files are still edited as addresses.
 */
export function inputFor(entity: EntityDescriptor, name: string, mode: FormMode, readOnly = false): ReactElement {
  const field: Field = entity.fields[name];
  const props: GeneratedInputProps = {
    source: name,
    validate: validatorsFor(field),
    ...(readOnly && { readOnly: true }),
    ...(mode === 'create' && field.default !== undefined && { defaultValue: field.default }),
  };
  const Override = customisationOf(entity.name).fields?.[name]?.input;
  if (Override) return <Override key={name} {...props} />;
  // Long texts get a wide input, short values a narrow one, so a form reads as a column rather than a wall.
  const wide = { fullWidth: true, sx: { maxWidth: 720 } };
  const narrow = { sx: { width: '100%', maxWidth: 320 } };
  switch (field.type) {
    case 'string':
      return <TextInput key={name} {...props} {...wide} />;
    case 'text':
      return <TextInput key={name} {...props} {...wide} multiline minRows={3} />;
    case 'richtext':
      return <TextInput key={name} {...props} {...wide} multiline minRows={6} helperText="admin.inputs.html" />;
    case 'email':
      return <TextInput key={name} {...props} {...wide} type="email" />;
    case 'phone':
      return <TextInput key={name} {...props} {...narrow} type="tel" />;
    case 'password':
      // Passwords are never read back: an empty input on edit keeps the current one.
      return (
        <PasswordInput key={name} {...props} {...narrow} autoComplete="new-password" helperText={mode === 'edit' ? 'admin.inputs.password_unchanged' : false} />
      );
    case 'integer':
      return <NumberInput key={name} {...props} {...narrow} step={1} />;
    case 'decimal':
      return <NumberInput key={name} {...props} {...narrow} step="any" />;
    case 'currency':
      return (
        <NumberInput
          key={name}
          {...props}
          {...narrow}
          step={0.01}
          format={moneyInputFormat}
          slotProps={{ input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
        />
      );
    case 'boolean':
      return <BooleanInput key={name} {...props} />;
    case 'date':
      return <DateInput key={name} {...props} {...narrow} />;
    case 'datetime':
      return <DateTimeInput key={name} {...props} {...narrow} format={agencyClockFormat} helperText="admin.inputs.agency_time" />;
    case 'enum':
      return <SelectInput key={name} {...props} {...narrow} choices={choicesOf(entity.name, name, field.values)} />;
    case 'reference': {
      const target = entityNamed(field.entity);
      return (
        <ReferenceInput
          key={name}
          source={name}
          reference={target.name}
          sort={{ field: target.fields[target.title]?.sortable ? target.title : 'id', order: 'ASC' }}
        >
          <AutocompleteInput
            optionText={optionTextOf(target)}
            filterToQuery={(q: string) => ({ q })}
            validate={props.validate}
            readOnly={readOnly}
            sx={{ width: '100%', maxWidth: 420 }}
          />
        </ReferenceInput>
      );
    }
    case 'references': {
      const target = entityNamed(field.entity);
      return (
        <ReferenceArrayInput
          key={name}
          source={name}
          reference={target.name}
          sort={{ field: target.fields[target.title]?.sortable ? target.title : 'id', order: 'ASC' }}
        >
          <AutocompleteArrayInput
            optionText={optionTextOf(target)}
            filterToQuery={(q: string) => ({ q })}
            validate={props.validate}
            readOnly={readOnly}
            sx={{ width: '100%', maxWidth: 720 }}
          />
        </ReferenceArrayInput>
      );
    }
    case 'array':
      return field.values ? (
        <SelectArrayInput key={name} {...props} choices={choicesOf(entity.name, name, field.values)} sx={{ width: '100%', maxWidth: 720 }} />
      ) : (
        <TextInput key={name} {...props} {...wide} multiline minRows={3} format={linesFormat} parse={linesParse} helperText="admin.inputs.one_per_line" />
      );
    case 'image':
      return <ImageUploadInput key={name} {...props} />;
    default: {
      const unknown: never = field;
      throw new Error(`no input for field type ${(unknown as Field).type}`);
    }
  }
}
