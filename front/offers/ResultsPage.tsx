import TuneIcon from '@mui/icons-material/Tune';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Collapse,
  Divider,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Grid,
  IconButton,
  MenuItem,
  Paper,
  Slider,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { formatMoney, formatNumber } from '../../common/format.ts';
import { t } from '../../common/i18n/index.ts';
import type { HotelResult } from '../../entities/offer.ts';
import { DEFAULT_FILTERS, loadSearch, type ResultFilters, saveSearch, type SortKey } from '../search/searchState.ts';
import { exclusionSummary, exclusionText, ServiceChips, Stars, travelPolicyText } from './HotelBits.tsx';
import { SearchFailure, SearchLoading, SearchSummary } from './SearchOutcome.tsx';
import { useOfferSearch } from './useOfferSearch.ts';

const STARS = [5, 4, 3, 2, 1];
const SORTS: { value: SortKey; key: string }[] = [
  { value: 'price', key: 'search.filters.sort_price' },
  { value: 'stars', key: 'search.filters.sort_stars' },
  { value: 'name', key: 'search.filters.sort_name' },
];

const COMPARE: Record<SortKey, (a: HotelResult, b: HotelResult) => number> = {
  price: (a, b) => a.cheapest! - b.cheapest!,
  stars: (a, b) => (b.category ?? 0) - (a.category ?? 0) || a.cheapest! - b.cheapest!,
  name: (a, b) => a.name.localeCompare(b.name),
};

