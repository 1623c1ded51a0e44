import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { ROOM_LAYOUTS, type RoomLayout } from '../../entities/groupRules.ts';
import { Section } from '../shared/DetailParts.tsx';
import { type FormPart as FormPartOf, message } from '../shared/FormFields.tsx';
import { CheckboxRow } from '../shared/RequestParts.tsx';
import type { RequestValues } from './requestValues.ts';

/** What a part of the request form edits. */
type FormPart = FormPartOf<RequestValues>;

/** The meals a seminar may ask for. */
const MEALS = ['lunch', 'dinner', 'breaks'] as const;

/** A count of the request: participants, rooms, or the meeting room's seats (whose error is the meeting room's). */
export function CountField({
  name,
  label,
  required = false,
  values,
  errors,
  set,
}: FormPart & { name: 'participants' | 'single' | 'double' | 'people'; label: string; required?: boolean }) {
  const errorKey = name === 'people' ? 'meetingRoom.people' : name;
  return (
    <TextField
      type="number"
      name={name}
      label={label}
      value={values[name]}
      required={required}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(errors[errorKey])}
      helperText={message(errors, errorKey) ?? ' '}
      slotProps={{ htmlInput: { min: 0, max: 500 } }}
      fullWidth
    />
  );
}

const REQUESTER_LABELS = { firstName: 'first_name', lastName: 'last_name', email: 'email', phone: 'phone', company: 'company' } as const;

/** The contact details of a sender without an account. */
export function RequesterSection({
  values,
  errors,
  onChange,
}: Omit<FormPart, 'set'> & { onChange: (key: keyof RequestValues['requester'], value: string) => void }) {
  return (
    <Section title={t('group.sections.requester')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {(['firstName', 'lastName', 'email', 'phone', 'company'] as const).map((key) => (
          <TextField
            key={key}
            name={`requester.${key}`}
            label={t(`group.fields.${REQUESTER_LABELS[key]}`)}
            type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
            required={key === 'firstName' || key === 'lastName' || key === 'email'}
            value={values.requester[key]}
            onChange={(event) => onChange(key, event.target.value)}
            error={Boolean(errors[`requester.${key}`])}
            helperText={message(errors, `requester.${key}`) ?? ' '}
            slotProps={{ htmlInput: { maxLength: key === 'phone' ? 30 : 255 } }}
            fullWidth
          />
        ))}
      </Box>
      {errors.requester !== undefined && <Alert severity="error">{errorMessage(errors.requester)}</Alert>}
    </Section>
  );
}

/** A seminar's meeting room: its seats, layout and equipment, and the meals served. */
export function MeetingSection({ values, errors, set }: FormPart) {
  return (
    <Section title={t('group.sections.meeting')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <CountField name="people" label={t('group.fields.people')} required values={values} errors={errors} set={set} />
          <TextField
            select
            name="layout"
            label={t('group.fields.layout')}
            value={values.layout}
            onChange={(event) => set('layout', event.target.value as RoomLayout)}
            fullWidth
            helperText=" "
          >
            {ROOM_LAYOUTS.map((layout) => (
              <MenuItem key={layout} value={layout}>
                {t(`group.layouts.${layout}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          name="equipment"
          label={t('group.fields.equipment')}
          value={values.equipment}
          onChange={(event) => set('equipment', event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <div>
          <Typography variant="subtitle2" component="h3">
            {t('group.sections.catering')}
          </Typography>
          <CheckboxRow
            name="catering"
            options={MEALS}
            label={(meal) => t(`group.fields.${meal}`)}
            value={values.catering}
            onChange={(catering) => set('catering', catering)}
          />
        </div>
      </Stack>
    </Section>
  );
}
