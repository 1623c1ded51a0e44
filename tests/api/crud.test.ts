/**
 * The generated routes, checked for every descriptor of the registry: a new entity gets these tests for free. Here the
 * reads: lists, sorts, pages, filters, search and records; the writes are in crud-writes.test.ts, the tenants and
 * company roles in crud-scope.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { columnOf } from '../../entities/kit.ts';
import { countedTotal, fileApp, totalOf } from '../support/app.ts';
import { fieldsFiltered, idsSortedBy, list, roleHaving, roleLacking, rowsOf, sortableFields } from '../support/crud-oracle.ts';

const t = fileApp();

describe.each(entities.map((entity) => [entity.name, entity] as const))('%s', (_, entity) => {
  const reader = roleHaving(entity.access.read)!;
  // Those who only pick records (an agent picking a company) still list and search them: see agent-access.test.ts.
  const outsider = roleLacking([...entity.access.read, ...(entity.access.pick?.roles ?? [])]);
  const base = `/backend/api/${entity.path}`;
  const sortable = sortableFields(entity);
  const unsortable = Object.entries(entity.fields).find(([, field]) => !field.sortable)?.[0];
  const searchable = fieldsFiltered(entity, 'search');
  const exact = fieldsFiltered(entity, 'exact');

  it('lists in the default sort of the descriptor, with the total in Content-Range', async () => {
    const response = await list(t, reader, entity);
    expect(response.statusCode).toBe(200);
    const expected = await idsSortedBy(t, entity, entity.list.sort.field, entity.list.sort.order);
    expect(totalOf(response)).toBe(countedTotal(expected.length));
    expect(response.json().map((row: { id: number }) => row.id)).toEqual(expected.slice(0, 25));
  });

  it.each(sortable)('sorts on %s both ways', async (field) => {
    for (const order of ['ASC', 'DESC'] as const) {
      const response = await list(t, reader, entity, { sort: [field, order], range: [0, 9] });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((row: { id: number }) => row.id)).toEqual((await idsSortedBy(t, entity, field, order)).slice(0, 10));
    }
  });

  it('refuses to sort on a field that is not sortable, or an unknown one', async () => {
    for (const field of [unsortable, 'no_such_field'].filter(Boolean) as string[]) {
      const response = await list(t, reader, entity, { sort: [field, 'ASC'] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, errors: { sort: 400 } });
    }
  });

  it('pages with range', async () => {
    const all = await idsSortedBy(t, entity, 'id', 'ASC');
    const response = await list(t, reader, entity, { sort: ['id', 'ASC'], range: [1, 2] });
    expect(response.json().map((row: { id: number }) => row.id)).toEqual(all.slice(1, 3));
    expect(response.headers['content-range']).toBe(`${entity.path} 1-${Math.min(2, all.length - 1)}/${countedTotal(all.length)}`);
    // Past the counted rows, a range is counted up to its end.
    const beyond = await list(t, reader, entity, { range: [5000, 5009] });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe(`${entity.path} */${all.length}`);
  });

  it('refuses huge or malformed ranges', async () => {
    for (const range of ['[0,5000]', '[5,1]', '[-1,3]', '"x"', '[0']) {
      const response = await t.call(reader, 'GET', `${base}?range=${encodeURIComponent(range)}`);
      expect(response.statusCode, range).toBe(400);
    }
  });

  it('finds records by id (getMany)', async () => {
    const ids = (await idsSortedBy(t, entity, 'id', 'DESC')).slice(0, 3);
    const response = await list(t, reader, entity, { filter: { id: ids } });
    expect(
      response
        .json()
        .map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  if (searchable.length > 0)
    it('searches the free text q over the searchable fields', async () => {
      const [first] = await rowsOf(t, entity)
        .orderBy('id')
        .select(searchable.map((name) => columnOf(name, entity.fields[name])));
      const value = String(Object.values(first).find((v) => typeof v === 'string' && v.length >= 3));
      const needle = value.slice(1, 4).toUpperCase();
      const response = await list(t, reader, entity, { filter: { q: needle }, range: [0, 999] });
      expect(response.statusCode).toBe(200);
      const rows = response.json() as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(
          searchable.some((name) =>
            String(row[name] ?? '')
              .toUpperCase()
              .includes(needle),
          ),
          JSON.stringify(row),
        ).toBe(true);
      }
      const [{ count }] = await rowsOf(t, entity)
        .where((query) => {
          for (const name of searchable) query.orWhereILike(columnOf(name, entity.fields[name]), `%${needle}%`);
        })
        .count({ count: '*' });
      expect(totalOf(response)).toBe(countedTotal(Number(count)));
      // Pattern characters are taken literally.
      expect(totalOf(await list(t, reader, entity, { filter: { q: '%' } }))).toBe(0);
    });

  if (exact.length > 0)
    it('filters on exact values', async () => {
      for (const name of exact) {
        const column = columnOf(name, entity.fields[name]);
        let [first] = await rowsOf(t, entity).whereNotNull(column).orderBy('id').select(column);
        const field = entity.fields[name];
        if (!first && field.type === 'enum') {
          // The demo data may have no row with this value yet (a kind of request nobody sent): one row gets one.
          const [row] = await rowsOf(t, entity).orderBy('id').limit(1).select('id');
          await t.db
            .knex(entity.table)
            .where({ id: row.id })
            .update({ [column]: field.values[0] });
          [first] = await rowsOf(t, entity).whereNotNull(column).orderBy('id').select(column);
        }
        expect(first, `a ${entity.name} with a ${name}`).toBeTruthy();
        const response = await list(t, reader, entity, { filter: { [name]: first[column] }, range: [0, 999] });
        expect(response.statusCode, name).toBe(200);
        const [{ count }] = await rowsOf(t, entity).where(column, first[column]).count({ count: '*' });
        expect(totalOf(response), name).toBe(countedTotal(Number(count)));
        for (const row of response.json()) expect(row[name]).toEqual(first[column]);
      }
    });

  it('refuses unknown filters and values of the wrong type', async () => {
    expect((await list(t, reader, entity, { filter: { no_such_field: 1 } })).json()).toMatchObject({ code: 400, errors: { no_such_field: 400 } });
    expect((await list(t, reader, entity, { filter: { id: 'abc' } })).statusCode).toBe(400);
    expect((await t.call(reader, 'GET', `${base}?filter=${encodeURIComponent('{not json')}`)).json()).toMatchObject({ code: 400, errors: { filter: 400 } });
    expect((await t.call(reader, 'GET', `${base}?unknown=1`)).statusCode).toBe(400);
  });

  it('gets one record, and answers 404 for an unknown id and 400 for a malformed one', async () => {
    const [id] = await idsSortedBy(t, entity, 'id', 'ASC');
    const one = await t.call(reader, 'GET', `${base}/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().id).toBe(id);
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.writeOnly) expect(one.json(), name).not.toHaveProperty(name);
      else expect(one.json(), name).toHaveProperty(name);
    }
    expect((await t.call(reader, 'GET', `${base}/2147483647`)).json()).toEqual({ code: 404, message: 'not found' });
    expect((await t.call(reader, 'GET', `${base}/abc`)).statusCode).toBe(400);
  });

  it('answers the search route for autocomplete, with excluded ids', async () => {
    const [first, second] = await idsSortedBy(t, entity, 'id', 'ASC');
    const response = await t.call(reader, 'GET', `${base}/search?max=5&exclude=${first}`);
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((row: { id: number }) => row.id);
    expect(ids).not.toContain(first);
    if (second) expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(5);
  });

  it('refuses anonymous callers and roles without read access', async () => {
    expect((await t.call(null, 'GET', base)).statusCode).toBe(401);
    if (outsider) {
      const denied = await t.call(outsider, 'GET', base);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ code: 403, message: 'access denied' });
      const [id] = await idsSortedBy(t, entity, 'id', 'ASC');
      expect((await t.call(outsider, 'GET', `${base}/${id}`)).statusCode).toBe(403);
    }
  });
});

describe('the addresses of one location and one zone', () => {
  it("answer the record as the entity's own address does, with its access", async () => {
    const [location] = await t.db.knex('location').orderBy('id').limit(1).select('id');
    const [zone] = await t.db.knex('zone').orderBy('id').limit(1).select('id');
    for (const [item, plural, id] of [
      ['location', 'locations', location.id],
      ['zone', 'zones', zone.id],
    ] as const) {
      const one = await t.call('agent', 'GET', `/backend/api/${item}/${id}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toEqual((await t.call('agent', 'GET', `/backend/api/${plural}/${id}`)).json());
      expect(one.json().id).toBe(id);
      expect((await t.call('agent', 'GET', `/backend/api/${item}/2147483647`)).statusCode).toBe(404);
      expect((await t.call('agent', 'GET', `/backend/api/${item}/x`)).statusCode).toBe(400);
      expect((await t.call(null, 'GET', `/backend/api/${item}/${id}`)).statusCode).toBe(401);
    }
    expect((await t.call('user', 'GET', `/backend/api/location/${location.id}`)).statusCode).toBe(200);
    expect((await t.call('user', 'GET', `/backend/api/zone/${zone.id}`)).statusCode).toBe(403);
  });
});
