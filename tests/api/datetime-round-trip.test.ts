/**
 * Instants typed in a form: a datetime input sends the agency's wall clock without a zone (`2028-09-08T18:00`), the
 * API stores that instant of Paris time, summer or winter, and sends it back as an instant; a value that is no
 * date-time gets 760, and a deadline after its contingent day 755, under the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyInstant, agencyWallClock } from '../../entities/agencyTime.ts';
import { entities } from '../../entities/index.ts';
import { columnOf, isWritable, routeEnabled } from '../../entities/kit.ts';
import { listQuery, testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let hotel: number;
let gamme: number;
beforeAll(async () => {
  t = await testApp();
  hotel = await t.hotelOf('hotel-admin@hotel-demo.fr');
  gamme = (await t.db.knex('hotelgamme').where({ hotel_id: hotel }).orderBy('id').first('id')).id;
});
afterAll(() => t.close());

/** The datetime fields a form can write, on an entity with an edit or a create route. */
const writableInstants = entities.flatMap((entity) =>
  Object.entries(entity.fields)
    .filter(([, field]) => field.type === 'datetime' && (isWritable(field, 'edit') || isWritable(field, 'create')))
    .filter(() => routeEnabled(entity, 'edit') || routeEnabled(entity, 'create'))
    .map(([name]) => [`${entity.name}.${name}`, entity, name] as const),
);

/** The stored instant as the agency's clock reads it, straight from the database. */
async function storedWallClock(table: string, column: string, id: number): Promise<string> {
  const row = await t.db
    .knex(table)
    .where({ id })
    .first(t.db.knex.raw(`to_char(?? AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD"T"HH24:MI') AS reading`, [column]));
  return row.reading;
}

const contingentDay = (contingent_date: string, cancellation_deadline: unknown) => ({
  hotel,
  hotel_gamme: gamme,
  contingent_date,
  qte_init: 3,
  prix_achat: 80,
  prix_vente: 95,
  cancellation_deadline,
});

describe('a datetime input and the API agree on the agency clock', () => {
  it('covers every writable datetime field', () => {
    expect(writableInstants.map(([name]) => name)).toContain('contingent.cancellation_deadline');
  });

  it.each(writableInstants)('%s: a wall-clock reading is stored as that instant of Paris time, and saved back unchanged', async (_, entity, name) => {
    const base = `/backend/api/${entity.path}`;
    const list = await t.call('admin', 'GET', `${base}${listQuery({ sort: ['id', 'ASC'], range: [0, 0] })}`);
    const [first] = list.json() as { id: number }[];
    expect(first, `${entity.name} has a record to edit`).toBeDefined();
    const read = (await t.call('admin', 'GET', `${base}/${first.id}`)).json();
    // Same day as stored (the rules on the day hold), a time of day that differs from the one stored.
    const day = agencyWallClock(read[name]).slice(0, 10);
    const typed = `${day}T${read[name] && agencyWallClock(read[name]).endsWith('07:05') ? '07:35' : '07:05'}`;
    const saved = await t.call('admin', 'PUT', `${base}/${first.id}`, { ...read, [name]: typed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()[name]).toBe(agencyInstant(typed));
    expect(await storedWallClock(entity.table, columnOf(name, entity.fields[name]), first.id)).toBe(typed);
    // The form shows the reading it was given, and sending the record back as read changes nothing.
    const again = (await t.call('admin', 'GET', `${base}/${first.id}`)).json();
    expect(agencyWallClock(again[name])).toBe(typed);
    const resent = await t.call('admin', 'PUT', `${base}/${first.id}`, again);
    expect(resent.json()[name]).toBe(again[name]);
  });

  it('reads summer and winter readings with their own offsets', async () => {
    const summer = await t.call('admin', 'POST', '/backend/api/contingents', contingentDay('2028-09-09', '2028-09-08T18:00'));
    expect(summer.statusCode, summer.body).toBe(201);
    expect(summer.json().cancellation_deadline).toBe('2028-09-08T16:00:00.000Z');
    const winter = await t.call('admin', 'POST', '/backend/api/contingents', contingentDay('2028-01-09', '2028-01-08T18:00:00'));
    expect(winter.statusCode, winter.body).toBe(201);
    expect(winter.json().cancellation_deadline).toBe('2028-01-08T17:00:00.000Z');
    expect(await storedWallClock('contingent', 'cancellation_deadline', winter.json().id)).toBe('2028-01-08T18:00');
  });

  it('still takes an instant with its zone', async () => {
    const created = await t.call('admin', 'POST', '/backend/api/contingents', contingentDay('2028-09-10', '2028-09-09T18:00:00+02:00'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().cancellation_deadline).toBe('2028-09-09T16:00:00.000Z');
  });

  it.each(['2028-02-30T18:00', '2028-09-08T18', '2028-09-08T24:00', '08/09/2027 18:00', '0000-01-01T10:00', '2028-09-08T18:00:00+25:00'])(
    'refuses %s with 760 under the field',
    async (value) => {
      const refused = await t.call('admin', 'POST', '/backend/api/contingents', contingentDay('2028-09-11', value));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ cancellation_deadline: 760 });
    },
  );

  it('refuses a deadline after the contingent day with 755 under the field', async () => {
    const refused = await t.call('admin', 'POST', '/backend/api/contingents', contingentDay('2028-09-12', '2028-09-13T09:00'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 755, errors: { cancellation_deadline: 755 } });
    // 23:30 of the day itself is allowed: read as UTC, it would be 01:30 of the next day in Paris, and refused.
    const late = await t.call('admin', 'POST', '/backend/api/contingents', contingentDay('2028-09-12', '2028-09-12T23:30'));
    expect(late.statusCode, late.body).toBe(201);
  });
});
