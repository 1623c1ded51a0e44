import type { HotelDetail, Offer, OfferHotel } from '../../entities/offer.ts';
import { AGENCY_TIME_ZONE } from '../../entities/agencyTime.ts';
import { offerHotelOf, type HotelRow } from './offerHotel.ts';

// The simulator's pricing: what a catalogue hotel offers for a stay, worked out from the hotel and the stay alone
// (no database here), so that the same search always answers the same offers and the demo data is priced the same way.

/** How the simulator's hotel and offer keys start. */
export const KEY_PREFIX = 'sim-';
/** The provider's name on its offers and on the bookings made of them. */
export const SIMULATOR = 'simulator';
const DAY = 86_400_000;

/** Nightly price of a standard single room by star category. */
const BASE_PRICE: Record<number, number> = { 1: 52, 2: 68, 3: 92, 4: 138, 5: 235 };
const ROOMS = [
  { label: 'Chambre standard', factor: 1 },
  { label: 'Chambre supérieure', factor: 1.28 },
  { label: 'Chambre confort, petit-déjeuner inclus', factor: 1.18, breakfast: true },
] as const;
// Business nights (Sunday to Thursday) are dearer than weekends; July, August and December are cheaper for business hotels.
const WEEKDAY = [1.08, 1.12, 1.12, 1.12, 1.05, 0.86, 0.84];
const MONTH = [0.95, 0.97, 1.02, 1.04, 1.06, 1.08, 0.9, 0.85, 1.07, 1.08, 1.03, 0.92];

/** A hotel of the catalogue, as the simulator prices its rooms. */
export interface CatalogueHotel extends HotelRow {
  id: number;
  ref: string;
  geo_lat: string | null;
  geo_lng: string | null;
}

/**
 * A number in [0, 1) that depends only on its inputs: the simulator answers the same offers for the same search.
 * FNV-1a with a final avalanche: a search prices hundreds of offers, and a cryptographic hash each time is too slow.
 */
