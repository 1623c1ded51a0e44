import { MenuItem, TextField } from '@mui/material';
import { patternExample } from '../../entities/patterns.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { type CustomField, customFieldError, type CustomFieldValue } from '../../entities/customFields.ts';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';

/** The message of a custom field's error: the company's own wording for a format error when it wrote one. */
export function customFieldMessage(field: CustomField, code: ErrorCodeValue | undefined): string | undefined {
  if (code === undefined) return undefined;
  return code === ErrorCode.BAD_FORMAT && field.errorMessage ? field.errorMessage : errorMessage(code);
}

/**
 * One of the company's booking fields, rendered by its type (10 numeric, 20 text, 21 email, 22 phone, 30 dropdown,
 * 40 boolean, 50 paragraph, 60 date), in every form that asks them (online booking, offline, group and public requests,
 * a traveller's saved values). A yes/no field is a choice of Yes or No, so that a required one is answered either
 * way and left unanswered shows as such. With `showError`, the value is checked as the user types with the server's
 * own rules (mask, length, syntax); `serverError` is the code the form's own check or the server gave.
 */
export function CustomFieldInput({
  field,
  value,
  onChange,
  showError,
  serverError,
}: {
  field: CustomField;
  value: CustomFieldValue;
  onChange: (value: CustomFieldValue) => void;
  showError: boolean;
  serverError?: ErrorCodeValue;
}) {
  const code = showError ? (customFieldError(field, value) ?? serverError) : serverError;
  const message = customFieldMessage(field, code);
  const hint = field.mask && !message ? t('app.format_example', { example: patternExample(field.mask) }) : undefined;
  const common = {
    name: `customFields.${field.id}`,
    label: field.label,
    required: field.required,
    fullWidth: true,
    error: Boolean(message),
    helperText: message ?? hint,
    disabled: field.readOnly,
  };
  const none = !field.required && <MenuItem value="">{t('booking.completion.none')}</MenuItem>;

  if (field.type === 40) {
    const answer = value === true || value === 'true' ? 'true' : value === false || value === 'false' ? 'false' : '';
    return (
      <TextField {...common} select value={answer} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value === 'true')}>
        {none}
        <MenuItem value="true">{t('booking.completion.yes')}</MenuItem>
        <MenuItem value="false">{t('booking.completion.no')}</MenuItem>
      </TextField>
    );
  }
  const text = {
    ...common,
    value: value === null || value === undefined ? '' : String(value),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    placeholder: field.placeholder ?? undefined,
  };
  if (field.type === 30) {
    return (
      <TextField {...text} select>
        {none}
        {field.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const type = field.type === 21 ? 'email' : field.type === 22 ? 'tel' : field.type === 60 ? 'date' : 'text';
  return (
    <TextField
      {...text}
      type={type}
      multiline={field.type === 50}
      minRows={field.type === 50 ? 3 : undefined}
      // In a form laid out as a grid, a paragraph takes the whole row.
      sx={field.type === 50 ? { gridColumn: '1 / -1' } : undefined}
      slotProps={{
        inputLabel: field.type === 60 ? { shrink: true } : undefined,
        htmlInput: { maxLength: field.textLength ?? undefined, inputMode: field.type === 10 ? 'decimal' : undefined },
      }}
    />
  );
}
