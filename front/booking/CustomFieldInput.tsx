import { Checkbox, FormControl, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mui/material';
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
 * 40 boolean, 50 paragraph, 60 date). The value is checked as the user types with the server's own rules (mask,
 * length, syntax); the message shows once the field was left or the form sent.
 */
export function CustomFieldInput({
  field, value, onChange, showError, serverError,
}: {
  field: CustomField;
  value: CustomFieldValue;
  onChange: (value: CustomFieldValue) => void;
  showError: boolean;
  serverError?: ErrorCodeValue;
}) {
  const code = showError ? customFieldError(field, value) ?? serverError : serverError;
  const message = customFieldMessage(field, code);
  const name = `customFields.${field.id}`;
  const hint = field.mask && !message ? field.mask : undefined;

  if (field.type === 40) {
    return (
      <FormControl error={Boolean(message)}>
        <FormControlLabel
          control={<Checkbox name={name} checked={value === true || value === 'true'} disabled={field.readOnly} onChange={(event) => onChange(event.target.checked)} />}
          label={field.label + (field.required ? ' *' : '')}
        />
        {message && <FormHelperText>{message}</FormHelperText>}
      </FormControl>
    );
  }
  const common = {
    name,
    label: field.label,
    required: field.required,
    fullWidth: true,
    value: value === null || value === undefined ? '' : String(value),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    error: Boolean(message),
    helperText: message ?? hint,
    placeholder: field.placeholder ?? undefined,
    disabled: field.readOnly,
  };
  if (field.type === 30) {
    return (
      <TextField {...common} select>
        {!field.required && <MenuItem value="">{t('booking.completion.none')}</MenuItem>}
        {field.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>{option.label}</MenuItem>
        ))}
      </TextField>
    );
  }
  const type = field.type === 21 ? 'email' : field.type === 22 ? 'tel' : field.type === 60 ? 'date' : 'text';
  return (
    <TextField
      {...common}
      type={type}
      multiline={field.type === 50}
      minRows={field.type === 50 ? 3 : undefined}
      slotProps={{
        inputLabel: field.type === 60 ? { shrink: true } : undefined,
        htmlInput: { maxLength: field.textLength ?? undefined, inputMode: field.type === 10 ? 'decimal' : undefined },
      }}
    />
  );
}
