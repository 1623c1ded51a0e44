import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Grid,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MAX_TRAVELLERS, nightsBetween } from '../../entities/bookingRules.ts';
import { apiFetch } from '../../common/api.ts';
import { formatNumber } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { useSession } from '../../common/session.ts';
import type { Services } from '../../entities/offer.ts';
import type { FavoritePlace } from '../../entities/favoritePlaceReplies.ts';
import type { NearHotel } from '../../entities/searchReplies.ts';
import { DateField } from '../shared/FormFields.tsx';
import { DestinationInput } from './DestinationInput.tsx';
import { loadSearch, parisDay, saveSearch, searchErrors, type SearchState, SERVICE_NAMES } from './searchState.ts';
import { ErrorCode } from '../../entities/errors.ts';

const SERVICE_KEYS: Record<keyof Services, string> = {
  breakfast: 'search.services.breakfast',
  internet: 'search.services.internet',
  parking: 'search.services.parking',
  catering: 'search.services.catering',
  disabledAccess: 'search.services.disabled_access',
};

const DAY = 86_400_000;
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const roomCount = (text: string) => Math.max(0, Math.min(99, Number.parseInt(text, 10) || 0));

/**
 * The search form of /home_search. The stay's rules are the server's (entities/bookingRules.ts), checked here first;
 * single and double rooms together are offered an offline request or two bookings, more than six rooms the group
 * form. The form is kept in client state (`search`) for the results, the offers and the offline request.
 */
export function SearchForm() {
  const navigate = useNavigate();
  const { identity } = useSession();
  const [search, setSearch] = useState<SearchState>(loadSearch);
  const [favorites, setFavorites] = useState<FavoritePlace[]>([]);
  const [nearHotels, setNearHotels] = useState<NearHotel[]>([]);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    apiFetch<FavoritePlace[]>('/api/me/favorite-locations').then(
      ({ data }) => setFavorites(data),
      () => setFavorites([]),
    );
  }, []);

  const favoriteId = search.destination?.kind === 'favorite' ? search.destination.favoriteLocationId : undefined;
  useEffect(() => {
    if (favoriteId === undefined) {
      setNearHotels([]);
      return;
    }
    let current = true;
    apiFetch<NearHotel[]>(`/api/company/location/${favoriteId}/hotels`).then(
      ({ data }) => current && setNearHotels(data),
      () => current && setNearHotels([]),
    );
    return () => {
      current = false;
    };
  }, [favoriteId]);

  const update = (patch: Partial<SearchState>) => setSearch((previous) => ({ ...previous, ...patch }));
  const errors = searchErrors(search);
  const roomsRule = errors.rooms;
  const fieldError = (field: string) => (submitted && errors[field] !== undefined ? errorMessage(errors[field]) : undefined);
  const nights = errors.from === undefined && errors.to === undefined ? nightsBetween(search.from, search.to) : 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    saveSearch({ ...search, context: 'online' });
    navigate('/online/results');
  }

  function offlineRequest() {
    saveSearch({ ...search, context: 'offline' });
    navigate('/offline/home');
  }

  if (identity && !identity.online) {
    return (
      <Alert severity="info" data-testid="online-disabled">
        <AlertTitle>{t('search.online_disabled.title')}</AlertTitle>
        {t('search.online_disabled.text')}
      </Alert>
    );
  }

  return (
    <Paper component="form" variant="outlined" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="search-title">
      <Typography id="search-title" variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('search.form.title')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: favoriteId !== undefined ? 6 : 12 }}>
          <DestinationInput
            value={search.destination}
            favorites={favorites}
            error={fieldError('destination')}
            onChange={(destination) => update({ destination, favoriteHotel: null })}
          />
        </Grid>
        {favoriteId !== undefined && (
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              name="favoriteHotel"
              label={t('search.favorite_hotel.label')}
              value={search.favoriteHotel?.key ?? ''}
              onChange={(event) => {
                const hotel = nearHotels.find((near) => near.key === event.target.value);
                update({ favoriteHotel: hotel ? { key: hotel.key, name: hotel.name } : null });
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('search.favorite_hotel.any')}</MenuItem>
              {nearHotels.map((hotel) => (
                <MenuItem key={hotel.key} value={hotel.key}>
                  {t('search.favorite_hotel.option', { name: hotel.name, distance: formatNumber(hotel.distanceKm) })}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        )}
        <Grid size={{ xs: 6, md: 3 }}>
          <DateField
            name="from"
            label={t('search.dates.from')}
            value={search.from}
            onChange={(event) => {
              const from = event.target.value;
              update({ from, to: search.to <= from ? nextDay(from) : search.to });
            }}
            error={Boolean(fieldError('from'))}
            helperText={fieldError('from')}
            min={parisDay(0)}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <DateField
            name="to"
            label={t('search.dates.to')}
            value={search.to}
            onChange={(event) => update({ to: event.target.value })}
            error={Boolean(fieldError('to'))}
            helperText={fieldError('to') ?? (nights > 0 ? t('search.dates.nights', { smart_count: nights }) : undefined)}
            min={search.from || parisDay(0)}
          />
        </Grid>
        {(['single', 'double'] as const).map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              type="number"
              name={kind}
              label={t(`search.rooms.${kind}`)}
              value={search.bedrooms[kind]}
              onChange={(event) => update({ bedrooms: { ...search.bedrooms, [kind]: roomCount(event.target.value) } })}
              error={submitted && roomsRule === 30}
              slotProps={{ htmlInput: { min: 0, max: MAX_TRAVELLERS } }}
            />
          </Grid>
        ))}
        <Grid size={12}>
          <Typography variant="body2" color={submitted && roomsRule === 30 ? 'error' : 'text.secondary'}>
            {submitted && roomsRule === 30 ? errorMessage(30) : t('search.rooms.hint')}
          </Typography>
        </Grid>
        {roomsRule === ErrorCode.MIXED_ROOMS && (
          <Grid size={12}>
            <Alert severity="warning" data-testid="mixed-rooms">
              <AlertTitle>{t('search.mixed.title')}</AlertTitle>
              {identity?.offline ? t('search.mixed.text') : t('search.mixed.text_no_offline')}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
                {identity?.offline && (
                  <Button variant="contained" color="warning" onClick={offlineRequest}>
                    {t('search.mixed.offline')}
                  </Button>
                )}
                <Button variant="outlined" color="warning" onClick={() => update({ bedrooms: { ...search.bedrooms, double: 0 } })}>
                  {t('search.mixed.singles_first')}
                </Button>
              </Stack>
            </Alert>
          </Grid>
        )}
        {roomsRule === ErrorCode.GROUP_REQUIRED && (
          <Grid size={12}>
            <Alert
              severity="info"
              data-testid="group-required"
              action={
                <Button component={RouterLink} to="/group" color="inherit" onClick={() => saveSearch({ ...search, context: 'offline' })}>
                  {t('search.group.link')}
                </Button>
              }
            >
              {t('search.group.text')}
            </Alert>
          </Grid>
        )}
        <Grid size={12}>
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            {t('search.services.title')}
          </FormLabel>
          <FormGroup row>
            {SERVICE_NAMES.map((name) => (
              <FormControlLabel
                key={name}
                control={
                  <Checkbox
                    name={name}
                    checked={search.services[name]}
                    onChange={(event) => update({ services: { ...search.services, [name]: event.target.checked } })}
                  />
                }
                label={t(SERVICE_KEYS[name])}
              />
            ))}
          </FormGroup>
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          disabled={roomsRule === ErrorCode.MIXED_ROOMS || roomsRule === ErrorCode.GROUP_REQUIRED}
        >
          {t('search.form.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
