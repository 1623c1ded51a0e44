/**
 * The generated routes, checked for every descriptor of the registry: a new entity gets these tests for free.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, entityNamed } from '../../entities/index.ts';
import type { EntityDescriptor } from '../../entities/kit.ts';
import type { Role } from '../../entities/roles.ts';
import { columnOf, routeEnabled } from '../../entities/kit.ts';
import { filterKind } from '../../server/crud/schema.ts';
import { DEMO_ACCOUNTS } from '../../seeds/demo-accounts.ts';
import { countedTotal, listQuery, testApp, totalOf, type DemoRole, type TestApp } from '../support/app.ts';
import { sampleRecord } from '../support/samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const roleHaving = (roles: readonly Role[], companyOnly = false): DemoRole | undefined =>
  DEMO_ACCOUNTS.find((account) => account.roles.some((role) => roles.includes(role)) && (!companyOnly || account.company))?.role;
const roleLacking = (roles: readonly Role[]): DemoRole | undefined =>
  DEMO_ACCOUNTS.find((account) => !account.roles.some((role) => roles.includes(role)))?.role;

/** The rows an entity serves, as the oracle of the API: its table less the rows another screen or entity owns. */
function rowsOf(entity: EntityDescriptor) {
  const query = t.db.knex(entity.table);
  const reserved = entity.reservedRows;
  if (reserved) query.whereNotIn(columnOf(reserved.field, entity.fields[reserved.field]), reserved.values);
  if (entity.onlyWith) query.whereNotNull(columnOf(entity.onlyWith, entity.fields[entity.onlyWith]));
  return query;
}

/** The ids PostgreSQL gives for a sort, as the oracle of the API's order. */
async function idsSortedBy(entity: EntityDescriptor, field: string, order: 'ASC' | 'DESC', where: Record<string, unknown> = {}) {
  const column = field === 'id' ? 'id' : columnOf(field, entity.fields[field]);
  const rows = await rowsOf(entity).where(where).orderBy([{ column, order }, { column: 'id', order }]).select('id');
  return rows.map((row) => row.id);
}

const list = (role: DemoRole, entity: EntityDescriptor, params: Parameters<typeof listQuery>[0] = {}) =>
  t.call(role, 'GET', `/backend/api/${entity.path}${listQuery(params)}`);

type Account = (typeof DEMO_ACCOUNTS)[number];
const accountOf = (role: DemoRole) => DEMO_ACCOUNTS.find((account) => account.role === role)!;
const hasRole = (account: Account, roles: readonly Role[]) => account.roles.some((role) => roles.includes(role));

/** The demo user and its colleagues of every company role (manager, accountant). */
const colleagues = DEMO_ACCOUNTS.filter((account) => account.company === accountOf('user').company);

/**
 * The ids of the rows an account may reach, as the oracle of the scoped routes: every row for roles that bypass the
 * scope; its tenant's otherwise; and of those only its own (or those shared with it) when the descriptor declares an
 * owner and the account's roles do not read the whole tenant.
 */
async function reachableIds(entity: EntityDescriptor, account: Account): Promise<Set<number>> {
  const query = rowsOf(entity);
  const scope = entity.scope;
  if (scope && !hasRole(account, scope.bypass)) {
    const me = await t.db.knex('user').where({ email: account.email }).first('id', 'company_id', 'hotel_id');
    const tenant = scope.claim === 'company' ? me.company_id : me.hotel_id;
    if (tenant === null) query.whereRaw('false');
    else query.where(scope.column, tenant);
    const owner = scope.owner;
    if (owner && !hasRole(account, owner.wholeTenant)) {
      query.where((own) => {
        own.where(owner.column, me.id);
        if (owner.sharedWith) own.orWhereIn('id', t.db.knex(owner.sharedWith.table).where(owner.sharedWith.user, me.id).select(owner.sharedWith.row));
      });
    }
  }
  return new Set((await query.select('id')).map((row) => row.id));
}

