import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { apiFetch, failureCode } from '../../common/api.ts';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { useSession } from '../../common/session.ts';
import { loadState, saveState } from '../../common/storage.ts';
import { InvalidLink, PublicRequest } from './PublicRequest.tsx';
import { CHAIN_KEY, SENT_KEY, sentTokens } from './publicRequests.ts';
import type { BoundRequests, GroupLink, PreloggedCompany, PublicCompany, SentRequest, VisitorChain } from '../../entities/groupReplies.ts';

/** /offline/booking/prelogged/group/:groupAlias: a group or seminar request through the company's group link. */
export function PreloggedGroupPage() {
  const { groupAlias = '' } = useParams();
  return (
    <PublicRequest
      load={async () => (await apiFetch<GroupLink>(`/api/public/prelogged_configuration/${encodeURIComponent(groupAlias)}`, { public: true })).data}
      kinds={['group', 'seminar']}
      intro={(company) => t('group.public.group_intro', { hours: company.responseHours })}
      send={async (request) =>
        (await apiFetch<SentRequest>(`/public/api/group/${encodeURIComponent(groupAlias)}`, { method: 'POST', body: request, public: true })).data
      }
    />
  );
}

/** /offline/booking/prelogged/company/:companyUid/:values: a request pre-filled by the company's intranet. */
export function PreloggedCompanyPage() {
  const { companyUid = '', values = '' } = useParams();
  return (
    <PublicRequest
      load={async () =>
        (
          await apiFetch<PreloggedCompany>(`/api/public/prelogged_company/${encodeURIComponent(companyUid)}${values ? `/${encodeURIComponent(values)}` : ''}`, {
            public: true,
          })
        ).data
      }
      kinds={['offline']}
      intro={(company) => t('group.public.offline_intro', { hours: company.responseHours })}
      send={async (request) =>
        (await apiFetch<SentRequest>(`/public/api/offline/${encodeURIComponent(companyUid)}`, { method: 'POST', body: request, public: true })).data
      }
    />
  );
}

/** /gen/:companyUid: gives this browser its own chain for the company, then opens the company's request form. */
export function GenPage() {
  const { companyUid = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | number | null>(null);
  useEffect(() => {
    const chains = loadState<Record<string, string>>(CHAIN_KEY) ?? {};
    const next = () => navigate(`/offline/booking/gen/${encodeURIComponent(companyUid)}`, { replace: true });
    if (chains[companyUid]) {
      void next();
      return;
    }
    Promise.all([
      apiFetch(`/company/only_one/${encodeURIComponent(companyUid)}`, { public: true }),
      apiFetch<VisitorChain>('/company/random_unique_chain', { public: true }),
    ])
      .then(([, { data }]) => {
        saveState(CHAIN_KEY, { ...chains, [companyUid]: data.chain });
        void next();
      })
      .catch((error: unknown) => setFailure(failureCode(error)));
  }, [companyUid, navigate]);
  if (failure !== null) return <InvalidLink code={failure} />;
  return <LoadingScreen />;
}

/** /offline/booking/gen/:companyUid: a visitor's request, marked with the visitor's chain. */
export function GenRequestPage() {
  const { companyUid = '' } = useParams();
  const chain = (loadState<Record<string, string>>(CHAIN_KEY) ?? {})[companyUid];
  return (
    <PublicRequest
      load={async () => ({ company: (await apiFetch<PublicCompany>(`/public/company/${encodeURIComponent(companyUid)}`, { public: true })).data })}
      kinds={['offline']}
      intro={(company) => t('group.public.offline_intro', { hours: company.responseHours })}
      chain={chain}
      send={async (request) =>
        (
          await apiFetch<SentRequest>(`/public/api/offline/${encodeURIComponent(companyUid)}`, {
            method: 'POST',
            body: { ...request, ...(chain && { uniqueChain: chain }) },
            public: true,
          })
        ).data
      }
    />
  );
}

/** /offline/booking/bind (signed in): attaches the requests sent from this browser through a link to the account. */
export function BindRequestsPage() {
  const signedIn = Boolean(useSession().identity);
  const [bound, setBound] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);
  // What this browser sent, as it stood on arriving: binding empties it. Once per visit of the page.
  const [tokens] = useState(sentTokens);
  useEffect(() => {
    if (!signedIn || tokens.length === 0) return;
    apiFetch<BoundRequests>('/public/bind_user_to_bookings', { method: 'POST', body: { bookings: tokens } })
      .then(({ data }) => {
        // What was attached, or cannot be, is no longer waiting.
        saveState(SENT_KEY, undefined);
        setBound(data.bound);
      })
      .catch((error: unknown) => setFailure(failureCode(error)));
  }, [signedIn, tokens]);
  const body =
    tokens.length === 0 && bound === null ? (
      <Alert severity="info">{t('group.bind.none')}</Alert>
    ) : failure !== null ? (
      <Alert severity="error">{errorMessage(failure)}</Alert>
    ) : bound === null ? (
      <LoadingScreen />
    ) : bound.length > 0 ? (
      <Alert severity="success" data-testid="bind-done">
        {t('group.bind.done', { smart_count: bound.length })} ({bound.join(', ')})
      </Alert>
    ) : (
      <Alert severity="warning">{t('group.bind.nothing')}</Alert>
    );
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('group.bind.title')}
      </Typography>
      {body}
      <div>
        <Button component={RouterLink} to="/bookings" variant="contained">
          {t('group.bind.bookings')}
        </Button>
      </div>
    </Stack>
  );
}
