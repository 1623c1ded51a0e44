import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiFetch, ApiError } from '../../common/api.ts';
import { PublicCard } from '../../common/DefinePasswordPage.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';

/** /lost_password: mails a link to choose a new password; an unknown address is reported. */
export function LostPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(errorMessage(140));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/public/api/notify_lost_password', { method: 'POST', public: true, body: { email: address } });
      setSent(address);
    } catch (caught) {
      setError(errorMessage(caught instanceof ApiError ? (caught.errors?.email ?? caught.code) : undefined));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicCard title={t('people.lost.title')} testId="lost-password">
      {sent ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t('people.lost.sent', { email: sent })}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('people.lost.intro')}
          </Typography>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ mb: 2 }}>
            <TextField
              label={t('people.lost.email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(error)}
              helperText={error}
            />
            <PendingButton type="submit" variant="contained" size="large" pending={busy} pendingLabel={t('app.progress.sending')}>
              {t('people.lost.submit')}
            </PendingButton>
          </Stack>
        </>
      )}
      <Button component={RouterLink} to="/login">
        {t('people.lost.back')}
      </Button>
    </PublicCard>
  );
}
