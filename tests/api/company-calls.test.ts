import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTransportKey } from '../../server/configuration/cardCipher.ts';
import { listQuery, testApp, type DemoRole, type TestApp } from '../support/app.ts';
import { encryptedCard } from '../support/card.ts';

/** The company calls: custom fields by company, public favourite places, locations, card key. */

let t: TestApp;
let acme: { id: number; uid: string };
let globex: { id: number; uid: string };
let initech: { id: number; uid: string };
/** Favourite places: one of Acme's, Acme's disabled one, one of Globex's. */
let acmePlace: number;
let acmeDisabledPlace: number;
let globexPlace: number;

const anonymous = (url: string) => t.call(null, 'GET', url);

beforeAll(async () => {
  t = await testApp();
  const company = (name: string) => t.db.knex('company').where({ name }).first('id', 'uid');
  [acme, globex, initech] = await Promise.all([company('Acme Industries'), company('Globex Conseil'), company('Initech Services')]);
  const place = (name: string) =>
    t.db
      .knex('favorite_location')
      .where({ name })
      .first('id')
      .then((row) => row.id as number);
  [acmePlace, acmeDisabledPlace, globexPlace] = await Promise.all([
    place('Bureaux de Paris-Opéra'),
    place('Ancien dépôt de Rungis'),
    place('Siège Lyon Perrache'),
  ]);
});
afterAll(() => t.close());

describe('a company’s custom booking fields (GET /api/companies/{id}/company-custom-fields)', () => {
  const url = (id: number) => `/backend/api/companies/${id}/company-custom-fields`;

  it('are the ones a user of the company reads as their own, for the agency and for the company’s people', async () => {
    const own = (await t.call('user', 'GET', '/backend/api/me/company-custom-fields')).json() as { id: number; options: unknown[] }[];
    expect(own.length).toBeGreaterThan(0);
    for (const role of ['admin', 'agent', 'manager', 'user', 'accountant'] as const) {
      const response = await t.call(role, 'GET', url(acme.id));
      expect(response.statusCode, role).toBe(200);
      expect(response.json(), role).toEqual(own);
    }
  });

  it('of any company for the agency, only of their own for a company’s people (another is 404)', async () => {
    const globexFields = await t.db.knex('booking_input_field').where({ company_id: globex.id, enabled: true }).pluck('id');
    const response = await t.call('agent', 'GET', url(globex.id));
    expect(response.statusCode).toBe(200);
    expect((response.json() as { id: number }[]).map((field) => field.id).sort()).toEqual(globexFields.sort());
    for (const role of ['manager', 'user', 'accountant', 'initech user'] as const) {
      const refused = await t.call(role, 'GET', url(globex.id));
      expect(refused.statusCode, role).toBe(404);
      expect(refused.json().code).toBe(404);
    }
  });

  it('are refused to hotels (403) and anonymous callers (401); an unknown company is 404, a bad id 400', async () => {
    for (const role of ['hotel', 'hotel admin'] as const) expect((await t.call(role, 'GET', url(acme.id))).statusCode, role).toBe(403);
    expect((await anonymous(url(acme.id))).statusCode).toBe(401);
    expect((await t.call('admin', 'GET', url(99_999_999))).statusCode).toBe(404);
    expect((await t.call('admin', 'GET', '/backend/api/companies/abc/company-custom-fields')).statusCode).toBe(400);
  });
});

