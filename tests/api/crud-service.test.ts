import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../entities/errors.ts';
import type { Identity } from '../../entities/identity.ts';
import { findIdentityRow, toIdentity } from '../../server/auth/identity.ts';
import { ApiError } from '../../server/errors.ts';
import { listQuery, testApp, type TestApp, totalOf, usernameOf } from '../support/app.ts';

/**
 * The CRUD engine called as a service, without HTTP (server/crud/service.ts): the caller's scope, the write hooks a
 * domain adds, and transactions.
 */

let t: TestApp;
let admin: Identity;
let manager: Identity;

async function identityOf(email: string): Promise<Identity> {
  const { id } = await t.db.knex('user').whereRaw('lower(email) = ?', [email]).first('id');
  return toIdentity((await findIdentityRow(t.db.knex, id))!);
}

beforeAll(async () => {
  t = await testApp();
  admin = await identityOf(usernameOf('admin'));
  manager = await identityOf(usernameOf('manager'));
});
afterAll(() => t.close());

const news = () => t.app.crud.service('news');
const aNews = (name: string) => ({ date: '2026-12-01', name, weight: 3 });
const newsNamed = (name: string) => t.db.knex('news').where({ name }).first();

describe('the service', () => {
  it('lists, reads and writes what the caller would reach through the routes, and no more', async () => {
    const travellers = t.app.crud.service('traveller');
    const page = await travellers.list({ identity: manager }, { sort: ['last_name', 'ASC'], range: [0, 4] });
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((row) => row.company === manager.company!.id)).toBe(true);
    const http = await t.call('manager', 'GET', `/backend/api/${travellers.entity.path}${listQuery({ sort: ['last_name', 'ASC'], range: [0, 4] })}`);
    expect(http.statusCode, http.body).toBe(200);
    expect(page.rows.map((row) => row.id)).toEqual(http.json().map((row: { id: number }) => row.id));
    expect(page.total).toBe(totalOf(http));

    const elsewhere = await t.db.knex('traveller').whereNot({ company_id: manager.company!.id }).first('id');
    await expect(travellers.get({ identity: manager }, elsewhere.id)).rejects.toMatchObject({ status: 404 });
    expect(await travellers.getMany({ identity: manager }, [elsewhere.id, page.rows[0].id as number])).toEqual(
      [page.rows[0]].map((row) => expect.objectContaining({ id: row.id })),
    );
    await expect(news().list({ identity: manager }, {})).rejects.toMatchObject({ status: 403 });
  });

  it('exports every row of a filtered list, in its order', async () => {
    const listed = await t.app.crud.service('hotel').list({ identity: admin }, { sort: ['name', 'ASC'], range: [0, 999] });
    const exported = [];
    for await (const rows of t.app.crud.service('hotel').export({ identity: admin }, { sort: ['name', 'ASC'] })) exported.push(...rows);
    expect(exported.map((row) => row.id)).toEqual(listed.rows.map((row) => row.id));
  });
});

describe('write hooks', () => {
  const seen: { hook: string; before?: Record<string, unknown>; after?: Record<string, unknown>; inTransaction: boolean }[] = [];
  let refuse = false;
  let committed = 0;

  beforeAll(() => {
    // Whether a hook runs in a transaction block: PostgreSQL refuses a savepoint anywhere else.
    const inWrite = (db: { query: (text: string) => Promise<unknown> }) =>
      db
        .query('SAVEPOINT hook_probe')
        .then(() => db.query('RELEASE SAVEPOINT hook_probe'))
        .then(
          () => true,
          () => false,
        );
    t.app.crud.addHooks('news', {
      async afterCreate({ transaction }, { after }) {
        seen.push({ hook: 'afterCreate', after, inTransaction: await inWrite(transaction.db) });
        transaction.afterCommit(() => committed++);
      },
      async beforeUpdate({ transaction }, { before }) {
        seen.push({ hook: 'beforeUpdate', before, inTransaction: await inWrite(transaction.db) });
      },
      async afterUpdate({ transaction }, { before, after }) {
        // What the hook writes goes with the record: both stay, or neither.
        await transaction.db.query(`UPDATE news SET weight = weight + 100 WHERE id = $1`, [after.id]);
        seen.push({ hook: 'afterUpdate', before, after, inTransaction: await inWrite(transaction.db) });
        transaction.afterCommit(() => committed++);
        if (refuse) throw new ApiError(409, ErrorCode.CONFLICT, 'refused by a hook');
      },
      async afterDelete({ transaction }, { before }) {
        seen.push({ hook: 'afterDelete', before, inTransaction: await inWrite(transaction.db) });
      },
    });
  });

  it('see the record before and after each write through the routes, inside its transaction', async () => {
    seen.length = 0;
    committed = 0;
    const created = (await t.call('admin', 'POST', '/backend/api/news', aNews('Hooked'))).json();
    expect(seen).toEqual([{ hook: 'afterCreate', after: expect.objectContaining({ id: created.id, name: 'Hooked' }), inTransaction: true }]);

    expect((await t.call('admin', 'PUT', `/backend/api/news/${created.id}`, { ...aNews('Hooked again') })).statusCode).toBe(200);
    expect(seen.slice(1)).toEqual([
      { hook: 'beforeUpdate', before: expect.objectContaining({ name: 'Hooked', weight: 3 }), inTransaction: true },
      {
        hook: 'afterUpdate',
        before: expect.objectContaining({ name: 'Hooked' }),
        after: expect.objectContaining({ name: 'Hooked again' }),
        inTransaction: true,
      },
    ]);
    expect((await newsNamed('Hooked again')).weight).toBe(103);

    expect((await t.call('admin', 'DELETE', `/backend/api/news/${created.id}`)).statusCode).toBe(200);
    expect(seen.at(-1)).toEqual({ hook: 'afterDelete', before: expect.objectContaining({ id: created.id, weight: 103 }), inTransaction: true });
    expect(committed).toBe(2);
  });

  it('roll the write back with what they wrote when one throws, and run nothing after a commit that did not happen', async () => {
    const created = await news().create({ identity: admin }, aNews('Refused'));
    committed = 0;
    refuse = true;
    try {
      const answer = await t.call('admin', 'PUT', `/backend/api/news/${created.id}`, aNews('Refused again'));
      expect(answer.statusCode).toBe(409);
    } finally {
      refuse = false;
    }
    expect(await newsNamed('Refused again')).toBeUndefined();
    expect((await newsNamed('Refused')).weight).toBe(3);
    expect(committed).toBe(0);
  });

  it("join the caller's transaction: several writes commit together, or none does", async () => {
    await expect(
      t.app.crud.transaction(async (transaction) => {
        await news().create({ identity: admin, transaction }, aNews('First of two'));
        await news().create({ identity: admin, transaction }, aNews('Second of two'));
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    expect(await newsNamed('First of two')).toBeUndefined();
    expect(await newsNamed('Second of two')).toBeUndefined();

    await t.app.crud.transaction(async (transaction) => {
      await news().create({ identity: admin, transaction }, aNews('First of two'));
      await news().create({ identity: admin, transaction }, aNews('Second of two'));
    });
    expect(await newsNamed('First of two')).toBeDefined();
    expect(await newsNamed('Second of two')).toBeDefined();
  });
});
