import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Button, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { apiFetch, ApiError } from '../../common/api.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { MessageScreen } from '../../common/MessageScreen.tsx';
import type { HotelDetail } from '../../entities/offer.ts';
import { ServiceChips, Stars } from './HotelBits.tsx';
import { SearchLoading } from './SearchOutcome.tsx';

/** /online/discover/{hotelKey}: what the provider says of a hotel (GET /api/hotels/detail/{hotelKey}). */
export function HotelDiscoverPage() {
  const { hotelKey = '' } = useParams();
  const [hotel, setHotel] = useState<HotelDetail | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    let current = true;
    setHotel(null);
    setError(null);
    apiFetch<HotelDetail>(`/api/hotels/detail/${encodeURIComponent(hotelKey)}`)
      .then(({ data }) => current && setHotel(data))
      .catch((caught: unknown) => current && setError(caught instanceof ApiError ? caught : new ApiError(500, 500, String(caught))));
    return () => {
      current = false;
    };
  }, [hotelKey]);

  const back = (
    <Button component={RouterLink} to="/online/results" startIcon={<ArrowBackIcon />}>
      {t('search.discover.back')}
    </Button>
  );
  if (error) return <MessageScreen title={errorMessage(error.code)} actions={back} testId="hotel-missing" />;
  if (!hotel) return <SearchLoading />;

  const place = [hotel.address, [hotel.postCode, hotel.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <>
      <Box sx={{ mb: 2 }}>{back}</Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 3 }}>
          <Box>
            <Typography variant="h1" component="h1">
              {hotel.name}
            </Typography>
            <Stars category={hotel.category} />
          </Box>
          <Box>
            <Button component={RouterLink} to={`/online/offers/${encodeURIComponent(hotel.key)}`} variant="contained" size="large">
              {t('search.discover.see_offers')}
            </Button>
          </Box>
        </Stack>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('search.discover.contact')}
            </Typography>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1}>
                <PlaceIcon fontSize="small" color="action" />
                <Typography>{place}</Typography>
              </Stack>
              {hotel.phone && (
                <Stack direction="row" spacing={1}>
                  <PhoneIcon fontSize="small" color="action" />
                  <Typography>{t('search.discover.phone', { phone: hotel.phone })}</Typography>
                </Stack>
              )}
              {hotel.website && (
                <Stack direction="row" spacing={1}>
                  <LanguageIcon fontSize="small" color="action" />
                  <Link href={hotel.website} target="_blank" rel="noopener noreferrer">
                    {t('search.discover.website')}
                  </Link>
                </Stack>
              )}
              {hotel.openingHours && <Typography color="text.secondary">{t('search.discover.opening_hours', { hours: hotel.openingHours })}</Typography>}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('search.discover.services')}
            </Typography>
            <ServiceChips services={hotel.services} />
            {hotel.description && (
              <>
                <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
                  {t('search.discover.about')}
                </Typography>
                <Typography>{hotel.description}</Typography>
              </>
            )}
          </Grid>
        </Grid>
      </Paper>
    </>
  );
}
