import { Alert, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack, Switch } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { apiFetch, showFieldErrors } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import type { ErrorCodeValue } from '../../entities/errors.ts';
import { COMPANY_ROLES, type Role } from '../../entities/roles.ts';
import type { CompanyUser } from '../../entities/userReplies.ts';
import { FormDialog } from '../shared/FormDialog.tsx';
import { GenderField, PersonField } from '../shared/PersonFields.tsx';

const TEXTS = ['first_name', 'last_name', 'email', 'position', 'landline', 'mobile_phone'] as const;
type Text = (typeof TEXTS)[number];
const REQUIRED: readonly Text[] = ['first_name', 'last_name', 'email'];

function initial(user: CompanyUser | null) {
  return {
    gender: user?.gender ?? '',
    first_name: user?.firstName ?? '',
    last_name: user?.lastName ?? '',
    email: user?.email ?? '',
    position: user?.position ?? '',
    landline: user?.landline ?? '',
    mobile_phone: user?.mobilePhone ?? '',
    roles: user?.roles ?? (['ROLE_USER'] as Role[]),
    enabled: user?.enabled ?? true,
  };
}

/** Creates a user of the manager's company (POST /api/user/create, which mails the password link) or edits one (/api/user/edit). */
export function UserDialog({
  user,
  open,
  onClose,
  onSaved,
}: {
  user: CompanyUser | null;
  open: boolean;
  onClose(): void;
  onSaved(saved: CompanyUser, created: boolean): void;
}) {
  const [values, setValues] = useState(initial(user));
  const [errors, setErrors] = useState<Record<string, ErrorCodeValue>>({});
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(initial(user));
    setErrors({});
    setFailed(false);
  }, [open, user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Record<string, ErrorCodeValue> = {};
    for (const field of REQUIRED) if (!values[field].trim()) local[field] = 10;
    if (values.roles.length === 0) local.roles = 10;
    setErrors(local);
    if (Object.keys(local).length > 0) return setAttempt((count) => count + 1);
    setSaving(true);
    setFailed(false);
    const body = {
      gender: values.gender || null,
      ...Object.fromEntries(TEXTS.map((field) => [field, REQUIRED.includes(field) ? values[field].trim() : values[field].trim() || null])),
      roles: COMPANY_ROLES.filter((role) => values.roles.includes(role)),
      enabled: values.enabled,
    };
    try {
      const { data } = user
        ? await apiFetch<CompanyUser>('/api/user/edit', { method: 'POST', body: { id: user.id, ...body } })
        : await apiFetch<CompanyUser>('/api/user/create', { method: 'POST', body });
      onSaved(data, !user);
    } catch (error) {
      if (showFieldErrors(error, setErrors, setAttempt) !== null) setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  const toggleRole = (role: Role, on: boolean) =>
    setValues((previous) => ({ ...previous, roles: on ? [...previous.roles, role] : previous.roles.filter((held) => held !== role) }));
  const message = (field: string) => (errors[field] !== undefined ? errorMessage(errors[field]) : undefined);

  return (
    <FormDialog
      name="user"
      testId="user-dialog"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={user ? t('people.users.dialog.edit_title', { name: `${user.firstName} ${user.lastName}` }) : t('people.users.dialog.create_title')}
      cancel={t('people.users.dialog.cancel')}
      confirm={t('people.users.dialog.save')}
      busy={saving}
      pendingLabel={t('app.progress.saving')}
      errors={errors}
      attempt={attempt}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failed && <Alert severity="error">{t('people.users.dialog.failed')}</Alert>}
        <GenderField value={values.gender} onChange={(gender) => setValues({ ...values, gender })} />
        {TEXTS.map((field) => (
          <PersonField
            key={field}
            name={field}
            label={t(`people.fields.${field}`)}
            required={REQUIRED.includes(field)}
            value={values[field]}
            onChange={(value) => setValues({ ...values, [field]: value })}
            error={errors[field]}
          />
        ))}
        <FormControl error={errors.roles !== undefined} component="fieldset">
          <FormLabel component="legend">{t('people.fields.roles')}</FormLabel>
          <FormGroup row>
            {/* Named roles.0, roles.1…: the summary's line about `roles` leads to the first box. */}
            {COMPANY_ROLES.map((role, index) => (
              <FormControlLabel
                key={role}
                label={t(`people.users.roles.${role}`)}
                control={
                  <Checkbox
                    name={`roles.${index}`}
                    value={role}
                    checked={values.roles.includes(role)}
                    onChange={(event) => toggleRole(role, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
          {errors.roles !== undefined && <FormHelperText>{message('roles')}</FormHelperText>}
        </FormControl>
        <FormControl error={errors.enabled !== undefined}>
          <FormControlLabel
            label={t('people.fields.enabled')}
            control={<Switch name="enabled" checked={values.enabled} onChange={(event) => setValues({ ...values, enabled: event.target.checked })} />}
          />
          {errors.enabled !== undefined && <FormHelperText>{message('enabled')}</FormHelperText>}
        </FormControl>
      </Stack>
    </FormDialog>
  );
}
