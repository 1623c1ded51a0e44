import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PasswordLink } from '../entities/authReplies.ts';
import { apiFetch, ApiError, showFieldErrors } from './api.ts';
import { ErrorSummary, type SummaryErrors } from './ErrorSummary.tsx';
import { errorMessage, t } from './i18n/index.ts';
import { PendingButton } from './PendingButton.tsx';

const MIN_LENGTH = 8;

/** The card of the public account pages (password definition, lost password, account creation), centred like sign-in. */
export function PublicCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }} data-testid={testId}>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

type LinkState = { state: 'loading' } | ({ state: 'ready' } & PasswordLink) | { state: 'done' } | { state: 'expired' } | { state: 'invalid' };

/**
 * /define_password/{uid}: the page of the mailed link, on the default and the contingents sites. The link is checked
 * first, so an expired or used one says so at once and offers a new request (`renewPath`, where the site has one).
 */
export function DefinePasswordPage({ renewPath }: { renewPath?: string }) {
  const { uid = '' } = useParams();
  const [link, setLink] = useState<LinkState>({ state: 'loading' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<SummaryErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'link_expired') setLink({ state: 'expired' });
    else if (error instanceof ApiError && error.code === 205) setLink({ state: 'invalid' });
    else return false;
    return true;
  };

  useEffect(() => {
    apiFetch<PasswordLink>(`/public/api/define_password/${encodeURIComponent(uid)}`, { public: true }).then(
      ({ data }) => setLink({ state: 'ready', ...data }),
      (error) => {
        if (!fail(error)) setLink({ state: 'invalid' });
      },
    );
  }, [uid]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server's rules, checked first here: 8 characters (60), the same twice (50).
    const local: SummaryErrors = {};
    if (password.length < MIN_LENGTH) local.password = 60;
    else if (password !== confirmation) local.confirmation = 50;
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return setAttempt((count) => count + 1);
    setBusy(true);
    try {
      await apiFetch(`/public/api/define_password/${encodeURIComponent(uid)}`, { method: 'POST', public: true, body: { password, confirmation } });
      setLink({ state: 'done' });
    } catch (error) {
      if (fail(error)) return;
      const code = showFieldErrors(error, setErrors, setAttempt);
      if (code !== null) setFailure(errorMessage(code));
    } finally {
      setBusy(false);
    }
  }

  if (link.state === 'loading') {
    return (
      <PublicCard title={t('people.define.title')}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-label={t('people.define.loading')} />
          <Typography>{t('people.define.loading')}</Typography>
        </Stack>
      </PublicCard>
    );
  }
  if (link.state === 'expired' || link.state === 'invalid') {
    return (
      <PublicCard title={t(`people.define.${link.state}_title`)} testId={`define-password-${link.state}`}>
        <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
          {t(`people.define.${link.state}_text`)}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {renewPath && (
            <Button variant="contained" component={RouterLink} to={renewPath}>
              {t('people.define.renew')}
            </Button>
          )}
          <Button component={RouterLink} to="/login">
            {t('people.define.login')}
          </Button>
        </Stack>
      </PublicCard>
    );
  }
  if (link.state === 'done') {
    return (
      <PublicCard title={t('people.define.title')} testId="define-password-done">
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('people.define.done')}
        </Alert>
        <Button variant="contained" component={RouterLink} to="/login">
          {t('people.define.login')}
        </Button>
      </PublicCard>
    );
  }
  return (
    <PublicCard title={t('people.define.title')} testId="define-password">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('people.define.intro', { name: link.firstName, email: link.email })}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <ErrorSummary errors={errors} attempt={attempt} />
        {/* The account's address, for password managers. */}
        <input type="hidden" name="username" autoComplete="username" value={link.email} readOnly />
        <TextField
          label={t('people.define.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password !== undefined}
          helperText={errors.password !== undefined ? errorMessage(errors.password) : t('people.define.hint')}
        />
        <TextField
          label={t('people.define.confirmation')}
          type="password"
          name="confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors.confirmation !== undefined}
          helperText={errors.confirmation !== undefined ? errorMessage(errors.confirmation) : undefined}
        />
        <PendingButton type="submit" variant="contained" size="large" pending={busy} pendingLabel={t('app.progress.saving')}>
          {t('people.define.submit')}
        </PendingButton>
      </Stack>
    </PublicCard>
  );
}
