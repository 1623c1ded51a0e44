import type { Knex } from 'knex';
import { agencyToday, nightsBetween, stayErrors } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { ErrorCode, type ErrorCodeValue } from '../../entities/errors.ts';
import {
  DEFAULT_SERVICES,
  type ExclusionReason,
  type HotelResult,
  type JudgedOffer,
  type NoOfferDetails,
  type Offer,
  type OfferVerdict,
  type SearchResult,
  type Services,
  SUGGESTION_DAYS,
} from '../../entities/offer.ts';
import { ApiError, invalid, notFound } from '../errors.ts';
import { type BookingPolicy, evaluateOffer, VALIDATION_REASONS } from './policy.ts';
import type { OfferProvider, OfferQuery } from './provider.ts';

/** A search as the form sends it (POST /backend/api/hrs/hotels/offers). */
export interface SearchRequest {
  destination?: { city?: string; lat?: number; lng?: number; radiusKm?: number; favoriteLocationId?: number } | null;
  hotelKey?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  single: number;
  double: number;
  services?: Partial<Services>;
}

/** Around a point, hotels this close (km), unless the search says otherwise. */
export const DEFAULT_RADIUS_KM = 10;
export const MAX_RADIUS_KM = 100;
/** A longer stay is an offline request: live offers are priced night by night. */
export const MAX_NIGHTS = 60;

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** A favourite place of the company, enabled; another company's or a disabled one is not found. */
export async function favoriteLocation(db: Knex, companyId: number, id: number) {
  const place = await db('favorite_location').where({ id, company_id: companyId, enabled: true }).first('id', 'name', 'geo_lat', 'geo_lng');
  if (!place) throw notFound();
  return { id: place.id as number, name: place.name as string, lat: Number(place.geo_lat), lng: Number(place.geo_lng) };
}

/**
 * The stay's rules (codes 20/21/23/30, group_required, mixed_rooms), a destination (10), a bounded stay; then where
 * to look, as the providers take it.
 */
export async function offerQuery(db: Knex, policy: BookingPolicy, search: SearchRequest, today = agencyToday()): Promise<OfferQuery> {
  const errors: Record<string, ErrorCodeValue> = stayErrors(
    { from: search.startDate, to: search.endDate, single: search.single, double: search.double },
    { online: true, today },
  );
  // The form's names: startDate and endDate.
  if (errors.from !== undefined) {
    errors.startDate = errors.from;
    delete errors.from;
  }
  if (errors.to !== undefined) {
    errors.endDate = errors.to;
    delete errors.to;
  }
  if (errors.startDate === undefined && errors.endDate === undefined && nightsBetween(search.startDate!, search.endDate!) > MAX_NIGHTS)
    errors.endDate = ErrorCode.BAD_FORMAT;
  const destination = search.destination ?? {};
  const city = destination.city?.trim() || null;
  const hasPoint = destination.lat !== undefined && destination.lng !== undefined;
  if (!search.hotelKey && !city && !hasPoint && destination.favoriteLocationId === undefined) errors.destination = ErrorCode.FIELD_REQUIRED;
  if (Object.keys(errors).length > 0) throw invalid(errors, 'invalid search');

  const query: OfferQuery = {
    from: search.startDate!,
    to: search.endDate!,
    single: search.single,
    double: search.double,
    services: { ...DEFAULT_SERVICES, ...search.services },
    companyId: policy.companyId,
    training: policy.training,
    hotelKey: search.hotelKey ?? null,
  };
  if (destination.favoriteLocationId !== undefined) {
    const place = await favoriteLocation(db, policy.companyId, destination.favoriteLocationId);
    return { ...query, lat: place.lat, lng: place.lng, radiusKm: destination.radiusKm ?? DEFAULT_RADIUS_KM };
  }
  if (hasPoint) return { ...query, lat: destination.lat, lng: destination.lng, radiusKm: destination.radiusKm ?? DEFAULT_RADIUS_KM };
  return { ...query, city };
}

// One collator for every comparison: localeCompare with a locale builds a new one each call, which a search of
// hundreds of offers feels.
const french = new Intl.Collator('fr');
const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const byPrice = (a: JudgedOffer, b: JudgedOffer) => a.pricePerNight - b.pricePerNight || byKey(a, b);

// Offers and hotels are copied field by field: object spread over a few hundred offers costs milliseconds a search.
function judgedOffer(offer: Offer, verdict: OfferVerdict): JudgedOffer {
  return {
    key: offer.key,
    roomLabel: offer.roomLabel,
    occupancy: offer.occupancy,
    rooms: offer.rooms,
    nights: offer.nights,
    pricePerNight: offer.pricePerNight,
    totalPrice: offer.totalPrice,
    currency: offer.currency,
    breakfastIncluded: offer.breakfastIncluded,
    breakfastPrice: offer.breakfastPrice,
    freeCancellation: offer.freeCancellation,
    cancellationDeadline: offer.cancellationDeadline,
    disabledAccess: offer.disabledAccess,
    parking: offer.parking,
    internet: offer.internet,
    catering: offer.catering,
    excluded: verdict.excluded,
    travelPolicy: verdict.travelPolicy,
    requiresValidation: verdict.requiresValidation,
  };
}

