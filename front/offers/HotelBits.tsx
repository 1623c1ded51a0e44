import AccessibleIcon from '@mui/icons-material/Accessible';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import WifiIcon from '@mui/icons-material/Wifi';
import { Chip, Rating, Stack } from '@mui/material';
import { formatMoney } from '../../common/format.ts';
import { t } from '../../common/i18n/index.ts';
import type { ExclusionReason, HotelServices, JudgedOffer } from '../../entities/offer.ts';

/** The star category, read-only; nothing when the hotel has none. */
export function Stars({ category }: { category: number | null }) {
  if (!category) return null;
  return <Rating value={category} max={category} readOnly size="small" aria-label={t('search.filters.stars_count', { smart_count: category })} />;
}

const SERVICES = [
  { name: 'internet', key: 'search.services.internet', icon: <WifiIcon /> },
  { name: 'parking', key: 'search.services.parking', icon: <LocalParkingIcon /> },
  { name: 'catering', key: 'search.services.catering', icon: <RestaurantIcon /> },
  { name: 'disabledAccess', key: 'search.services.disabled_access', icon: <AccessibleIcon /> },
] as const;

/** The services a hotel has. */
export function ServiceChips({ services }: { services: HotelServices }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {SERVICES.filter((service) => services[service.name]).map((service) => (
        <Chip key={service.name} size="small" variant="outlined" icon={service.icon} label={t(service.key)} />
      ))}
    </Stack>
  );
}

const EXCLUSION_KEYS: Record<ExclusionReason, string> = {
  no_disabled_access: 'search.exclusions.no_disabled_access',
  non_free_cancellation: 'search.exclusions.non_free_cancellation',
  unknown_breakfast: 'search.exclusions.unknown_breakfast',
  price_above_max: 'search.exclusions.price_above_max',
  travel_policy: 'search.exclusions.travel_policy',
  deadline_too_short: 'search.exclusions.deadline_too_short',
};

/** Why an offer was left out, in the user's words. */
export function exclusionText(reason: string | null | undefined): string {
  const key = reason ? EXCLUSION_KEYS[reason as ExclusionReason] : undefined;
  return key ? t(key) : t('search.exclusions.unknown');
}

/** What the travel policy says of an offer, or null when it has nothing to say. */
export function travelPolicyText(offer: JudgedOffer): string | null {
  const { travelPolicy } = offer;
  if (travelPolicy.ok || travelPolicy.limit === null) return null;
  const limit = formatMoney(travelPolicy.limit);
  return travelPolicy.withBreakfast ? t('search.travel_policy.above_with_breakfast', { limit }) : t('search.travel_policy.above_without_breakfast', { limit });
}
