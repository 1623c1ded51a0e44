import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as redactOldLinks } from '../../migrations/20261125_020_redact_mail_log_links.ts';
import { bookingNotifier, notifyBooking } from '../../server/booking/service/notifications.ts';
import { Mailer } from '../../server/mail/mailer.ts';
import { REDACTED_LINK } from '../../entities/maillog.ts';
import { sendSurveyInvitations } from '../../server/survey/scheduler.ts';
import { insertBooking, partyOf } from '../support/bookings.ts';
import { listQuery, TEST_PUBLIC_URL, testApp, usernameOf, type TestApp } from '../support/app.ts';
import { day } from '../support/days.ts';

let t: TestApp;
let mailer: Mailer;
beforeAll(async () => {
  t = await testApp();
  // Mails queued outside a request (surveys, a booking step run here) go out through the app's queue and outbox.
  mailer = new Mailer(t.db.knex, t.app.queue, TEST_PUBLIC_URL);
});
afterAll(() => t.close());

const MANAGER = usernameOf('manager');
const ADMIN = usernameOf('admin');
const PASSWORD_LINK = /\/define_password\/([A-Za-z0-9_-]+)/;
const VALIDATION_LINK = /\/booking\/([A-Za-z0-9_-]+)\/validate/;
const SURVEY_LINK = /\/public\/survey\/([A-Za-z0-9_-]+)\/questions/;

/** The newest mail-log row of a template to an address, as the agency reads it through the API. */
async function loggedAs(role: 'admin' | 'agent', to: string, template: string) {
  const list = await t.call(role, 'GET', `/backend/api/mail-logs${listQuery({ filter: { q: to, template }, sort: ['send_at', 'DESC'], range: [0, 0] })}`);
  expect(list.statusCode, list.body).toBe(200);
  const [row] = list.json() as { id: number }[];
  const one = await t.call(role, 'GET', `/backend/api/mail-logs/${row.id}`);
  expect(one.statusCode).toBe(200);
  return one.json() as { id: number; body: string; mail_rcpt: string };
}

/** Company accounts do not read the back office's mail log, by list or by id. */
async function expectNoMailLog(role: 'manager' | 'accountant' | 'user', id: number) {
  expect((await t.call(role, 'GET', '/backend/api/mail-logs')).statusCode).toBe(403);
  expect((await t.call(role, 'GET', `/backend/api/mail-logs/${id}`)).statusCode).toBe(403);
}

describe('who reads the mail log', () => {
  it('is agency staff: managers, accountants and users are refused (403)', async () => {
    const { id } = await t.db
      .knex('maillog')
      .where({ company_id: (await partyOf(t.db.knex, MANAGER)).companyId })
      .first('id');
    for (const role of ['manager', 'accountant', 'user'] as const) await expectNoMailLog(role, id);
    for (const role of ['admin', 'agent'] as const) expect((await t.call(role, 'GET', `/backend/api/mail-logs/${id}`)).statusCode).toBe(200);
  });
});

