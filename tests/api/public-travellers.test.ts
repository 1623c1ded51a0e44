import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { fileApp } from '../support/app.ts';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';
import { publicOfflineRequest, requiredFieldValues } from '../support/offline-requests.ts';

const t = fileApp();
let globex: { id: number; uid: string };
let acme: { id: number; uid: string };
let initechUid: string;
let globexFields: Record<string, string>;
let chain: string;
let otherChain: string;
const anonymous = (method: string, url: string, payload?: unknown) => t.app.inject({ method: method as 'GET', url, payload: payload as object });
const newChain = async () => (await anonymous('GET', '/backend/company/random_unique_chain')).json().chain as string;
const list = (uid: string, unique: string, extra: Record<string, string> = {}) =>
  anonymous('GET', `/backend/api/public/travellers?${new URLSearchParams({ company: uid, unique, ...extra })}`);
const create = (uid: string, uniqueChain: string, fields: Record<string, unknown>) =>
  anonymous('POST', '/backend/api/public/travellers', { company: uid, uniqueChain, ...fields });
const names = (response: { json(): { items: { lastName: string }[] } }) => response.json().items.map((item) => item.lastName);

beforeAll(async () => {
  globex = await t.db.knex('company').where({ name: 'Globex Conseil' }).first('id', 'uid');
  acme = await t.db.knex('company').where({ name: 'Acme Industries' }).first('id', 'uid');
  initechUid = (await t.db.knex('company').where({ name: 'Initech Services' }).first('uid')).uid;
  globexFields = await requiredFieldValues(t, 'Globex Conseil', { 'Code mission': 'MIS-0042' });
  chain = await newChain();
  otherChain = await newChain();
});

