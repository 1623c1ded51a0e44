import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassIcon from '@mui/icons-material/HourglassTop';
import { Box, Button, Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { t } from '../../common/i18n/index.ts';
import { HOME } from '../rules.ts';
import type { Moved } from '../../entities/offlineReplies.ts';

/** What the form hands over after sending a request: where the request stands, and how soon the agency answers. */
type Sent = Moved & { responseHours?: number };

/** The status of a request waiting for its managers' authorisation before it goes to the agency. */
const AWAITING_AUTHORISATION = 10;

/** /request/confirm: the request is sent; what happens next, and within which delay the agency answers. */
export function RequestConfirm() {
  const sent = useLocation().state as Sent | null;
  const hours = sent?.responseHours ?? 24;
  const authorising = sent?.status === AWAITING_AUTHORISATION;
  const steps = [
    t('offline.confirm.step_take'),
    t('offline.confirm.step_proposal', { hours }),
    t('offline.confirm.step_accept'),
    t('offline.confirm.step_confirm'),
  ];
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }} data-testid="request-confirm">
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 720, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {authorising ? <HourglassIcon color="warning" fontSize="large" /> : <CheckCircleIcon color="success" fontSize="large" />}
            <Typography variant="h1" component="h1">
              {t('offline.confirm.title')}
            </Typography>
          </Stack>
          {sent && (
            <Typography>
              {authorising ? t('offline.confirm.authorisation', { ref: sent.ref }) : t('offline.confirm.sent', { ref: sent.ref })}
              {authorising && ` ${t('offline.confirm.authorisation_next')}`}
            </Typography>
          )}
          <div>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2 }}>
              {t('offline.confirm.next_title')}
            </Typography>
            <Stepper orientation="vertical" activeStep={0}>
              {steps.map((step) => (
                <Step key={step} expanded>
                  <StepLabel>{step}</StepLabel>
                </Step>
              ))}
            </Stepper>
          </div>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {sent && (
              <Button component={RouterLink} to={`/booking/${sent.id}/show`} variant="contained">
                {t('offline.confirm.show')}
              </Button>
            )}
            <Button component={RouterLink} to="/bookings" variant="outlined">
              {t('offline.confirm.bookings')}
            </Button>
            <Button component={RouterLink} to={HOME}>
              {t('offline.confirm.search')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
