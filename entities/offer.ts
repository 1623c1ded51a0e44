import type { FromSchema } from 'json-schema-to-ts';
import { ErrorCode } from './errors.ts';
import { sameProperties } from './kit.ts';

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

const flag = { type: 'boolean' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

/** What a hotel offers, as its page and its result card show it (breakfast is the offer's, not the hotel's). */
export const hotelServicesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['parking', 'internet', 'catering', 'disabledAccess'],
  properties: { parking: flag, internet: flag, catering: flag, disabledAccess: flag },
} as const;

export type HotelServices = FromSchema<typeof hotelServicesSchema>;

/** The services a search asks for, or a booking was made with: the hotel's and breakfast (one not given is off). */
export const servicesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...hotelServicesSchema.properties, breakfast: flag },
} as const;

/** A hotel as its offers show it, under the key its provider gives it. */
export const offerHotelSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'name', 'category', 'address', 'postCode', 'city', 'lat', 'lng', 'phone', 'email'],
  properties: {
    key: { type: 'string' },
    name: { type: 'string' },
    category: { type: ['integer', 'null'] },
    address: { type: 'string' },
    postCode: nullableString,
    city: nullableString,
    lat: nullableNumber,
    lng: nullableNumber,
    phone: nullableString,
    email: nullableString,
  },
} as const;

export type OfferHotel = FromSchema<typeof offerHotelSchema>;

/** A hotel's page (GET /hotels/detail/:hotelKey). */
export const hotelDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...offerHotelSchema.required, 'website', 'openingHours', 'description', 'services'],
  properties: {
    ...offerHotelSchema.properties,
    website: nullableString,
    openingHours: nullableString,
    description: nullableString,
    services: hotelServicesSchema,
  },
} as const;

export type HotelDetail = FromSchema<typeof hotelDetailSchema>;

/** The terms of an offer a booking keeps as they were quoted (server/booking/queries/columns.ts, snapshotOf). */
const QUOTED_TERMS = [
  'roomLabel',
  'pricePerNight',
  'totalPrice',
  'currency',
  'breakfastIncluded',
  'breakfastPrice',
  'freeCancellation',
  'cancellationDeadline',
] as const;

/** The terms of one room of one hotel for a stay, as every provider gives them. */
const offerTermsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'occupancy', 'rooms', 'nights', ...QUOTED_TERMS, 'disabledAccess', 'parking', 'internet', 'catering'],
  properties: {
    key: { type: 'string', description: 'opaque and stable for one room of one hotel, dates and occupancy: the booking quotes it again by this key' },
    roomLabel: { type: 'string' },
    occupancy: { type: 'integer', enum: [1, 2] },
    rooms: { type: 'integer' },
    nights: { type: 'integer' },
    pricePerNight: { type: 'number', description: 'euros per room per night' },
    totalPrice: { type: 'number', description: 'euros for the whole stay: every room, every night' },
    currency: { type: 'string', enum: ['EUR'] },
    breakfastIncluded: flag,
    breakfastPrice: { ...nullableNumber, description: 'per person per night when not included; null when the hotel does not say' },
    freeCancellation: flag,
    cancellationDeadline: { ...nullableString, description: 'until when cancelling is free (an instant), when it is' },
    disabledAccess: flag,
    parking: flag,
    internet: flag,
    catering: flag,
  },
} as const;

/** The schema of an offer's terms a booking keeps: its properties, and their names, all required. */
export const quotedTermsSchema = {
  required: QUOTED_TERMS,
  properties: Object.fromEntries(QUOTED_TERMS.map((name) => [name, offerTermsSchema.properties[name]])) as Pick<
    typeof offerTermsSchema.properties,
    (typeof QUOTED_TERMS)[number]
  >,
};

/** An offer as a provider answers it: its terms, its hotel, and how the stay is paid when the offer imposes it. */
export type Offer = FromSchema<typeof offerTermsSchema> & {
  provider: string;
  hotel: OfferHotel;
  /** Allotment rooms are paid by the agency's transfer; otherwise the company's mode applies. */
  paymentMode?: 'transfer';
};

/** How an offer stands against the company's travel policy. */
export const travelPolicyVerdictSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mode', 'ok', 'limit', 'price', 'withBreakfast', 'messageKey'],
  properties: {
    mode: { type: 'integer', enum: [0, 10, 20, 30] },
    ok: { ...flag, description: 'within the policy (always in mode 0, outside the season, or with no price for the sector)' },
    limit: { ...nullableNumber, description: 'the policy’s price per room per night that applies' },
    price: { type: 'number', description: 'the offer’s price compared with the limit' },
    withBreakfast: flag,
    messageKey: {
      type: ['string', 'null'],
      enum: ['above_with_breakfast', 'above_without_breakfast', null],
      description: '`search.travel_policy.<key>`; null when ok',
    },
  },
} as const;

export type TravelPolicyVerdict = FromSchema<typeof travelPolicyVerdictSchema>;

/** An offer of a search result, judged by the policy: its hotel is the result it is listed under. */
export const judgedOfferSchema = {
  ...offerTermsSchema,
  required: [...offerTermsSchema.required, 'excluded', 'travelPolicy', 'requiresValidation'],
  properties: {
    ...offerTermsSchema.properties,
    excluded: { type: ['string', 'null'], enum: [...EXCLUSION_REASONS, null] },
    travelPolicy: travelPolicyVerdictSchema,
    requiresValidation: { ...flag, description: 'booking it needs a manager’s authorisation first' },
  },
} as const;

export type JudgedOffer = FromSchema<typeof judgedOfferSchema>;

/** How the policy judges an offer. */
export type OfferVerdict = Pick<JudgedOffer, 'excluded' | 'travelPolicy' | 'requiresValidation'>;

/** A hotel of the search results with its offers. */
export const hotelResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...offerHotelSchema.required, 'distanceKm', 'services', 'cheapest', 'offers', 'excluded'],
  properties: {
    ...offerHotelSchema.properties,
    distanceKm: nullableNumber,
    services: hotelServicesSchema,
    cheapest: { ...nullableNumber, description: 'cheapest bookable price per room per night; null when every offer is excluded' },
    offers: { type: 'array', items: judgedOfferSchema },
    excluded: { type: 'array', items: judgedOfferSchema },
  },
} as const;

export type HotelResult = FromSchema<typeof hotelResultSchema>;

/** The offers of a search (POST /hrs/hotels/offers). */
export const searchResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'nights', 'single', 'double', 'services', 'travelPolicyMode', 'hotels', 'excludedCount', 'exclusions'],
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    nights: { type: 'integer' },
    single: { type: 'integer' },
    double: { type: 'integer' },
    services: { ...servicesSchema, required: SEARCH_SERVICES },
    travelPolicyMode: { type: 'integer' },
    hotels: { type: 'array', items: hotelResultSchema },
    excludedCount: { type: 'integer' },
    exclusions: {
      type: 'object',
      additionalProperties: false,
      description: 'how many offers each reason excluded',
      properties: sameProperties(EXCLUSION_REASONS, { type: 'integer' }),
    },
  },
} as const;

export type SearchResult = FromSchema<typeof searchResultSchema>;

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
