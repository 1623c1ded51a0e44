import type { TravelPolicyMode } from './offer.ts';

/**
 * What the company's and the user's own settings apply to online offers (GET /api/company_search_criterias), as the
 * home page shows them.
 */
export interface SearchCriteria {
  /** Per room per night: the user's own limit, else the company's. */
  maxPricePerRoom: number | null;
  excludeNonFreeCancellation: boolean;
  excludeUnknownBreakfast: boolean;
  /** What the company pays towards a meal, per person. */
  mealPriceContribution: number | null;
  travelPolicy: { defined: boolean; mode: TravelPolicyMode; season: { from: string; to: string } | null };
  /** Every booking waits for a manager first. */
  preValidation: boolean;
  onlineAllowed: boolean;
  offlineAllowed: boolean;
}
