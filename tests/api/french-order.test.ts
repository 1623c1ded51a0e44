/**
 * Names, titles and cities sort in French order: accents and case do not push a name after Z, as byte order would,
 * and the sorts still read their index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, entityNamed } from '../../entities/index.ts';
import { columnOf } from '../../entities/kit.ts';
import { EntitySql } from '../../server/crud/sql.ts';
import { listQuery, testApp, type TestApp } from '../support/app.ts';
import { withoutSeqScans } from '../support/query-plans.ts';

let t: TestApp;
const NAMES = ['Zèbre Ordre', 'Éole Ordre', 'azur Ordre', 'Atlantique Ordre', 'Aéroconcept Ordre'];
const FRENCH_ORDER = ['Aéroconcept Ordre', 'Atlantique Ordre', 'azur Ordre', 'Éole Ordre', 'Zèbre Ordre'];

beforeAll(async () => {
  t = await testApp();
  // Companies are created by their own screen, not the generic route: the rows go straight in.
  await t.db.knex('company').insert(NAMES.map((name) => ({ name })));
});
afterAll(() => t.close());

const companyNames = async (order: 'ASC' | 'DESC') => {
  const list = await t.call('admin', 'GET', `/backend/api/companies${listQuery({ sort: ['name', order], range: [0, 24], filter: { q: 'Ordre' } })}`);
  expect(list.statusCode, list.body).toBe(200);
  return (list.json() as { name: string }[]).map(({ name }) => name);
};

describe('French order', () => {
  it('sorts companies by name with accented and lower-case names where a French reader looks for them', async () => {
    expect(await companyNames('ASC')).toEqual(FRENCH_ORDER);
    expect(await companyNames('DESC')).toEqual([...FRENCH_ORDER].reverse());
  });

  it('is the collation of every text column a descriptor sorts on', async () => {
    const sorted = entities.flatMap((entity) =>
      Object.entries(entity.fields)
        .filter(([, field]) => field.sortable && ['string', 'text', 'email'].includes(field.type))
        .map(([name, field]) => `${entity.table}.${columnOf(name, field)}`),
    );
    const { rows } = await t.db.knex.raw<{ rows: { column: string; collation: string }[] }>(
      `SELECT c.relname || '.' || a.attname AS column, co.collname AS collation FROM pg_attribute a
         JOIN pg_class c ON c.oid = a.attrelid JOIN pg_collation co ON co.oid = a.attcollation
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND c.relname || '.' || a.attname = ANY(?)`,
      [sorted],
    );
    expect(rows.length).toBe(new Set(sorted).size);
    expect(rows.filter(({ collation }) => collation !== 'fr-x-icu')).toEqual([]);
  });

  it('reads a sort by name through its index, without sorting the table', async () => {
    const { list, values } = new EntitySql(entityNamed('company')).list({ filter: {}, sort: { field: 'name', order: 'ASC' }, offset: 0, limit: 25 });
    const plan = JSON.stringify(await withoutSeqScans(t, (explain) => explain(list.text, values)));
    expect(plan).toContain('"Index Name":"company_name_id_index"');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});
