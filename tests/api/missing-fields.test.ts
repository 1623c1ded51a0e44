/**
 * The back office's fields beyond plain columns: a user's favourite hotels and places, a favourite place's hotels
 * (relations), a company's prelogged account, uid and links, and a contingent hotel's catalogue hotel (worked out from
 * hrs_ref). The images uploaded for news and company logos are in uploaded-images.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../entities/errors.ts';
import { type DemoRole, fileApp, TEST_PUBLIC_URL, usernameOf } from '../support/app.ts';
import { adminEdit, adminRecord } from '../support/crud-oracle.ts';

const t = fileApp();
let acme: number;
let user: number;
let hotels: number[];
let places: number[];
beforeAll(async () => {
  acme = await t.companyId('Acme Industries');
  ({ id: user } = await t.db
    .knex('user')
    .where({ email: usernameOf('user') })
    .first('id'));
  hotels = (await t.db.knex('hotel').orderBy('id').limit(3).select('id')).map((row) => row.id);
  places = (await t.db.knex('favorite_location').where({ company_id: acme }).orderBy('id').limit(2).select('id')).map((row) => row.id);
});

const get = (path: string) => adminRecord(t, path);
const save = (path: string, changes: Record<string, unknown>) => adminEdit(t, path, changes);

describe('a user’s favourite hotels and places', () => {
  it('are saved, read back, replaced and emptied', async () => {
    expect(places.length).toBe(2);
    const saved = await save(`users/${user}`, { favorite_hotels: [hotels[2], hotels[0]], favorite_locations: places });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ favorite_hotels: [hotels[0], hotels[2]], favorite_locations: places });
    expect(await get(`users/${user}`)).toMatchObject({ favorite_hotels: [hotels[0], hotels[2]], favorite_locations: places });
    expect((await save(`users/${user}`, { favorite_hotels: [hotels[1]] })).json().favorite_hotels).toEqual([hotels[1]]);
    expect(await t.db.knex('user_favorite_hotel').where({ user_id: user }).select('hotel_id')).toEqual([{ hotel_id: hotels[1] }]);
    expect((await save(`users/${user}`, { favorite_hotels: [], favorite_locations: null })).json()).toMatchObject({
      favorite_hotels: [],
      favorite_locations: [],
    });
  });

  it('refuse an unknown record on its field, and leave the user as it was', async () => {
    await save(`users/${user}`, { favorite_hotels: [hotels[0]] });
    const response = await save(`users/${user}`, { favorite_hotels: [hotels[1], 2147483000], position: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ favorite_hotels: ErrorCode.NOT_FOUND });
    expect(await get(`users/${user}`)).toMatchObject({ favorite_hotels: [hotels[0]] });
    expect((await save(`users/${user}`, { favorite_hotels: ['x'] })).statusCode).toBe(400);
    expect((await save(`users/${user}`, { favorite_hotels: [hotels[0], hotels[0]] })).statusCode).toBe(400);
  });

  it('come with a new user', async () => {
    const response = await t.call('admin', 'POST', '/backend/api/users', {
      first_name: 'Nina',
      last_name: 'Favoris',
      email: 'nina.favoris@acme-demo.fr',
      company: acme,
      roles: ['ROLE_USER'],
      favorite_hotels: [hotels[1]],
      favorite_locations: [places[0]],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ favorite_hotels: [hotels[1]], favorite_locations: [places[0]] });
  });

  it('are places of the user’s own company: another company’s is refused, on create, on edit and on a move', async () => {
    const { id: initech } = await t.db.knex('company').where({ name: 'Initech Services' }).first('id');
    const [{ id: theirs }] = await t.db
      .knex('favorite_location')
      .insert({ company_id: initech, name: 'Siège Initech', geo_lat: 48.85, geo_lng: 2.35 })
      .returning('id');
    const refused = { favorite_locations: ErrorCode.OTHER_COMPANY };
    const edit = await save(`users/${user}`, { favorite_locations: [places[0], theirs], position: 'Changed' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual(refused);
    expect(await get(`users/${user}`)).toMatchObject({ favorite_locations: [] });
    const created = await t.call('admin', 'POST', '/backend/api/users', {
      first_name: 'Omar',
      last_name: 'Ailleurs',
      email: 'omar.ailleurs@acme-demo.fr',
      company: acme,
      roles: ['ROLE_USER'],
      favorite_locations: [theirs],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual(refused);
    expect(await t.db.knex('user').where({ email: 'omar.ailleurs@acme-demo.fr' }).first()).toBeUndefined();
    // Keeping Acme's places while moving to Initech would leave them pointing at another company.
    expect((await save(`users/${user}`, { favorite_locations: [places[0]] })).statusCode).toBe(200);
    const moved = await save(`users/${user}`, { company: initech });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual(refused);
    expect((await save(`users/${user}`, { favorite_locations: [] })).statusCode).toBe(200);
  });
});

describe('a favourite place’s hotels', () => {
  it('are saved and read back, on create and on edit', async () => {
    const created = await t.call('admin', 'POST', '/backend/api/favorite-locations', {
      company: acme,
      name: 'Usine de Lyon',
      geo_lat: 45.75,
      geo_lng: 4.85,
      hotels: [hotels[1], hotels[0]],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().hotels).toEqual([hotels[0], hotels[1]]);
    const { id } = created.json();
    expect((await save(`favorite-locations/${id}`, { hotels: [hotels[2]] })).json().hotels).toEqual([hotels[2]]);
    expect((await get(`favorite-locations/${id}`)).hotels).toEqual([hotels[2]]);
  });

  it('are read by the company’s users with the place', async () => {
    const response = await t.call('user', 'GET', `/backend/api/favorite-locations/${places[0]}`);
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().hotels)).toBe(true);
  });
});

describe('a company’s prelogged account, uid and links', () => {
  it('saves the prelogged account and never changes the uid', async () => {
    const { uid } = await get(`companies/${acme}`);
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);
    const saved = await save(`companies/${acme}`, { prelogged_user: user, uid: '00000000-0000-4000-8000-000000000000' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ prelogged_user: user, uid });
    expect(await t.db.knex('company').where({ id: acme }).first('prelogged_user_id', 'uid')).toEqual({ prelogged_user_id: user, uid });
    expect((await save(`companies/${acme}`, { prelogged_user: null })).json().prelogged_user).toBeNull();
  });

  it('is one of the company’s own users: another company’s account is refused and nothing changes', async () => {
    const { id: stranger } = await t.db
      .knex('user')
      .where({ email: usernameOf('initech user') })
      .first('id');
    const response = await save(`companies/${acme}`, { prelogged_user: stranger, name: 'Acme renamed' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ prelogged_user: ErrorCode.OTHER_COMPANY });
    expect(await t.db.knex('company').where({ id: acme }).first('prelogged_user_id', 'name')).toEqual({ prelogged_user_id: null, name: 'Acme Industries' });
  });

  it('builds the links from the configured public address, never from the Host of the request', async () => {
    const { uid } = await t.db.knex('company').where({ id: acme }).first('uid');
    await t.db.knex('company').where({ id: acme }).update({ group_alias: 'acme-groupes' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/backend/api/companies/${acme}/links`,
      headers: { authorization: `Bearer ${await t.tokenOf('admin')}`, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uid,
      gen: `${TEST_PUBLIC_URL}/gen/${uid}`,
      prelogged: `${TEST_PUBLIC_URL}/offline/booking/prelogged/company/${uid}`,
      create_account: `${TEST_PUBLIC_URL}/create_account/${uid}`,
      group: `${TEST_PUBLIC_URL}/offline/booking/prelogged/group/acme-groupes`,
    });
  });

  it('shows the links to the agency’s administrators only', async () => {
    for (const role of ['agent', 'manager', 'user'] as DemoRole[]) {
      expect((await t.call(role, 'GET', `/backend/api/companies/${acme}/links`)).statusCode, role).toBe(403);
    }
    expect((await t.call('admin', 'GET', '/backend/api/companies/2147483000/links')).statusCode).toBe(404);
  });
});

describe('a contingent hotel’s catalogue hotel', () => {
  it('is the catalogue hotel whose ref is the hrs_ref, and follows it', async () => {
    const [first, second] = await t.db.knex('hotel').orderBy('id').limit(2).select('id', 'ref');
    const { id } = await t.db.knex('contingent_hotel').orderBy('id').first('id');
    expect((await save(`contingent-hotels/${id}`, { hrs_ref: first.ref })).json().catalogue_hotel).toBe(first.id);
    const moved = await save(`contingent-hotels/${id}`, { hrs_ref: second.ref, catalogue_hotel: first.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().catalogue_hotel).toBe(second.id);
    expect((await save(`contingent-hotels/${id}`, { hrs_ref: 'NOT-IN-CATALOGUE' })).json().catalogue_hotel).toBeNull();
    const page = await t.call('admin', 'GET', '/backend/api/contingent-hotels?range=[0,4]');
    expect(page.statusCode).toBe(200);
  });
});
