import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp, TEST_PUBLIC_URL } from '../support/app.ts';
import { GLOBEX_USER, groupRequest, PUBLIC_REQUESTER, publicOfflineRequest, requiredFieldValues } from '../support/offline-requests.ts';
import { catalogues } from '../../common/i18n/index.ts';

/** Group and offline requests sent without an account through a company's public links, and their binding to a user. */

const t = fileApp();
// Globex has the group alias `globex` and a pre-logged account.
let globexUid: string;
let globexId: number;
let globexFields: Record<string, string>;
let preloggedId: number;

const as = (email: string, method: string, url: string, payload?: unknown) => t.call(email, method, url, payload);
const anonymous = (method: string, url: string, payload?: unknown) => t.app.inject({ method: method as 'GET', url, payload: payload as object });
const group = (overrides: Record<string, unknown> = {}) => groupRequest(globexFields, overrides);

beforeAll(async () => {
  ({
    uid: globexUid,
    id: globexId,
    prelogged_user_id: preloggedId,
  } = await t.db.knex('company').where({ name: 'Globex Conseil' }).first('uid', 'id', 'prelogged_user_id'));
  globexFields = await requiredFieldValues(t, 'Globex Conseil', { 'Code mission': 'MIS-0042' });
});

describe('public company calls', () => {
  it('GET /public/company/{uid} shows what a public form needs, and 205 for an unknown or closed company', async () => {
    const response = await anonymous('GET', `/backend/public/company/${globexUid}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uid: globexUid, name: 'Globex Conseil', offline: true, onlyOne: false, responseHours: 24 });
    const unknown = await anonymous('GET', '/backend/public/company/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(205);
    expect((await anonymous('GET', '/backend/public/company/not-a-uid')).statusCode).toBe(400);
    const initech = await t.db.knex('company').where({ name: 'Initech Services' }).first('uid');
    expect((await anonymous('GET', `/backend/public/company/${initech.uid}`)).json().code).toBe(205);
  });

  it('GET /public/company/input_fields/{uid} lists the company custom fields in order', async () => {
    const response = await anonymous('GET', `/backend/public/company/input_fields/${globexUid}`);
    expect(response.statusCode).toBe(200);
    const labels = response.json().map((field: { label: string }) => field.label);
    expect(labels).toEqual(['Code mission', 'Client facturé', 'Effectif de la mission']);
    // The public forms ask for them beside their own fields: no question is asked twice under one name.
    const own = Object.values(catalogues.fr.group.fields as Record<string, string>);
    expect(labels.filter((label: string) => own.includes(label))).toEqual([]);
  });

  it('GET /company/only_one/{uid} and GET /company/random_unique_chain', async () => {
    expect((await anonymous('GET', `/backend/company/only_one/${globexUid}`)).json()).toEqual({ onlyOne: false });
    const first = (await anonymous('GET', '/backend/company/random_unique_chain')).json().chain;
    const second = (await anonymous('GET', '/backend/company/random_unique_chain')).json().chain;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toBe(second);
  });

  it('GET /api/public/prelogged_company/{uid}/{values} decodes the known values of the link; a bad value is 205', async () => {
    const values = Buffer.from(JSON.stringify({ firstName: 'Nora', email: 'nora@example.test', single: 2, password: 'x' })).toString('base64url');
    const response = await anonymous('GET', `/backend/api/public/prelogged_company/${globexUid}/${values}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ company: { name: 'Globex Conseil' }, values: { firstName: 'Nora', email: 'nora@example.test', single: 2 } });
    expect(response.json().values.password).toBeUndefined();
    expect((await anonymous('GET', `/backend/api/public/prelogged_company/${globexUid}`)).json().values).toEqual({});
    const bad = await anonymous('GET', `/backend/api/public/prelogged_company/${globexUid}/not-json`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(205);
  });

  it('GET /api/public/prelogged_configuration/{groupAlias} names the company of a group link', async () => {
    const response = await anonymous('GET', '/backend/api/public/prelogged_configuration/globex');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ company: { name: 'Globex Conseil', uid: globexUid }, kinds: ['group', 'seminar'] });
    expect((await anonymous('GET', '/backend/api/public/prelogged_configuration/nobody')).json().code).toBe(205);
  });
});