/** A hotel of the results, from its first offer; its offers are added after. */
function hotelResult({ hotel, parking, internet, catering, disabledAccess }: Offer, center: { lat: number; lng: number } | null): HotelResult {
  return {
    key: hotel.key,
    name: hotel.name,
    category: hotel.category,
    address: hotel.address,
    postCode: hotel.postCode,
    city: hotel.city,
    lat: hotel.lat,
    lng: hotel.lng,
    phone: hotel.phone,
    email: hotel.email,
    distanceKm: center && hotel.lat !== null && hotel.lng !== null ? distanceKm(center, { lat: hotel.lat, lng: hotel.lng }) : null,
    services: { parking, internet, catering, disabledAccess },
    cheapest: null,
    offers: [],
    excluded: [],
  };
}

/**
 * The nearest later stay of the same length, rooms, place and services where the policy leaves an offer to book, within
 * SUGGESTION_DAYS; null when there is none. The days are asked together: one wait instead of up to two weeks of them.
 */
export async function nextBookableStay(
  provider: OfferProvider,
  policy: BookingPolicy,
  query: OfferQuery,
  now = new Date(),
): Promise<NoOfferDetails['suggestion']> {
  const nights = nightsBetween(query.from, query.to);
  const stays = Array.from({ length: SUGGESTION_DAYS }, (_, index) => {
    const startDate = addDays(query.from, index + 1);
    return { startDate, endDate: addDays(startDate, nights) };
  });
  const bookable = await Promise.all(
    stays.map(async ({ startDate, endDate }) => {
      const offers = await provider.search({ ...query, from: startDate, to: endDate });
      return offers.some((offer) => !evaluateOffer(offer, policy, { services: query.services, from: startDate, now }).excluded);
    }),
  );
  return stays[bookable.indexOf(true)] ?? null;
}

/**
 * The offers of the providers judged by the policy, grouped by hotel: bookable offers cheapest first, excluded ones
 * with their reason; hotels by their cheapest bookable offer, the ones with nothing bookable last. When nothing is
 * bookable, code 2500; its `errors.offers` says which rule left nothing (deadline_too_short: the company's validation),
 * and its `details` how many offers each rule set aside and the next dates with offers (NoOfferDetails).
 */
export async function searchOffers(provider: OfferProvider, policy: BookingPolicy, query: OfferQuery, now = new Date()): Promise<SearchResult> {
  const offers = await provider.search(query);
  const center = query.lat != null && query.lng != null ? { lat: query.lat, lng: query.lng } : null;
  const hotels = new Map<string, HotelResult>();
  const exclusions: Partial<Record<ExclusionReason, number>> = {};
  let excludedCount = 0;
  for (const found of offers) {
    const verdict = evaluateOffer(found, policy, { services: query.services, from: query.from, now });
    let result = hotels.get(found.hotel.key);
    if (!result) {
      result = hotelResult(found, center);
      hotels.set(found.hotel.key, result);
    }
    const judged = judgedOffer(found, verdict);
    if (verdict.excluded) {
      result.excluded.push(judged);
      exclusions[verdict.excluded] = (exclusions[verdict.excluded] ?? 0) + 1;
      excludedCount++;
    } else {
      result.offers.push(judged);
    }
  }
  const list = [...hotels.values()];
  for (const hotel of list) {
    hotel.offers.sort(byPrice);
    hotel.excluded.sort(byPrice);
    hotel.cheapest = hotel.offers[0]?.pricePerNight ?? null;
  }
  list.sort((a, b) => (a.cheapest ?? Infinity) - (b.cheapest ?? Infinity) || french.compare(a.name, b.name) || byKey(a, b));
  if (!list.some((hotel) => hotel.cheapest !== null)) {
    const reasons = Object.entries(exclusions) as [ExclusionReason, number][];
    // deadline_too_short is judged last: an offer it excluded was otherwise bookable, so the validation is what
    // left nothing. Otherwise the commonest reason.
    const reason = reasons.find(([key]) => VALIDATION_REASONS.includes(key))?.[0] ?? reasons.sort((a, b) => b[1] - a[1])[0]?.[0];
    // Other dates only help where the providers have rooms at all: a place without hotels is not asked again.
    const suggestion = offers.length > 0 ? await nextBookableStay(provider, policy, query, now) : null;
    const details: NoOfferDetails = { excludedCount, exclusions, suggestion };
    throw new ApiError(404, ErrorCode.NO_OFFER, 'no offer matches the search', reason ? { offers: reason } : undefined, { ...details });
  }
  return {
    from: query.from,
    to: query.to,
    nights: nightsBetween(query.from, query.to),
    single: query.single,
    double: query.double,
    services: query.services,
    travelPolicyMode: policy.travelPolicy.mode,
    hotels: list,
    excludedCount,
    exclusions,
  };
}
