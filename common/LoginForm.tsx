import { Alert, Box, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorCode } from '../entities/errors.ts';
import { siteOrigin } from '../entities/site.ts';
import { ApiError } from './api.ts';
import { errorMessage, t } from './i18n/index.ts';
import { PendingButton } from './PendingButton.tsx';
import { login } from './session.ts';

interface Props {
  /** The name of the space, above the form. */
  title: string;
  subtitle: string;
  /** Shown under the subtitle, e.g. the training-site flag. */
  notice?: ReactNode;
  /** Under the form: the site's other ways in (lost password, account creation). */
  footer?: ReactNode;
}

/**
 * The sign-in card of the front apps: the server's refusal is shown in the user's language, by its code. Success
 * changes the session; the page around the form decides where the user goes.
 */
export function LoginForm({ title, subtitle, notice, footer }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(username.trim(), password);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, ErrorCode.UNKNOWN, String(caught)));
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={1} sx={{ mb: 3 }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
            {title}
          </Typography>
          <Typography variant="h1" component="h1">
            {t('app.login.title')}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
          {notice}
        </Stack>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate={false}>
          {error && (
            <Alert severity="error" role="alert">
              {errorMessage(error.code)}
              {error.code === ErrorCode.TRAINING_SITE && (
                <>
                  {' '}
                  <Link href={`${siteOrigin(location.protocol, location.host, 'formation')}/login`}>{t('app.login.training_site')}</Link>
                </>
              )}
            </Alert>
          )}
          <TextField
            label={t('app.login.username')}
            type="email"
            name="username"
            autoComplete="username"
            autoFocus
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            disabled={busy}
          />
          <TextField
            label={t('app.login.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={busy}
          />
          <PendingButton type="submit" variant="contained" size="large" pending={busy} pendingLabel={t('app.login.signing_in')}>
            {t('app.login.submit')}
          </PendingButton>
        </Stack>
        {footer}
      </Paper>
    </Box>
  );
}
