import { MenuItem, TextField } from '@mui/material';
import { errorMessage, t } from '../../common/i18n/index.ts';

// The fields of a person (an account, a user, a traveller) on the forms that create or change one.

/** How a person is addressed: none, Mr or Mrs. */
export function GenderField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField select label={t('people.fields.gender')} name="gender" value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">{t('people.fields.genders.none')}</MenuItem>
      <MenuItem value="mr">{t('people.fields.genders.mr')}</MenuItem>
      <MenuItem value="mrs">{t('people.fields.genders.mrs')}</MenuItem>
    </TextField>
  );
}

/** One text field of a person, typed for the keyboard it needs (an address, a phone number), its error under it. */
export function PersonField({
  name,
  label,
  required,
  autoComplete,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  required: boolean;
  autoComplete?: string;
  value: string;
  onChange: (value: string) => void;
  error: Parameters<typeof errorMessage>[0];
}) {
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      type={name === 'email' ? 'email' : name === 'landline' || name === 'mobile_phone' ? 'tel' : 'text'}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error !== undefined ? errorMessage(error) : undefined}
    />
  );
}
