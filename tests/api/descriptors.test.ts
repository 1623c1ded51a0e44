import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, entityNamed } from '../../entities/index.ts';
import { columnOf, isStored, routeEnabled, type Tab } from '../../entities/kit.ts';
import { countingStatements, listQuery, testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('descriptors and the database agree', () => {
  it.each(entities.map((entity) => [entity.name, entity] as const))('every field of %s is a column of its table', async (_, entity) => {
    const columns = Object.keys(await t.db.knex(entity.table).columnInfo());
    expect(columns).toContain('id');
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.type === 'references') {
        // A relation is a table of two columns, each a foreign key: this record's and the other's.
        const relation = Object.keys(await t.db.knex(field.through.table).columnInfo());
        expect(relation, name).toEqual(expect.arrayContaining([field.through.source, field.through.target]));
      } else if (field.type === 'reference' && field.lookup) {
        expect(columns, name).toContain(field.lookup.column);
        expect(Object.keys(await t.db.knex(entityNamed(field.entity).table).columnInfo()), name).toContain(field.lookup.targetColumn);
      } else {
        expect(columns, name).toContain(columnOf(name, field));
      }
      if ((field.type === 'reference' || field.type === 'references') && field.within) {
        // The values a `within` rule compares are fields of each side.
        expect(field.within.source === 'id' || field.within.source in entity.fields, name).toBe(true);
        expect(entityNamed(field.entity).fields, name).toHaveProperty(field.within.target);
      }
    }
  });

  it.each(entities.map((entity) => [entity.name, entity] as const))('every reference of %s is a foreign key to its entity', async (_, entity) => {
    const { rows } = await t.db.knex.raw(
      `SELECT a.attname AS column, cl.relname AS target FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
       JOIN pg_class cl ON cl.oid = c.confrelid
       WHERE c.contype = 'f' AND c.conrelid = ?::regclass`,
      [`"${entity.table}"`],
    );
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.type !== 'reference' || !isStored(field)) continue;
      expect(rows, name).toContainEqual({ column: columnOf(name, field), target: entityNamed(field.entity).table });
    }
  });

  it('a related list of a record that can be deleted says it goes with it exactly when its foreign key cascades', async () => {
    const lists = entities
      .filter((entity) => routeEnabled(entity, 'delete'))
      .flatMap((entity) =>
        Array.isArray(entity.show) ? [] : (entity.show as { tabs: readonly Tab[] }).tabs.flatMap((tab) => (tab.related ? [{ entity, list: tab.related }] : [])),
      );
    expect(lists.some(({ list }) => list.deletedWith)).toBe(true);
    for (const { entity, list } of lists) {
      const related = entityNamed(list.related);
      const { rows } = await t.db.knex.raw(
        `SELECT c.confdeltype AS rule FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
         WHERE c.contype = 'f' AND c.conrelid = ?::regclass AND a.attname = ?`,
        [`"${related.table}"`, columnOf(list.target, related.fields[list.target])],
      );
      expect(
        rows.some((row: { rule: string }) => row.rule === 'c'),
        `${entity.name} → ${list.related}`,
      ).toBe(Boolean(list.deletedWith));
    }
  });

  it('has an index for every sortable field and every filter, with the foreign keys indexed', async () => {
    const { rows } = await t.db.knex.raw(`SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public'`);
    const leading = (table: string) =>
      rows
        .filter((row: { tablename: string }) => row.tablename === table)
        .map((row: { indexdef: string }) => row.indexdef.match(/\((?:lower\()?"?([a-z_]+)"?/)?.[1]);
    for (const entity of entities) {
      for (const [name, field] of Object.entries(entity.fields)) {
        // A yes/no filter splits a table in two halves: no index serves it better than a scan of the sorted index.
        const indexable = isStored(field) && (field.sortable || (field.filter && field.type !== 'boolean') || field.type === 'reference');
        if (indexable) {
          expect(leading(entity.table), `${entity.name}.${name}`).toContain(columnOf(name, field));
        }
      }
    }
  });
});