describe('a password link is the account holder’s only', () => {
  it('anyone asks a reset for the manager: the log holds no token, the accountant cannot even read it, the manager’s mail works', async () => {
    expect((await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email: MANAGER })).statusCode).toBe(200);
    const token = await t.mailedLink(MANAGER, PASSWORD_LINK);
    const logged = await loggedAs('admin', MANAGER, 'user.lost_password');
    expect(logged.body).not.toContain(token);
    expect(logged.body).not.toMatch(PASSWORD_LINK);
    expect(logged.body).toContain(REDACTED_LINK);
    await expectNoMailLog('accountant', logged.id);
    expect((await t.call(null, 'GET', `/backend/public/api/define_password/${token}`)).json()).toMatchObject({ email: MANAGER, purpose: 'lost' });
  });

  it('an agent asks a reset for the agency admin: the log he reads holds no token, and he cannot send the mail to himself', async () => {
    expect((await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email: ADMIN })).statusCode).toBe(200);
    const token = await t.mailedLink(ADMIN, PASSWORD_LINK);
    const logged = await loggedAs('agent', ADMIN, 'user.lost_password');
    expect(logged.body).not.toContain(token);
    expect(logged.body).not.toMatch(PASSWORD_LINK);
    const toHimself = await t.call('agent', 'GET', `/backend/api/maillog/${logged.id}/send?to=${encodeURIComponent(usernameOf('agent'))}`);
    expect(toHimself.statusCode).toBe(400);
    expect(toHimself.json()).toMatchObject({ code: 'personal_link', errors: { to: 'personal_link' } });
    const withHim = await t.call('agent', 'GET', `/backend/api/maillog/${logged.id}/send?to=${encodeURIComponent(`${ADMIN};${usernameOf('agent')}`)}`);
    expect(withHim.json()).toMatchObject({ errors: { to: 'personal_link' } });
    expect(await t.mailedLink(ADMIN, PASSWORD_LINK)).toBe(token);
  });

  it('a resend mails the holder a new link: the new one works, the logged mail’s earlier one is dead', async () => {
    expect((await t.call(null, 'POST', '/backend/public/api/notify_lost_password', { email: MANAGER })).statusCode).toBe(200);
    const first = await t.mailedLink(MANAGER, PASSWORD_LINK);
    const logged = await loggedAs('agent', MANAGER, 'user.lost_password');
    const resent = await t.call('agent', 'GET', `/backend/api/maillog/${logged.id}/send?to=${encodeURIComponent(MANAGER.toUpperCase())}`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().to).toEqual([MANAGER]);
    const fresh = await t.mailedLink(MANAGER, PASSWORD_LINK);
    expect(fresh).not.toBe(first);
    expect((await t.call(null, 'GET', `/backend/public/api/define_password/${first}`)).json().code).toBe('link_expired');
    expect(await t.db.knex('maillog').where({ id: resent.json().id }).first('body', 'template')).toMatchObject({
      template: 'user.lost_password',
      body: expect.not.stringContaining(fresh),
    });
    const defined = await t.call(null, 'POST', `/backend/public/api/define_password/${fresh}`, {
      password: 'Tilleul-Ardoise-47',
      confirmation: 'Tilleul-Ardoise-47',
    });
    expect(defined.json()).toEqual({ username: MANAGER });
    await t.db
      .knex('user')
      .where({ email: MANAGER })
      .update({
        password: (
          await t.db
            .knex('user')
            .where({ email: usernameOf('user') })
            .first('password')
        ).password,
      });
  });
});

