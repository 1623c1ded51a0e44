/**
 * What an edit form reads, it can save unchanged: for every entity and every demo account allowed to edit it, the
 * first record the account sees, sent back as read, is accepted and stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { routeEnabled } from '../../entities/kit.ts';
import { DEMO_ACCOUNTS } from '../../seeds/demo-accounts.ts';
import { listQuery, testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const editable = entities.filter((entity) => routeEnabled(entity, 'edit') && (routeEnabled(entity, 'show') || routeEnabled(entity, 'list')));
const cases = editable.flatMap((entity) =>
  DEMO_ACCOUNTS.filter((account) => account.roles.some((role) => entity.access.write.includes(role))).map(
    (account) => [entity.name, account.role, entity, account] as const,
  ),
);

describe('saving a record as it was read', () => {
  it('covers the editable entities and their editors', () => {
    expect(editable.length).toBeGreaterThanOrEqual(20);
    expect(cases.map(([entity, role]) => `${entity}/${role}`)).toEqual(expect.arrayContaining(['contingentHotel/hotel admin', 'user/admin', 'traveller/user']));
  });

  it.each(cases)('%s by %s', async (_, role, entity) => {
    const base = `/backend/api/${entity.path}`;
    const list = await t.call(role, 'GET', `${base}${listQuery({ sort: [entity.list.sort.field, entity.list.sort.order], range: [0, 0] })}`);
    expect(list.statusCode, list.body).toBe(200);
    const [first] = list.json() as { id: number }[];
    // An editor with nothing of this entity in its reach has nothing to save.
    if (!first) return;
    const read = await t.call(role, 'GET', `${base}/${first.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const saved = await t.call(role, 'PUT', `${base}/${first.id}`, read.json());
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await t.call(role, 'GET', `${base}/${first.id}`)).json();
    const stamps = Object.entries(entity.fields)
      .filter(([, field]) => field.auto)
      .map(([name]) => name);
    const without = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([name]) => !stamps.includes(name)));
    expect(without(again)).toEqual(without(read.json()));
  });
});