function unit(...parts: (string | number)[]): number {
  const text = parts.join('|');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

// Made once: building a DateTimeFormat costs far more than using one.
const parisHour = new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** 18:00 in Paris on an ISO date, as an instant. */
function computeParisEvening(date: string): string {
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const parisNoon = Number(parisHour.format(noonUtc));
  const offsetHours = parisNoon - 12;
  return new Date(Date.parse(`${date}T18:00:00Z`) - offsetHours * 3_600_000).toISOString();
}

const evenings = new Map<string, string>();

/** The same few dates come back for every offer of a search: each is worked out once. */
function parisEvening(date: string): string {
  let evening = evenings.get(date);
  if (evening === undefined) {
    evening = computeParisEvening(date);
    if (evenings.size > 10_000) evenings.clear();
    evenings.set(date, evening);
  }
  return evening;
}

// A search prices every room of every hotel for the same stay: its nights are worked out once.
const stays = new Map<string, { nights: number; factor: number }>();

/** How many nights a stay has, and the mean of its nights' weekday and season factors. */
function stayOf(from: string, to: string): { nights: number; factor: number } {
  const key = `${from}|${to}`;
  let stay = stays.get(key);
  if (!stay) {
    let nights = 0;
    let sum = 0;
    for (let at = Date.parse(`${from}T00:00:00Z`); at < Date.parse(`${to}T00:00:00Z`); at += DAY) {
      const date = new Date(at);
      sum += WEEKDAY[date.getUTCDay()] * MONTH[date.getUTCMonth()];
      nights++;
    }
    stay = { nights, factor: nights ? sum / nights : 1 };
    if (stays.size > 10_000) stays.clear();
    stays.set(key, stay);
  }
  return stay;
}

/**
 * What a hotel offers whatever the dates, fixed per hotel so that filters and exclusions are repeatable: its services,
 * and each room's price spread and cancellation terms. They follow from the hotel's id alone, so each hotel's are
 * worked out once: a city search prices some two hundred rooms, and hashing them all again made a fifth of its time.
 */
interface HotelTraits {
  disabledAccess: boolean;
  parking: boolean;
  internet: boolean;
  catering: boolean;
  breakfastUnknown: boolean;
  rooms: { jitter: number; freeCancellation: boolean; daysBefore: number }[];
}

const traitsByHotel = new Map<number, HotelTraits>();

function traitsOf(hotelId: number): HotelTraits {
  let traits = traitsByHotel.get(hotelId);
  if (!traits) {
    traits = {
      disabledAccess: unit('disabled', hotelId) < 0.7,
      parking: unit('parking', hotelId) < 0.6,
      internet: unit('internet', hotelId) < 0.95,
      catering: unit('catering', hotelId) < 0.55,
      breakfastUnknown: unit('breakfast', hotelId) < 0.12,
      rooms: ROOMS.map((_, room) => ({
        jitter: 0.9 + unit('price', hotelId, room) * 0.2,
        freeCancellation: unit('cancel', hotelId, room) >= 0.2,
        daysBefore: Math.floor(unit('deadline', hotelId, room) * 3),
      })),
    };
    // A catalogue of a few thousand hotels; the bound only keeps the map from growing for ever.
    if (traitsByHotel.size > 100_000) traitsByHotel.clear();
    traitsByHotel.set(hotelId, traits);
  }
  return traits;
}

const hotelOf = (row: CatalogueHotel): OfferHotel => offerHotelOf(`${KEY_PREFIX}${row.id}`, row);

/** What an offer shows of its hotel; the description and the rest are for the hotel's page (detail). */
export const OFFER_HOTEL_COLUMNS = [
  'id',
  'ref',
  'name',
  'category',
  'address1',
  'address2',
  'post_code',
  'city',
  'geo_lat',
  'geo_lng',
  'phone_number',
  'email',
] as const;

export interface OfferKey {
  hotelId: number;
  room: number;
  from: string;
  to: string;
  occupancy: 1 | 2;
  rooms: number;
}

function encodeKey(key: OfferKey): string {
  return `${KEY_PREFIX}${key.hotelId}.${key.room}.${key.from}.${key.to}.${key.occupancy}.${key.rooms}`;
}

/** The catalogue hotel a simulator hotel key names, or null. */
export function catalogueHotelId(hotelKey: string): number | null {
  const match = /^sim-(\d+)$/.exec(hotelKey);
  return match ? Number(match[1]) : null;
}

export function decodeKey(value: string): OfferKey | null {
  const match = /^sim-(\d+)\.(\d)\.(\d{4}-\d{2}-\d{2})\.(\d{4}-\d{2}-\d{2})\.([12])\.(\d)$/.exec(value);
  if (!match) return null;
  const [, hotelId, room, from, to, occupancy, rooms] = match;
  if (Number(room) >= ROOMS.length || from >= to) return null;
  return { hotelId: Number(hotelId), room: Number(room), from, to, occupancy: Number(occupancy) as 1 | 2, rooms: Number(rooms) };
}

/** Whether the room is sold out for the stay; a search leaves it out, a quote answers null. */
export const soldOut = (key: Pick<OfferKey, 'hotelId' | 'room' | 'from' | 'to'>) => unit('sold', key.hotelId, key.room, key.from, key.to) < 0.08;

/** Whether the offer is one of the few that vanish between the search and the booking. */
export const vanishes = (key: OfferKey) => unit('vanish', key.hotelId, key.room, key.from, key.to, key.occupancy) < 0.04;

/** The simulated supplier's reference of a booking. */
export const bookingReference = (ref: string, offerKey: string) => `HRS-${String(Math.floor(unit('booking', ref, offerKey) * 90_000_000) + 10_000_000)}`;

/**
 * Every room of the hotels priced for the stay; with `soldOut`, the rooms sold out for it as well: the offers the demo
 * data's bookings were made from, which must not depend on the day the demo is seeded.
 */
export function simulatedOffers(
  hotels: readonly CatalogueHotel[],
  stay: { from: string; to: string; single: number; double: number },
  { soldOut: withSoldOut }: { soldOut: boolean },
): Offer[] {
  const occupancy: 1 | 2 = stay.double > 0 ? 2 : 1;
  const rooms = occupancy === 2 ? stay.double : stay.single;
  const offers: Offer[] = [];
  for (const hotel of hotels) {
    const profile = { traits: traitsOf(hotel.id), hotel: hotelOf(hotel) };
    for (let room = 0; room < ROOMS.length; room++) {
      const key = { hotelId: hotel.id, room, from: stay.from, to: stay.to, occupancy, rooms };
      // Some rooms are sold out for some stays.
      if (!withSoldOut && soldOut(key)) continue;
      offers.push(simulatedOffer(hotel, key, profile));
    }
  }
  return offers;
}

/** The hotel's page: its public face, its services and its description. */
export function hotelDetail(row: CatalogueHotel & { website: string | null; opening_hours: string | null; comment: string | null }): HotelDetail {
  const traits = traitsOf(row.id);
  return {
    ...hotelOf(row),
    website: row.website,
    openingHours: row.opening_hours,
    description: row.comment,
    services: { parking: traits.parking, internet: traits.internet, catering: traits.catering, disabledAccess: traits.disabledAccess },
  };
}

/** `profile`: the hotel's traits and public face, when the caller already has them (a search prices several rooms). */
export function simulatedOffer(hotel: CatalogueHotel, key: OfferKey, profile = { traits: traitsOf(hotel.id), hotel: hotelOf(hotel) }): Offer {
  const { traits } = profile;
  const room = ROOMS[key.room];
  const { jitter, freeCancellation, daysBefore } = traits.rooms[key.room];
  const base = BASE_PRICE[hotel.category ?? 3] ?? BASE_PRICE[3];
  const stay = stayOf(key.from, key.to);
  const pricePerNight = round2(base * room.factor * jitter * stay.factor * (key.occupancy === 2 ? 1.22 : 1));
  const deadlineDate = daysBefore === 0 ? key.from : new Date(Date.parse(`${key.from}T00:00:00Z`) - daysBefore * DAY).toISOString().slice(0, 10);
  const breakfastIncluded = 'breakfast' in room && room.breakfast;
  return {
    key: encodeKey(key),
    provider: SIMULATOR,
    hotel: profile.hotel,
    roomLabel: key.occupancy === 2 ? `${room.label} double` : room.label,
    occupancy: key.occupancy,
    rooms: key.rooms,
    nights: stay.nights,
    pricePerNight,
    totalPrice: round2(pricePerNight * stay.nights * key.rooms),
    currency: 'EUR',
    breakfastIncluded,
    breakfastPrice: breakfastIncluded ? 0 : traits.breakfastUnknown ? null : round2(8 + (hotel.category ?? 3) * 3.5),
    freeCancellation,
    cancellationDeadline: freeCancellation ? parisEvening(deadlineDate) : null,
    disabledAccess: traits.disabledAccess,
    parking: traits.parking,
    internet: traits.internet,
    catering: traits.catering,
  };
}