describe('a company’s favourite places for the visitors of its links (GET /public/api/company/{uid}/favorite-locations)', () => {
  const url = (uid: string) => `/backend/public/api/company/${uid}/favorite-locations`;

  it('are the enabled places the company’s users see, without a token', async () => {
    const response = await anonymous(url(acme.uid));
    expect(response.statusCode).toBe(200);
    const places = response.json() as { id: number; name: string; city: string; lat: number; lng: number }[];
    expect(places.map((place) => place.name)).toEqual(['Bureaux de Paris-Opéra', 'Centre R&D de Meylan', 'Usine de Vénissieux']);
    expect(places.map((place) => place.id)).not.toContain(acmeDisabledPlace);
    expect(places[0]).toMatchObject({ city: 'Paris', postCode: '75002', address: '12 rue de la Paix' });
    expect(response.json()).toEqual((await t.call('user', 'GET', '/backend/api/me/favorite-locations')).json());
  });

  it('are only the link’s company’s', async () => {
    const names = ((await anonymous(url(globex.uid))).json() as { name: string }[]).map((place) => place.name);
    expect(names).toEqual(['Bureau de Genève', 'Siège Lyon Perrache']);
  });

  it('answer 205 for a link naming no company or one that takes no requests, 400 for a malformed one', async () => {
    for (const uid of [randomUUID(), initech.uid]) {
      const response = await anonymous(url(uid));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(205);
    }
    expect((await anonymous(url('not-a-uid'))).statusCode).toBe(400);
  });

  it('are an empty list for a company without any', async () => {
    await t.db.knex('favorite_location').where({ company_id: globex.id }).update({ enabled: false });
    try {
      const response = await anonymous(url(globex.uid));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    } finally {
      await t.db
        .knex('favorite_location')
        .where({ company_id: globex.id, name: 'Siège Lyon Perrache' })
        .orWhere({ company_id: globex.id, name: 'Bureau de Genève' })
        .update({ enabled: true });
    }
  });
});

describe('the hotels around a favourite place for a link’s visitors (GET /public/api/company/location/{id}/hotels?chain={uid})', () => {
  const url = (id: number, chain?: string) => `/backend/public/api/company/location/${id}/hotels${chain === undefined ? '' : `?chain=${chain}`}`;

  it('are the ones a signed-in user of the company gets, nearest first', async () => {
    const response = await anonymous(url(acmePlace, acme.uid));
    expect(response.statusCode).toBe(200);
    const hotels = response.json() as { key: string; distanceKm: number }[];
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.map((hotel) => hotel.distanceKm)).toEqual([...hotels.map((hotel) => hotel.distanceKm)].sort((a, b) => a - b));
    expect(response.json()).toEqual((await t.call('user', 'GET', `/backend/api/company/location/${acmePlace}/hotels`)).json());
  });

  it('are 404 for a place of another company, or a disabled one', async () => {
    for (const [id, chain] of [
      [globexPlace, acme.uid],
      [acmePlace, globex.uid],
      [acmeDisabledPlace, acme.uid],
    ] as const) {
      const response = await anonymous(url(id, chain));
      expect(response.statusCode, `${id} ${chain}`).toBe(404);
      expect(response.json().code).toBe(404);
    }
    expect((await anonymous(url(globexPlace, globex.uid))).statusCode).toBe(200);
  });

  it('answer 205 for a bad link, 400 without a link', async () => {
    const response = await anonymous(url(acmePlace, randomUUID()));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(205);
    expect((await anonymous(url(acmePlace, initech.uid))).json().code).toBe(205);
    expect((await anonymous(url(acmePlace))).statusCode).toBe(400);
    expect((await anonymous(url(acmePlace, 'abc'))).statusCode).toBe(400);
  });
});

describe('locations and zones (locations with name, location/{id}, zone/{id}) are the generated CRUD’s', () => {
  it('a company user finds locations by name and reads one', async () => {
    const found = await t.call('user', 'GET', `/backend/api/locations${listQuery({ filter: { q: 'Lyon' }, range: [0, 24] })}`);
    expect(found.statusCode).toBe(200);
    const rows = found.json() as { id: number; name: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.name.toLowerCase()).toContain('lyon');
    const one = await t.call('user', 'GET', `/backend/api/locations/${rows[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: rows[0].id, name: rows[0].name });
  });

  it('zones are the agency’s (the travel policy editor): a company user is refused', async () => {
    const zone = await t.db.knex('zone').orderBy('id').first('id', 'name');
    const response = await t.call('agent', 'GET', `/backend/api/zones/${zone.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: zone.id, name: zone.name });
    expect((await t.call('user', 'GET', `/backend/api/zones/${zone.id}`)).statusCode).toBe(403);
  });
});

