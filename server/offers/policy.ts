import type { Knex } from 'knex';
import type { ExclusionReason, Offer, OfferVerdict, Services, TravelPolicyMode, TravelPolicyVerdict } from '../../entities/offer.ts';
import { isTrainingCompany } from '../../entities/training.ts';
import { prepared } from '../db/prepared.ts';
import { departmentOf, regionOf } from './geography.ts';

/**
 * What a company and its user allow of an online offer (docs/glossary.md, offer exclusion): the offer exclusions and
 * the travel policy. Loading reads the settings once per search; evaluating is pure, so the search and the booking
 * judge an offer the same way.
 */

/** Reasons that come from the manager validation the booking would need, not from the offer alone. */
export const VALIDATION_REASONS: readonly ExclusionReason[] = ['deadline_too_short'];

/** A manager needs this long to decide before free cancellation ends. */
export const VALIDATION_DELAY_HOURS = 48;

interface SectorPrices {
  withBreakfast: number | null;
  withoutBreakfast: number | null;
}

export interface PolicySector extends SectorPrices {
  type: 'city' | 'zone' | 'department' | 'region' | 'other';
  value: string;
}

export interface TravelPolicyRules {
  mode: TravelPolicyMode;
  /** A yearly season as DD/MM; outside it the policy does not apply. */
  season: { from: string; to: string } | null;
  defaults: SectorPrices;
  sectors: PolicySector[];
  /** The zones the sectors name, by id: their cities (lower case) and postal codes. */
  zones: Record<string, { cities: string[]; postalCodes: string[] }>;
}

export interface BookingPolicy {
  userId: number;
  companyId: number;
  /** The user may search and book live offers (user and company switches). */
  onlineAllowed: boolean;
  /** The user may send offline requests to the agency (user and company switches). */
  offlineAllowed: boolean;
  excludeNonFreeCancellation: boolean;
  excludeUnknownBreakfast: boolean;
  /** Per room per night; the user's own limit, else the company's. */
  maxPricePerRoom: number | null;
  /** Every booking waits for a manager before it is booked at the provider. */
  preValidation: boolean;
  /** What the company pays towards a meal (per person), when it says; shown to the user, not a rule on offers. */
  mealPriceContribution: number | null;
  /** The company has a travel policy, whatever its mode. */
  travelPolicyDefined: boolean;
  travelPolicy: TravelPolicyRules;
  /** The training site's demo company, whose bookings stay in the training data. */
  training: boolean;
}

