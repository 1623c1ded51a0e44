/** The addresses a contingent hotel gets its bookings at: each is one hotel's (700), in a well-formed list (760). */
import knexFactory from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp, type TestApp } from '../support/app.ts';

const t = fileApp();
let paris: number;
let lyon: number;

beforeAll(async () => {
  paris = await t.hotelOf('hotel-admin@hotel-demo.fr');
  lyon = await t.hotelOf('direction@hotel-lyon-demo.fr');
});

describe('contingent addresses (700, 760)', () => {
  const edit = (role: Parameters<TestApp['call']>[0], id: number, contingent_email: string) =>
    t.call(role, 'PUT', `/backend/api/contingent-hotels/${id}`, { contingent_email });

  it('refuses an address another hotel already uses, whatever its case or place in the list', async () => {
    for (const list of ['reservations@hotel-demo.fr', 'autre@hotel-lyon-demo.fr; RESERVATIONS@Hotel-Demo.fr ', 'x@lyon.fr,direction@hotel-demo.fr']) {
      const response = await edit('admin', lyon, list);
      expect(response.statusCode, `${list}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 700, errors: { contingent_email: 700 } });
    }
    const created = await t.call('admin', 'POST', '/backend/api/contingent-hotels', { name: 'Hôtel Doublon', contingent_email: 'direction@hotel-demo.fr' });
    expect(created.json()).toMatchObject({ code: 700, errors: { contingent_email: 700 } });
    // A hotel admin editing its own hotel is held to the same rule.
    expect((await edit('hotel admin', paris, 'reservations@hotel-demo.fr; accueil@hotel-lyon-demo.fr')).json()).toMatchObject({ code: 700 });
    expect((await t.db.knex('contingent_hotel').where({ id: lyon }).first('contingent_email')).contingent_email).toBe(
      'accueil@hotel-lyon-demo.fr,direction@hotel-lyon-demo.fr',
    );
  });

  it('lets a hotel keep, reorder and change its own addresses; an address given up is free again', async () => {
    const kept = await edit('hotel admin', paris, 'direction@hotel-demo.fr;reservations@hotel-demo.fr, nuit@hotel-demo.fr');
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await edit('admin', paris, 'reservations@hotel-demo.fr; direction@hotel-demo.fr')).statusCode).toBe(200);
    expect((await edit('admin', lyon, 'accueil@hotel-lyon-demo.fr,direction@hotel-lyon-demo.fr,nuit@hotel-demo.fr')).statusCode).toBe(200);
    expect((await edit('admin', lyon, 'accueil@hotel-lyon-demo.fr,direction@hotel-lyon-demo.fr')).statusCode).toBe(200);
  });

  it('refuses a malformed list (760)', async () => {
    for (const list of ['pas-une-adresse', 'a@hotel.fr;;b@hotel.fr', 'a@hotel.fr b@hotel.fr', 'a@hotel']) {
      const response = await edit('admin', lyon, list);
      expect(response.statusCode, list).toBe(400);
      expect(response.json()).toMatchObject({ code: 760, errors: { contingent_email: 760 } });
    }
  });

  it('gives a new address to one hotel only when two claim it at once', async () => {
    const [a, b] = await t.db
      .knex('contingent_hotel')
      .insert([{ name: 'Hôtel A' }, { name: 'Hôtel B' }])
      .returning('id');
    const wide = knexFactory({ client: 'pg', connection: t.db.knex.client.config.connection, pool: { min: 0, max: 4 } });
    try {
      const results = await Promise.allSettled(
        [a.id, b.id].map((id) => wide('contingent_hotel').where({ id }).update({ contingent_email: 'commun@hotels-test.fr' })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')!;
      expect(refused.reason).toMatchObject({ constraint: 'contingent_hotel__contingent_email__c700' });
    } finally {
      await wide.destroy();
    }
  });
});
