import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../../server/db/prepared.ts';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** The statements the connection of `trx` holds prepared, by name. */
const preparedOn = async (trx: import('knex').Knex.Transaction) =>
  (await trx.raw<{ rows: { name: string; statement: string }[] }>('SELECT name, statement FROM pg_prepared_statements')).rows;

describe('prepared', () => {
  it('sends a query as a statement named by its text: the same name whatever its values, another for another text', async () => {
    await t.db.knex.transaction(async (trx) => {
      const before = await preparedOn(trx);
      const first = await prepared(trx('company').where({ id: 1 }).first('id', 'name'));
      const again = await prepared(trx('company').where({ id: 2 }).first('id', 'name'));
      const other = await prepared(trx('company').where({ id: 1, enabled: true }).first('id', 'name'));
      expect(first?.id).toBe(1);
      expect(again?.id ?? null).not.toBe(1);
      expect(other?.id).toBe(1);
      const added = (await preparedOn(trx)).filter((statement) => !before.some((known) => known.name === statement.name));
      expect(added.map((statement) => statement.statement).sort()).toEqual([
        'select "id", "name" from "company" where "id" = $1 and "enabled" = $2 limit $3',
        'select "id", "name" from "company" where "id" = $1 limit $2',
      ]);
      expect(added.every((statement) => /^q[\w-]{20}$/.test(statement.name))).toBe(true);
    });
  });

  it('leaves a plain query unnamed, and a query of every column, whose rows a migration may reshape', async () => {
    await t.db.knex.transaction(async (trx) => {
      const before = (await preparedOn(trx)).length;
      await trx('company').where({ id: 1 }).first('id');
      expect((await prepared(trx('company').where({ id: 1 }).first()))?.id).toBe(1);
      expect(await prepared(trx('company as c').where('c.id', 1).select('c.*'))).toHaveLength(1);
      expect((await preparedOn(trx)).length).toBe(before);
    });
  });
});
