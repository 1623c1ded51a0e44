import AccessibleIcon from '@mui/icons-material/Accessible';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import WifiIcon from '@mui/icons-material/Wifi';
import { Chip, Rating, Stack } from '@mui/material';
import { formatMoney } from '../../common/format.ts';
import { t } from '../../common/i18n/index.ts';
import { ErrorCode } from '../../entities/errors.ts';
import { EXCLUSION_REASONS, type ExclusionReason, type HotelServices, type JudgedOffer } from '../../entities/offer.ts';

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

/** Why an offer was left out, in the user's words. */
export function exclusionText(reason: string | null | undefined): string {
  return t(`errors.${(EXCLUSION_REASONS as readonly unknown[]).includes(reason) ? reason : ErrorCode.UNKNOWN_REASON}`);
}

/** How many offers the company's rules set aside, and how many each rule. */
export function exclusionSummary(excludedCount: number, exclusions: Partial<Record<ExclusionReason, number>>): string {
  const reasons = Object.entries(exclusions) as [ExclusionReason, number][];
  return `${t('search.results.excluded_summary', { smart_count: excludedCount })} : ${reasons.map(([reason, count]) => `${exclusionText(reason)} (${count})`).join(' ; ')}`;
}

/** What the travel policy says of an offer, or null when it has nothing to say. */
export function travelPolicyText(offer: JudgedOffer): string | null {
  const { travelPolicy } = offer;
  if (travelPolicy.ok || travelPolicy.limit === null) return null;
  const limit = formatMoney(travelPolicy.limit);
  return travelPolicy.withBreakfast ? t('search.travel_policy.above_with_breakfast', { limit }) : t('search.travel_policy.above_without_breakfast', { limit });
}
