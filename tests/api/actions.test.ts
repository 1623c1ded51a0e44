import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { testApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await testApp();
  companyId = await t.companyId('Acme Industries');
});
afterAll(() => t.close());

async function newBooking(status = 60) {
  const [row] = await t.db
    .knex('booking')
    .insert({
      ref: `TST${Math.floor(Math.random() * 1e9)}`,
      status,
      is_online: true,
      arrival_date: '2027-03-01',
      departure_date: '2027-03-03',
      company_id: companyId,
    })
    .returning('id');
  return row.id as number;
}

describe('the routes of the descriptor actions', () => {
  it('answer at the method and path each action declares, to its roles: the addresses the back office calls', async () => {
    type Operation = { security?: { bearer?: string[] }[] };
    const { paths } = (await t.call(null, 'GET', '/backend/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    const declared = entities.flatMap((entity) => Object.entries(entity.actions ?? {}).map(([name, action]) => ({ name: `${entity.name}.${name}`, action })));
    expect(declared.length).toBeGreaterThan(10);
    for (const { name, action } of declared) {
      const operation = paths[`/backend${action.path}`.replace(/:(\w+)/g, '{$1}')]?.[action.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      // The document names a route's roles as its bearer requirement (server/openapi.ts).
      expect(operation.security, name).toHaveLength(1);
      expect([...(operation.security![0].bearer ?? [])].sort(), name).toEqual([...action.roles].sort());
    }
  });
});

describe('disabling a booking', () => {
  it('sets the status to -1 and writes who did it in the history', async () => {
    const id = await newBooking(60);
    const response = await t.call('admin', 'GET', `/backend/api/booking/admin_disable/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, status: -1 });
    const history = await t.db.knex('booking_history').where({ booking_id: id });
    const adminId = await t.userId('admin@agence-demo.fr');
    expect(history).toMatchObject([{ type: 'disabled', status_from: 60, status_to: -1, user_id: adminId }]);
  });

  it('refuses a booking that is already disabled with code 150', async () => {
    const id = await newBooking(-1);
    const response = await t.call('admin', 'GET', `/backend/api/booking/admin_disable/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(150);
  });

  it('is for agency admins only, and answers 404 for an unknown booking', async () => {
    const id = await newBooking(60);
    for (const role of ['agent', 'manager', 'user', 'hotel admin'] as const) {
      expect((await t.call(role, 'GET', `/backend/api/booking/admin_disable/${id}`)).statusCode, role).toBe(403);
    }
    expect((await t.db.knex('booking').where({ id }).first('status')).status).toBe(60);
    expect((await t.call('admin', 'GET', '/backend/api/booking/admin_disable/2147483647')).statusCode).toBe(404);
  });
});

describe('switching a hotel retrocession rule', () => {
  it('disables and enables it again', async () => {
    const [hotel] = await t.db.knex('contingent_hotel').insert({ name: 'Hôtel Test' }).returning('id');
    const [rule] = await t.db.knex('hotelretrocession').insert({ hotel_id: hotel.id, taux: 50, days: 7 }).returning('id');
    expect((await t.call('admin', 'GET', `/backend/api/hotelretrocessions/admin_disable/${rule.id}`)).json()).toEqual({ id: rule.id, enabled: false });
    expect((await t.db.knex('hotelretrocession').where({ id: rule.id }).first('enabled')).enabled).toBe(false);
    expect((await t.call('admin', 'GET', `/backend/api/hotelretrocessions/admin_enable/${rule.id}`)).json()).toEqual({ id: rule.id, enabled: true });
    expect((await t.call('hotel admin', 'GET', `/backend/api/hotelretrocessions/admin_disable/${rule.id}`)).statusCode).toBe(403);
    expect((await t.call('admin', 'GET', '/backend/api/hotelretrocessions/admin_enable/2147483647')).statusCode).toBe(404);
  });
});

describe('resending a logged mail', () => {
  it('sends it again to the given addresses and logs the new send', async () => {
    const log = await t.db.knex('maillog').orderBy('id').first();
    const response = await t.call('agent', 'GET', `/backend/api/maillog/${log.id}/send?to=${encodeURIComponent('a@example.test; b@example.test')}`);
    expect(response.statusCode).toBe(200);
    const { id, to } = response.json();
    expect(to).toEqual(['a@example.test', 'b@example.test']);
    const copy = await t.db.knex('maillog').where({ id }).first();
    expect(copy).toMatchObject({ mail_rcpt: 'a@example.test;b@example.test', subject: log.subject, body: log.body, company_id: log.company_id });
  });

  it('sends to the recipients the dialog proposes, or to a changed address, and the mail leaves through the outbox', async () => {
    const log = await t.db.knex('maillog').where('template', 'booking.confirmed').whereNotNull('mail_bcc').orderBy('id').first();
    // The dialog proposes the logged recipients as it shows them: separated by "; ".
    const again = await t.call('agent', 'GET', `/backend/api/maillog/${log.id}/send?to=${encodeURIComponent(log.mail_rcpt.split(';').join('; '))}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().to).toEqual(log.mail_rcpt.split(';'));

    const changed = await t.call('agent', 'GET', `/backend/api/maillog/${log.id}/send?to=${encodeURIComponent('assistante@acme-demo.fr')}`);
    expect(changed.statusCode).toBe(200);
    const copy = await t.db.knex('maillog').where({ id: changed.json().id }).first();
    expect(copy).toMatchObject({ mail_rcpt: 'assistante@acme-demo.fr', subject: log.subject, booking_id: log.booking_id, template: log.template });
    const sent = (await t.sentMails()).find((mail) => mail.to.includes('assistante@acme-demo.fr'));
    expect(sent?.html).toContain(log.subject.match(/BK\d+/)![0]);
  });

  it('without an SMTP server, is refused for good to a domain that cannot exist (.invalid), and goes to the other addresses', async () => {
    const log = await t.db.knex('maillog').orderBy('id').first();
    const send = async (to: string) => (await t.call('agent', 'GET', `/backend/api/maillog/${log.id}/send?to=${encodeURIComponent(to)}`)).json().id as number;
    const refused = await send('assistante@acme-demo.invalid');
    const mixed = await send('assistante@acme-demo.invalid; copie@acme-demo.fr');
    const sent = await t.sentMails();
    expect(await t.db.knex('maillog').where({ id: refused }).first('state', 'attempts', 'last_error')).toEqual({
      state: 'failed',
      attempts: 1,
      last_error: '550 5.1.2 assistante@acme-demo.invalid: the domain does not exist',
    });
    expect(await t.db.knex('maillog').where({ id: mixed }).first('state', 'attempts')).toEqual({ state: 'sent', attempts: 1 });
    expect(sent.filter((mail) => mail.to.includes('assistante@acme-demo.invalid'))).toEqual([]);
    expect(sent.filter((mail) => mail.to.includes('copie@acme-demo.fr'))).toHaveLength(1);
  });

  it('needs a valid address (code 140)', async () => {
    const log = await t.db.knex('maillog').orderBy('id').first();
    for (const query of ['', '?to=', '?to=not-an-address', `?to=${encodeURIComponent('a@example.test;oops')}`]) {
      const response = await t.call('admin', 'GET', `/backend/api/maillog/${log.id}/send${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 140, errors: { to: 140 } });
    }
  });

  it('is for agency staff only', async () => {
    const log = await t.db.knex('maillog').orderBy('id').first();
    expect((await t.call('manager', 'GET', `/backend/api/maillog/${log.id}/send?to=a@example.test`)).statusCode).toBe(403);
    expect((await t.call('admin', 'GET', '/backend/api/maillog/2147483647/send?to=a@example.test')).statusCode).toBe(404);
  });
});