describe('lists never cost one query per row', () => {
  it.each(entities.map((entity) => [entity.name, entity] as const))('%s: a page of any size, with its total, is one statement', async (_, entity) => {
    const counts: number[] = [];
    for (const size of [1, 25]) {
      const { result: response, calls } = await countingStatements(t.db, () =>
        t.call('admin', 'GET', `/backend/api/${entity.path}${listQuery({ range: [0, size - 1] })}`),
      );
      expect(response.statusCode).toBe(200);
      counts.push(calls);
    }
    expect(counts).toEqual([1, 1]);
  });

  it('fetches records by their ids (react-admin getMany) in one statement', async () => {
    const ids = (await t.db.knex('company').orderBy('id').limit(3).select('id')).map((row) => row.id);
    const { result: response, calls } = await countingStatements(t.db, () =>
      t.call('admin', 'GET', `/backend/api/companies${listQuery({ filter: { id: ids } })}`),
    );
    expect(
      response
        .json()
        .map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual(ids);
    expect(response.headers['content-range']).toBe(`companies 0-2/3`);
    expect(calls).toBe(1);
  });
});

describe('the API documentation', () => {
  it('describes every generated route', async () => {
    const response = await t.call(null, 'GET', '/backend/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const entity of entities) {
      expect(paths).toContain(`/backend/api/${entity.path}/`.replace(/\/$/, ''));
      expect(paths).toContain(`/backend/api/${entity.path}/search`);
    }
    expect(paths).toContain('/backend/auth');
  });

  it('serves its page and files under a strict content policy: its own scripts only, nothing inline, in no frame', async () => {
    for (const url of ['/backend/docs', '/backend/docs/static/swagger-initializer.js', '/backend/docs/json']) {
      const response = await t.call(null, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      const policy = String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim());
      expect(policy, url).toEqual(
        expect.arrayContaining(["default-src 'none'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'none'"]),
      );
      expect(policy.filter((directive) => !directive.startsWith('style-src')).join(';'), url).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    }
  });
});

describe('references prefetched with a page', () => {
  const bookings = (role: 'admin' | 'agent' | 'manager', prefetch: unknown, range: [number, number] = [0, 24]) =>
    t.call(
      role,
      'GET',
      `/backend/api/bookings${listQuery({ sort: ['arrival_date', 'DESC'], range })}&prefetch=${encodeURIComponent(JSON.stringify(prefetch))}`,
    );

  it('answers the page, its total and the records it references, in one statement', async () => {
    const { result: response, calls } = await countingStatements(t.db, () => bookings('admin', ['company', 'user']));
    expect(response.statusCode).toBe(200);
    expect(calls).toBe(1);
    const { data, prefetched } = response.json();
    const plain = await t.call('admin', 'GET', `/backend/api/bookings${listQuery({ sort: ['arrival_date', 'DESC'], range: [0, 24] })}`);
    expect(data).toEqual(plain.json());
    expect(response.headers['content-range']).toBe(plain.headers['content-range']);
    const companyIds = [...new Set(data.map((row: { company: number }) => row.company))].sort();
    expect(prefetched.company.map((row: { id: number }) => row.id).sort()).toEqual(companyIds);
    // The prefetched records are the records the entity's own route answers, less nothing.
    const one = prefetched.company[0];
    const own = (await t.call('admin', 'GET', `/backend/api/companies/${one.id}`)).json();
    expect(Object.keys(one).sort()).toEqual(Object.keys(own).sort());
    expect({ ...one, updated_at: null }).toEqual({ ...own, updated_at: null });
    expect(prefetched.user.every((row: Record<string, unknown>) => !('password' in row))).toBe(true);
  });

  it('answers a range past the last row with no rows, no records, and the total', async () => {
    const total = Number((await t.db.knex('booking').count({ n: '*' }).first())!.n);
    const response = await bookings('admin', ['company'], [total + 10, total + 34]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], prefetched: { company: [] } });
    expect(response.headers['content-range']).toBe(`bookings */${total}`);
  });

  it('refuses references the caller may not read, and fields that are not references', async () => {
    // A manager reads its bookings but no company record (an agent receives them by name: agent-access.test.ts).
    expect((await bookings('manager', ['company'])).statusCode).toBe(403);
    expect((await bookings('admin', ['ref'])).json()).toMatchObject({ code: 400, errors: { prefetch: 400 } });
    expect((await bookings('admin', 'company')).statusCode).toBe(400);
  });
});
