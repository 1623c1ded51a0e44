import { afterAll, beforeAll, expect } from 'vitest';
import type { AgencyEvent } from '../../entities/bookingFlow.ts';
import { testApp, type Account, type DemoRole, type TestApp } from './app.ts';
import { day } from './days.ts';

// Offline requests as the API tests send and move them: a Globex booker's request, and the agency's steps on it.

/** A Globex booker: offline enabled, no pre-validation, no purchase order. */
export const GLOBEX_USER = 'karim.benali.1@globex-demo.fr';
export const GLOBEX_MANAGER = 'julie.blanc.1@globex-demo.fr';

/** Valid values of a company's required custom fields: by label when given, a dropdown's first option otherwise. */
export async function requiredFieldValues(t: TestApp, company: string, byLabel: Record<string, string | null>) {
  const fields = await t.db
    .knex('booking_input_field as f')
    .join('company as c', 'c.id', 'f.company_id')
    .where({ 'c.name': company, 'f.required': true, 'f.enabled': true })
    .select('f.id', 'f.label');
  const values: Record<string, string> = {};
  for (const field of fields) {
    // A dropdown takes the value of its first option.
    values[field.id] = byLabel[field.label] ?? (await t.db.knex('booking_option_field').where({ field_id: field.id }).orderBy('rank').first('value')).value;
  }
  return values;
}

/** A request to send, a month ahead in Lyon for one traveller, with the company's custom fields. */
export function offlineRequest(customFields: Record<string, string>, overrides: Record<string, unknown> = {}) {
  return {
    submit: true,
    from: day(30),
    to: day(32),
    destination: 'Lyon',
    priority: 'place',
    single: 1,
    double: 0,
    travellers: [{ firstName: 'Karim', lastName: 'Benali', email: 'karim@example.test', phone: '+33 6 11 22 33 44' }],
    services: { breakfast: true, internet: true },
    comments: 'Près de la gare Part-Dieu',
    customFields,
    ...overrides,
  };
}

/** Someone without an account who sends a request through a company's public link. */
export const PUBLIC_REQUESTER = { firstName: 'Nora', lastName: 'Visiteur', email: 'nora@example.test', phone: '+33 6 10 20 30 40' };

/** A request through a company's generated link (the visitor's `uniqueChain`): one room in Grenoble for a night. */
export function publicOfflineRequest(customFields: Record<string, string>, uniqueChain: string) {
  return {
    kind: 'offline',
    from: day(20),
    to: day(21),
    destination: 'Grenoble',
    single: 1,
    double: 0,
    participants: 1,
    requester: PUBLIC_REQUESTER,
    customFields,
    uniqueChain,
  };
}

/** A group request to send, forty days ahead in Lyon for twelve participants, with the company's custom fields. */
export function groupRequest(customFields: Record<string, string>, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'group',
    from: day(40),
    to: day(42),
    destination: 'Lyon',
    single: 8,
    double: 2,
    participants: 12,
    comments: 'Séminaire commercial',
    customFields,
    ...overrides,
  };
}

/** The mails of a booking, in the order they were queued. */
export const mailsOf = (t: TestApp, bookingId: number) => t.db.knex('maillog').where({ booking_id: bookingId }).orderBy('id').select('template', 'mail_rcpt');

/** An agency step on a request, as the agent unless told otherwise. */
export const agencyStep = (t: TestApp, id: number, event: AgencyEvent, body: Record<string, unknown> = {}, who: DemoRole = 'agent') =>
  t.call(who, 'POST', `/backend/api/booking/${id}/agency/${event}`, body);

/** The request was refused with this status and these field errors. */
export async function expectCode(response: Awaited<ReturnType<TestApp['call']>>, status: number, errors: Record<string, unknown>) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().errors).toMatchObject(errors);
}

/** Sends a request as `who` and answers what the server made of it. */
export async function submitOffline(t: TestApp, who: Account, body: Record<string, unknown>) {
  const response = await t.call(who, 'POST', '/backend/api/booking/offline', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; ref: string; status: number };
}

/**
 * The app of a file of offline-request tests, started before its tests and closed after them, with the valid values
 * of Globex's and Acme's required custom fields and the calls those tests make, bound to it.
 */
export function offlineRequestApp() {
  let t: TestApp;
  let acmeManagerId: number;
  let globexFields: Record<string, string>;
  let acmeFields: Record<string, string>;
  beforeAll(async () => {
    t = await testApp();
    acmeManagerId = await t.userId('manager@acme-demo.fr');
    globexFields = await requiredFieldValues(t, 'Globex Conseil', { 'Code mission': 'MIS-0042', 'Client facturé': null });
    acmeFields = await requiredFieldValues(t, 'Acme Industries', { 'Code projet': 'AB-1234', 'Centre de coût': null });
  });
  afterAll(() => t.close());
  const request = (overrides: Record<string, unknown> = {}) => offlineRequest(globexFields, overrides);
  return {
    get t() {
      return t;
    },
    get acmeManagerId() {
      return acmeManagerId;
    },
    get globexFields() {
      return globexFields;
    },
    get acmeFields() {
      return acmeFields;
    },
    /** A call as a demo role or as any seeded account by its address. */
    as: (who: DemoRole | string, method: string, url: string, payload?: unknown) => t.call(who, method, url, payload),
    /** A valid request of the Globex booker, with these changes. */
    request,
    mailsOf: (bookingId: number) => mailsOf(t, bookingId),
    submitted: (who: string = GLOBEX_USER, overrides: Record<string, unknown> = {}) => submitOffline(t, who, request(overrides)),
    agency: (id: number, event: AgencyEvent, body: Record<string, unknown> = {}, who: DemoRole = 'agent') => agencyStep(t, id, event, body, who),
  };
}
