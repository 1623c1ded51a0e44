import { Box, CircularProgress, Typography } from '@mui/material';
import { t } from './i18n/index.ts';

/** Shown while the app waits for the server before it can decide what to display (the start-up ping). */
export function LoadingScreen() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 12 }}>
      <CircularProgress aria-label={t('app.loading')} />
      <Typography color="text.secondary">{t('app.loading')}</Typography>
    </Box>
  );
}
