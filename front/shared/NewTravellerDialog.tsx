import { Alert, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { apiFetch, showFieldErrors } from '../../common/api.ts';
import { PersonField } from './PersonFields.tsx';
import type { SummaryErrors } from '../../common/ErrorSummary.tsx';
import { t } from '../../common/i18n/index.ts';
import { FormDialog } from './FormDialog.tsx';
import type { Traveller } from '../../entities/travellerReplies.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'mobile_phone'] as const;
type Field = (typeof FIELDS)[number];

/** The user's company's new traveller (the server fills the company in). */
async function saveInCompany(body: Record<Field, string>): Promise<Traveller> {
  const { data } = await apiFetch<{ id: number; first_name: string; last_name: string; email: string | null; mobile_phone: string | null; enabled: boolean }>(
    '/api/travellers',
    { method: 'POST', body },
  );
  return { id: data.id, firstName: data.first_name, lastName: data.last_name, email: data.email, mobilePhone: data.mobile_phone, enabled: data.enabled };
}

/**
 * A traveller created on the spot from the booking form, in the user's company; `save` stores it elsewhere (a
 * visitor's own travellers on a company's generated link).
 */
export function NewTravellerDialog({
  open,
  onClose,
  onCreated,
  save = saveInCompany,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (traveller: Traveller) => void;
  save?: (body: Record<Field, string>) => Promise<Traveller>;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ first_name: '', last_name: '', email: '', mobile_phone: '' });
  const [errors, setErrors] = useState<SummaryErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries((['first_name', 'last_name'] as const).filter((field) => !values[field].trim()).map((field) => [field, 10]));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return setAttempt((count) => count + 1);
    setSaving(true);
    setFailed(false);
    try {
      const traveller = await save(Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as Record<Field, string>);
      setValues({ first_name: '', last_name: '', email: '', mobile_phone: '' });
      onCreated(traveller);
    } catch (error) {
      if (showFieldErrors(error, setErrors, setAttempt) !== null) setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  // Opened again, the dialog starts without the former refusal (whose summary would take the focus).
  const close = () => {
    setErrors({});
    setFailed(false);
    onClose();
  };

  return (
    <FormDialog
      name="new-traveller"
      testId="new-traveller"
      maxWidth="xs"
      open={open}
      onClose={close}
      onSubmit={submit}
      title={t('booking.new_traveller.title')}
      cancel={t('booking.new_traveller.cancel')}
      confirm={t('booking.new_traveller.save')}
      busy={saving}
      pendingLabel={t('app.progress.saving')}
      errors={errors}
      attempt={attempt}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failed && <Alert severity="error">{t('booking.new_traveller.failed')}</Alert>}
        {FIELDS.map((field) => (
          <PersonField
            key={field}
            name={field}
            label={t(`booking.new_traveller.${field}`)}
            required={field === 'first_name' || field === 'last_name'}
            value={values[field]}
            onChange={(value) => setValues({ ...values, [field]: value })}
            error={errors[field]}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
