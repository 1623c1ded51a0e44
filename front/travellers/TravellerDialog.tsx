import { Alert, Divider, Stack, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { apiFetch, showFieldErrors } from '../../common/api.ts';
import { t } from '../../common/i18n/index.ts';
import { type CustomField, customFieldsErrors, type CustomFieldValue } from '../../entities/customFields.ts';
import type { ErrorCodeValue } from '../../entities/errors.ts';
import { CustomFieldInput } from '../shared/CustomFieldInput.tsx';
import type { Traveller, TravellerCustomFields } from '../../entities/travellerReplies.ts';
import { FormDialog } from '../shared/FormDialog.tsx';
import { PersonField } from '../shared/PersonFields.tsx';

const FIELDS = ['last_name', 'first_name', 'email', 'mobile_phone'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { first_name: '', last_name: '', email: '', mobile_phone: '' };

/** A traveller's own values of the company's custom fields are optional: the bookings ask for the required ones. */
const optional = (fields: CustomField[]) => fields.map((field) => ({ ...field, required: false }));

/**
 * Adds a traveller (POST /api/travellers) or edits one (PATCH /api/travellers/{id}), with the traveller's values of
 * the company's custom fields (GET /api/traveller/{id}/custom_fields).
 */
export function TravellerDialog({ traveller, open, onClose, onSaved }: { traveller: Traveller | null; open: boolean; onClose(): void; onSaved(): void }) {
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [fields, setFields] = useState<CustomField[]>([]);
  const [custom, setCustom] = useState<Record<string, CustomFieldValue>>({});
  const [errors, setErrors] = useState<Record<string, ErrorCodeValue>>({});
  const [attempt, setAttempt] = useState(0);
  const [refusedCustom, setRefusedCustom] = useState<Record<string, ErrorCodeValue>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setRefusedCustom({});
    setSubmitted(false);
    setFailed(false);
    setValues(
      traveller
        ? { first_name: traveller.firstName, last_name: traveller.lastName, email: traveller.email ?? '', mobile_phone: traveller.mobilePhone ?? '' }
        : EMPTY,
    );
    if (traveller) {
      apiFetch<TravellerCustomFields>(`/api/traveller/${traveller.id}/custom_fields`).then(
        ({ data }) => {
          setFields(optional(data.fields));
          setCustom(data.values);
        },
        () => setFields([]),
      );
    } else {
      apiFetch<CustomField[]>('/api/me/company-custom-fields').then(
        ({ data }) => {
          setFields(optional(data));
          setCustom(Object.fromEntries(data.map((field) => [String(field.id), field.defaultValue])));
        },
        () => setFields([]),
      );
    }
  }, [open, traveller]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const local: Record<string, ErrorCodeValue> = {};
    for (const field of ['first_name', 'last_name'] as const) if (!values[field].trim()) local[field] = 10;
    setErrors(local);
    // The custom fields show their own errors as they are typed (showError); the summary lists those of this submit.
    const customErrors = customFieldsErrors(fields, custom).errors;
    setRefusedCustom(customErrors);
    if (Object.keys(local).length > 0 || Object.keys(customErrors).length > 0) return setAttempt((count) => count + 1);
    setSaving(true);
    setFailed(false);
    const body = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim() || null]));
    try {
      let id = traveller?.id;
      if (id) await apiFetch(`/api/travellers/${id}`, { method: 'PATCH', body: { ...body, customFields: custom } });
      else {
        ({
          data: { id },
        } = await apiFetch<{ id: number }>('/api/travellers', { method: 'POST', body }));
        if (fields.length > 0) await apiFetch(`/api/travellers/${id}`, { method: 'PATCH', body: { customFields: custom } });
      }
      onSaved();
    } catch (error) {
      if (showFieldErrors(error, setErrors, setAttempt) !== null) setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  const name = traveller ? `${traveller.firstName} ${traveller.lastName}` : '';
  return (
    <FormDialog
      name="traveller"
      testId="traveller-dialog"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={traveller ? t('people.travellers.dialog.edit_title', { name }) : t('people.travellers.dialog.add_title')}
      cancel={t('people.travellers.dialog.cancel')}
      confirm={t('people.travellers.dialog.save')}
      busy={saving}
      pendingLabel={t('app.progress.saving')}
      errors={{ ...refusedCustom, ...errors }}
      attempt={attempt}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failed && <Alert severity="error">{t('people.travellers.dialog.failed')}</Alert>}
        {FIELDS.map((field) => (
          <PersonField
            key={field}
            name={field}
            label={t(`people.travellers.fields.${field}`)}
            required={field === 'first_name' || field === 'last_name'}
            value={values[field]}
            onChange={(value) => setValues({ ...values, [field]: value })}
            error={errors[field]}
          />
        ))}
        {fields.length > 0 && (
          <>
            <Divider />
            <div>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('people.travellers.dialog.custom_fields')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('people.travellers.dialog.custom_fields_hint')}
              </Typography>
            </div>
            {fields.map((field) => (
              <CustomFieldInput
                key={field.id}
                field={field}
                value={custom[String(field.id)]}
                onChange={(value) => setCustom((previous) => ({ ...previous, [String(field.id)]: value }))}
                showError={submitted}
                serverError={errors[`customFields.${field.id}`]}
              />
            ))}
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
