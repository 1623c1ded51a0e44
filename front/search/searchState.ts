import { agencyToday, type RuleErrors, stayErrors } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { DEFAULT_SERVICES, type Services } from '../../entities/offer.ts';
import { loadState, saveState } from '../../common/storage.ts';

/** The services in the order the search form shows them, the most asked for first. */
export const SERVICE_NAMES = ['breakfast', 'internet', 'parking', 'catering', 'disabledAccess'] as const;

/** Where to look: a city of the catalogue, a place (station, airport, venue) or one of the company's favourite places. */
export interface Destination {
  kind: 'city' | 'place' | 'favorite';
  label: string;
  city?: string;
  lat?: number;
  lng?: number;
  favoriteLocationId?: number;
}

export type SortKey = 'price' | 'stars' | 'name';

export interface ResultFilters {
  /** Star categories shown; empty shows them all. */
  stars: number[];
  /** Price per room per night. */
  priceMin: number | null;
  priceMax: number | null;
  sort: SortKey;
}

/**
 * The search form as kept in client state under `search` (common/storage.ts): the offline request form reads it too, to
 * start from what the user already typed (`context: 'offline'`).
 */
export interface SearchState {
  destination: Destination | null;
  /** A hotel near the favourite place, to see its offers only. */
  favoriteHotel: { key: string; name: string } | null;
  bedrooms: { single: number; double: number };
  /** Arrival and departure, ISO dates. */
  from: string;
  to: string;
  services: Services;
  filters: ResultFilters;
  context: 'online' | 'offline';
}

/** The body of POST /backend/api/hrs/hotels/offers (and the `search` the online booking quotes). */
export interface SearchRequest {
  destination: { city?: string; lat?: number; lng?: number; favoriteLocationId?: number } | null;
  hotelKey?: string;
  startDate: string;
  endDate: string;
  single: number;
  double: number;
  services: Services;
}

/** A day in the agency's time zone, `offset` days from today. */
export function parisDay(offset = 0, now = new Date()): string {
  return addDays(agencyToday(now), offset);
}

export const DEFAULT_FILTERS: ResultFilters = { stars: [], priceMin: null, priceMax: null, sort: 'price' };

/** One single room, no double, today to tomorrow, breakfast and internet. */
export function defaultSearch(): SearchState {
  return {
    destination: null,
    favoriteHotel: null,
    bedrooms: { single: 1, double: 0 },
    from: parisDay(0),
    to: parisDay(1),
    services: { ...DEFAULT_SERVICES },
    filters: DEFAULT_FILTERS,
    context: 'online',
  };
}

/** The saved search, or the defaults; a search whose arrival has passed starts again from today. */
export function loadSearch(): SearchState {
  const saved = loadState<SearchState>('search');
  const defaults = defaultSearch();
  if (!saved) return defaults;
  const search = { ...defaults, ...saved, filters: { ...DEFAULT_FILTERS, ...saved.filters }, services: { ...defaults.services, ...saved.services } };
  return search.from < defaults.from ? { ...search, from: defaults.from, to: defaults.to } : search;
}

export function saveSearch(search: SearchState): void {
  saveState('search', search);
}

export function hasSavedSearch(): boolean {
  return Boolean(loadState<SearchState>('search')?.destination);
}

/** The server's rules of a stay, run in the form before sending: the same codes the server answers. */
export function searchErrors(search: SearchState): RuleErrors {
  const errors = stayErrors({ from: search.from, to: search.to, ...search.bedrooms }, { online: true, today: parisDay(0) });
  if (!search.destination) errors.destination = 10;
  return errors;
}

export function searchRequest(search: SearchState, hotelKey?: string): SearchRequest {
  const { destination } = search;
  const where = !destination
    ? null
    : destination.kind === 'favorite'
      ? { favoriteLocationId: destination.favoriteLocationId }
      : destination.kind === 'city'
        ? { city: destination.city ?? destination.label }
        : { lat: destination.lat, lng: destination.lng };
  const key = hotelKey ?? search.favoriteHotel?.key;
  return {
    destination: key ? null : where,
    ...(key && { hotelKey: key }),
    startDate: search.from,
    endDate: search.to,
    single: search.bedrooms.single,
    double: search.bedrooms.double,
    services: search.services,
  };
}
