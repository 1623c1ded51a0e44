/**
 * Group, seminar, public-link and training requests in the back office: the bookings list tells their kind and filters
 * on it (through its own index, one page in a fixed number of statements), and the request's page reads its details.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { EntitySql } from '../../server/crud/sql.ts';
import { insertBooking, partyOf } from '../support/bookings.ts';
import { countingStatements, fileApp, listQuery, totalOf } from '../support/app.ts';
import { day } from '../support/days.ts';
import { requiredFieldValues } from '../support/offline-requests.ts';
import { withoutSeqScans } from '../support/query-plans.ts';

const t = fileApp();
let globexId: number;
let acmeId: number;
/** Valid values of Globex's required custom fields. */
let globexFields: Record<string, string>;
let seminarId: number;
let seminarRef: string;
const requester = { firstName: 'Nora', lastName: 'Visiteur', email: 'nora@example.test', phone: '+33 6 10 20 30 40', company: 'Visiteurs SA' };
const bookings = (role: 'admin' | 'manager', filter: Record<string, unknown>, range: [number, number] = [0, 24]) =>
  t.call(role, 'GET', `/backend/api/bookings${listQuery({ filter, range, sort: ['arrival_date', 'DESC'] })}`);

beforeAll(async () => {
  globexId = await t.companyId('Globex Conseil');
  globexFields = await requiredFieldValues(t, 'Globex Conseil', { 'Code mission': 'MIS-0042' });
  // A seminar through Globex's public group link, sent by a visitor without an account.
  const sent = await t.call(null, 'POST', '/backend/public/api/group/globex', {
    kind: 'seminar',
    from: day(40),
    to: day(41),
    destination: 'Annecy',
    single: 4,
    double: 1,
    participants: 18,
    budget: 140,
    meetingRoom: { people: 18, layout: 'u_shape', equipment: 'Vidéoprojecteur' },
    catering: { lunch: true, breaks: true },
    comments: 'Séminaire de direction',
    requester,
    customFields: globexFields,
  });
  expect(sent.statusCode).toBe(200);
  ({ id: seminarId, ref: seminarRef } = sent.json());
  // Group requests of Acme, and a plain offline request, written straight into the table.
  const acme = await partyOf(t.db.knex, 'manager@acme-demo.fr');
  acmeId = acme.companyId;
  for (let index = 0; index < 3; index++)
    await insertBooking(t.db.knex, acme, {
      is_online: false,
      status: 20,
      request_kind: 'group',
      request_details: JSON.stringify({ participants: 10 + index }),
    });
  await insertBooking(t.db.knex, acme, { is_online: false, status: 20 });
});

describe('the bookings list of the back office, by kind of request', () => {
  it('gives each row its kind and keeps only the requests of the kind asked', async () => {
    const response = await bookings('admin', { request_kind: 'seminar' });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { ref: string; request_kind: string | null }[];
    expect(rows.map((row) => row.ref)).toContain(seminarRef);
    expect(rows.every((row) => row.request_kind === 'seminar')).toBe(true);
    expect(totalOf(response)).toBe(Number((await t.db.knex('booking').where({ request_kind: 'seminar' }).count({ n: '*' }).first())!.n));

    const groups = (await bookings('admin', { request_kind: 'group' })).json() as { ref: string; request_kind: string }[];
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.map((row) => row.ref)).not.toContain(seminarRef);
    const plain = (await bookings('admin', { q: seminarRef })).json();
    expect(plain[0]).toMatchObject({ ref: seminarRef, request_kind: 'seminar', is_online: false });
  });

  it("keeps a company user to the company's own requests", async () => {
    const rows = (await bookings('manager', { request_kind: 'group' })).json() as { company: number }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.company === acmeId)).toBe(true);
    expect((await bookings('manager', { request_kind: 'seminar', company: globexId })).json()).toEqual([]);
  });

  it('refuses a kind that does not exist (400)', async () => {
    expect((await bookings('admin', { request_kind: 'wedding' })).statusCode).toBe(400);
  });

  it('answers a page of 25 in as many statements as a page of one', async () => {
    const one = await countingStatements(t.db, () => bookings('admin', {}, [0, 0]));
    const page = await countingStatements(t.db, () => bookings('admin', {}, [0, 24]));
    expect((page.result.json() as unknown[]).length).toBe(25);
    expect(page.calls).toBe(one.calls);
    expect(page.calls).toBeLessThanOrEqual(2);
  });

  it('finds the requests of a kind through the request_kind index, in arrival order', async () => {
    const sql = new EntitySql(entities.find((entity) => entity.name === 'booking')!);
    const { list, values } = sql.list({ filter: { request_kind: 'seminar' }, sort: { field: 'arrival_date', order: 'DESC' }, offset: 0, limit: 25 });
    const plan = await withoutSeqScans(t, (explain) => explain(list.text, values));
    expect(JSON.stringify(plan)).toContain('booking_request_kind');
  });
});

describe('the request as the agent reads it (GET /api/booking/offline/{id})', () => {
  it('tells the kind, participants, meeting room, meals, requester, budget and comments', async () => {
    const response = await t.call('agent', 'GET', `/backend/api/booking/offline/${seminarId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'seminar',
      details: {
        participants: 18,
        meetingRoom: { people: 18, layout: 'u_shape', equipment: 'Vidéoprojecteur' },
        catering: { lunch: true, dinner: false, breaks: true },
      },
      requester: { firstName: 'Nora', lastName: 'Visiteur', email: 'nora@example.test', phone: '+33 6 10 20 30 40', company: 'Visiteurs SA' },
      comments: 'Séminaire de direction',
    });
    expect(Number(response.json().budget)).toBe(140);
  });

  it("names the booker's account when the request was sent signed in, without a requester of its own", async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/backend/api/booking/group',
      headers: { authorization: `Bearer ${await t.tokenOf('karim.benali.1@globex-demo.fr')}` },
      payload: { kind: 'group', from: day(50), to: day(52), destination: 'Lyon', single: 8, double: 0, participants: 8, customFields: globexFields },
    });
    expect(sent.statusCode).toBe(200);
    const read = (await t.call('agent', 'GET', `/backend/api/booking/offline/${sent.json().id}`)).json();
    expect(read).toMatchObject({ kind: 'group', requester: null, booker: { firstName: 'Karim', lastName: 'Benali', email: 'karim.benali.1@globex-demo.fr' } });
    // A visitor's request names its requester, not the company's link account.
    expect((await t.call('agent', 'GET', `/backend/api/booking/offline/${seminarId}`)).json().booker).toBeNull();
  });

  it("is another company's request to an Acme manager (404)", async () => {
    expect((await t.call('manager', 'GET', `/backend/api/booking/offline/${seminarId}`)).statusCode).toBe(404);
  });
});