export interface EvaluationContext {
  services: Services;
  /** Arrival date (YYYY-MM-DD), for the policy's season. */
  from: string;
  /** When the decision is made; the cancellation deadline is compared with it. */
  now?: Date;
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const round2 = (value: number) => Math.round(value * 100) / 100;

function inSeason(season: TravelPolicyRules['season'], from: string): boolean {
  if (!season) return true;
  const key = (dayMonth: string) => `${dayMonth.slice(3, 5)}-${dayMonth.slice(0, 2)}`;
  const day = from.slice(5, 10);
  const [start, end] = [key(season.from), key(season.to)];
  // A season may run over the new year (01/12 to 28/02).
  return start <= end ? day >= start && day <= end : day >= start || day <= end;
}

/** The sectors that contain the hotel, most precise first: city, zone, department, region. */
function sectorsOf(rules: TravelPolicyRules, hotel: Offer['hotel']): PolicySector[] {
  const city = hotel.city?.trim().toLowerCase() ?? '';
  const department = departmentOf(hotel.postCode);
  const region = regionOf(department);
  const matches = (sector: PolicySector): boolean => {
    switch (sector.type) {
      case 'city':
        return sector.value.trim().toLowerCase() === city;
      case 'zone': {
        const zone = rules.zones[sector.value];
        return Boolean(zone && (zone.cities.includes(city) || (hotel.postCode !== null && zone.postalCodes.includes(hotel.postCode))));
      }
      case 'department':
        return sector.value === department;
      case 'region':
        return sector.value === region;
      default:
        // 'other' names a purpose (trade fairs...), not a place: no hotel is in it by its address.
        return false;
    }
  };
  const order = ['city', 'zone', 'department', 'region'];
  return rules.sectors.filter(matches).sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}

/** The travel policy's judgement of an offer's price per room per night. */
export function travelPolicyVerdict(offer: Offer, rules: TravelPolicyRules, { services, from }: EvaluationContext): TravelPolicyVerdict {
  // Breakfast asked for and sold apart counts in the room's price, for each person sleeping in the room.
  const addsBreakfast = services.breakfast && !offer.breakfastIncluded && offer.breakfastPrice !== null;
  const withBreakfast = offer.breakfastIncluded || addsBreakfast;
  const price = round2(offer.pricePerNight + (addsBreakfast ? offer.breakfastPrice! * offer.occupancy : 0));
  const verdict = { mode: rules.mode, ok: true, limit: null, price, withBreakfast, messageKey: null } satisfies TravelPolicyVerdict;
  if (rules.mode === 0 || !inSeason(rules.season, from)) return verdict;
  const field = withBreakfast ? 'withBreakfast' : 'withoutBreakfast';
  // A sector without a price for this case leaves it to the next, broader one, and finally to the defaults.
  const limit = [...sectorsOf(rules, offer.hotel), rules.defaults].map((sector) => sector[field]).find((value) => value !== null) ?? null;
  if (limit === null || price <= limit) return { ...verdict, limit };
  return { ...verdict, limit, ok: false, messageKey: withBreakfast ? 'above_with_breakfast' : 'above_without_breakfast' };
}

/**
 * One offer judged against the user's and company's settings. The first exclusion that applies is the reason given;
 * an offer over the travel policy is excluded in mode 30, needs a manager in mode 20 and only says so in mode 10.
 */
export function evaluateOffer(offer: Offer, policy: BookingPolicy, context: EvaluationContext): OfferVerdict {
  const travelPolicy = travelPolicyVerdict(offer, policy.travelPolicy, context);
  const requiresValidation = policy.preValidation || (travelPolicy.mode === 20 && !travelPolicy.ok);
  const now = context.now ?? new Date();
  // Free cancellation whose deadline has already passed is none: cancelling now would be charged.
  const freeCancellation = offer.freeCancellation && (!offer.cancellationDeadline || Date.parse(offer.cancellationDeadline) > now.getTime());
  const excluded = ((): ExclusionReason | null => {
    if (context.services.disabledAccess && !offer.disabledAccess) return 'no_disabled_access';
    if (policy.excludeNonFreeCancellation && !freeCancellation) return 'non_free_cancellation';
    if (policy.excludeUnknownBreakfast && !offer.breakfastIncluded && offer.breakfastPrice === null) return 'unknown_breakfast';
    if (policy.maxPricePerRoom !== null && offer.pricePerNight > policy.maxPricePerRoom) return 'price_above_max';
    if (travelPolicy.mode === 30 && !travelPolicy.ok) return 'travel_policy';
    // The manager must be able to decide while cancelling is still free; a room never freely cancellable leaves
    // no time at all.
    if (
      requiresValidation &&
      (!freeCancellation || !offer.cancellationDeadline || Date.parse(offer.cancellationDeadline) - now.getTime() < VALIDATION_DELAY_HOURS * 3_600_000)
    )
      return 'deadline_too_short';
    return null;
  })();
  return { excluded, travelPolicy, requiresValidation };
}

/**
 * The settings of a user that decide on online offers, in one statement whatever the number of offers: the user with
 * the company, its travel policy, the policy's sectors and the zones they name. Null for a user of no company.
 * The user's travel policy mode wins when set; 0 (the default) follows the company's policy.
 */
export async function loadBookingPolicy(db: Knex, userId: number): Promise<BookingPolicy | null> {
  const row = await prepared(bookingPolicyQuery(db, userId));
  return row ? policyOf(row) : null;
}

/**
 * The statement of loadBookingPolicy: the user `u` with the company `c` and its travel policy `p`, one row at most. A
 * caller that needs more of the user or the company selects it in the same statement (policyOf reads the row).
 */
export function bookingPolicyQuery(db: Knex, userId: number) {
  return db('user as u')
    .join('company as c', 'c.id', 'u.company_id')
    .leftJoin('travel_policy as p', 'p.company_id', 'c.id')
    .where('u.id', userId)
    .first(
      'u.id as user_id',
      'c.id as company_id',
      'c.name as company_name',
      'u.online_enabled',
      'u.hrs_search_enabled as user_online',
      'c.hrs_search_enabled as company_online',
      'u.offline_enabled as user_offline',
      'c.offline_enabled as company_offline',
      'u.exclude_online_non_free_cancellation as user_non_free',
      'c.exclude_online_non_free_cancellation as company_non_free',
      'u.exclude_online_unknown_breakfast as user_unknown_breakfast',
      'c.exclude_online_unknown_breakfast as company_unknown_breakfast',
      'u.max_price_per_room as user_max',
      'c.max_price_per_room as company_max',
      'c.require_manager_pre_validation',
      'c.meal_price_contribution',
      'u.travel_policy_mode as user_mode',
      'p.id as policy_id',
      'p.mode as policy_mode',
      'p.date_from',
      'p.date_to',
      'p.price_with_breakfast',
      'p.price_without_breakfast',
      db.raw(`(SELECT coalesce(json_agg(json_build_object('type', r.sector_type, 'value', r.sector_value,
                 'withBreakfast', r.price_with_breakfast, 'withoutBreakfast', r.price_without_breakfast) ORDER BY r.id), '[]')
               FROM travel_policy_row r WHERE r.travel_policy_id = p.id) AS sectors`),
      // A zone sector names its zone by id.
      db.raw(`(SELECT coalesce(json_agg(json_build_object('id', z.id, 'cities', z.cities, 'postal_codes', z.postal_codes)), '[]')
               FROM zone z WHERE z.id::text IN (SELECT r.sector_value FROM travel_policy_row r
                                                 WHERE r.travel_policy_id = p.id AND r.sector_type = 'zone')) AS zones`),
    );
}

/** A row of bookingPolicyQuery, as knex types it. */
type PolicyRow = NonNullable<Awaited<ReturnType<typeof bookingPolicyQuery>>>;

/** The policy of a row of bookingPolicyQuery. */
export function policyOf(row: PolicyRow): BookingPolicy {
  const sectors: PolicySector[] = (row.sectors as { type: PolicySector['type']; value: string; withBreakfast: unknown; withoutBreakfast: unknown }[]).map(
    (sector) => ({ type: sector.type, value: sector.value, withBreakfast: num(sector.withBreakfast), withoutBreakfast: num(sector.withoutBreakfast) }),
  );
  const zones = row.zones as { id: number; cities: string[]; postal_codes: string[] }[];
  return {
    userId: row.user_id,
    companyId: row.company_id,
    onlineAllowed: row.online_enabled && row.user_online && row.company_online,
    offlineAllowed: row.user_offline && row.company_offline,
    excludeNonFreeCancellation: row.user_non_free || row.company_non_free,
    excludeUnknownBreakfast: row.user_unknown_breakfast || row.company_unknown_breakfast,
    maxPricePerRoom: num(row.user_max) ?? num(row.company_max),
    preValidation: row.require_manager_pre_validation,
    mealPriceContribution: num(row.meal_price_contribution),
    travelPolicyDefined: Boolean(row.policy_id),
    training: isTrainingCompany(row.company_name),
    travelPolicy: {
      mode: (row.user_mode || row.policy_mode || 0) as TravelPolicyMode,
      season: row.date_from && row.date_to ? { from: row.date_from, to: row.date_to } : null,
      defaults: { withBreakfast: num(row.price_with_breakfast), withoutBreakfast: num(row.price_without_breakfast) },
      sectors,
      zones: Object.fromEntries(
        zones.map((zone) => [
          String(zone.id),
          {
            cities: zone.cities.map((city) => city.trim().toLowerCase()),
            postalCodes: zone.postal_codes,
          },
        ]),
      ),
    },
  };
}