describe.each(entities.map((entity) => [entity.name, entity] as const))('%s', (_, entity) => {
  const reader = roleHaving(entity.access.read)!;
  const writer = roleHaving(entity.access.create ?? entity.access.write);
  // Those who only pick records (an agent picking a company) still list and search them: see agent-access.test.ts.
  const outsider = roleLacking([...entity.access.read, ...(entity.access.pick?.roles ?? [])]);
  const base = `/backend/api/${entity.path}`;
  const sortable = ['id', ...Object.entries(entity.fields).filter(([, field]) => field.sortable).map(([name]) => name)];
  const unsortable = Object.entries(entity.fields).find(([, field]) => !field.sortable)?.[0];
  const searchable = Object.entries(entity.fields).filter(([, field]) => field.filter === 'search').map(([name]) => name);
  const exact = Object.entries(entity.fields).filter(([, field]) => field.filter === 'exact').map(([name]) => name);

  it('lists in the default sort of the descriptor, with the total in Content-Range', async () => {
    const response = await list(reader, entity);
    expect(response.statusCode).toBe(200);
    const expected = await idsSortedBy(entity, entity.list.sort.field, entity.list.sort.order);
    expect(totalOf(response)).toBe(countedTotal(expected.length));
    expect(response.json().map((row: { id: number }) => row.id)).toEqual(expected.slice(0, 25));
  });

  it.each(sortable)('sorts on %s both ways', async (field) => {
    for (const order of ['ASC', 'DESC'] as const) {
      const response = await list(reader, entity, { sort: [field, order], range: [0, 9] });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((row: { id: number }) => row.id)).toEqual((await idsSortedBy(entity, field, order)).slice(0, 10));
    }
  });

  it('refuses to sort on a field that is not sortable, or an unknown one', async () => {
    for (const field of [unsortable, 'no_such_field'].filter(Boolean) as string[]) {
      const response = await list(reader, entity, { sort: [field, 'ASC'] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, errors: { sort: 400 } });
    }
  });

  it('pages with range', async () => {
    const all = await idsSortedBy(entity, 'id', 'ASC');
    const response = await list(reader, entity, { sort: ['id', 'ASC'], range: [1, 2] });
    expect(response.json().map((row: { id: number }) => row.id)).toEqual(all.slice(1, 3));
    expect(response.headers['content-range']).toBe(`${entity.path} 1-${Math.min(2, all.length - 1)}/${countedTotal(all.length)}`);
    // Past the counted rows, a range is counted up to its end.
    const beyond = await list(reader, entity, { range: [5000, 5009] });
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
    const ids = (await idsSortedBy(entity, 'id', 'DESC')).slice(0, 3);
    const response = await list(reader, entity, { filter: { id: ids } });
    expect(response.json().map((row: { id: number }) => row.id).sort()).toEqual([...ids].sort());
  });

  if (searchable.length > 0) it('searches the free text q over the searchable fields', async () => {
    const [first] = await rowsOf(entity).orderBy('id').select(searchable.map((name) => columnOf(name, entity.fields[name])));
    const value = String(Object.values(first).find((v) => typeof v === 'string' && v.length >= 3));
    const needle = value.slice(1, 4).toUpperCase();
    const response = await list(reader, entity, { filter: { q: needle }, range: [0, 999] });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(searchable.some((name) => String(row[name] ?? '').toUpperCase().includes(needle)), JSON.stringify(row)).toBe(true);
    }
    const [{ count }] = await rowsOf(entity)
      .where((query) => { for (const name of searchable) query.orWhereILike(columnOf(name, entity.fields[name]), `%${needle}%`); })
      .count({ count: '*' });
    expect(totalOf(response)).toBe(countedTotal(Number(count)));
    // Pattern characters are taken literally.
    expect(totalOf(await list(reader, entity, { filter: { q: '%' } }))).toBe(0);
  });

  if (exact.length > 0) it('filters on exact values', async () => {
    for (const name of exact) {
      const column = columnOf(name, entity.fields[name]);
      let [first] = await rowsOf(entity).whereNotNull(column).orderBy('id').select(column);
      const field = entity.fields[name];
      if (!first && field.type === 'enum') {
        // The demo data may have no row with this value yet (a kind of request nobody sent): one row gets one.
        const [row] = await rowsOf(entity).orderBy('id').limit(1).select('id');
        await t.db.knex(entity.table).where({ id: row.id }).update({ [column]: field.values[0] });
        [first] = await rowsOf(entity).whereNotNull(column).orderBy('id').select(column);
      }
      expect(first, `a ${entity.name} with a ${name}`).toBeTruthy();
      const response = await list(reader, entity, { filter: { [name]: first[column] }, range: [0, 999] });
      expect(response.statusCode, name).toBe(200);
      const [{ count }] = await rowsOf(entity).where(column, first[column]).count({ count: '*' });
      expect(totalOf(response), name).toBe(countedTotal(Number(count)));
      for (const row of response.json()) expect(row[name]).toEqual(first[column]);
    }
  });

  it('refuses unknown filters and values of the wrong type', async () => {
    expect((await list(reader, entity, { filter: { no_such_field: 1 } })).json()).toMatchObject({ code: 400, errors: { no_such_field: 400 } });
    expect((await list(reader, entity, { filter: { id: 'abc' } })).statusCode).toBe(400);
    expect((await t.call(reader, 'GET', `${base}?filter=${encodeURIComponent('{not json')}`)).json()).toMatchObject({ code: 400, errors: { filter: 400 } });
    expect((await t.call(reader, 'GET', `${base}?unknown=1`)).statusCode).toBe(400);
  });

  it('gets one record, and answers 404 for an unknown id and 400 for a malformed one', async () => {
    const [id] = await idsSortedBy(entity, 'id', 'ASC');
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
    const [first, second] = await idsSortedBy(entity, 'id', 'ASC');
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
      const [id] = await idsSortedBy(entity, 'id', 'ASC');
      expect((await t.call(outsider, 'GET', `${base}/${id}`)).statusCode).toBe(403);
    }
  });

  if (routeEnabled(entity, 'create') && writer) {
    it('creates, updates and deletes a record', async () => {
      const body = await sampleRecord(t.db.knex, entity, 'create');
      const created = await t.call(writer, 'POST', base, body);
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json();
      for (const [name, value] of Object.entries(body)) {
        if (!entity.fields[name].writeOnly) expect(record[name], name).toEqual(value);
      }
      expect((await t.call(reader, 'GET', `${base}/${record.id}`)).json()).toEqual(record);

      if (routeEnabled(entity, 'edit')) {
        const changes = await sampleRecord(t.db.knex, entity, 'edit');
        // A form sends the record back whole, read-only fields included; those are ignored.
        const updated = await t.call(writer, 'PUT', `${base}/${record.id}`, { ...record, ...changes });
        expect(updated.statusCode, updated.body).toBe(200);
        for (const [name, value] of Object.entries(changes)) {
          if (!entity.fields[name].writeOnly) expect(updated.json()[name], name).toEqual(value);
        }
      }
      if (routeEnabled(entity, 'delete')) {
        expect((await t.call(writer, 'DELETE', `${base}/${record.id}`)).statusCode).toBe(200);
        expect((await t.call(reader, 'GET', `${base}/${record.id}`)).statusCode).toBe(404);
        expect((await t.call(writer, 'DELETE', `${base}/${record.id}`)).statusCode).toBe(404);
      }
    });

    it('validates a create: required fields with code 10, unknown fields refused', async () => {
      const required = Object.entries(entity.fields).filter(([, field]) => field.required && field.default === undefined).map(([name]) => name);
      const response = await t.call(writer, 'POST', base, { no_such_field: 1 });
      expect(response.statusCode).toBe(400);
      const errors = response.json().errors;
      expect(errors.no_such_field).toBe(400);
      for (const name of required) expect(errors[name], name).toBe(10);
    });
  } else {
    it('has no create route', async () => {
      expect((await t.call('admin', 'POST', base, {})).statusCode).toBe(404);
    });
  }

  if (routeEnabled(entity, 'edit') && writer && !routeEnabled(entity, 'create')) {
    it('updates a record', async () => {
      // The newest row: the demo accounts live in the first ones.
      const [id] = await idsSortedBy(entity, 'id', 'DESC');
      const changes = await sampleRecord(t.db.knex, entity, 'edit');
      const updated = await t.call(writer, 'PUT', `${base}/${id}`, changes);
      expect(updated.statusCode, updated.body).toBe(200);
      for (const [name, value] of Object.entries(changes)) expect(updated.json()[name], name).toEqual(value);
    });
  }
  if (!routeEnabled(entity, 'edit')) {
    it('has no update route', async () => {
      const [id] = await idsSortedBy(entity, 'id', 'ASC');
      expect((await t.call('admin', 'PUT', `${base}/${id}`, {})).statusCode).toBe(404);
    });
  }
  if (!routeEnabled(entity, 'delete')) {
    it('has no delete route', async () => {
      const [id] = await idsSortedBy(entity, 'id', 'ASC');
      expect((await t.call('admin', 'DELETE', `${base}/${id}`)).statusCode).toBe(404);
    });
  }

  const readerWithoutWrite = DEMO_ACCOUNTS.find((account) =>
    account.roles.some((role) => entity.access.read.includes(role)) && !account.roles.some((role) => entity.access.write.includes(role)))?.role;
  if (readerWithoutWrite && (routeEnabled(entity, 'create') || routeEnabled(entity, 'edit') || routeEnabled(entity, 'delete'))) {
    it('refuses writes to roles that may only read', async () => {
      const [id] = await idsSortedBy(entity, 'id', 'ASC');
      if (routeEnabled(entity, 'create')) expect((await t.call(readerWithoutWrite, 'POST', base, {})).statusCode).toBe(403);
      if (routeEnabled(entity, 'edit')) expect((await t.call(readerWithoutWrite, 'PUT', `${base}/${id}`, {})).statusCode).toBe(403);
      if (routeEnabled(entity, 'delete')) expect((await t.call(readerWithoutWrite, 'DELETE', `${base}/${id}`)).statusCode).toBe(403);
    });
  }

  const scope = entity.scope;
  const tenantRoles = scope ? entity.access.read.filter((role) => !scope.bypass.includes(role)) : [];
  // The demo accounts of a tenant: company staff have a company, hotel staff a hotel.
  const tenantReader = scope && DEMO_ACCOUNTS.find((account) =>
    account.roles.some((role) => tenantRoles.includes(role)) && !account.roles.some((role) => scope.bypass.includes(role))
    && (scope.claim === 'company' ? account.company : account.roles.some((role) => role === 'ROLE_HOTEL' || role === 'ROLE_ADMIN_HOTEL')))?.role;
  if (scope && tenantReader) {
    it(`confines ${tenantReader} to the rows of its ${scope.claim}, through every route`, async () => {
      const account = DEMO_ACCOUNTS.find((a) => a.role === tenantReader)!;
      const me = await t.db.knex('user').where({ email: account.email }).first('company_id', 'hotel_id');
      const own = scope.claim === 'company' ? me.company_id : me.hotel_id;
      expect(own, 'the demo account belongs to a tenant').toBeTruthy();
      const ownIds = async (ids: number[]) =>
        (await t.db.knex(entity.table).whereIn('id', ids).where(scope.column, own).select('id')).length;

      const response = await list(tenantReader, entity, { range: [0, 999] });
      expect(response.statusCode).toBe(200);
      const reachable = await reachableIds(entity, account);
      expect(totalOf(response)).toBe(countedTotal(reachable.size));
      expect(reachable.size, 'the tenant has rows to see').toBeGreaterThan(0);
      const seen = response.json().map((row: { id: number }) => row.id);
      expect(await ownIds(seen)).toBe(seen.length);

      const foreign = await t.db.knex(entity.table).whereNot(scope.column, own).first('id', scope.column);
      expect(foreign, 'another tenant has rows too').toBeDefined();
      expect((await t.call(tenantReader, 'GET', `${base}/${foreign.id}`)).statusCode).toBe(404);
      expect(totalOf(await list(tenantReader, entity, { filter: { id: [foreign.id] } }))).toBe(0);
      const scopeField = Object.keys(entity.fields).find((name) => columnOf(name, entity.fields[name]) === scope.column);
      if (scopeField) {
        // A related tab asks for the rows of a parent: another tenant's parent gives nothing.
        expect(totalOf(await list(tenantReader, entity, { filter: { [scopeField]: foreign[scope.column] } }))).toBe(0);
      }
      const search = await t.call(tenantReader, 'GET', `${base}/search?max=100`);
      const found = search.json().map((row: { id: number }) => row.id);
      expect(await ownIds(found)).toBe(found.length);

      const tenantWriter = account.roles.some((role) => entity.access.write.includes(role));
      if (tenantWriter && routeEnabled(entity, 'edit')) {
        expect((await t.call(tenantReader, 'PUT', `${base}/${foreign.id}`, {})).statusCode).toBe(404);
      }
      if (tenantWriter && routeEnabled(entity, 'delete')) {
        expect((await t.call(tenantReader, 'DELETE', `${base}/${foreign.id}`)).statusCode).toBe(404);
        expect(await t.db.knex(entity.table).where({ id: foreign.id }).first('id')).toBeDefined();
      }
    });
  }

  // Within one company, each role reaches what the front office shows it, whichever route and parameters it uses.
  describe.each(colleagues.map((account) => [account.role, account] as const))('as the company\'s %s', (role, account) => {
    if (!hasRole(account, entity.access.read)) {
      it('is refused every route', async () => {
        const [id] = await idsSortedBy(entity, 'id', 'ASC');
        for (const url of [base, `${base}/search`, ...(id ? [`${base}/${id}`] : [])]) expect((await t.call(role, 'GET', url)).statusCode, url).toBe(403);
        if (routeEnabled(entity, 'create') && !hasRole(account, entity.access.create ?? entity.access.write)) expect((await t.call(role, 'POST', base, {})).statusCode).toBe(403);
        if (id && routeEnabled(entity, 'edit') && !hasRole(account, entity.access.write)) expect((await t.call(role, 'PUT', `${base}/${id}`, {})).statusCode).toBe(403);
        if (id && routeEnabled(entity, 'delete') && !hasRole(account, entity.access.write)) expect((await t.call(role, 'DELETE', `${base}/${id}`)).statusCode).toBe(403);
      });
      return;
    }

    it('reaches only its rows through list, sort, range, get, getMany, filters, search, update and delete', async () => {
      const reachable = await reachableIds(entity, account);
      const within = (rows: { id: number }[], what: string) => {
        for (const row of rows) expect(reachable.has(row.id), `${what}: row ${row.id} is out of reach`).toBe(true);
      };
      // The rows out of reach, a colleague's (same tenant) first: those are what an ownership rule hides.
      const outside = (await rowsOf(entity).orderBy('id').select('*')).filter((row) => !reachable.has(row.id));
      const scope = entity.scope;
      const me = await t.db.knex('user').where({ email: account.email }).first('company_id', 'hotel_id');
      const tenant = scope && (scope.claim === 'company' ? me.company_id : me.hotel_id);
      const sameTenant = scope && tenant ? outside.filter((row) => row[scope.column] === tenant) : [];
      const owner = scope?.owner;
      if (owner && !hasRole(account, owner.wholeTenant) && !hasRole(account, scope.bypass)) {
        expect(sameTenant.length, 'colleagues have rows of their own').toBeGreaterThan(0);
      }
      const hidden = [...sameTenant, ...outside.filter((row) => !sameTenant.includes(row))].slice(0, 3);

      const all = await list(role, entity, { sort: ['id', 'ASC'], range: [0, 999] });
      expect(all.statusCode).toBe(200);
      expect(totalOf(all)).toBe(countedTotal(reachable.size));
      within(all.json(), 'list');
      for (const field of sortable) {
        for (const order of ['ASC', 'DESC'] as const) {
          const sorted = await list(role, entity, { sort: [field, order], range: [0, 9] });
          expect(totalOf(sorted), `sort ${field}`).toBe(countedTotal(reachable.size));
          within(sorted.json(), `sort ${field} ${order}`);
        }
      }
      const beyond = await list(role, entity, { range: [reachable.size, reachable.size + 9] });
      expect(beyond.json(), 'past the last reachable row').toEqual([]);

      const [mine] = reachable;
      if (mine) expect((await t.call(role, 'GET', `${base}/${mine}`)).statusCode).toBe(200);
      for (const row of hidden) expect((await t.call(role, 'GET', `${base}/${row.id}`)).statusCode, `get ${row.id}`).toBe(404);
      const many = await list(role, entity, { filter: { id: [...hidden.map((row) => row.id), ...(mine ? [mine] : [])] } });
      expect(many.json().map((row: { id: number }) => row.id)).toEqual(mine ? [mine] : []);

      for (const row of hidden) {
        // Each filter set to a value of a row out of reach (its owner, its company, its text…) still gives only reachable rows.
        for (const [name, field] of Object.entries(entity.fields)) {
          const kind = filterKind(field);
          const value = row[columnOf(name, field)];
          if (!kind || kind === 'range' || field.type === 'array' || value === null || value instanceof Date) continue;
          const filtered = await list(role, entity, { filter: { [name]: kind === 'in' ? [value] : value }, range: [0, 999] });
          expect(filtered.statusCode, `filter ${name}`).toBe(200);
          within(filtered.json(), `filter ${name}`);
          expect(totalOf(filtered), `filter ${name}`).toBe(filtered.json().length);
        }
        const text = searchable.map((name) => row[columnOf(name, entity.fields[name])]).find((v) => typeof v === 'string' && v.length >= 3);
        if (text) {
          const searched = await list(role, entity, { filter: { q: text }, range: [0, 999] });
          within(searched.json(), 'q');
          expect(totalOf(searched), 'q').toBe(searched.json().length);
          const suggested = await t.call(role, 'GET', `${base}/search?max=100&q=${encodeURIComponent(text.slice(0, 200))}`);
          expect(suggested.statusCode).toBe(200);
          within(suggested.json(), 'search');
        }
      }
      const suggestions = await t.call(role, 'GET', `${base}/search?max=100`);
      within(suggestions.json(), 'search');

      if (hasRole(account, entity.access.write)) {
        for (const row of hidden) {
          if (routeEnabled(entity, 'edit')) expect((await t.call(role, 'PUT', `${base}/${row.id}`, {})).statusCode, `update ${row.id}`).toBe(404);
          if (routeEnabled(entity, 'delete')) expect((await t.call(role, 'DELETE', `${base}/${row.id}`)).statusCode, `delete ${row.id}`).toBe(404);
          expect(await t.db.knex(entity.table).where({ id: row.id }).first('id'), `row ${row.id} is still there`).toBeDefined();
        }
      }
    });
  });
});