describe('the card form’s encryption (GET /api/configurations/cb/public-key, PATCH /api/configurations/cb)', () => {
  const KEY_URL = '/backend/api/configurations/cb/public-key';
  const yy = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  const card = { number: '4970 1000 0000 0006', holder: 'Agence Demo', expiry: `09/${yy}`, cvc: '123' };
  const storedRow = async () => (await t.db.knex('configuration').where({ name: 'cb' }).first('value'))?.value as string | undefined;

  it('serves an RSA-OAEP-256 public key as a JSON Web Key, the same at each call, with no private part', async () => {
    const response = await t.call('admin', 'GET', KEY_URL);
    expect(response.statusCode).toBe(200);
    const jwk = response.json();
    expect(Object.keys(jwk).sort()).toEqual(['alg', 'e', 'kty', 'n', 'use']);
    expect(jwk).toMatchObject({ kty: 'RSA', e: 'AQAB', alg: 'RSA-OAEP-256', use: 'enc' });
    // A modulus of 3072 bits: 384 bytes, 512 base64url characters.
    expect(Buffer.from(jwk.n, 'base64url').length).toBe(384);
    expect((await t.call('admin', 'GET', KEY_URL)).json()).toEqual(jwk);
  });

  it('is for those who edit the configuration only', async () => {
    for (const role of ['agent', 'manager', 'user', 'accountant', 'hotel admin'] satisfies DemoRole[])
      expect((await t.call(role, 'GET', KEY_URL)).statusCode, role).toBe(403);
    expect((await anonymous(KEY_URL)).statusCode).toBe(401);
  });

  it('saves a card whose number and code came encrypted, and keeps it sealed', async () => {
    const response = await t.call('admin', 'PATCH', '/backend/api/configurations/cb', await encryptedCard(t, card));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ configured: true, number_masked: '•••• •••• •••• 0006', scheme: 'visa' });
    expect(await storedRow()).not.toContain('4970');
  });

  it('validates the decrypted values as before: a wrong number is 302 under the number', async () => {
    const response = await t.call('admin', 'PATCH', '/backend/api/configurations/cb', await encryptedCard(t, { ...card, number: '4970 1000 0000 0000' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 302, errors: { number: 302 } });
  });

  it('refuses a tampered ciphertext, or one for another key, with 760 under the input, and keeps the card', async () => {
    const before = await storedRow();
    const body = await encryptedCard(t, card);
    const bytes = Buffer.from(body.number_encrypted, 'base64');
    bytes[10] ^= 0x01;
    const tampered = await t.call('admin', 'PATCH', '/backend/api/configurations/cb', { ...body, number_encrypted: bytes.toString('base64') });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ code: 760, errors: { number: 760 } });

    const other = await testApp();
    try {
      const foreign = await encryptedCard(other, card);
      const response = await t.call('admin', 'PATCH', '/backend/api/configurations/cb', { ...body, cvv_encrypted: foreign.cvv_encrypted });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ cvc: 760 });
    } finally {
      await other.close();
    }
    expect(await storedRow()).toBe(before);
  });

  it('takes CARD_TRANSPORT_KEY as an RSA PEM of at least 2048 bits, its line breaks possibly written \\n', () => {
    const rsa = (bits: number) => generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(parseTransportKey(rsa(2048).replace(/\n/g, '\\n')).asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(() => parseTransportKey(rsa(1024))).toThrow(/at least 2048/);
    expect(() => parseTransportKey(ec)).toThrow(/RSA/);
    expect(() => parseTransportKey('not a key')).toThrow();
  });
});
