import type { Knex } from 'knex';
import type { HotelDetail, Offer, OfferHotel } from '../../entities/offer.ts';
import { prepared } from '../db/prepared.ts';
import { type BookedOffer, type OfferProvider, type OfferQuery, OfferNotAvailable } from './provider.ts';
import { AGENCY_TIME_ZONE } from '../../entities/agencyTime.ts';

const PREFIX = 'sim-';
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

interface HotelRow {
  id: number;
  ref: string;
  name: string;
  category: number | null;
  address1: string | null;
  address2: string | null;
  post_code: string | null;
  city: string | null;
  geo_lat: string | null;
  geo_lng: string | null;
  phone_number: string | null;
  email: string | null;
  website: string | null;
  opening_hours: string | null;
  comment: string | null;
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

function hotelOf(row: HotelRow): OfferHotel {
  return {
    key: `${PREFIX}${row.id}`,
    name: row.name,
    category: row.category,
    address: [row.address1, row.address2].filter(Boolean).join(', '),
    postCode: row.post_code,
    city: row.city,
    lat: row.geo_lat === null ? null : Number(row.geo_lat),
    lng: row.geo_lng === null ? null : Number(row.geo_lng),
    phone: row.phone_number,
    email: row.email,
  };
}

const OFFER_HOTEL_COLUMNS = ['id', 'ref', 'name', 'category', 'address1', 'address2', 'post_code', 'city', 'geo_lat', 'geo_lng', 'phone_number', 'email'] as const;

interface OfferKey {
  hotelId: number;
  room: number;
  from: string;
  to: string;
  occupancy: 1 | 2;
  rooms: number;
}

function encodeKey(key: OfferKey): string {
  return `${PREFIX}${key.hotelId}.${key.room}.${key.from}.${key.to}.${key.occupancy}.${key.rooms}`;
}

function decodeKey(value: string): OfferKey | null {
  const match = /^sim-(\d+)\.(\d)\.(\d{4}-\d{2}-\d{2})\.(\d{4}-\d{2}-\d{2})\.([12])\.(\d)$/.exec(value);
  if (!match) return null;
  const [, hotelId, room, from, to, occupancy, rooms] = match;
  if (Number(room) >= ROOMS.length || from >= to) return null;
  return { hotelId: Number(hotelId), room: Number(room), from, to, occupancy: Number(occupancy) as 1 | 2, rooms: Number(rooms) };
}

/**
 * The default offer provider: a deterministic simulation over the hotel catalogue. Prices follow the category, the
 * season, the weekday and the occupancy; some offers are not freely cancellable, some hotels do not say what breakfast
 * costs or have no disabled access; a few offers vanish between the search and the booking (their quote answers
 * null), as a real supplier's do.
 */
export class SimulatedOffers implements OfferProvider {
  readonly name = 'simulator';

  constructor(private readonly knex: Knex) {}

  owns(key: string): boolean {
    return key.startsWith(PREFIX);
  }

  search(query: OfferQuery): Promise<Offer[]> {
    return this.offersFor(query, { soldOut: false });
  }

  /**
   * Every room of the stay as it would be priced, sold out or not: the offers the demo data's bookings were made
   * from, which must not depend on the day the demo is seeded (a stay sold out on one seeding is not on another).
   */
  quoted(query: OfferQuery): Promise<Offer[]> {
    return this.offersFor(query, { soldOut: true });
  }

  private async offersFor(query: OfferQuery, { soldOut }: { soldOut: boolean }): Promise<Offer[]> {
    const hotels = await this.hotelsFor(query);
    const occupancy: 1 | 2 = query.double > 0 ? 2 : 1;
    const rooms = occupancy === 2 ? query.double : query.single;
    const offers: Offer[] = [];
    for (const hotel of hotels) {
      const profile = { traits: traitsOf(hotel.id), hotel: hotelOf(hotel) };
      for (let room = 0; room < ROOMS.length; room++) {
        const key = { hotelId: hotel.id, room, from: query.from, to: query.to, occupancy, rooms };
        // Some rooms are sold out for some stays.
        if (!soldOut && unit('sold', hotel.id, room, query.from, query.to) < 0.08) continue;
        offers.push(this.offer(hotel, key, profile));
      }
    }
    return offers;
  }

  async quote(offerKey: string): Promise<Offer | null> {
    const key = decodeKey(offerKey);
    if (!key) return null;
    // A stay already begun, a sold-out room, or the few offers that vanish after the search.
    if (key.from < new Date().toISOString().slice(0, 10)) return null;
    if (unit('sold', key.hotelId, key.room, key.from, key.to) < 0.08) return null;
    if (unit('vanish', key.hotelId, key.room, key.from, key.to, key.occupancy) < 0.04) return null;
    const hotel: HotelRow | undefined = await prepared(this.knex('hotel').where({ id: key.hotelId }).first(...OFFER_HOTEL_COLUMNS));
    return hotel ? this.offer(hotel, key) : null;
  }

  async detail(hotelKey: string): Promise<HotelDetail | null> {
    const match = /^sim-(\d+)$/.exec(hotelKey);
    if (!match) return null;
    const row = await this.knex<HotelRow>('hotel').where({ id: Number(match[1]) }).first();
    if (!row) return null;
    const traits = traitsOf(row.id);
    return {
      ...hotelOf(row),
      website: row.website,
      openingHours: row.opening_hours,
      description: row.comment,
      services: { parking: traits.parking, internet: traits.internet, catering: traits.catering, disabledAccess: traits.disabledAccess },
    };
  }

  async book(offerKey: string, booking: { ref: string }): Promise<BookedOffer> {
    if (!(await this.quote(offerKey))) throw new OfferNotAvailable(offerKey);
    return { reference: `HRS-${String(Math.floor(unit('booking', booking.ref, offerKey) * 90_000_000) + 10_000_000)}` };
  }

  async cancel(): Promise<void> {}

  private async hotelsFor(query: OfferQuery): Promise<HotelRow[]> {
    // What an offer shows of its hotel; the description and the rest are for the hotel's page (detail).
    const select = this.knex('hotel').orderBy('id').select<HotelRow[]>(...OFFER_HOTEL_COLUMNS);
    if (query.hotelKey) {
      const match = /^sim-(\d+)$/.exec(query.hotelKey);
      return match ? select.where({ id: Number(match[1]) }) : [];
    }
    if (query.lat != null && query.lng != null) {
      const radius = query.radiusKm ?? 15;
      // A bounding box the (geo) index can use, then the exact distance.
      const dLat = radius / 111;
      const dLng = radius / (111 * Math.cos((query.lat * Math.PI) / 180));
      return select
        .whereBetween('geo_lat', [query.lat - dLat, query.lat + dLat])
        .whereBetween('geo_lng', [query.lng - dLng, query.lng + dLng])
        .whereRaw('6371 * 2 * asin(sqrt(power(sin(radians(geo_lat - ?) / 2), 2) + cos(radians(?)) * cos(radians(geo_lat)) * power(sin(radians(geo_lng - ?) / 2), 2))) <= ?', [query.lat, query.lat, query.lng, radius]);
    }
    if (query.city) return prepared(select.whereRaw('lower(city) = lower(?)', [query.city.trim()]));
    return [];
  }

  /** `profile`: the hotel's traits and public face, when the caller already has them (a search prices several rooms). */
  private offer(hotel: HotelRow, key: OfferKey, profile = { traits: traitsOf(hotel.id), hotel: hotelOf(hotel) }): Offer {
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
      provider: this.name,
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
}