describe('links in mails come from PUBLIC_URL', () => {
  it('a lost-password request with a forged Host still mails a link to the configured site', async () => {
    const email = usernameOf('user');
    const response = await t.app.inject({
      method: 'POST',
      url: '/backend/public/api/notify_lost_password',
      headers: { host: 'evil.example' },
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    expect(await t.mailedLink(email, /href="([^"]+)\/define_password\//)).toBe(TEST_PUBLIC_URL);
  });
});

describe('a validation link is the manager’s only', () => {
  it('the accountant cannot validate through the logged mail; a resend gives the manager a new link and kills the old one', async () => {
    const party = await partyOf(t.db.knex, usernameOf('user'));
    const booking = await insertBooking(t.db.knex, party, { status: 10, validation: 'pre' });
    const manager = await t.db.knex('user').where({ email: MANAGER }).first('id');
    await t.db.knex('booking_manager').insert({
      booking_id: booking.id,
      user_id: manager.id,
      phase: 'pre',
      token: `secret-${booking.id}-abcdefghijklmnopqrstuv`,
      expires_at: new Date(Date.now() + 86_400_000),
    });
    await t.db.knex.transaction((trx) => notifyBooking(trx, bookingNotifier(mailer), booking.id, 'await_validation'));
    const token = await t.mailedLink(MANAGER, VALIDATION_LINK);
    expect(token).toBe(`secret-${booking.id}-abcdefghijklmnopqrstuv`);

    const logged = await loggedAs('agent', MANAGER, 'booking.validation');
    expect(logged.body).not.toContain(token);
    expect(logged.body).not.toMatch(VALIDATION_LINK);
    await expectNoMailLog('accountant', logged.id);
    expect((await t.call('accountant', 'POST', `/backend/api/booking/${booking.id}/allow`, {})).statusCode).toBe(403);

    const resent = await t.call('agent', 'GET', `/backend/api/maillog/${logged.id}/send?to=${encodeURIComponent(MANAGER)}`);
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = await t.mailedLink(MANAGER, VALIDATION_LINK);
    expect(fresh).not.toBe(token);
    expect((await t.call(null, 'GET', `/backend/public/api/booking/validation/${token}`)).json().code).toBe(205);
    expect((await t.call(null, 'GET', `/backend/public/api/booking/validation/${fresh}`)).statusCode).toBe(200);
    // Once the manager has decided, the link has no use any more, so there is nothing to resend.
    await t.db.knex('booking_manager').where({ booking_id: booking.id }).update({ decision: 'allow' });
    expect((await t.call('agent', 'GET', `/backend/api/maillog/${logged.id}/send?to=${encodeURIComponent(MANAGER)}`)).json().code).toBe(150);
  });
});

describe('a survey link is the invitee’s only', () => {
  it('the accountant cannot answer the manager’s survey through the log; a resend gives the manager a new link', async () => {
    const party = await partyOf(t.db.knex, MANAGER);
    const booking = await insertBooking(t.db.knex, party, { status: 90, arrival_date: day(-4), departure_date: day(-2) });
    await t.db.knex('survey_invitation').insert({
      token: `survey-${booking.id}-abcdefghijklmnopqrstuvwxyz`,
      kind: 'user',
      booking_id: booking.id,
      company_id: party.companyId,
      user_id: party.userId,
      email: MANAGER,
    });
    await sendSurveyInvitations(t.db.knex, mailer);
    const token = await t.mailedLink(MANAGER, SURVEY_LINK);
    expect(token).toBe(`survey-${booking.id}-abcdefghijklmnopqrstuvwxyz`);

    const logged = await loggedAs('agent', MANAGER, 'survey.invitation');
    expect(logged.body).not.toContain(token);
    expect(logged.body).not.toMatch(SURVEY_LINK);
    await expectNoMailLog('accountant', logged.id);

    const resent = await t.call('agent', 'GET', `/backend/api/maillog/${logged.id}/send?to=${encodeURIComponent(MANAGER)}`);
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = await t.mailedLink(MANAGER, SURVEY_LINK);
    expect(fresh).not.toBe(token);
    expect((await t.call(null, 'GET', `/backend/public/api/survey/${token}/questions`)).json().code).toBe(205);
    expect((await t.call(null, 'GET', `/backend/public/api/survey/${fresh}/questions`)).statusCode).toBe(200);
  });
});

describe('mails logged before', () => {
  it('have their secret links taken out, the other links kept', async () => {
    const body =
      '<p><a href="http://localhost:3000/define_password/AbC_12-x">a</a> http://localhost:3000/booking/tok-1/validate ' +
      '<a href="https://x.example/public/survey/ff00/questions">s</a> /public/booking/pub-9/show <a href="http://localhost:3000/booking/12/show">r</a></p>';
    const [row] = await t.db.knex('maillog').insert({ mail_rcpt: 'x@example.test', subject: 'old', body }).returning('id');
    await redactOldLinks(t.db.knex);
    const { body: kept } = await t.db.knex('maillog').where({ id: row.id }).first('body');
    expect(kept).toBe(
      `<p><a href="${REDACTED_LINK}">a</a> ${REDACTED_LINK} <a href="${REDACTED_LINK}">s</a> ${REDACTED_LINK} <a href="http://localhost:3000/booking/12/show">r</a></p>`,
    );
  });
});

describe('a public booking page link', () => {
  it('reaches the booker only: masked in the log, and a resend mails the booker the page again', async () => {
    const booker = usernameOf('user');
    const party = await partyOf(t.db.knex, booker);
    await t.db.knex('company').where({ id: party.companyId }).update({ consultation_link: true });
    const booking = await insertBooking(t.db.knex, party, { public_token: `page-${Date.now()}-abcdefghijklmnopqrstuv` });
    await t.db.knex.transaction((trx) => notifyBooking(trx, bookingNotifier(mailer), booking.id, 'book'));
    const page = /href="([^"]+\/public\/booking\/[^"]+)"/;
    expect(await t.mailedLink(booker, page)).toBe(`${TEST_PUBLIC_URL}/public/booking/${booking.public_token}/show`);

    const logged = await loggedAs('agent', booker, 'booking.confirmed');
    expect(logged.body).not.toContain(booking.public_token);
    expect(logged.body).toContain(REDACTED_LINK);
    expect((await t.call('agent', 'GET', `/backend/api/maillog/${logged.id}/send?to=${encodeURIComponent('someone@example.test')}`)).json()).toMatchObject({
      errors: { to: 'personal_link' },
    });
    const pagesMailed = async () =>
      (await t.sentMails()).filter((mail) => mail.to.includes(booker) && mail.html.includes(`/public/booking/${booking.public_token}/show`)).length;
    const before = await pagesMailed();
    const resent = await t.call('agent', 'GET', `/backend/api/maillog/${logged.id}/send?to=${encodeURIComponent(booker)}`);
    expect(resent.statusCode, resent.body).toBe(200);
    const { body } = await t.db.knex('maillog').where({ id: resent.json().id }).first('body');
    expect(body).not.toContain(booking.public_token);
    expect(await pagesMailed()).toBe(before + 1);
  });
});
