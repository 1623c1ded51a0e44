import { expect } from 'vitest';
import { SimulatedOffers } from '../../server/offers/simulator.ts';
import type { TestApp } from './app.ts';
import { day } from './days.ts';

// Online bookings as the API tests make them: the demo accounts that book and decide, a new unfinished booking on
// an offer the simulator prices, and its booking form sent as the company asks.

export const ACME_USER = 'user@acme-demo.fr';
export const ACME_MANAGER = 'manager@acme-demo.fr';
export const ACME_MANAGER_2 = 'julie.blanc.0@acme-demo.fr';
export const GLOBEX_USER = 'karim.benali.1@globex-demo.fr';
export const GLOBEX_MANAGER = 'julie.blanc.1@globex-demo.fr';
export const INITECH_USER = 'user@initech-demo.fr';

export const SERVICES = { catering: false, parking: false, breakfast: true, internet: true, disabledAccess: false };

/** A date `days` from today, far enough that every offer's free cancellation leaves the managers time. */

/** The helpers of a test file, on its app (`app`, read when called: the app starts in the file's beforeAll). */
export function onlineBookings(app: () => TestApp) {
  const as = (who: string | null, method: string, url: string, payload?: unknown) => app().call(who, method, url, payload);

  const companyOf = async (name: string) => (await app().db.knex('company').where({ name }).first('id')).id as number;
  const userId = async (email: string) => (await app().db.knex('user').where({ email }).first('id')).id as number;

  let stayOffset = 20;
  /**
   * A new unfinished booking of `email`: the first offer in `city` that the user's settings and policy accept, each
   * call for other dates so that bookings never share an offer.
   */
  async function startBooking(email: string, { city = 'Paris', single = 1, double = 0 } = {}) {
    const from = day(stayOffset);
    const to = day(stayOffset + 2);
    stayOffset += 3;
    const search = { destination: city, from, to, single, double, services: SERVICES };
    const offers = await new SimulatedOffers(app().db.knex).search({ city, from, to, single, double, services: SERVICES, companyId: null });
    const cheapest = offers.filter((offer) => offer.freeCancellation).sort((a, b) => a.pricePerNight - b.pricePerNight);
    for (const offer of cheapest) {
      const response = await as(email, 'POST', '/backend/api/booking/online', { offerKey: offer.key, search });
      if (response.statusCode === 200) return { id: response.json().id as number, offer, search };
      expect(response.statusCode, response.body).toBe(409);
    }
    throw new Error(`no bookable offer in ${city}`);
  }

  async function travellersOf(companyName: string, count: number) {
    const company = await companyOf(companyName);
    return (await app().db.knex('traveller').where({ company_id: company, enabled: true }).orderBy('id').limit(count).pluck('id')) as number[];
  }

  /** Valid values for every custom field of the caller's company. */
  async function customValues(email: string) {
    const fields = (await as(email, 'GET', '/backend/api/me/company-custom-fields')).json() as {
      id: number;
      type: number;
      required: boolean;
      mask: string | null;
      options: { value: string }[];
    }[];
    const values: Record<string, string | boolean> = {};
    for (const field of fields) {
      if (!field.required) continue;
      if (field.type === 30) values[field.id] = field.options[0].value;
      else if (field.mask === '??-####') values[field.id] = 'AB-1234';
      else if (field.mask === 'MIS-####') values[field.id] = 'MIS-0042';
      else values[field.id] = 'x';
    }
    return values;
  }

  let keyCount = 0;
  const newKey = () => `key-${Date.now()}-${++keyCount}`;

  async function finalise(email: string, id: number, company: string, extra: Record<string, unknown> = {}) {
    const [traveller] = await travellersOf(company, 1);
    return as(email, 'POST', `/backend/api/booking/${id}/finalise`, {
      rooms: [{ occupancy: 1, travellers: [traveller] }],
      customFields: await customValues(email),
      confirmationKey: newKey(),
      ...extra,
    });
  }

  const statusOf = async (id: number) => (await app().db.knex('booking').where({ id }).first('status')).status as number;
  const mailsOf = (id: number) => app().db.knex('maillog').where({ booking_id: id }).orderBy('id').select('mail_rcpt', 'template', 'body');
  /** The token of the newest validation link mailed to a manager, as the manager reads it. */
  const validationTokenOf = (manager: string) => app().mailedLink(manager, /\/booking\/([A-Za-z0-9_-]+)\/validate/);

  return { as, companyOf, userId, startBooking, travellersOf, customValues, newKey, finalise, statusOf, mailsOf, validationTokenOf };
}
