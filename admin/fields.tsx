import { Box, Chip, Stack, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/Error';
import type { FunctionComponent, MouseEvent, ReactElement } from 'react';
import {
  BooleanField,
  EmailField,
  ImageField,
  LinearProgress,
  Link,
  NumberField,
  TextField,
  useCreatePath,
  useRecordContext,
  useReference,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { BOOKING_STATUS_VALUES } from '../entities/bookingStatus.ts';
import { entityNamed } from '../entities/index.ts';
import type { EntityDescriptor, EnumField, Field } from '../entities/kit.ts';
import { formatDate, formatDateTime, formatMoney } from '../common/format.ts';
import { StatusChip } from '../common/StatusChip.tsx';
import { enumKey, intlLocale } from './format.ts';
import { customisationOf } from './resources/index.ts';
import { deferredComponent, RichTextField } from './deferred.tsx';
import { useAllowed } from './useAllowed.ts';

// Fields naming many records are rare on lists: fetched the first time one shows.
const ReferencesField = deferredComponent(() => import('./generic/ReferencesField.tsx'), 'ReferencesField');

/** Where a field is displayed: a list cell stays short (two lines at most), a show page gives the whole value. */
export type FieldContext = 'list' | 'show';

/** The props every generated field receives; Datagrid and the show layouts read source, label and sortable from them. */
export interface GeneratedFieldProps {
  source: string;
  sortable?: boolean;
  label?: string;
}

/** How many chips a list cell shows before summing up the rest. */
const LIST_CHIPS = 4;

/** An array column: one chip per item, labelled from the catalogue when the items are a closed set. */
export function ChipsField({ source, entity, translated, context }: GeneratedFieldProps & { entity: string; translated: boolean; context: FieldContext }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const items = Array.isArray(record?.[source]) ? (record[source] as string[]) : [];
  const shown = context === 'list' ? items.slice(0, LIST_CHIPS) : items;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((item) => (
        <Chip key={item} size="small" label={translated ? translate(enumKey(entity, source, item)) : item} />
      ))}
      {items.length > shown.length && <Chip size="small" variant="outlined" label={translate('admin.more', { smart_count: items.length - shown.length })} />}
    </Stack>
  );
}

/**
 * An enum value as one translated chip, like the items of an array column, so statuses and types read at a glance. A
 * booking status (`status`: the enum's values are the status table's) takes its colour from the status table, as it
 * does on the front office.
 */
export function EnumChipField({
  source,
  entity,
  status = false,
  tones,
}: GeneratedFieldProps & { entity: string; status?: boolean; tones?: EnumField['tones'] }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as string | number | null | undefined;
  if (value === null || value === undefined || value === '') return null;
  const label = translate(enumKey(entity, source, value));
  return status ? <StatusChip status={Number(value)} label={label} /> : <Chip size="small" label={label} color={tones?.[String(value)] ?? 'default'} />;
}

/** An amount, written as every amount of the platform is (common/format.ts), in a list, a show page or the stock grid. */
export function MoneyField({ source }: GeneratedFieldProps & { textAlign?: 'right' }) {
  const record = useRecordContext();
  const value = record?.[source] as number | string | null | undefined;
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {formatMoney(value)}
    </Typography>
  );
}

/**
 * A calendar date, or an instant in the agency's time zone, written as everywhere on the platform (common/format.ts,
 * whose formatters are made once: a list draws dozens of dates, and a formatter made per cell costs more than the row).
 */
export function DateValueField({ source, time = false }: GeneratedFieldProps & { time?: boolean }) {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {time ? formatDateTime(value) : formatDate(value)}
    </Typography>
  );
}