describe('POST /api/public/travellers (a visitor of a generated link saves a traveller)', () => {
  it('creates the traveller in the company, marked with the chain (201)', async () => {
    const response = await create(globex.uid, chain, {
      first_name: ' Léa ',
      last_name: 'Martin',
      email: 'lea.martin@example.test',
      mobile_phone: '+33 6 11 22 33 44',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@example.test', enabled: true });
    const row = await t.db.knex('traveller').where({ id: response.json().id }).first('company_id', 'unique_chain');
    expect(row).toEqual({ company_id: globex.id, unique_chain: chain });
  });

  it('gives back the traveller saved before for the same names and address instead of a copy (200)', async () => {
    const first = await create(globex.uid, chain, { first_name: 'Paul', last_name: 'Durand' });
    expect(first.statusCode).toBe(201);
    const again = await create(globex.uid, chain, { first_name: 'paul', last_name: 'DURAND', email: null });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // Another address is another person; another visitor's chain never gets this one back.
    expect((await create(globex.uid, chain, { first_name: 'Paul', last_name: 'Durand', email: 'paul@example.test' })).statusCode).toBe(201);
    const foreign = await create(globex.uid, otherChain, { first_name: 'Paul', last_name: 'Durand' });
    expect(foreign.statusCode).toBe(201);
    expect(foreign.json().id).not.toBe(first.json().id);
  });

  it('answers the codes of the traveller form: names required 10, address 140, phone 40', async () => {
    const response = await create(globex.uid, chain, { first_name: ' ', last_name: '', email: 'not-an-address', mobile_phone: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ first_name: 10, last_name: 10, email: 140, mobile_phone: 40 });
    expect((await create(globex.uid, chain, { last_name: 'Seul' })).json().errors).toEqual({ first_name: 10 });
    expect((await create(globex.uid, 'short', { first_name: 'A', last_name: 'B' })).statusCode).toBe(400);
    expect((await create(globex.uid, chain, { first_name: 'A', last_name: 'B', company_id: acme.id })).statusCode).toBe(400);
  });

  it('refuses an unknown company or one taking no requests with the link code 205', async () => {
    for (const uid of ['00000000-0000-4000-8000-000000000000', initechUid]) {
      const response = await create(uid, chain, { first_name: 'A', last_name: 'B' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(205);
      expect((await list(uid, chain)).json().code).toBe(205);
    }
    expect(await t.db.knex('traveller').where({ unique_chain: chain }).whereNot({ company_id: globex.id }).count('id as n').first()).toEqual({ n: 0 });
  });
});

describe("GET /api/public/travellers (the visitor's own travellers only)", () => {
  it('lists only the travellers of that company created with that chain', async () => {
    // The same chain in another company, and the company's own travellers, stay out of the list.
    expect((await create(acme.uid, chain, { first_name: 'Zoé', last_name: 'Acmeenne' })).statusCode).toBe(201);
    const companyTravellers = await t.db.knex('traveller').where({ company_id: globex.id }).whereNull('unique_chain').count('id as n').first();
    expect(Number(companyTravellers!.n)).toBeGreaterThan(0);
    const response = await list(globex.uid, chain);
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Durand', 'Durand', 'Martin']);
    expect(response.json().total).toBe(3);
    expect(names(await list(globex.uid, otherChain))).toEqual(['Durand']);
    expect(names(await list(acme.uid, chain))).toEqual(['Acmeenne']);
    expect((await list(globex.uid, await newChain())).json()).toEqual({ items: [], total: 0 });
    // Without its chain, nobody lists anything.
    expect((await anonymous('GET', `/backend/api/public/travellers?company=${globex.uid}`)).statusCode).toBe(400);
  });

  it('searches names and address from three letters, as the private search', async () => {
    expect(names(await list(globex.uid, chain, { search: 'mart' }))).toEqual(['Martin']);
    expect(names(await list(globex.uid, chain, { search: 'Durand Paul' }))).toEqual(['Durand', 'Durand']);
    expect(names(await list(globex.uid, chain, { search: 'paul@exa' }))).toEqual(['Durand']);
    const short = await list(globex.uid, chain, { search: 'ma' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ search: 'search_too_short' });
    // A search never reaches the company's other travellers.
    const someone = await t.db.knex('traveller').where({ company_id: globex.id }).whereNull('unique_chain').first('last_name');
    expect(names(await list(globex.uid, chain, { search: someone.last_name }))).toEqual([]);
  });

  it('shows a page (PAGE_SIZE) by default, `max` up to 100, and filters on enabled', async () => {
    const many = await newChain();
    // One through the form, the others straight in the table: a visitor's creations are rate-limited.
    expect((await create(globex.uid, many, { first_name: 'Voyageur', last_name: 'Numéro 00' })).statusCode).toBe(201);
    await t.db.knex('traveller').insert(
      Array.from({ length: PAGE_SIZE + 1 }, (_, index) => ({
        company_id: globex.id,
        unique_chain: many,
        first_name: 'Voyageur',
        last_name: `Numéro ${String(index + 1).padStart(2, '0')}`,
        enabled: true,
      })),
    );
    const page = await list(globex.uid, many);
    expect(page.json().items).toHaveLength(PAGE_SIZE);
    expect(page.json().total).toBe(PAGE_SIZE + 2);
    expect((await list(globex.uid, many, { max: '3' })).json().items).toHaveLength(3);
    // A search shows up to 100 unless told.
    expect((await list(globex.uid, many, { search: 'Voyageur' })).json().items).toHaveLength(PAGE_SIZE + 2);
    expect((await list(globex.uid, many, { max: '101' })).statusCode).toBe(400);
    // A traveller the company disabled.
    await t.db.knex('traveller').where({ unique_chain: many, last_name: 'Numéro 00' }).update({ enabled: false });
    expect(names(await list(globex.uid, many, { enabled: 'false' }))).toEqual(['Numéro 00']);
    expect((await list(globex.uid, many, { enabled: 'true', max: '100' })).json().total).toBe(PAGE_SIZE + 1);
  });
});

describe("a request through the generated link with the visitor's travellers", () => {
  const payload = () => publicOfflineRequest(globexFields, chain);

  it('carries the chosen travellers as its contacts and travellers', async () => {
    const lea = (await list(globex.uid, chain, { search: 'Martin' })).json().items[0];
    const response = await anonymous('POST', `/backend/public/api/offline/${globex.uid}`, { ...payload(), travellers: [lea.id] });
    expect(response.statusCode).toBe(200);
    const booking = await t.db.knex('booking').where({ id: response.json().id }).first('travellers', 'contacts', 'unique_chain');
    expect(booking.travellers).toBe('Léa Martin');
    expect(booking.contacts).toEqual([
      { travellerId: lea.id, firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@example.test', phone: '+33 6 11 22 33 44' },
    ]);
    expect(await t.db.knex('booking_traveller').where({ booking_id: response.json().id }).pluck('traveller_id')).toEqual([lea.id]);
  });

  it('refuses travellers of another chain or company, or without a chain (400, travellers 404)', async () => {
    const others = [
      (await list(globex.uid, otherChain)).json().items[0].id,
      (await list(acme.uid, chain)).json().items[0].id,
      (await t.db.knex('traveller').where({ company_id: globex.id }).whereNull('unique_chain').first('id')).id,
    ];
    const mine = (await list(globex.uid, chain)).json().items[0].id;
    for (const id of others) {
      const response = await anonymous('POST', `/backend/public/api/offline/${globex.uid}`, { ...payload(), travellers: [mine, id] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ travellers: 404 });
    }
    const { uniqueChain: _, ...noChain } = payload();
    expect((await anonymous('POST', `/backend/public/api/offline/${globex.uid}`, { ...noChain, travellers: [mine] })).json().errors).toEqual({
      travellers: 404,
    });
    expect((await anonymous('POST', `/backend/public/api/offline/${globex.uid}`, { ...payload(), travellers: [mine, mine] })).statusCode).toBe(400);
  });

  it("once bound to an account, the visitor's travellers stay the company's and leave the link's list", async () => {
    const sent = await anonymous('POST', `/backend/public/api/offline/${globex.uid}`, payload());
    const before = await t.db.knex('traveller').where({ company_id: globex.id, unique_chain: chain }).pluck('id');
    expect(before.length).toBeGreaterThan(0);
    const login = await anonymous('POST', '/backend/auth', { username: 'karim.benali.1@globex-demo.fr', password: DEMO_PASSWORD });
    const bound = await t.app.inject({
      method: 'POST',
      url: '/backend/public/bind_user_to_bookings',
      payload: { bookings: [sent.json().token] },
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(bound.json().bound).toHaveLength(1);
    expect((await list(globex.uid, chain)).json().total).toBe(0);
    expect(await t.db.knex('traveller').whereIn('id', before).pluck('company_id')).toEqual(before.map(() => globex.id));
    // The same chain's travellers of another company are untouched.
    expect(names(await list(acme.uid, chain))).toEqual(['Acmeenne']);
  });
});
