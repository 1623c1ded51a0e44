import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { prepared } from '../../server/db/prepared.ts';

const knex = knexFactory({ client: 'pg' });
/** The name the pg driver gets for the query (knex hands a query's options to the driver). */
const nameOf = (query: ReturnType<typeof knex>) => (prepared(query).toSQL() as unknown as { options: { name?: string } }).options.name;

describe('prepared', () => {
  it('names a query by its text: the same text whatever its values, another text another name', () => {
    const one = nameOf(knex('booking').where({ id: 1 }).first('ref'));
    expect(one).toMatch(/^q[\w-]{20}$/);
    expect(nameOf(knex('booking').where({ id: 2 }).first('ref'))).toBe(one);
    expect(nameOf(knex('booking').where({ id: 1, status: 0 }).first('ref'))).not.toBe(one);
    expect(nameOf(knex('booking').whereIn('id', [1, 2]).first('ref'))).not.toBe(nameOf(knex('booking').whereIn('id', [1, 2, 3]).first('ref')));
  });
});
