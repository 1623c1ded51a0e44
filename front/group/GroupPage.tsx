import { Alert, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '../../common/api.ts';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { loadState } from '../../common/storage.ts';
import { useFormContext } from '../offline/useFormContext.ts';
import type { SearchState } from '../search/searchState.ts';
import { RequestForm } from './RequestForm.tsx';
import { emptyRequest } from './requestValues.ts';
import type { SentRequest } from '../../entities/groupReplies.ts';

/**
 * /group and /seminar: a request for more than six travellers, or for a meeting room, sent to the agency as an offline
 * request (server/group). The form starts from the user's last search; the confirmation is the offline one.
 */
export function GroupPage({ kind }: { kind: 'group' | 'seminar' }) {
  const navigate = useNavigate();
  // The offline form's context: the company's rules on purchase orders and managers apply to these requests too.
  const { context, failure } = useFormContext();
  if (failure !== null) return <Alert severity="error">{errorMessage(failure)}</Alert>;
  if (!context) return <LoadingScreen />;
  if (!context.settings.offline)
    return (
      <Alert severity="info" data-testid="group-disabled">
        {t('group.disabled')}
      </Alert>
    );

  const search = loadState<Partial<SearchState>>('search');
  const prefilled: Record<string, string | number> = {};
  if (search?.destination?.label) prefilled.destination = search.destination.city ?? search.destination.label;
  if (search?.from) prefilled.from = search.from;
  if (search?.to) prefilled.to = search.to;
  const rooms = search?.bedrooms;
  if (kind === 'group' && rooms && rooms.single + rooms.double > 6) Object.assign(prefilled, { single: rooms.single, double: rooms.double });

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t(`group.${kind}.title`)}
        </Typography>
        <Typography color="text.secondary">{t(`group.${kind}.intro`, { hours: context.settings.responseHours })}</Typography>
      </div>
      <RequestForm
        key={kind}
        initial={emptyRequest(kind, prefilled)}
        kinds={['group', 'seminar']}
        withRequester={false}
        fields={context.fields}
        approval={{ settings: context.settings, managers: context.managers }}
        send={async (request) => (await apiFetch<SentRequest>('/api/booking/group', { method: 'POST', body: request })).data}
        onSent={(sent) => navigate('/request/confirm', { state: sent })}
      />
    </Stack>
  );
}
