import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../entities/errors.ts';
import { entityNamed } from '../../entities/index.ts';
import { deletedAccountToken, listQuery, testApp, type TestApp } from '../support/app.ts';
import { sampleRecord } from '../support/samples.ts';

/** Inputs the OpenAPI fuzzer found answered with a 500: each is now refused with the error envelope, or answered. */

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const PAST_INT4 = 2147483648;

/** A 400 whose envelope carries `code`, and `code` on `field`. */
function expectRefused(response: { statusCode: number; json(): unknown }, field: string, code: number = ErrorCode.BAD_FORMAT) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code, errors: { [field]: code } });
}

describe('a text search on an entity without searchable fields', () => {
  const paths = ['contingents', 'bookinghistories', 'configcontingents', 'hotelretrocessions', 'retrocessions', 'surveyreplies'];

  for (const path of paths) {
    it(`finds nothing on /${path}/search?q=12 and with filter q`, async () => {
      const search = await t.call('admin', 'GET', `/backend/api/${path}/search?q=12`);
      expect(search.statusCode).toBe(200);
      expect(search.json()).toEqual([]);
      const list = await t.call('admin', 'GET', `/backend/api/${path}${listQuery({ filter: { q: '12' } })}`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([]);
    });
  }
});

describe('an integer past PostgreSQL’s int4 in the booking filters', () => {
  for (const tab of ['in_progress', 'todo', 'history']) {
    it(`refuses excludedIds and status of ${PAST_INT4} on the ${tab} list`, async () => {
      expectRefused(await t.call('manager', 'GET', `/backend/api/me/bookings/${tab}?excludedIds=${PAST_INT4}`), 'excludedIds');
      expectRefused(await t.call('manager', 'GET', `/backend/api/me/bookings/${tab}?status=${PAST_INT4}`), 'status');
    });
  }

  it('refuses them in the counts of nb_bookings_in_progress', async () => {
    for (const filters of [{ status: [PAST_INT4] }, { excludedIds: [PAST_INT4] }]) {
      expectRefused(await t.call('manager', 'POST', '/backend/api/bookings/nb_bookings_in_progress', { filters }), 'filters');
    }
  });

  it('refuses them in the spreadsheet export rather than sending a truncated file', async () => {
    for (const name of ['excludedIds', 'status']) {
      const response = await t.call('manager', 'GET', `/backend/api/me/download/bookings?${name}=${PAST_INT4}`);
      expectRefused(response, name);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('an id past PostgreSQL’s int4', () => {
  it('impersonates no one: no account has that id nor that login', async () => {
    const response = await t.call('admin', 'POST', '/backend/api/impersonate', { impersonate: PAST_INT4 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});

describe('a NUL character, which no PostgreSQL text can hold', () => {
  it('is refused in a list filter', async () => {
    expectRefused(await t.call('admin', 'GET', `/backend/api/travellers${listQuery({ filter: { q: 'a\u0000b' } })}`), 'q');
  });

  it('is refused in the city search', async () => {
    expectRefused(await t.call('manager', 'GET', '/backend/api/cities?search=%00'), 'search');
  });

  it('is refused in a traveller’s name', async () => {
    expectRefused(await t.call('admin', 'POST', '/backend/api/travellers', { first_name: 'Jean\u0000', last_name: 'Dupont' }), 'first_name');
  });

  it('is refused in a message’s subject', async () => {
    const boundary = 'nul-boundary';
    const payload =
      ['subject', 'content']
        .map((name) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${name === 'subject' ? 'Hello\u0000' : 'a question'}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/backend/api/message/send/parent',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${await t.tokenOf('user')}` },
    });
    expectRefused(response, 'subject');
  });
});

describe('a date-time PostgreSQL refuses', () => {
  const outOfRange = '2027-06-20T11:34:07+22:21';

  it('is refused in a range filter', async () => {
    expectRefused(await t.call('admin', 'GET', `/backend/api/mail-logs${listQuery({ filter: { send_at_gte: outOfRange } })}`), 'send_at_gte');
  });

  it('is refused in a record', async () => {
    const record = { ...(await sampleRecord(t.db.knex, entityNamed('contingent'), 'create')), cancellation_deadline: outOfRange };
    expectRefused(await t.call('admin', 'POST', '/backend/api/contingents', record), 'cancellation_deadline');
  });
});

describe('a session whose account was deleted', () => {
  it('edits no profile: the session is refused (401) before the route runs', async () => {
    const token = await deletedAccountToken(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/backend/api/me/profile',
      payload: { first_name: 'Back' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: ErrorCode.AUTHENTICATION });
  });
});
