import { ErrorCode } from './errors.ts';

/**
 * Live offers as the API carries them (docs/glossary.md, offer): what a provider answers, how the policy judges an
 * offer, and the answers of the offer routes. The server builds these, the front office reads them: one definition for
 * both.
 */

/** The services a search, or an offline request, may ask for. */
export const SEARCH_SERVICES = ['catering', 'parking', 'breakfast', 'internet', 'disabledAccess'] as const;

/** Services a search asks for; breakfast and internet are on by default. */
export type Services = Record<(typeof SEARCH_SERVICES)[number], boolean>;

/** Breakfast and internet on, the rest off: the services a new search starts with. */
export const DEFAULT_SERVICES: Readonly<Services> = { catering: false, parking: false, breakfast: true, internet: true, disabledAccess: false };

/** What a hotel offers, as its page and its result card show it (breakfast is the offer's, not the hotel's). */
export type HotelServices = Omit<Services, 'breakfast'>;

export interface OfferHotel {
  key: string;
  name: string;
  category: number | null;
  address: string;
  postCode: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
  phone: string | null;
  email: string | null;
}

export interface Offer {
  /** Opaque and stable for one room of one hotel, dates and occupancy: the booking quotes it again by this key. */
  key: string;
  provider: string;
  hotel: OfferHotel;
  roomLabel: string;
  occupancy: 1 | 2;
  rooms: number;
  nights: number;
  /** Euros per room per night, and for the whole stay (every room, every night). */
  pricePerNight: number;
  totalPrice: number;
  currency: 'EUR';
  breakfastIncluded: boolean;
  /** Per person per night when not included; null when the hotel does not say. */
  breakfastPrice: number | null;
  freeCancellation: boolean;
  /** Until when cancelling is free (an instant), when it is. */
  cancellationDeadline: string | null;
  disabledAccess: boolean;
  parking: boolean;
  internet: boolean;
  catering: boolean;
  /** How the stay is paid when the offer imposes it (allotment rooms: the agency's transfer); else the company's mode. */
  paymentMode?: 'transfer';
}

export interface HotelDetail extends OfferHotel {
  website: string | null;
  openingHours: string | null;
  description: string | null;
  services: HotelServices;
}

/** Why an offer may not be booked online: codes of the error catalogue, worded there (`errors.<reason>`). */
export const EXCLUSION_REASONS = [
  ErrorCode.NO_DISABLED_ACCESS,
  ErrorCode.NON_FREE_CANCELLATION,
  ErrorCode.UNKNOWN_BREAKFAST,
  ErrorCode.PRICE_ABOVE_MAX,
  ErrorCode.TRAVEL_POLICY,
  ErrorCode.DEADLINE_TOO_SHORT,
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export type TravelPolicyMode = 0 | 10 | 20 | 30;

export interface TravelPolicyVerdict {
  mode: TravelPolicyMode;
  /** The offer is within the policy (always true in mode 0, outside the season, or with no price for the sector). */
  ok: boolean;
  /** The policy's price per room per night that applies, and the offer's price compared with it. */
  limit: number | null;
  price: number;
  withBreakfast: boolean;
  /** `search.travel_policy.<key>`: above_with_breakfast or above_without_breakfast; null when ok. */
  messageKey: 'above_with_breakfast' | 'above_without_breakfast' | null;
}

export interface OfferVerdict {
  excluded: ExclusionReason | null;
  travelPolicy: TravelPolicyVerdict;
  /** Booking it needs a manager's authorisation first (company pre-validation, or travel policy mode 20 not met). */
  requiresValidation: boolean;
}

/** An offer of a search result: its hotel is the result it is listed under. */
export type JudgedOffer = Omit<Offer, 'hotel' | 'provider'> & OfferVerdict;

export interface HotelResult extends OfferHotel {
  distanceKm: number | null;
  services: HotelServices;
  /** Cheapest bookable price per room per night; null when every offer is excluded. */
  cheapest: number | null;
  offers: JudgedOffer[];
  excluded: JudgedOffer[];
}

/** The answer of POST /backend/api/hrs/hotels/offers. */
export interface SearchResult {
  from: string;
  to: string;
  nights: number;
  single: number;
  double: number;
  services: Services;
  travelPolicyMode: number;
  hotels: HotelResult[];
  excludedCount: number;
  /** How many offers each reason excluded. */
  exclusions: Partial<Record<ExclusionReason, number>>;
}

/** How many days after the searched arrival a search with nothing to book looks for one that has offers. */
export const SUGGESTION_DAYS = 14;

/**
 * What a search with nothing to book says beside its code 2500 (the envelope's `details`): the offers set aside and
 * why, and the nearest stay of the same length, rooms and place that has offers to book (null when none is near).
 */
export interface NoOfferDetails {
  excludedCount: number;
  exclusions: Partial<Record<ExclusionReason, number>>;
  suggestion: { startDate: string; endDate: string } | null;
}
