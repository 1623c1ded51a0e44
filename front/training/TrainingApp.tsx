import { Alert, Box, Button, Card, CardActions, CardContent, Container, Stack, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { apiFetch } from '../../common/api.ts';
import { GlobalNotices } from '../../common/GlobalNotices.tsx';
import { LoadingScreen } from '../../common/LoadingScreen.tsx';
import { NotFound } from '../../common/NotFound.tsx';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { adoptSession, ping, useSession } from '../../common/session.ts';
import { TopBar } from '../../common/TopBar.tsx';
import { useStartupPing } from '../../common/useStartupPing.ts';
import type { Identity } from '../../entities/identity.ts';
import { isTrainingCompany, TRAINING_RESPONSE_HOURS } from '../../entities/training.ts';
import type { TrainingSession } from '../../entities/trainingReplies.ts';
import {
  BookingShow,
  BookingsPage,
  CompletionPage,
  ConfirmPage,
  HomeSearch,
  HotelDiscoverPage,
  HotelOffersPage,
  MessageCreatePage,
  ResultsPage,
  SummaryPage,
  TrainingOfflinePage,
} from '../pages.ts';
import { HOME } from '../rules.ts';

const isTrainingIdentity = (identity: Identity | null) => Boolean(identity && isTrainingCompany(identity.company?.name));

/**
 * Signs the fixed demo account in by itself (POST /formation/auth) whenever the browser holds no training session;
 * answers whether the site is ready and why not.
 */
function useDemoAccount(): { signedIn: boolean; failure: string | number | null } {
  const ready = useStartupPing();
  const { identity } = useSession();
  const [failure, setFailure] = useState<string | number | null>(null);
  const signedIn = ready && isTrainingIdentity(identity);
  useEffect(() => {
    if (!ready || signedIn || failure !== null) return;
    let live = true;
    apiFetch<TrainingSession>('/formation/auth', { method: 'POST', public: true })
      .then(({ data }) => {
        adoptSession(data.token, null);
        return ping();
      })
      .then((pinged) => {
        if (live && !isTrainingIdentity(pinged)) setFailure(503);
      })
      .catch((error: unknown) => live && setFailure((error as { code?: string | number }).code ?? 'unknown'));
    return () => {
      live = false;
    };
  }, [ready, signedIn, failure]);
  return { signedIn, failure };
}

function trainingLinks() {
  return [
    { to: HOME, label: t('training.nav.online') },
    { to: '/bookings', label: t('front.nav.bookings') },
    { to: '/offline', label: t('training.nav.offline') },
  ];
}

/** The frame of the training site: the training flag always, the demo account once signed in. */
function TrainingLayout() {
  const { identity } = useSession();
  return (
    <>
      {identity && isTrainingIdentity(identity) && (
        <TopBar brand={t('app.name')} badge={t('front.training.badge')} identity={identity} links={trainingLinks()} />
      )}
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
        {/* The frame stays while a page's screen is fetched the first time. */}
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}

/** /: what one can practise here. */
function TrainingHome() {
  const { identity } = useSession();
  return (
    <Stack spacing={3} data-testid="training-home">
      <div>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('training.home.title')}
        </Typography>
        <Typography color="text.secondary">{t('training.home.intro', { company: identity?.company?.name ?? '' })}</Typography>
      </div>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
              {t('training.home.online_title')}
            </Typography>
            <Typography color="text.secondary">{t('training.home.online_text')}</Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button component={RouterLink} to="/online" variant="contained">
              {t('training.home.online_action')}
            </Button>
          </CardActions>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
              {t('training.home.offline_title')}
            </Typography>
            <Typography color="text.secondary">{t('training.home.offline_text', { hours: TRAINING_RESPONSE_HOURS })}</Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button component={RouterLink} to="/offline" variant="outlined">
              {t('training.home.offline_action')}
            </Button>
          </CardActions>
        </Card>
      </Box>
    </Stack>
  );
}

/** Pages of the demo account: wait for it to be signed in, or say why it cannot be. */
function DemoGate({ signedIn, failure }: { signedIn: boolean; failure: string | number | null }) {
  if (failure !== null) {
    return (
      <Alert severity="error" data-testid="training-unavailable">
        {failure === 503 ? t('training.unavailable') : errorMessage(failure)}
      </Alert>
    );
  }
  if (!signedIn) return <LoadingScreen />;
  return <Outlet />;
}

/**
 * The training site (formation.*): the front office's online booking screens on the demo company, signed in by
 * itself, and the public training request form at /offline (docs/glossary.md, training site).
 */
export function TrainingApp() {
  const demo = useDemoAccount();
  return (
    <>
      <GlobalNotices />
      <Routes>
        <Route element={<TrainingLayout />}>
          {/* The public form works even while the demo account is unavailable. */}
          <Route path="/offline" element={<TrainingOfflinePage />} />
          <Route element={<DemoGate {...demo} />}>
            <Route index element={<TrainingHome />} />
            <Route path="/login" element={<Navigate to="/" replace />} />
            <Route path="/online" element={<Navigate to={HOME} replace />} />
            <Route path="/online/home" element={<Navigate to={HOME} replace />} />
            <Route path={HOME} element={<HomeSearch />} />
            <Route path="/online/results" element={<ResultsPage />} />
            <Route path="/online/discover/:hotelKey" element={<HotelDiscoverPage />} />
            <Route path="/online/offers/:hotelKey" element={<HotelOffersPage />} />
            <Route path="/online/booking/completion/:action?" element={<CompletionPage />} />
            <Route path="/booking/summary" element={<SummaryPage />} />
            <Route path="/bookings" element={<BookingsPage />} />
            <Route path="/booking/:id/confirm/:online?/:requireValidation?/:requireOrderNumber?" element={<ConfirmPage />} />
            <Route path="/booking/:id/show" element={<BookingShow />} />
            <Route path="/message/create/:id?" element={<MessageCreatePage />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
