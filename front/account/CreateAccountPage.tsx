import { Alert, Button, Stack, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { apiFetch, showFieldErrors } from '../../common/api.ts';
import { PublicCard } from '../../common/DefinePasswordPage.tsx';
import { ErrorSummary, type SummaryErrors } from '../../common/ErrorSummary.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { GenderField, PersonField } from '../shared/PersonFields.tsx';
import type { AccountCompany } from '../../entities/accountReplies.ts';

const FIELDS = ['first_name', 'last_name', 'email'] as const;

/**
 * /create_account/{companyUid?}: a person creates an account with an address in the company's domains (the company
 * of the link, or the one whose domains hold the address), then chooses a password through the mailed link.
 */
export function CreateAccountPage() {
  const { companyUid } = useParams();
  const [company, setCompany] = useState<AccountCompany | null>(null);
  const [linkError, setLinkError] = useState(false);
  const [values, setValues] = useState({ gender: '', first_name: '', last_name: '', email: '' });
  const [errors, setErrors] = useState<SummaryErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!companyUid) return;
    apiFetch<AccountCompany>(`/public/api/create_account/${encodeURIComponent(companyUid)}`, { public: true }).then(
      ({ data }) => setCompany(data),
      () => setLinkError(true),
    );
  }, [companyUid]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = Object.fromEntries(FIELDS.filter((field) => !values[field].trim()).map((field) => [field, 10]));
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return setAttempt((count) => count + 1);
    setBusy(true);
    try {
      await apiFetch('/public/api/create_account', {
        method: 'POST',
        public: true,
        body: {
          companyUid: companyUid ?? null,
          gender: values.gender || null,
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
        },
      });
      setSent(values.email.trim());
    } catch (error) {
      const code = showFieldErrors(error, setErrors, setAttempt);
      if (code !== null) setFailure(errorMessage(code));
    } finally {
      setBusy(false);
    }
  }

  const title = company ? t('people.account.title_company', { company: company.name }) : t('people.account.title');
  if (linkError) {
    return (
      <PublicCard title={t('people.define.invalid_title')}>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {errorMessage(205)}
        </Alert>
        <Button component={RouterLink} to="/login">
          {t('people.account.back')}
        </Button>
      </PublicCard>
    );
  }
  return (
    <PublicCard title={title} testId="create-account">
      {sent ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t('people.account.sent', { email: sent })}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('people.account.intro')}
          </Typography>
          {company && company.domains.length > 0 && (
            <Typography variant="body2" sx={{ mb: 3 }}>
              {t('people.account.domains', { domains: company.domains.map((domain) => `@${domain}`).join(', ') })}
            </Typography>
          )}
          <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ mb: 2, mt: 2 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <ErrorSummary errors={errors} attempt={attempt} />
            <GenderField value={values.gender} onChange={(gender) => setValues({ ...values, gender })} />
            {FIELDS.map((field) => (
              <PersonField
                key={field}
                name={field}
                label={t(`people.fields.${field}`)}
                required
                autoComplete={field === 'email' ? 'email' : field === 'first_name' ? 'given-name' : 'family-name'}
                value={values[field]}
                onChange={(value) => setValues({ ...values, [field]: value })}
                error={errors[field]}
              />
            ))}
            <PendingButton type="submit" variant="contained" size="large" pending={busy} pendingLabel={t('app.progress.sending')}>
              {t('people.account.submit')}
            </PendingButton>
          </Stack>
        </>
      )}
      <Button component={RouterLink} to="/login">
        {t('people.account.back')}
      </Button>
    </PublicCard>
  );
}