function HotelCard({ hotel }: { hotel: HotelResult }) {
  const cheapest = hotel.offers[0];
  const policy = cheapest ? travelPolicyText(cheapest) : null;
  return (
    <Card variant="outlined" data-testid="hotel-card">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
              {hotel.name}
            </Typography>
            <Stars category={hotel.category} />
            <Typography variant="body2" color="text.secondary">
              {[hotel.address, [hotel.postCode, hotel.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
              {hotel.distanceKm !== null && ` · ${t('search.results.distance', { distance: formatNumber(hotel.distanceKm) })}`}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <ServiceChips services={hotel.services} />
            </Box>
          </Box>
          <Box sx={{ textAlign: { sm: 'right' }, flexShrink: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {t('search.results.from_price')}
            </Typography>
            <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700 }} data-testid="hotel-price">
              {formatMoney(hotel.cheapest)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('search.results.per_night')}
            </Typography>
          </Box>
        </Stack>
        {policy && (
          <Alert severity={cheapest.requiresValidation ? 'warning' : 'info'} sx={{ mt: 1.5, py: 0 }}>
            {policy}
            {cheapest.requiresValidation && cheapest.travelPolicy.mode === 20 ? ` — ${t('search.travel_policy.mode_20')}` : ''}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/online/discover/${encodeURIComponent(hotel.key)}`}>
          {t('search.results.discover')}
        </Button>
        <Button component={RouterLink} to={`/online/offers/${encodeURIComponent(hotel.key)}`} variant="contained">
          {t('search.results.see_offers')} ({hotel.offers.length})
        </Button>
      </CardActions>
    </Card>
  );
}

/** Hotels whose every offer the company's rules left out, with the reasons. */
function Unavailable({ hotels }: { hotels: HotelResult[] }) {
  if (hotels.length === 0) return null;
  return (
    <Box sx={{ mt: 4 }} data-testid="unavailable-hotels">
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('search.results.unavailable_title')}
      </Typography>
      <Paper variant="outlined">
        {hotels.map((hotel, index) => {
          const reasons = [...new Set(hotel.excluded.map((offer) => offer.excluded))].map(exclusionText).join(' ; ');
          return (
            <Box key={hotel.key}>
              {index > 0 && <Divider />}
              <Box sx={{ px: 2, py: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{hotel.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('search.results.unavailable_reason', { reasons })}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Paper>
    </Box>
  );
}

function Filters({ filters, onChange, bounds }: { filters: ResultFilters; onChange: (filters: ResultFilters) => void; bounds: [number, number] }) {
  const price: [number, number] = [Math.max(bounds[0], filters.priceMin ?? bounds[0]), Math.min(bounds[1], filters.priceMax ?? bounds[1])];
  // On a phone the filters fold away above the hotels; on a wide screen they stay open beside them.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="aside" aria-label={t('search.filters.title')}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: wide || open ? 2 : 0 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem' }}>
          {t('search.filters.title')}
        </Typography>
        {!wide && (
          <IconButton onClick={() => setOpen(!open)} aria-expanded={open} aria-label={t('search.filters.title')}>
            <TuneIcon />
          </IconButton>
        )}
      </Stack>
      <Collapse in={wide || open}>
        <TextField
          select
          size="small"
          name="sort"
          label={t('search.filters.sort')}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as SortKey })}
        >
          {SORTS.map((sort) => (
            <MenuItem key={sort.value} value={sort.value}>
              {t(sort.key)}
            </MenuItem>
          ))}
        </TextField>
        <FormLabel component="legend" sx={{ mt: 2 }}>
          {t('search.filters.stars')}
        </FormLabel>
        <FormGroup>
          {STARS.map((stars) => (
            <FormControlLabel
              key={stars}
              control={
                <Checkbox
                  size="small"
                  name={`stars-${stars}`}
                  checked={filters.stars.includes(stars)}
                  onChange={(event) =>
                    onChange({ ...filters, stars: event.target.checked ? [...filters.stars, stars] : filters.stars.filter((value) => value !== stars) })
                  }
                />
              }
              label={t('search.filters.stars_count', { smart_count: stars })}
            />
          ))}
        </FormGroup>
        {bounds[1] > bounds[0] && (
          <Box sx={{ mt: 2 }}>
            <FormLabel id="price-label">{t('search.filters.price')}</FormLabel>
            <Box sx={{ px: 1 }}>
              <Slider
                aria-labelledby="price-label"
                value={price}
                min={bounds[0]}
                max={bounds[1]}
                onChange={(_, value) => {
                  const [min, max] = value as number[];
                  onChange({ ...filters, priceMin: min > bounds[0] ? min : null, priceMax: max < bounds[1] ? max : null });
                }}
                valueLabelDisplay="auto"
                valueLabelFormat={(value) => formatMoney(value)}
                getAriaValueText={(value) => formatMoney(value)}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {formatMoney(price[0])} – {formatMoney(price[1])}
            </Typography>
          </Box>
        )}
      </Collapse>
    </Paper>
  );
}

/** /online/results: the hotels of the saved search, filtered by stars and price, sorted, with what was left out. */
export function ResultsPage() {
  const [search, setSearch] = useState(loadSearch);
  const { state } = useOfferSearch(search);
  if (!search.destination && !search.favoriteHotel) return <Navigate to="/home_search" replace />;

  const setFilters = (filters: ResultFilters) => {
    const next = { ...search, filters };
    setSearch(next);
    saveSearch(next);
  };

  let body;
  if (state.status === 'loading') body = <SearchLoading />;
  else if (state.status === 'failed') body = <SearchFailure error={state.error} search={search} onSearch={setSearch} />;
  else {
    const { result } = state;
    const bookable = result.hotels.filter((hotel) => hotel.cheapest !== null);
    const unavailable = result.hotels.filter((hotel) => hotel.cheapest === null);
    const prices = bookable.map((hotel) => hotel.cheapest!);
    const bounds: [number, number] = [Math.floor(Math.min(...prices)), Math.ceil(Math.max(...prices))];
    const { filters } = search;
    const shown = bookable
      .filter((hotel) => filters.stars.length === 0 || filters.stars.includes(hotel.category ?? 0))
      .filter(
        (hotel) => (filters.priceMin === null || hotel.cheapest! >= filters.priceMin) && (filters.priceMax === null || hotel.cheapest! <= filters.priceMax),
      )
      .sort(COMPARE[filters.sort]);
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Filters filters={filters} onChange={setFilters} bounds={bounds} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Typography color="text.secondary" sx={{ mb: 1.5 }} data-testid="hotel-count">
            {t('search.results.count', { smart_count: shown.length })}
          </Typography>
          {result.excludedCount > 0 && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="excluded-summary">
              {exclusionSummary(result.excludedCount, result.exclusions)}
            </Alert>
          )}
          {shown.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography sx={{ mb: 2 }}>{t('search.results.no_match')}</Typography>
              <Button variant="outlined" onClick={() => setFilters({ ...DEFAULT_FILTERS, sort: filters.sort })}>
                {t('search.results.reset_filters')}
              </Button>
            </Paper>
          ) : (
            <Stack spacing={2}>
              {shown.map((hotel) => (
                <HotelCard key={hotel.key} hotel={hotel} />
              ))}
            </Stack>
          )}
          <Unavailable hotels={unavailable} />
        </Grid>
      </Grid>
    );
  }

  return (
    <>
      <SearchSummary search={search} title={t('search.results.title')} />
      {body}
    </>
  );
}
