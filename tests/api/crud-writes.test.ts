/** The generated routes' writes, for every descriptor of the registry: create, update and delete, and who may. */
import { describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { routeEnabled } from '../../entities/kit.ts';
import { DEMO_ACCOUNTS } from '../../seeds/demo-accounts.ts';
import { fileApp } from '../support/app.ts';
import { idsSortedBy, roleHaving } from '../support/crud-oracle.ts';
import { sampleRecord } from '../support/samples.ts';

const t = fileApp();

describe.each(entities.map((entity) => [entity.name, entity] as const))('%s', (_, entity) => {
  const reader = roleHaving(entity.access.read)!;
  const writer = roleHaving(entity.access.create ?? entity.access.write);
  const base = `/backend/api/${entity.path}`;

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
      const required = Object.entries(entity.fields)
        .filter(([, field]) => field.required && field.default === undefined)
        .map(([name]) => name);
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
      const [id] = await idsSortedBy(t, entity, 'id', 'DESC');
      const changes = await sampleRecord(t.db.knex, entity, 'edit');
      const updated = await t.call(writer, 'PUT', `${base}/${id}`, changes);
      expect(updated.statusCode, updated.body).toBe(200);
      for (const [name, value] of Object.entries(changes)) expect(updated.json()[name], name).toEqual(value);
    });
  }
  if (!routeEnabled(entity, 'edit')) {
    it('has no update route', async () => {
      const [id] = await idsSortedBy(t, entity, 'id', 'ASC');
      expect((await t.call('admin', 'PUT', `${base}/${id}`, {})).statusCode).toBe(404);
    });
  }
  if (!routeEnabled(entity, 'delete')) {
    it('has no delete route', async () => {
      const [id] = await idsSortedBy(t, entity, 'id', 'ASC');
      expect((await t.call('admin', 'DELETE', `${base}/${id}`)).statusCode).toBe(404);
    });
  }

  const readerWithoutWrite = DEMO_ACCOUNTS.find(
    (account) => account.roles.some((role) => entity.access.read.includes(role)) && !account.roles.some((role) => entity.access.write.includes(role)),
  )?.role;
  if (readerWithoutWrite && (routeEnabled(entity, 'create') || routeEnabled(entity, 'edit') || routeEnabled(entity, 'delete'))) {
    it('refuses writes to roles that may only read', async () => {
      const [id] = await idsSortedBy(t, entity, 'id', 'ASC');
      if (routeEnabled(entity, 'create')) expect((await t.call(readerWithoutWrite, 'POST', base, {})).statusCode).toBe(403);
      if (routeEnabled(entity, 'edit')) expect((await t.call(readerWithoutWrite, 'PUT', `${base}/${id}`, {})).statusCode).toBe(403);
      if (routeEnabled(entity, 'delete')) expect((await t.call(readerWithoutWrite, 'DELETE', `${base}/${id}`)).statusCode).toBe(403);
    });
  }
});
