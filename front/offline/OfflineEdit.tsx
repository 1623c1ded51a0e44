import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { apiFetch, failureCode } from '../../common/api.ts';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { OfflineRequestForm } from './OfflineRequestForm.tsx';
import { storedValues } from './offlineForm.ts';
import type { StoredRequest } from '../../entities/offlineReplies.ts';
import { useFormContext, withDefaults } from './useFormContext.ts';
import { STATUS } from '../../entities/bookingStatus.ts';

/** /offline/:id/edit: a draft to finish, or a sent request to correct while the agency has not taken it. */
export function OfflineEdit() {
  const { id } = useParams();
  const location = useLocation();
  const saved = (location.state as { saved?: string } | null)?.saved;
  const { context, failure: contextFailure } = useFormContext();
  const [stored, setStored] = useState<StoredRequest | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);
  useEffect(() => {
    setStored(null);
    apiFetch<StoredRequest>(`/api/booking/offline/${id}`).then(
      ({ data }) => setStored(data),
      (error: unknown) => setFailure(failureCode(error)),
    );
  }, [id]);

  const problem = failure ?? contextFailure;
  if (problem !== null) return <Alert severity="error">{errorMessage(problem)}</Alert>;
  if (!stored || !context) return <LoadingScreen />;
  const sent = stored.status !== STATUS.draft;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('offline.edit.title', { ref: stored.ref })}
        </Typography>
        {stored.editable && <Typography color="text.secondary">{sent ? t('offline.edit.sent') : t('offline.edit.draft')}</Typography>}
      </div>
      {saved && <Alert severity="success">{t('offline.draft_saved', { ref: saved })}</Alert>}
      {stored.editable ? (
        <OfflineRequestForm key={stored.id} initial={withDefaults(storedValues(stored), context.fields)} context={context} requestId={stored.id} sent={sent} />
      ) : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={`/booking/${stored.id}/show`}>
              {t('offline.edit.show')}
            </Button>
          }
        >
          {t('offline.edit.not_editable')}
        </Alert>
      )}
    </Stack>
  );
}