/** A click on a reference opens the record it names, not the row's own page. */
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * A reference by the title of the record it names, leading to that record's show page, else its edit page, when the
 * reader may open it (an agent names a booking's company but opens no company page), and nowhere otherwise. Lighter
 * than react-admin's ReferenceField, which asks for each cell whether the reader may open the record (two access
 * queries, and the cell drawn again once they answer): the access is known here (useAllowed) and the records come
 * with the page (the list's prefetch), so a list of fifty references costs one query per record and one drawing.
 */
export function LinkedReferenceField({ source, target }: GeneratedFieldProps & { target: EntityDescriptor }) {
  const record = useRecordContext();
  const may = useAllowed();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const id = record?.[source] as Identifier | null | undefined;
  const { referenceRecord, isLoading, error } = useReference({ reference: target.name, id: id ?? '', options: { enabled: id !== null && id !== undefined } });
  if (id === null || id === undefined) return null;
  if (isLoading) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error) return <ErrorIcon role="presentation" color="error" fontSize="small" />;
  if (!referenceRecord) return null;
  const title = (
    <Typography component="span" variant="body2">
      {String(referenceRecord[target.title] ?? '')}
    </Typography>
  );
  const link = may(target.name, 'show') ? 'show' : may(target.name, 'edit') ? 'edit' : null;
  if (!link) return title;
  return (
    <Link to={createPath({ resource: target.name, id, type: link })} onClick={stopPropagation} state={{ _scrollToTop: true }}>
      {title}
    </Link>
  );
}

/**
 * A write-only value (a password) is never sent back: say there is one without showing anything. Its props are for the
 * layout around it, which reads source, label and sortable.
 */
export const MaskedField: FunctionComponent<GeneratedFieldProps> = () => <Box component="span">••••••••</Box>;

/**
 * The display component of one field. The switch covers every field type: adding a type to entities/kit.ts without
 * handling it here fails the build instead of leaving a blank.
 */
export function fieldFor(entity: EntityDescriptor, name: string, context: FieldContext): ReactElement {
  const field: Field = entity.fields[name];
  const props: GeneratedFieldProps = { source: name, sortable: Boolean(field.sortable) };
  const Override = customisationOf(entity.name).fields?.[name]?.field;
  if (Override) return <Override key={name} {...props} />;
  // A list cell wraps at spaces (so a wide table still fits the page) but stops at two lines.
  const oneLine =
    context === 'list' ? { sx: { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden', maxWidth: 360 } } : {};
  switch (field.type) {
    case 'string':
      return <TextField key={name} {...props} {...oneLine} />;
    case 'text':
      return <TextField key={name} {...props} {...(context === 'list' ? oneLine : { sx: { whiteSpace: 'pre-wrap' } })} />;
    case 'richtext':
      // RichTextField sanitises the HTML (DOMPurify) before rendering it.
      return <RichTextField key={name} {...props} stripTags={context === 'list'} {...oneLine} />;
    case 'email':
      return <EmailField key={name} {...props} />;
    case 'phone':
      return <TextField key={name} {...props} />;
    case 'password':
      return <MaskedField key={name} {...props} sortable={false} />;
    case 'integer':
      return <NumberField key={name} {...props} locales={intlLocale} options={{ maximumFractionDigits: 0 }} />;
    case 'decimal':
      return <NumberField key={name} {...props} locales={intlLocale} options={{ maximumFractionDigits: 6 }} />;
    case 'currency':
      // Right-aligned like the other numbers (Datagrid reads textAlign from the field's props).
      return <MoneyField key={name} {...props} textAlign="right" />;
    case 'boolean':
      return <BooleanField key={name} {...props} />;
    case 'date':
      return <DateValueField key={name} {...props} />;
    case 'datetime':
      return <DateValueField key={name} {...props} time />;
    case 'enum':
      return <EnumChipField key={name} {...props} entity={entity.name} status={field.values === BOOKING_STATUS_VALUES} tones={field.tones} />;
    case 'reference':
      return <LinkedReferenceField key={name} {...props} target={entityNamed(field.entity)} />;
    case 'references':
      return <ReferencesField key={name} {...props} sortable={false} target={field.entity} />;
    case 'array':
      return <ChipsField key={name} {...props} sortable={false} entity={entity.name} translated={Boolean(field.values)} context={context} />;
    case 'image':
      return (
        <ImageField
          key={name}
          {...props}
          sx={{ '& img': { maxWidth: context === 'list' ? 64 : 320, maxHeight: context === 'list' ? 48 : 200, objectFit: 'contain', m: 0 } }}
        />
      );
    default: {
      const unknown: never = field;
      throw new Error(`no display for field type ${(unknown as Field).type}`);
    }
  }
}
