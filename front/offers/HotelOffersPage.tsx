import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FreeBreakfastIcon from '@mui/icons-material/FreeBreakfast';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Alert, Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { apiFetch, failureCode } from '../../common/api.ts';
import { formatDateTime, formatMoney } from '../../common/format.ts';
import { errorMessage, t } from '../../common/i18n/index.ts';
import { PendingButton } from '../../common/PendingButton.tsx';
import { saveState } from '../../common/storage.ts';
import type { HotelResult, JudgedOffer } from '../../entities/offer.ts';
import type { OnlineBookingStart } from '../../entities/onlineBookingReplies.ts';
import { loadSearch, searchRequest } from '../search/searchState.ts';
import { exclusionText, ServiceChips, Stars, travelPolicyText } from './HotelBits.tsx';
import { SearchFailure, SearchLoading, SearchSummary } from './SearchOutcome.tsx';
import { useOfferSearch } from './useOfferSearch.ts';

function breakfastText(offer: JudgedOffer): string {
  if (offer.breakfastIncluded) return t('search.offers.breakfast_included');
  if (offer.breakfastPrice === null) return t('search.offers.breakfast_unknown');
  return t('search.offers.breakfast_price', { price: formatMoney(offer.breakfastPrice) });
}

function OfferRow({ offer, onBook, busy }: { offer: JudgedOffer; onBook?: () => void; busy?: boolean }) {
  const policy = travelPolicyText(offer);
  // A free cancellation whose deadline has passed is none any more.
  const freeUntil =
    offer.freeCancellation && offer.cancellationDeadline && Date.parse(offer.cancellationDeadline) > Date.now() ? offer.cancellationDeadline : null;
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: 2 }} data-testid={offer.excluded ? 'excluded-offer' : 'offer'}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{offer.roomLabel}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.75 }}>
            <Chip
              size="small"
              icon={<FreeBreakfastIcon />}
              label={breakfastText(offer)}
              color={offer.breakfastIncluded ? 'success' : 'default'}
              variant="outlined"
            />
            <Chip
              size="small"
              icon={<EventAvailableIcon />}
              variant="outlined"
              color={freeUntil ? 'success' : 'warning'}
              label={freeUntil ? t('search.offers.free_cancellation', { date: formatDateTime(freeUntil) }) : t('search.offers.non_refundable')}
            />
            {offer.requiresValidation && !offer.excluded && <Chip size="small" color="warning" label={t('search.travel_policy.requires_validation')} />}
          </Stack>
          {policy && !offer.excluded && (
            <Typography variant="body2" color={offer.travelPolicy.mode === 10 ? 'info.main' : 'warning.main'} sx={{ mt: 0.75 }}>
              {policy}
            </Typography>
          )}
          {offer.excluded && (
            <Typography variant="body2" color="error" sx={{ mt: 0.75 }} data-testid="exclusion-reason">
              {exclusionText(offer.excluded)}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0, justifyContent: 'space-between' }}>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="h6" component="p" color={offer.excluded ? 'text.secondary' : 'primary'} sx={{ fontWeight: 700 }}>
              {formatMoney(offer.pricePerNight)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('search.offers.price_per_night')}
            </Typography>
            <Typography variant="body2">
              {t('search.offers.total', { total: formatMoney(offer.totalPrice) })}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                (
                {t('search.offers.total_detail', {
                  rooms:
                    offer.occupancy === 2
                      ? t('search.results.rooms_double', { smart_count: offer.rooms })
                      : t('search.results.rooms_single', { smart_count: offer.rooms }),
                  nights: t('search.dates.nights', { smart_count: offer.nights }),
                })}
                )
              </Typography>
            </Typography>
          </Box>
          {onBook && (
            <PendingButton variant="contained" onClick={onBook} pending={busy} pendingLabel={t('search.offers.booking')}>
              {t('search.offers.book')}
            </PendingButton>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

function HotelHeader({ hotel }: { hotel: HotelResult }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h2" component="h2">
            {hotel.name}
          </Typography>
          <Stars category={hotel.category} />
          <Typography color="text.secondary">{[hotel.address, [hotel.postCode, hotel.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</Typography>
          <Box sx={{ mt: 1 }}>
            <ServiceChips services={hotel.services} />
          </Box>
        </Box>
        <Box>
          <Button component={RouterLink} to={`/online/discover/${encodeURIComponent(hotel.key)}`}>
            {t('search.results.discover')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * /online/offers/{hotelKey}: a hotel's offers for the saved search. "Réserver" opens an online booking
 * (POST /api/booking/online) and goes on to its completion; an offer gone meanwhile is said so and the list refreshed.
 */
export function HotelOffersPage() {
  const { hotelKey = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useState(loadSearch);
  const { state, reload } = useOfferSearch(search, hotelKey);
  const [booking, setBooking] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Offers the supplier said are gone: the refreshed list may still carry them, they are not offered again.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  if (!search.destination && !search.favoriteHotel) return <Navigate to="/home_search" replace />;

  async function book(offerKey: string) {
    setBooking(offerKey);
    setFailure(null);
    const request = searchRequest(search, hotelKey);
    try {
      const { data } = await apiFetch<OnlineBookingStart>('/api/booking/online', {
        method: 'POST',
        body: {
          offerKey,
          search: {
            destination: { label: search.favoriteHotel?.name ?? search.destination?.label, ...searchRequest(search).destination },
            from: request.startDate,
            to: request.endDate,
            single: request.single,
            double: request.double,
            services: request.services,
          },
        },
      });
      saveState('onlineBooking', { unfinishedId: data.id, offerKey, hotelKey });
      navigate('/online/booking/completion');
    } catch (error) {
      const code = failureCode(error);
      if (code === 'not_available') {
        setFailure(t('search.offers.not_available'));
        setGone((keys) => new Set(keys).add(offerKey));
        reload();
      } else {
        setFailure(errorMessage(code));
      }
      setBooking(null);
    }
  }

  let body;
  if (state.status === 'loading') body = <SearchLoading />;
  else if (state.status === 'failed') body = <SearchFailure error={state.error} search={search} onSearch={setSearch} />;
  else {
    const hotel = state.result.hotels[0];
    const offers = hotel.offers.filter((offer) => !gone.has(offer.key));
    body = (
      <>
        <HotelHeader hotel={hotel} />
        {offers.length > 0 ? (
          <Paper variant="outlined" data-testid="offers">
            {offers.map((offer, index) => (
              <Box key={offer.key}>
                {index > 0 && <Divider />}
                <OfferRow offer={offer} onBook={() => book(offer.key)} busy={booking === offer.key} />
              </Box>
            ))}
          </Paper>
        ) : (
          <Alert severity="info" data-testid="no-offer-left">
            {t('search.offers.none_left')}
          </Alert>
        )}
        {hotel.excluded.length > 0 && (
          <Box sx={{ mt: 3 }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {t('search.offers.excluded_title')}
            </Typography>
            <Paper variant="outlined">
              {hotel.excluded.map((offer, index) => (
                <Box key={offer.key}>
                  {index > 0 && <Divider />}
                  <OfferRow offer={offer} />
                </Box>
              ))}
            </Paper>
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      <SearchSummary search={search} title={t('search.offers.title')} />
      <Button component={RouterLink} to="/online/results" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('search.offers.back')}
      </Button>
      {failure && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {body}
    </>
  );
}
