import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../entities/errors.ts';
import { testApp, type TestApp } from '../support/app.ts';

/** A zone a travel policy prices stays: deleting it would leave the policy's row naming nothing. */

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('deleting a zone', () => {
  it('is refused while a travel policy prices it, as for any record still in use, and the zone stays', async () => {
    const zone = await t.db.knex('zone').where({ name: 'Paris intra-muros' }).first('id');
    const priced = await t.db
      .knex('travel_policy_row')
      .where({ sector_type: 'zone', sector_value: String(zone.id) })
      .first('id');
    expect(priced).toBeDefined();
    const response = await t.call('admin', 'DELETE', `/backend/api/zones/${zone.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: ErrorCode.CONFLICT });
    expect(await t.db.knex('zone').where({ id: zone.id }).first('id')).toBeDefined();
  });

  it('goes through once no policy prices it', async () => {
    const created = await t.call('admin', 'POST', '/backend/api/zones', { name: `Zone libre ${Date.now()}`, cities: ['Lyon'] });
    expect(created.statusCode, created.body).toBe(201);
    const response = await t.call('admin', 'DELETE', `/backend/api/zones/${created.json().id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.knex('zone').where({ id: created.json().id }).first('id')).toBeUndefined();
  });
});
