/**
 * The generated routes within tenants, for every descriptor of the registry: a company's or a hotel's staff reach their
 * own rows only, and within one company each role reaches what the front office gives it.
 */
import { describe, expect, it } from 'vitest';
import { entities, entityNamed } from '../../entities/index.ts';
import { columnOf, routeEnabled } from '../../entities/kit.ts';
import { filterKind } from '../../server/crud/schema.ts';
import { DEMO_ACCOUNTS } from '../../seeds/demo-accounts.ts';
import { countedTotal, type DemoRole, fileApp, totalOf } from '../support/app.ts';
import { accountOf, colleagues, fieldsFiltered, hasRole, idsSortedBy, list, reachableIds, rowsOf, sortableFields } from '../support/crud-oracle.ts';

const t = fileApp();

describe.each(entities.map((entity) => [entity.name, entity] as const))('%s', (_, entity) => {
  const base = `/backend/api/${entity.path}`;
  const sortable = sortableFields(entity);
  const searchable = fieldsFiltered(entity, 'search');

  const scope = entity.scope;
  const tenantRoles = scope ? entity.access.read.filter((role) => !scope.bypass.includes(role)) : [];
  // The demo accounts of a tenant: company staff have a company, hotel staff a hotel.
  const tenantReader =
    scope &&
    DEMO_ACCOUNTS.find(
      (account) =>
        account.roles.some((role) => tenantRoles.includes(role)) &&
        !account.roles.some((role) => scope.bypass.includes(role)) &&
        (scope.claim === 'company' ? account.company : account.roles.some((role) => role === 'ROLE_HOTEL' || role === 'ROLE_ADMIN_HOTEL')),
    )?.role;
  if (scope && tenantReader) {
    it(`confines ${tenantReader} to the rows of its ${scope.claim}, through every route`, async () => {
      const account = DEMO_ACCOUNTS.find((a) => a.role === tenantReader)!;
      const me = await t.db.knex('user').where({ email: account.email }).first('company_id', 'hotel_id');
      const own = scope.claim === 'company' ? me.company_id : me.hotel_id;
      expect(own, 'the demo account belongs to a tenant').toBeTruthy();
      const ownIds = async (ids: number[]) => (await t.db.knex(entity.table).whereIn('id', ids).where(scope.column, own).select('id')).length;

      const response = await list(t, tenantReader, entity, { range: [0, 999] });
      expect(response.statusCode).toBe(200);
      const reachable = await reachableIds(t, entity, account);
      expect(totalOf(response)).toBe(countedTotal(reachable.size));
      expect(reachable.size, 'the tenant has rows to see').toBeGreaterThan(0);
      const seen = response.json().map((row: { id: number }) => row.id);
      expect(await ownIds(seen)).toBe(seen.length);

      const foreign = await t.db.knex(entity.table).whereNot(scope.column, own).first('id', scope.column);
      expect(foreign, 'another tenant has rows too').toBeDefined();
      expect((await t.call(tenantReader, 'GET', `${base}/${foreign.id}`)).statusCode).toBe(404);
      expect(totalOf(await list(t, tenantReader, entity, { filter: { id: [foreign.id] } }))).toBe(0);
      const scopeField = Object.keys(entity.fields).find((name) => columnOf(name, entity.fields[name]) === scope.column);
      if (scopeField) {
        // A related tab asks for the rows of a parent: another tenant's parent gives nothing.
        expect(totalOf(await list(t, tenantReader, entity, { filter: { [scopeField]: foreign[scope.column] } }))).toBe(0);
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
  describe.each(colleagues.map((account) => [account.role, account] as const))("as the company's %s", (role, account) => {
    if (!hasRole(account, entity.access.read)) {
      it('is refused every route', async () => {
        const [id] = await idsSortedBy(t, entity, 'id', 'ASC');
        for (const url of [base, `${base}/search`, ...(id ? [`${base}/${id}`] : [])]) expect((await t.call(role, 'GET', url)).statusCode, url).toBe(403);
        if (routeEnabled(entity, 'create') && !hasRole(account, entity.access.create ?? entity.access.write))
          expect((await t.call(role, 'POST', base, {})).statusCode).toBe(403);
        if (id && routeEnabled(entity, 'edit') && !hasRole(account, entity.access.write))
          expect((await t.call(role, 'PUT', `${base}/${id}`, {})).statusCode).toBe(403);
        if (id && routeEnabled(entity, 'delete') && !hasRole(account, entity.access.write))
          expect((await t.call(role, 'DELETE', `${base}/${id}`)).statusCode).toBe(403);
      });
      return;
    }

    it('reaches only its rows through list, sort, range, get, getMany, filters, search, update and delete', async () => {
      const reachable = await reachableIds(t, entity, account);
      const within = (rows: { id: number }[], what: string) => {
        for (const row of rows) expect(reachable.has(row.id), `${what}: row ${row.id} is out of reach`).toBe(true);
      };
      // The rows out of reach, a colleague's (same tenant) first: those are what an ownership rule hides.
      const outside = (await rowsOf(t, entity).orderBy('id').select('*')).filter((row) => !reachable.has(row.id));
      const scope = entity.scope;
      const me = await t.db.knex('user').where({ email: account.email }).first('company_id', 'hotel_id');
      const tenant = scope && (scope.claim === 'company' ? me.company_id : me.hotel_id);
      const sameTenant = scope && tenant ? outside.filter((row) => row[scope.column] === tenant) : [];
      const owner = scope?.owner;
      if (owner && !hasRole(account, owner.wholeTenant) && !hasRole(account, scope.bypass)) {
        expect(sameTenant.length, 'colleagues have rows of their own').toBeGreaterThan(0);
      }
      const hidden = [...sameTenant, ...outside.filter((row) => !sameTenant.includes(row))].slice(0, 3);

      const all = await list(t, role, entity, { sort: ['id', 'ASC'], range: [0, 999] });
      expect(all.statusCode).toBe(200);
      expect(totalOf(all)).toBe(countedTotal(reachable.size));
      within(all.json(), 'list');
      for (const field of sortable) {
        for (const order of ['ASC', 'DESC'] as const) {
          const sorted = await list(t, role, entity, { sort: [field, order], range: [0, 9] });
          expect(totalOf(sorted), `sort ${field}`).toBe(countedTotal(reachable.size));
          within(sorted.json(), `sort ${field} ${order}`);
        }
      }
      const beyond = await list(t, role, entity, { range: [reachable.size, reachable.size + 9] });
      expect(beyond.json(), 'past the last reachable row').toEqual([]);

      const [mine] = reachable;
      if (mine) expect((await t.call(role, 'GET', `${base}/${mine}`)).statusCode).toBe(200);
      for (const row of hidden) expect((await t.call(role, 'GET', `${base}/${row.id}`)).statusCode, `get ${row.id}`).toBe(404);
      const many = await list(t, role, entity, { filter: { id: [...hidden.map((row) => row.id), ...(mine ? [mine] : [])] } });
      expect(many.json().map((row: { id: number }) => row.id)).toEqual(mine ? [mine] : []);

      for (const row of hidden) {
        // Each filter set to a value of a row out of reach (its owner, its company, its text…) still gives only reachable rows.
        for (const [name, field] of Object.entries(entity.fields)) {
          const kind = filterKind(field);
          const value = row[columnOf(name, field)];
          if (!kind || kind === 'range' || field.type === 'array' || value === null || value instanceof Date) continue;
          const filtered = await list(t, role, entity, { filter: { [name]: kind === 'in' ? [value] : value }, range: [0, 999] });
          expect(filtered.statusCode, `filter ${name}`).toBe(200);
          within(filtered.json(), `filter ${name}`);
          expect(totalOf(filtered), `filter ${name}`).toBe(filtered.json().length);
        }
        const text = searchable.map((name) => row[columnOf(name, entity.fields[name])]).find((v) => typeof v === 'string' && v.length >= 3);
        if (text) {
          const searched = await list(t, role, entity, { filter: { q: text }, range: [0, 999] });
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
  const idOf = async (role: DemoRole) =>
    await t.db
      .knex('user')
      .where({ email: accountOf(role).email })
      .first('id', 'company_id');

  it("keeps a colleague's booking from a plain user, and gives it to the accountant and to a manager asked to decide on it", async () => {
    const user = await idOf('user');
    const manager = await idOf('manager');
    const booking = await t.db
      .knex('booking')
      .where({ company_id: user.company_id })
      .whereNotIn('user_id', [user.id, manager.id])
      .whereNotExists((asked) =>
        asked.select(1).from('booking_manager').whereRaw('booking_manager.booking_id = booking.id').where('booking_manager.user_id', manager.id),
      )
      .orderBy('id')
      .first('id', 'ref');
    expect(booking, 'a colleague has a booking').toBeDefined();
    const url = `/backend/api/bookings/${booking.id}`;
    expect((await t.call('user', 'GET', url)).statusCode).toBe(404);
    expect((await t.call('user', 'GET', `/backend/api/me/booking/${booking.id}`)).statusCode, 'as in the front office').toBe(404);
    expect(totalOf(await list(t, 'user', entityNamed('booking'), { filter: { id: [booking.id] } }))).toBe(0);
    expect(totalOf(await list(t, 'user', entityNamed('booking'), { filter: { q: booking.ref } }))).toBe(0);
    expect(totalOf(await list(t, 'user', entityNamed('booking'), { filter: { user: manager.id } }))).toBe(0);
    expect((await t.call('accountant', 'GET', url)).statusCode).toBe(200);
    expect((await t.call('manager', 'GET', url)).statusCode).toBe(404);

    await t.db
      .knex('booking_manager')
      .insert({ booking_id: booking.id, user_id: manager.id, phase: 'pre', token: `crud-${booking.id}`, expires_at: new Date(Date.now() + 86_400_000) });
    expect((await t.call('manager', 'GET', url)).statusCode).toBe(200);
    expect((await list(t, 'manager', entityNamed('booking'), { filter: { q: booking.ref } })).json().map((row: { id: number }) => row.id)).toContain(
      booking.id,
    );
    expect((await t.call('user', 'GET', url)).statusCode).toBe(404);
  });

  it("keeps the manager's threads from the other company users, by id, by filter and by search", async () => {
    const manager = await idOf('manager');
    const thread = await t.db
      .knex('message')
      .where({ user_id: manager.id, company_id: manager.company_id })
      .whereNull('parent_id')
      .orderBy('id')
      .first('id', 'subject');
    expect(thread, 'the manager has a thread').toBeDefined();
    const url = `/backend/api/messages/${thread.id}`;
    expect((await t.call('manager', 'GET', url)).statusCode).toBe(200);
    for (const role of ['user', 'accountant'] as const) {
      expect((await t.call(role, 'GET', url)).statusCode, role).toBe(404);
      const byUser = await list(t, role, entityNamed('message'), { filter: { user: manager.id } });
      expect(byUser.json(), role).toEqual([]);
      expect(totalOf(byUser), role).toBe(0);
      const byCompany = await list(t, role, entityNamed('message'), { filter: { company: manager.company_id }, range: [0, 999] });
      expect(
        byCompany
          .json()
          .map((row: { user: number }) => row.user)
          .filter((id: number) => id === manager.id),
        role,
      ).toEqual([]);
      const bySubject = await t.call(role, 'GET', `/backend/api/messages/search?q=${encodeURIComponent(thread.subject)}`);
      expect(
        bySubject.json().map((row: { id: number }) => row.id),
        role,
      ).not.toContain(thread.id);
    }
  });
});
