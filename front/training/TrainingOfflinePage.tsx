import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiFetch, failureCode } from '../../common/api.ts';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { RequestForm } from '../group/RequestForm.tsx';
import type { SentRequest } from '../../entities/groupReplies.ts';
import type { TrainingInfos } from '../../entities/trainingReplies.ts';
import { emptyRequest } from '../group/requestValues.ts';
import { SentCard } from '../shared/SentCard.tsx';

/**
 * /offline of the training site: the public training request form (GET /formation/offline/infos, POST
 * /formation/offline/submit), answered by the agency within four working hours.
 */
export function TrainingOfflinePage() {
  const [infos, setInfos] = useState<TrainingInfos | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    apiFetch<TrainingInfos>('/formation/offline/infos', { public: true })
      .then(({ data }) => setInfos(data))
      .catch((error: unknown) => setFailure(failureCode(error)));
  }, []);
  if (failure !== null) return <Alert severity="error">{errorMessage(failure)}</Alert>;
  if (!infos) return <LoadingScreen />;
  if (sent) {
    return (
      <SentCard title={t('training.offline.sent_title')} testId="training-request-sent" sx={{ maxWidth: 720, mx: 'auto' }}>
        <Typography>{t('training.offline.sent_text', { ref: sent.ref, hours: sent.responseHours })}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="contained"
            onClick={() => {
              setSent(null);
              setRound(round + 1);
            }}
          >
            {t('training.offline.again')}
          </Button>
          <Button component={RouterLink} to="/">
            {t('training.offline.home')}
          </Button>
        </Stack>
      </SentCard>
    );
  }
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('training.offline.title')}
        </Typography>
        <Typography color="text.secondary" data-testid="training-response-hours">
          {t('training.offline.intro', { hours: infos.responseHours })}
        </Typography>
        {infos.agency.email && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('training.offline.agency', { email: infos.agency.email, phone: infos.agency.phone ?? '' })}
          </Typography>
        )}
      </div>
      <RequestForm
        key={round}
        initial={emptyRequest('training')}
        withRequester
        send={async (request) => (await apiFetch<SentRequest>('/formation/offline/submit', { method: 'POST', body: request, public: true })).data}
        onSent={setSent}
      />
    </Stack>
  );
}
