import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ApiError } from '../../common/api.ts';
import { formatDate } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { useSession } from '../../common/session.ts';
import { saveSearch, type SearchState } from '../search/searchState.ts';
import { exclusionSummary, exclusionText } from './HotelBits.tsx';
import { ErrorCode } from '../../entities/errors.ts';
import { type NoOfferDetails, SUGGESTION_DAYS } from '../../entities/offer.ts';

/** Where, when and how many rooms, with the way back to the form. */
export function SearchSummary({ search, title }: { search: SearchState; title: string }) {
  const rooms = [
    search.bedrooms.single > 0 && t('search.results.rooms_single', { smart_count: search.bedrooms.single }),
    search.bedrooms.double > 0 && t('search.results.rooms_double', { smart_count: search.bedrooms.double }),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}>
      <Box>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" data-testid="search-summary">
          {t('search.results.summary', {
            destination: search.favoriteHotel?.name ?? search.destination?.label ?? '',
            from: formatDate(search.from),
            to: formatDate(search.to),
          })}
          {rooms && ` · ${rooms}`}
        </Typography>
      </Box>
      <Button component={RouterLink} to="/home_search" variant="outlined" startIcon={<ArrowBackIcon />}>
        {t('search.results.modify')}
      </Button>
    </Stack>
  );
}

/** The wait for the providers' answer. */
export function SearchLoading() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
      <CircularProgress aria-label={t('search.results.loading')} />
      <Typography color="text.secondary">{t('search.results.loading')}</Typography>
    </Box>
  );
}

/**
 * A search that found nothing to book (2500: nothing there, or everything left out by the company's rules, the
 * validation policy above all), that the user may not make (online_disabled), or that failed: what happened and
 * where to go from there. With nothing to book, how many offers were set aside and why, and the nearest dates that
 * have offers, which `onSearch` searches (the search is saved first, as the form saves it).
 */
export function SearchFailure({ error, search, onSearch }: { error: ApiError; search: SearchState; onSearch: (next: SearchState) => void }) {
  const navigate = useNavigate();
  const { identity } = useSession();
  const noOffer = error.code === ErrorCode.NO_OFFER;
  const reason = error.errors?.offers;
  const explanation = !noOffer
    ? null
    : reason === 'deadline_too_short'
      ? t('search.no_offer.validation')
      : reason
        ? t('search.no_offer.excluded', { reason: exclusionText(String(reason)) })
        : null;
  const details = noOffer ? (error.details as NoOfferDetails | undefined) : undefined;
  const suggestion = details?.suggestion ?? null;
  const dates = suggestion && { from: formatDate(suggestion.startDate), to: formatDate(suggestion.endDate) };
  const fields = error.status === 400 && error.errors ? Object.values(error.errors).map((code) => errorMessage(code)) : [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} data-testid="search-failure">
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {noOffer ? t('search.no_offer.title') : error.code === 'online_disabled' ? t('search.online_disabled.title') : errorMessage(error.code)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: explanation || fields.length > 0 ? 1.5 : 3 }}>
        {noOffer ? errorMessage(2500) : error.code === 'online_disabled' ? t('search.online_disabled.text') : null}
      </Typography>
      {explanation && (
        <Alert severity="info" sx={{ mb: details?.excludedCount ? 1.5 : 3, textAlign: 'left' }}>
          {explanation}
        </Alert>
      )}
      {details && details.excludedCount > 0 && (
        <Alert severity="info" icon={false} sx={{ mb: 3, textAlign: 'left' }} data-testid="no-offer-details">
          <Typography variant="body2" data-testid="excluded-summary">
            {exclusionSummary(details.excludedCount, details.exclusions)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="suggested-dates">
            {dates ? t('search.no_offer.suggestion', dates) : t('search.no_offer.no_suggestion', { smart_count: SUGGESTION_DAYS })}
          </Typography>
        </Alert>
      )}
      {fields.length > 0 && (
        <Alert severity="error" sx={{ mb: 3, textAlign: 'left' }}>
          {[...new Set(fields)].join(' · ')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {suggestion && dates && (
          <Button
            variant="contained"
            startIcon={<EventAvailableIcon />}
            onClick={() => {
              const next = { ...search, from: suggestion.startDate, to: suggestion.endDate };
              saveSearch(next);
              onSearch(next);
            }}
          >
            {t('search.no_offer.suggestion_action', dates)}
          </Button>
        )}
        <Button component={RouterLink} to="/home_search" variant={suggestion ? 'outlined' : 'contained'} startIcon={<ArrowBackIcon />}>
          {t('search.results.modify')}
        </Button>
        {noOffer && identity?.offline && (
          <Button
            variant="outlined"
            onClick={() => {
              saveSearch({ ...search, context: 'offline' });
              navigate('/offline/home');
            }}
          >
            {t('search.no_offer.offline')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
