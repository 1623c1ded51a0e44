/**
 * Every list query a screen can send (each sort, each filter, the tenant scope) can be served by an index: with
 * sequential scans made prohibitively expensive, no plan still has to read a whole table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import type { EntityDescriptor } from '../../entities/kit.ts';
import { columnOf } from '../../entities/kit.ts';
import { EntitySql, type ListQuery } from '../../server/crud/sql.ts';
import { filterKind } from '../../server/crud/schema.ts';
import { testApp, type TestApp } from '../support/app.ts';
import { sampleValue } from '../support/samples.ts';
import { type PlanNode, withoutSeqScans } from '../support/query-plans.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function plan(sql: EntitySql, query: ListQuery): Promise<PlanNode[]> {
  const { list, values } = sql.list(query);
  return withoutSeqScans(t, (explain) => explain(list.text, values));
}

async function shapes(entity: EntityDescriptor): Promise<[string, ListQuery][]> {
  const base: ListQuery = { filter: {}, sort: entity.list.sort, offset: 0, limit: 25 };
  const result: [string, ListQuery][] = [['default sort', base]];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.sortable) for (const order of ['ASC', 'DESC'] as const) result.push([`sort ${name} ${order}`, { ...base, sort: { field: name, order } }]);
    const kind = filterKind(field);
    // A yes/no filter halves a table: reading it through the sort index is the right plan (see descriptors.test.ts).
    if (!kind || field.type === 'boolean') continue;
    const value = field.type === 'array' ? (field.values ?? ['x'])[0] : field.type === 'reference' ? 1 : await sampleValue(t.db.knex, field);
    if (kind === 'range') result.push([`range on ${name}`, { ...base, filter: { [`${name}_gte`]: value, [`${name}_lte`]: value } }]);
    else if (kind === 'search') result.push([`search on ${name}`, { ...base, filter: { [name]: 'abc' } }]);
    else result.push([`filter on ${name}`, { ...base, filter: { [name]: value } }]);
  }
  if (Object.values(entity.fields).some((field) => field.filter === 'search')) result.push(['free text q', { ...base, filter: { q: 'abc' } }]);
  if (entity.scope) result.push(['tenant scope', { ...base, tenant: 1 }]);
  if (entity.scope?.owner) {
    // A caller who sees only its own rows, in every order its list offers.
    result.push(['owner scope and free text q', { ...base, filter: { q: 'abc' }, tenant: 1, owner: 1 }]);
    for (const [name, query] of [...result])
      if (name === 'default sort' || name.startsWith('sort ')) result.push([`owner scope, ${name}`, { ...query, tenant: 1, owner: 1 }]);
  }
  return result;
}

describe.each(entities.map((entity) => [entity.name, entity] as const))('%s lists', (_, entity) => {
  it('never scan the whole table', async () => {
    const sql = new EntitySql(entity);
    for (const [name, query] of await shapes(entity)) {
      const scans = (await plan(sql, query)).filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === entity.table);
      expect(scans, name).toEqual([]);
    }
  });
});

describe('the bookings screen of the back office', () => {
  it("finds a company's bookings in a status through the index that also gives the arrival order", async () => {
    const sql = new EntitySql(entities.find((entity) => entity.name === 'booking')!);
    const used = await plan(sql, { filter: { company: 1, status: [10, 45] }, sort: { field: 'arrival_date', order: 'DESC' }, offset: 0, limit: 25 });
    const conditions = used.map((node) => `${node['Index Cond'] ?? ''} ${node['Recheck Cond'] ?? ''}`).join(' ');
    expect(conditions).toContain(columnOf('company', { type: 'reference', entity: 'company' }));
  });
});
