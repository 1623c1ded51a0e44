import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { errorMessage, t } from '../../common/i18n/index.ts';
import type { RuleErrors } from '../../entities/bookingRules.ts';
import type { CustomField, CustomFieldValue } from '../../entities/customFields.ts';
import type { Manager } from '../../entities/userReplies.ts';
import type { OfflineSettings } from '../../entities/offlineReplies.ts';
import { patternExample } from '../../entities/patterns.ts';
import { CustomFieldInput } from './CustomFieldInput.tsx';
import { Section } from './DetailParts.tsx';

type FieldError = RuleErrors[string] | undefined;

/** Whether a request form asks the purchase order: the company requires one, or at least names it. */
export const asksOrderNumber = (settings: OfflineSettings) => settings.orderNumber.required || Boolean(settings.orderNumber.label);

/**
 * The purchase order of a request (offline, group, seminar), under the company's own name for it, its pattern shown
 * as the example to follow.
 */
export function OrderNumberField({
  settings,
  value,
  onChange,
  error,
}: {
  settings: OfflineSettings;
  value: string;
  onChange: (value: string) => void;
  error: FieldError;
}) {
  return (
    <TextField
      name="orderNumber"
      label={settings.orderNumber.label ?? t('offline.fields.order_number')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={settings.orderNumber.required}
      placeholder={settings.orderNumber.pattern ? patternExample(settings.orderNumber.pattern) : undefined}
      error={error !== undefined}
      helperText={error === undefined ? ' ' : errorMessage(error)}
    />
  );
}

/**
 * The references a request carries for the company's books, when it asks any: the purchase order and the company's
 * own booking fields, two by two from the width `columnsFrom`.
 */
export function ReferencesSection({
  title,
  settings,
  fields,
  values,
  errors,
  onOrderNumber,
  onCustom,
  showError,
  columnsFrom,
}: {
  title: string;
  settings: OfflineSettings;
  fields: readonly CustomField[];
  values: { orderNumber: string; customFields: Record<string, CustomFieldValue> };
  errors: RuleErrors;
  onOrderNumber: (value: string) => void;
  onCustom: (id: number, value: CustomFieldValue) => void;
  /** Whether the form's own check of the custom fields shows. */
  showError: boolean;
  columnsFrom: 'sm' | 'md';
}) {
  if (fields.length === 0 && !asksOrderNumber(settings)) return null;
  return (
    <Section title={title}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', [columnsFrom]: '1fr 1fr' } }}>
        {asksOrderNumber(settings) && <OrderNumberField settings={settings} value={values.orderNumber} onChange={onOrderNumber} error={errors.orderNumber} />}
        {fields.map((field) => (
          <CustomFieldInput
            key={field.id}
            field={field}
            value={values.customFields[String(field.id)]}
            onChange={(value) => onCustom(field.id, value)}
            showError={showError}
            serverError={errors[`customFields.${field.id}`]}
          />
        ))}
      </Box>
    </Section>
  );
}

/** The company's managers the booker asks to authorise a request before it reaches the agency. */
export function ManagersSection({
  managers,
  value,
  onChange,
  error,
}: {
  managers: readonly Manager[];
  value: number[];
  onChange: (ids: number[]) => void;
  error: FieldError;
}) {
  return (
    <Section title={t('offline.sections.managers')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('offline.managers_hint')}
      </Typography>
      <TextField
        select
        name="managers"
        label={t('offline.fields.managers')}
        value={value}
        fullWidth
        required
        slotProps={{ select: { multiple: true } }}
        onChange={(event) => onChange((event.target.value as unknown as (number | string)[]).map(Number))}
        error={error !== undefined}
        helperText={error === undefined ? ' ' : errorMessage(error)}
      >
        {managers.map((manager) => (
          <MenuItem key={manager.id} value={manager.id}>{`${manager.firstName} ${manager.lastName}`}</MenuItem>
        ))}
      </TextField>
    </Section>
  );
}
