import { Alert, CircularProgress, FormControlLabel, FormHelperText, Grid, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { apiFetch, submitErrors } from '../../common/api.ts';
import { ErrorSummary, type SummaryErrors } from '../../common/ErrorSummary.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { hasRole, renewSession, useSession } from '../../common/session.ts';
import { COMPANY_ROLES } from '../../entities/roles.ts';
import type { PasswordChanged, Profile, VoucherChoice } from '../../entities/userReplies.ts';

const DETAILS = ['first_name', 'last_name', 'email2', 'position', 'landline', 'mobile_phone'] as const;
type Detail = (typeof DETAILS)[number];

const detailsOf = (profile: Profile) => ({
  gender: profile.gender ?? '',
  first_name: profile.firstName,
  last_name: profile.lastName,
  email2: profile.email2 ?? '',
  position: profile.position ?? '',
  landline: profile.landline ?? '',
  mobile_phone: profile.mobilePhone ?? '',
});

/**
 * /profile: the user's own details, the password change with the current password (codes 50, 55, 60), and for a
 * company's user the choice to have vouchers mailed to the travellers.
 */
export function ProfilePage() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [details, setDetails] = useState<ReturnType<typeof detailsOf> | null>(null);
  const [detailErrors, setDetailErrors] = useState<SummaryErrors>({});
  const [detailAttempt, setDetailAttempt] = useState(0);
  const [detailState, setDetailState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [password, setPassword] = useState({ current: '', password: '', confirmation: '' });
  const [passwordErrors, setPasswordErrors] = useState<SummaryErrors>({});
  const [passwordAttempt, setPasswordAttempt] = useState(0);
  const [passwordState, setPasswordState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [voucherState, setVoucherState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const { identity } = useSession();
  const companyUser = Boolean(identity?.company) && hasRole(identity, COMPANY_ROLES);

  useEffect(() => {
    apiFetch<Profile>('/api/me/profile').then(
      ({ data }) => {
        setProfile(data);
        setDetails(detailsOf(data));
      },
      () => setDetailState('failed'),
    );
  }, []);

  async function saveDetails(event: FormEvent) {
    event.preventDefault();
    if (!details) return;
    const local = Object.fromEntries((['first_name', 'last_name'] as const).filter((field) => !details[field].trim()).map((field) => [field, 10]));
    setDetailErrors(local);
    if (Object.keys(local).length > 0) return setDetailAttempt((count) => count + 1);
    setDetailState('saving');
    try {
      const body = { gender: details.gender || null, ...Object.fromEntries(DETAILS.map((field) => [field, details[field].trim() || null])) };
      const { data } = await apiFetch<Profile>('/api/me/profile', { method: 'POST', body });
      setProfile(data);
      setDetails(detailsOf(data));
      setDetailState('saved');
    } catch (error) {
      const { fields } = submitErrors(error);
      setDetailErrors(fields);
      if (Object.keys(fields).length > 0) setDetailAttempt((count) => count + 1);
      setDetailState('failed');
    }
  }

  async function changePassword(event: FormEvent) {
    event.preventDefault();
    const local: SummaryErrors = {};
    if (!password.current) local.current = 10;
    if (password.password.length < 8) local.password = 60;
    else if (password.password !== password.confirmation) local.confirmation = 50;
    setPasswordErrors(local);
    if (Object.keys(local).length > 0) return setPasswordAttempt((count) => count + 1);
    setPasswordState('saving');
    try {
      const { data } = await apiFetch<PasswordChanged>('/api/me/password', { method: 'POST', body: password });
      // The former token ended with the former password.
      renewSession(data.token);
      setPassword({ current: '', password: '', confirmation: '' });
      setPasswordState('saved');
    } catch (error) {
      const { fields } = submitErrors(error);
      setPasswordErrors(fields);
      if (Object.keys(fields).length > 0) setPasswordAttempt((count) => count + 1);
      setPasswordState(Object.keys(fields).length > 0 ? 'idle' : 'failed');
    }
  }

  async function swapVoucher() {
    setVoucherState('saving');
    try {
      const { data } = await apiFetch<VoucherChoice>('/api/user_swap_send_voucher_to_travellers', { method: 'POST' });
      setProfile((previous) => previous && { ...previous, sendVoucherToTravellers: data.sendVoucherToTravellers });
      setVoucherState('idle');
    } catch {
      setVoucherState('failed');
    }
  }

  const setDetail = (field: Detail | 'gender', value: string) => {
    setDetails((previous) => previous && { ...previous, [field]: value });
    setDetailState('idle');
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('people.profile.title')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
              {t('people.profile.identity')}
            </Typography>
            {profile && (
              <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                {t('people.profile.login', { email: profile.email })}
              </Typography>
            )}
            {!details && detailState !== 'failed' && <CircularProgress size={24} aria-label={t('app.loading')} />}
            {details && (
              <Stack component="form" spacing={2} onSubmit={saveDetails} noValidate data-testid="profile-form">
                {detailState === 'saved' && (
                  <Alert severity="success" role="status">
                    {t('people.profile.saved')}
                  </Alert>
                )}
                {detailState === 'failed' && Object.keys(detailErrors).length === 0 && <Alert severity="error">{t('people.profile.failed')}</Alert>}
                <ErrorSummary errors={detailErrors} attempt={detailAttempt} />
                <TextField
                  select
                  label={t('people.fields.gender')}
                  name="gender"
                  value={details.gender}
                  onChange={(event) => setDetail('gender', event.target.value)}
                >
                  <MenuItem value="">{t('people.fields.genders.none')}</MenuItem>
                  <MenuItem value="mr">{t('people.fields.genders.mr')}</MenuItem>
                  <MenuItem value="mrs">{t('people.fields.genders.mrs')}</MenuItem>
                </TextField>
                {DETAILS.map((field) => (
                  <TextField
                    key={field}
                    name={field}
                    label={t(`people.fields.${field}`)}
                    required={field === 'first_name' || field === 'last_name'}
                    type={field === 'email2' ? 'email' : field === 'landline' || field === 'mobile_phone' ? 'tel' : 'text'}
                    value={details[field]}
                    onChange={(event) => setDetail(field, event.target.value)}
                    error={detailErrors[field] !== undefined}
                    helperText={detailErrors[field] !== undefined ? errorMessage(detailErrors[field]) : undefined}
                  />
                ))}
                <PendingButton
                  type="submit"
                  variant="contained"
                  pending={detailState === 'saving'}
                  pendingLabel={t('app.progress.saving')}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('people.profile.save')}
                </PendingButton>
              </Stack>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
              {t('people.profile.password.title')}
            </Typography>
            <Stack component="form" spacing={2} onSubmit={changePassword} noValidate data-testid="password-form">
              {passwordState === 'saved' && (
                <Alert severity="success" role="status">
                  {t('people.profile.password.changed')}
                </Alert>
              )}
              {passwordState === 'failed' && <Alert severity="error">{errorMessage(undefined)}</Alert>}
              <ErrorSummary errors={passwordErrors} attempt={passwordAttempt} />
              {profile && <input type="hidden" name="username" autoComplete="username" value={profile.email} readOnly />}
              {(['current', 'password', 'confirmation'] as const).map((field) => (
                <TextField
                  key={field}
                  name={field}
                  type="password"
                  required
                  label={t(`people.profile.password.${field === 'password' ? 'new' : field}`)}
                  autoComplete={field === 'current' ? 'current-password' : 'new-password'}
                  value={password[field]}
                  onChange={(event) => {
                    setPassword({ ...password, [field]: event.target.value });
                    setPasswordState('idle');
                  }}
                  error={passwordErrors[field] !== undefined}
                  helperText={
                    passwordErrors[field] !== undefined
                      ? errorMessage(passwordErrors[field])
                      : field === 'password'
                        ? t('people.profile.password.hint')
                        : undefined
                  }
                />
              ))}
              <PendingButton
                type="submit"
                variant="contained"
                pending={passwordState === 'saving'}
                pendingLabel={t('app.progress.saving')}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('people.profile.password.submit')}
              </PendingButton>
            </Stack>
          </Paper>
        </Grid>
        {companyUser && profile && (
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="voucher-preference">
              <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
                {t('criteria.profile.title')}
              </Typography>
              {voucherState === 'failed' && (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {errorMessage(undefined)}
                </Alert>
              )}
              <FormControlLabel
                sx={{ alignItems: 'flex-start', ml: 0, gap: 1 }}
                control={
                  <Switch
                    name="sendVoucherToTravellers"
                    checked={profile.sendVoucherToTravellers}
                    disabled={voucherState === 'saving'}
                    onChange={swapVoucher}
                    sx={{ mt: -0.5 }}
                  />
                }
                label={t('criteria.profile.send_voucher')}
              />
              <FormHelperText sx={{ ml: 0 }}>{t('criteria.profile.send_voucher_hint')}</FormHelperText>
            </Paper>
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}