describe('requests through public links, bound to a user afterwards', () => {
  let groupToken: string;
  let offlineToken: string;

  it('a group request through the group link is held by the pre-logged account, with its requester', async () => {
    const response = await anonymous('POST', '/backend/public/api/group/globex', group({ requester: PUBLIC_REQUESTER }));
    expect(response.statusCode).toBe(200);
    groupToken = response.json().token;
    expect(groupToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const booking = await t.db.knex('booking').where({ public_token: groupToken }).first();
    expect(booking).toMatchObject({ user_id: preloggedId, company_id: globexId, status: 20, request_kind: 'group' });
    expect(booking.requester).toMatchObject({ email: 'nora@example.test', lastName: 'Visiteur' });

    // The visitor hears back at the address they typed, greeted by name, with their request's private page; the
    // link account, whose mail nobody reads, gets nothing; the agency reads who asked and opens the request.
    const mails = (await t.sentMails()).filter((mail) => mail.text.includes(booking.ref) || mail.html.includes(booking.ref));
    const preloggedEmail = (await t.db.knex('user').where({ id: preloggedId }).first('email')).email;
    expect(mails.some((mail) => mail.to.includes(preloggedEmail))).toBe(false);
    const acknowledgement = mails.find((mail) => mail.to.includes('nora@example.test'));
    expect(acknowledgement?.text).toContain('Bonjour Nora');
    expect(acknowledgement?.text).toContain(`${TEST_PUBLIC_URL}/public/booking/${groupToken}/show`);
    const agency = mails.find((mail) => mail.html.includes('Nouvelle demande'));
    expect(agency?.text).toContain('Nora Visiteur');
    expect(agency?.text).not.toContain('Liens');
    expect(agency?.text).toContain(`${TEST_PUBLIC_URL}/admin/booking/${booking.id}/show`);
  });

  it('a public request needs its requester (10, 140, 80, 40)', async () => {
    expect((await anonymous('POST', '/backend/public/api/group/globex', group())).json().errors).toEqual({ requester: 10 });
    const response = await anonymous(
      'POST',
      '/backend/public/api/group/globex',
      group({ requester: { firstName: '', lastName: 'V', email: 'not-an-address', phone: 'abc' } }),
    );
    expect(response.json().errors).toEqual({ 'requester.firstName': 10, 'requester.email': 80, 'requester.phone': 40 });
    expect((await anonymous('POST', '/backend/public/api/group/globex', group({ requester: { ...PUBLIC_REQUESTER, email: '' } }))).json().errors).toEqual({
      'requester.email': 140,
    });
    expect((await anonymous('POST', '/backend/public/api/group/unknown-alias', group({ requester: PUBLIC_REQUESTER }))).json().code).toBe(205);
  });

  it('a plain request through a generated link carries the visitor chain, and more than six travellers is the group form', async () => {
    const chain = (await anonymous('GET', '/backend/company/random_unique_chain')).json().chain;
    const payload = publicOfflineRequest(globexFields, chain);
    const response = await anonymous('POST', `/backend/public/api/offline/${globexUid}`, payload);
    expect(response.statusCode).toBe(200);
    offlineToken = response.json().token;
    expect(await t.db.knex('booking').where({ public_token: offlineToken }).first('unique_chain', 'request_kind')).toEqual({
      unique_chain: chain,
      request_kind: 'offline',
    });
    const tooMany = await anonymous('POST', `/backend/public/api/offline/${globexUid}`, { ...payload, participants: 9, single: 9 });
    expect(tooMany.json().errors).toMatchObject({ rooms: 'group_required', participants: 'group_required' });
    expect((await anonymous('POST', `/backend/public/api/offline/${globexUid}`, { ...payload, uniqueChain: 'x' })).statusCode).toBe(400);
    // Two people in one single room: also the group form; a group's participants may sleep elsewhere.
    expect((await anonymous('POST', `/backend/public/api/offline/${globexUid}`, { ...payload, participants: 2 })).json().errors).toEqual({
      participants: 'group_required',
    });
    expect((await as(GLOBEX_USER, 'POST', '/backend/api/booking/group', group({ single: 8, double: 0, participants: 9 }))).statusCode).toBe(200);
  });

  it('POST /public/bind_user_to_bookings gives the requests to the signed-in user of the company, once', async () => {
    const karim = await t.db.knex('user').where({ email: GLOBEX_USER }).first('id');
    const unbound = await t.db.knex('booking').whereIn('public_token', [groupToken, offlineToken]).pluck('user_id');
    // Without signing in nothing is bound, whatever the id named.
    const anonymousAnswer = await anonymous('POST', '/backend/public/bind_user_to_bookings', { userId: karim.id, bookings: [groupToken, offlineToken] });
    expect(anonymousAnswer.statusCode).toBe(401);
    expect(await t.db.knex('booking').whereIn('public_token', [groupToken, offlineToken]).pluck('user_id')).toEqual(unbound);
    // A user of another company takes nothing.
    expect((await as('user@acme-demo.fr', 'POST', '/backend/public/bind_user_to_bookings', { bookings: [groupToken, offlineToken] })).json()).toEqual({
      bound: [],
    });
    // The signed-in user binds to themself only: another account's id, or an id nobody has, gets the same answer.
    const other = await t.db
      .knex('user')
      .where({ company_id: globexId, enabled: true })
      .whereNot({ id: karim.id })
      .whereNot({ id: preloggedId })
      .whereNotNull('password')
      .first('id', 'email');
    const forOther = await as(GLOBEX_USER, 'POST', '/backend/public/bind_user_to_bookings', { userId: other.id, bookings: [groupToken] });
    const forNobody = await as(GLOBEX_USER, 'POST', '/backend/public/bind_user_to_bookings', { userId: 99999999, bookings: [groupToken] });
    expect([forOther.statusCode, forOther.body]).toEqual([200, '{"bound":[]}']);
    expect([forNobody.statusCode, forNobody.body]).toEqual([forOther.statusCode, forOther.body]);
    expect(await t.db.knex('booking').whereIn('public_token', [groupToken, offlineToken]).pluck('user_id')).toEqual(unbound);

    const response = await as(GLOBEX_USER, 'POST', '/backend/public/bind_user_to_bookings', { bookings: [groupToken, offlineToken, 'x'.repeat(22)] });
    expect(response.statusCode).toBe(200);
    expect(response.json().bound).toHaveLength(2);
    expect(await t.db.knex('booking').whereIn('public_token', [groupToken, offlineToken]).pluck('user_id')).toEqual([karim.id, karim.id]);
    // Once bound, the requests are the user's: nobody takes them again.
    expect((await as(other.email, 'POST', '/backend/public/bind_user_to_bookings', { bookings: [groupToken] })).json()).toEqual({ bound: [] });
    // The bound user finds them in their own bookings.
    const mine = await as(
      GLOBEX_USER,
      'GET',
      `/backend/api/booking/offline/${(await t.db.knex('booking').where({ public_token: groupToken }).first('id')).id}`,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ kind: 'group', details: { participants: 12 }, requester: { email: 'nora@example.test' }, single: 8, double: 2 });
  });

  it('binding answers 400 for a malformed body', async () => {
    expect((await as(GLOBEX_USER, 'POST', '/backend/public/bind_user_to_bookings', { bookings: [] })).statusCode).toBe(400);
    expect((await as(GLOBEX_USER, 'POST', '/backend/public/bind_user_to_bookings', { userId: 1 })).statusCode).toBe(400);
    expect((await as(GLOBEX_USER, 'POST', '/backend/public/bind_user_to_bookings', { userId: 'abc', bookings: [groupToken] })).statusCode).toBe(400);
  });
});
