import { expect } from 'vitest';
import type { Account, TestApp } from './app.ts';
import { day } from './days.ts';

// The offer search as the API tests send it and read its answer, and the company settings they change around it.

export const OFFERS = '/backend/api/hrs/hotels/offers';

/** A search of one single room in Paris a month ahead, for two nights, with `patch` changing it. */
export const search = (patch: Record<string, unknown> = {}) => ({
  destination: { city: 'Paris' },
  startDate: day(30),
  endDate: day(32),
  single: 1,
  double: 0,
  services: { breakfast: false, internet: true, catering: false, parking: false, disabledAccess: false },
  ...patch,
});

export interface JudgedOffer {
  key: string;
  pricePerNight: number;
  occupancy: number;
  rooms: number;
  freeCancellation: boolean;
  breakfastIncluded: boolean;
  breakfastPrice: number | null;
  excluded: string | null;
  requiresValidation: boolean;
  travelPolicy: { mode: number; ok: boolean; limit: number | null; messageKey: string | null };
}
export interface Hotel {
  key: string;
  name: string;
  city: string;
  cheapest: number | null;
  distanceKm: number | null;
  offers: JudgedOffer[];
  excluded: JudgedOffer[];
}
export interface Result {
  hotels: Hotel[];
  excludedCount: number;
  exclusions: Record<string, number>;
  travelPolicyMode: number;
  nights: number;
}

/** What the search answers `role`, which must be a success. */
export async function searchAs(t: TestApp, role: Account | null, body = search()): Promise<Result> {
  const response = await t.call(role, 'POST', OFFERS, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
export const bookable = (result: Result) => result.hotels.flatMap((hotel) => hotel.offers);
export const excluded = (result: Result) => result.hotels.flatMap((hotel) => hotel.excluded);

/** Changes some settings of a company and of one of its users for one test, and puts them back. */
export async function withSettings(
  t: TestApp,
  ids: { company: number; user: number },
  settings: { company?: Record<string, unknown>; user?: Record<string, unknown> },
  work: () => Promise<void>,
) {
  const company = await t.db.knex('company').where({ id: ids.company }).first();
  const user = await t.db.knex('user').where({ id: ids.user }).first();
  if (settings.company) await t.db.knex('company').where({ id: ids.company }).update(settings.company);
  if (settings.user) await t.db.knex('user').where({ id: ids.user }).update(settings.user);
  try {
    await work();
  } finally {
    if (settings.company)
      await t.db
        .knex('company')
        .where({ id: ids.company })
        .update(Object.fromEntries(Object.keys(settings.company).map((key) => [key, company[key]])));
    if (settings.user)
      await t.db
        .knex('user')
        .where({ id: ids.user })
        .update(Object.fromEntries(Object.keys(settings.user).map((key) => [key, user[key]])));
  }
}

/** Gives a company a travel policy with these rows for one test, and takes it away. */
export async function withTravelPolicy(
  t: TestApp,
  companyId: number,
  policy: Record<string, unknown>,
  rows: Record<string, unknown>[],
  work: () => Promise<void>,
) {
  const [{ id }] = await t.db
    .knex('travel_policy')
    .insert({ company_id: companyId, ...policy })
    .returning('id');
  if (rows.length > 0) await t.db.knex('travel_policy_row').insert(rows.map((row) => ({ travel_policy_id: id, ...row })));
  try {
    await work();
  } finally {
    await t.db.knex('travel_policy').where({ id }).delete();
  }
}
