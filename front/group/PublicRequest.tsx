import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiFetch, failureCode } from '../../common/api.ts';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import type { CustomField } from '../../entities/customFields.ts';
import type { RequestKind } from '../../entities/groupRules.ts';
import type { FavoritePlace } from '../../entities/favoritePlaceReplies.ts';
import { PublicFrame } from '../shared/PublicFrame.tsx';
import { SentCard } from '../shared/SentCard.tsx';
import { rememberSent } from './publicRequests.ts';
import { RequestForm } from './RequestForm.tsx';
import { emptyRequest, type OutgoingRequest } from './requestValues.ts';
import type { PublicCompany, SentRequest } from '../../entities/groupReplies.ts';

export function InvalidLink({ code }: { code: string | number }) {
  return (
    <PublicFrame>
      <MessageScreen
        testId="public-link-invalid"
        title={code === 205 || code === 404 || code === 400 ? t('group.public.invalid_title') : errorMessage(code)}
        text={t('group.public.invalid_text')}
        actions={
          <Button component={RouterLink} to="/login" variant="contained">
            {t('app.login.submit')}
          </Button>
        }
      />
    </PublicFrame>
  );
}

/** The request is sent: when the agency answers, and the way to attach it to an account. */
function PublicSent({ sent, onAgain }: { sent: SentRequest; onAgain: () => void }) {
  return (
    <SentCard title={t('group.public.sent_title')} testId="public-request-sent">
      <Typography>{t('group.public.sent_text', { ref: sent.ref, hours: sent.responseHours })}</Typography>
      <Alert severity="info">{t('group.public.bind_hint')}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={`/login?redirect=${encodeURIComponent('/offline/booking/bind')}`} variant="contained" data-testid="bind-link">
          {t('group.public.bind_action')}
        </Button>
        <Button onClick={onAgain}>{t('group.public.new_request')}</Button>
      </Stack>
    </SentCard>
  );
}

interface Loaded {
  company: PublicCompany;
  fields: CustomField[];
  values: Record<string, string | number>;
  favorites: FavoritePlace[];
}

/** Loads what a public form needs, and shows it, or why the link does not work. */
export function PublicRequest({
  load,
  kinds,
  intro,
  send,
  chain,
}: {
  load: () => Promise<{ company: PublicCompany; values?: Record<string, string | number> }>;
  kinds: readonly RequestKind[];
  intro: (company: PublicCompany) => string;
  send: (request: OutgoingRequest) => Promise<SentRequest>;
  /** A generated link's visitor chain: the form then offers the visitor's own travellers. */
  chain?: string;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | number | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [round, setRound] = useState(0);
  // The link's parameters come with the page: loaded once, whatever callback the page passes on later renders.
  const loadLink = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    (async () => {
      const { company, values = {} } = await loadLink();
      const [fields, favorites] = await Promise.all([
        apiFetch<CustomField[]>(`/public/company/input_fields/${company.uid}`, { public: true }).then(({ data }) => data),
        // Offered as destinations; the form works without them.
        apiFetch<FavoritePlace[]>(`/public/api/company/${company.uid}/favorite-locations`, { public: true }).then(
          ({ data }) => data,
          () => [],
        ),
      ]);
      if (live) setLoaded({ company, fields, values, favorites });
    })().catch((error: unknown) => live && setFailure(failureCode(error)));
    return () => {
      live = false;
    };
  }, []);
  if (failure !== null) return <InvalidLink code={failure} />;
  if (!loaded) return <LoadingScreen />;
  return (
    <PublicFrame logo={loaded.company.logo}>
      {sent ? (
        <PublicSent
          sent={sent}
          onAgain={() => {
            setSent(null);
            setRound(round + 1);
          }}
        />
      ) : (
        <Stack spacing={3}>
          <div>
            <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
              {t('group.public.for_company', { company: loaded.company.name })}
            </Typography>
            <Typography color="text.secondary">{intro(loaded.company)}</Typography>
          </div>
          <RequestForm
            key={round}
            initial={emptyRequest(kinds[0], loaded.values)}
            kinds={kinds}
            withRequester
            fields={loaded.fields}
            favorites={loaded.favorites}
            send={send}
            visitor={chain ? { companyUid: loaded.company.uid, chain } : undefined}
            onSent={(done) => {
              rememberSent(done.token);
              setSent(done);
            }}
          />
        </Stack>
      )}
    </PublicFrame>
  );
}