describe('within a company, the generated routes give each role what the front office gives it', () => {
  const idOf = async (role: DemoRole) => (await t.db.knex('user').where({ email: accountOf(role).email }).first('id', 'company_id'));

  it('keeps a colleague\'s booking from a plain user, and gives it to the accountant and to a manager asked to decide on it', async () => {
    const user = await idOf('user');
    const manager = await idOf('manager');
    const booking = await t.db.knex('booking').where({ company_id: user.company_id }).whereNotIn('user_id', [user.id, manager.id])
      .whereNotExists((asked) => asked.select(1).from('booking_manager').whereRaw('booking_manager.booking_id = booking.id').where('booking_manager.user_id', manager.id))
      .orderBy('id').first('id', 'ref');
    expect(booking, 'a colleague has a booking').toBeDefined();
    const url = `/backend/api/bookings/${booking.id}`;
    expect((await t.call('user', 'GET', url)).statusCode).toBe(404);
    expect((await t.call('user', 'GET', `/backend/api/me/booking/${booking.id}`)).statusCode, 'as in the front office').toBe(404);
    expect(totalOf(await list('user', entityNamed('booking'), { filter: { id: [booking.id] } }))).toBe(0);
    expect(totalOf(await list('user', entityNamed('booking'), { filter: { q: booking.ref } }))).toBe(0);
    expect(totalOf(await list('user', entityNamed('booking'), { filter: { user: manager.id } }))).toBe(0);
    expect((await t.call('accountant', 'GET', url)).statusCode).toBe(200);
    expect((await t.call('manager', 'GET', url)).statusCode).toBe(404);

    await t.db.knex('booking_manager').insert({ booking_id: booking.id, user_id: manager.id, phase: 'pre', token: `crud-${booking.id}`, expires_at: new Date(Date.now() + 86_400_000) });
    expect((await t.call('manager', 'GET', url)).statusCode).toBe(200);
    expect((await list('manager', entityNamed('booking'), { filter: { q: booking.ref } })).json().map((row: { id: number }) => row.id)).toContain(booking.id);
    expect((await t.call('user', 'GET', url)).statusCode).toBe(404);
  });

  it('keeps the manager\'s threads from the other company users, by id, by filter and by search', async () => {
    const manager = await idOf('manager');
    const thread = await t.db.knex('message').where({ user_id: manager.id, company_id: manager.company_id }).whereNull('parent_id').orderBy('id').first('id', 'subject');
    expect(thread, 'the manager has a thread').toBeDefined();
    const url = `/backend/api/messages/${thread.id}`;
    expect((await t.call('manager', 'GET', url)).statusCode).toBe(200);
    for (const role of ['user', 'accountant'] as const) {
      expect((await t.call(role, 'GET', url)).statusCode, role).toBe(404);
      const byUser = await list(role, entityNamed('message'), { filter: { user: manager.id } });
      expect(byUser.json(), role).toEqual([]);
      expect(totalOf(byUser), role).toBe(0);
      const byCompany = await list(role, entityNamed('message'), { filter: { company: manager.company_id }, range: [0, 999] });
      expect(byCompany.json().map((row: { user: number }) => row.user).filter((id: number) => id === manager.id), role).toEqual([]);
      const bySubject = await t.call(role, 'GET', `/backend/api/messages/search?q=${encodeURIComponent(thread.subject)}`);
      expect(bySubject.json().map((row: { id: number }) => row.id), role).not.toContain(thread.id);
    }
  });
});

describe('the addresses of one location and one zone', () => {
  it('answer the record as the entity\'s own address does, with its access', async () => {
    const [location] = await t.db.knex('location').orderBy('id').limit(1).select('id');
    const [zone] = await t.db.knex('zone').orderBy('id').limit(1).select('id');
    for (const [item, plural, id] of [['location', 'locations', location.id], ['zone', 'zones', zone.id]] as const) {
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
