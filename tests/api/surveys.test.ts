import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Mailer } from '../../server/mail/mailer.ts';
import { REDACTED_LINK } from '../../entities/maillog.ts';
import { inviteAfterStays, sendSurveyInvitations } from '../../server/survey/scheduler.ts';
import { insertBooking, type Party, partyOf } from '../support/bookings.ts';
import { testApp, type TestApp, usernameOf } from '../support/app.ts';
import { day } from '../support/days.ts';

let t: TestApp;
let user: Party;
let travellerId: number;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  t = await testApp();
  user = await partyOf(t.db.knex, usernameOf('user'));
  const [traveller] = await t.db
    .knex('traveller')
    .insert({ company_id: user.companyId, first_name: 'Jeanne', last_name: 'Sondée', email: 'jeanne.sondee@acme-demo.fr' })
    .returning('id');
  travellerId = traveller.id;
});
afterAll(() => t.close());

// Each test starts with no invitation, no completed stay to survey (the seed's and the earlier tests' are retired as
// cancelled) and every company surveying nothing, then opts in what it needs.
beforeEach(async () => {
  await t.db.knex('survey_invitation').delete();
  await t.db.knex('booking').where({ status: 90 }).update({ status: 80 });
  await t.db.knex('company').update({ threshold_survey: 0, threshold_survey_traveller: 0 });
});

const surveyAll = () => t.db.knex('company').where({ id: user.companyId }).update({ threshold_survey: 100, threshold_survey_traveller: 100 });

/** A stay completed yesterday (or `daysAgo`), with the test traveller in its room. */
async function completedStay(daysAgo = 1) {
  const booking = await insertBooking(t.db.knex, user, { status: 90, arrival_date: day(-daysAgo - 2), departure_date: day(-daysAgo) });
  await t.db.knex('booking_traveller').insert({ booking_id: booking.id, traveller_id: travellerId });
  return booking;
}

const invitationsOf = (bookingId: number) =>
  t.db.knex('survey_invitation').where({ booking_id: bookingId }).orderBy('kind').select('kind', 'user_id', 'traveller_id', 'email', 'token', 'id');

describe('inviting after a stay', () => {
  it('invites the booker and the travellers of a completed stay when the company surveys every stay', async () => {
    await surveyAll();
    const booking = await completedStay();
    expect(await inviteAfterStays(t.db.knex)).toBe(2);
    const rows = await invitationsOf(booking.id);
    expect(rows.map(({ kind, user_id, traveller_id, email }) => ({ kind, user_id, traveller_id, email }))).toEqual([
      { kind: 'traveller', user_id: null, traveller_id: travellerId, email: 'jeanne.sondee@acme-demo.fr' },
      { kind: 'user', user_id: user.userId, traveller_id: null, email: usernameOf('user') },
    ]);
    expect(rows[0].token).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token).not.toBe(rows[1].token);
  });

  it('is idempotent, also when instances run it at once', async () => {
    await surveyAll();
    const booking = await completedStay();
    const counts = await Promise.all([inviteAfterStays(t.db.knex), inviteAfterStays(t.db.knex), inviteAfterStays(t.db.knex)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await inviteAfterStays(t.db.knex)).toBe(0);
    expect(await invitationsOf(booking.id)).toHaveLength(2);
  });

  it('surveys nobody when the thresholds are 0, and neither stays not completed nor stays ended long ago', async () => {
    const quiet = await completedStay();
    expect(await inviteAfterStays(t.db.knex)).toBe(0);
    await surveyAll();
    const confirmed = await insertBooking(t.db.knex, user, { status: 60, arrival_date: day(-3), departure_date: day(-1) });
    const old = await completedStay(45);
    expect(await inviteAfterStays(t.db.knex)).toBe(2);
    expect(await invitationsOf(confirmed.id)).toEqual([]);
    expect(await invitationsOf(old.id)).toEqual([]);
    expect(await invitationsOf(quiet.id)).toHaveLength(2);
  });

  it('surveys the share of stays the threshold says, users and travellers each by their own threshold', async () => {
    await t.db.knex('company').where({ id: user.companyId }).update({ threshold_survey: 30, threshold_survey_traveller: 0 });
    const bookings = [];
    for (let index = 0; index < 100; index++) bookings.push(await completedStay());
    expect(await inviteAfterStays(t.db.knex)).toBe(30);
    const kinds = await t.db
      .knex('survey_invitation')
      .whereIn(
        'booking_id',
        bookings.map((booking) => booking.id),
      )
      .distinct('kind')
      .pluck('kind');
    expect(kinds).toEqual(['user']);
  });

  it('does not invite a booker who already answered for that stay', async () => {
    await surveyAll();
    const booking = await completedStay();
    await t.db.knex('survey_reply').insert({ company_id: user.companyId, user_id: user.userId, booking_id: booking.id, answers: '[]' });
    expect(await inviteAfterStays(t.db.knex)).toBe(1);
    expect((await invitationsOf(booking.id)).map((row) => row.kind)).toEqual(['traveller']);
  });

  it('mails each invitation once, its private link in the sent mail only, not in the mail log', async () => {
    await surveyAll();
    const booking = await completedStay();
    await inviteAfterStays(t.db.knex);
    const mailer = new Mailer(t.db.knex, t.app.queue, ORIGIN);
    const sent = await Promise.all([sendSurveyInvitations(t.db.knex, mailer), sendSurveyInvitations(t.db.knex, mailer)]);
    expect(sent[0] + sent[1]).toBe(2);
    expect(await sendSurveyInvitations(t.db.knex, mailer)).toBe(0);
    const mails = await t.db
      .knex('maillog')
      .where({ booking_id: booking.id, template: 'survey.invitation' })
      .orderBy('mail_rcpt')
      .select('mail_rcpt', 'body', 'subject');
    expect(mails.map((mail) => mail.mail_rcpt)).toEqual(['jeanne.sondee@acme-demo.fr', usernameOf('user')]);
    for (const invitation of await invitationsOf(booking.id)) {
      const mail = mails.find((row) => row.mail_rcpt === invitation.email)!;
      // The invitee's mail has the private link; the log, which others read, does not.
      expect(await t.mailedLink(invitation.email, /href="([^"]+\/public\/survey\/[^"]+)"/)).toBe(`${ORIGIN}/public/survey/${invitation.token}/questions`);
      expect(mail.body).not.toContain(invitation.token);
      expect(mail.body).toContain(REDACTED_LINK);
      expect(mail.subject).toContain('Lyon');
    }
  });

  it('names the hotel of an offline stay, placed by the agency in a catalogue hotel, never its city', async () => {
    await surveyAll();
    const hotel = await t.db.knex('hotel').where({ id: user.hotelId }).first('name');
    const booking = await completedStay();
    await t.db.knex('booking').where({ id: booking.id }).update({ is_online: false, hotel_name: null, destination: 'Troyes' });
    await inviteAfterStays(t.db.knex);
    await sendSurveyInvitations(t.db.knex, new Mailer(t.db.knex, t.app.queue, ORIGIN));
    const [mail] = await t.db.knex('maillog').where({ booking_id: booking.id, template: 'survey.invitation' }).select('body');
    expect(mail.body).toContain(`à l’hôtel ${hotel.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}`);
    expect(mail.body).not.toContain('l’hôtel Troyes');
    const [invitation] = await invitationsOf(booking.id);
    const page = await t.app.inject({ method: 'GET', url: `/backend/public/api/survey/${invitation.token}/questions` });
    expect(page.json().survey.booking).toMatchObject({ hotel_name: hotel.name, destination: 'Troyes' });
  });
});

/** Answers every question of a survey with a valid value. */
function answersFor(questions: { id: number; field_type: number; options: string[] | null }[]) {
  return Object.fromEntries(
    questions.map((question) => [
      question.id,
      question.field_type === 10 ? 8 : question.field_type === 30 ? question.options![0] : question.field_type === 40 ? true : 'Très bon accueil',
    ]),
  );
}

describe('answering through the public link', () => {
  async function invitation(kind: 'user' | 'traveller') {
    await surveyAll();
    const booking = await completedStay();
    await inviteAfterStays(t.db.knex);
    return { booking, ...(await invitationsOf(booking.id)).find((row) => row.kind === kind)! };
  }

  it('shows the stay and the user questions without a session, then keeps the answers once: 650 the second time', async () => {
    const { token, booking } = await invitation('user');
    const page = await t.call(null, 'GET', `/backend/public/api/survey/${token}/questions`);
    expect(page.statusCode).toBe(200);
    const { survey, questions } = page.json();
    expect(survey).toMatchObject({
      kind: 'user',
      company: 'Acme Industries',
      booking: { ref: booking.ref, hotel_name: 'Hôtel des Tests', destination: 'Lyon' },
    });
    const expected = await t.db.knex('survey_question').where({ is_user: true }).orderBy('position').pluck('label');
    expect(questions.map((question: { label: string }) => question.label)).toEqual(expected);
    expect(questions.map((question: { field_type: number }) => question.field_type)).toEqual(expect.arrayContaining([10, 20, 40, 50]));

    const answered = await t.call(null, 'POST', `/backend/public/api/survey/${token}/answers`, { answers: answersFor(questions) });
    expect(answered.statusCode).toBe(201);
    const reply = await t.db.knex('survey_reply').where({ id: answered.json().id }).first();
    expect(reply).toMatchObject({ company_id: user.companyId, user_id: user.userId, traveller_id: null, booking_id: booking.id });
    const stored = JSON.parse(reply.answers);
    expect(stored.find((answer: { label: string }) => answer.label === expected[0])).toMatchObject({ value: 8 });

    const again = await t.call(null, 'POST', `/backend/public/api/survey/${token}/answers`, { answers: answersFor(questions) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(650);
    const reopened = await t.call(null, 'GET', `/backend/public/api/survey/${token}/questions`);
    expect(reopened.json().code).toBe(650);
    expect(await t.db.knex('survey_reply').where({ booking_id: booking.id }).count<{ count: number }[]>({ count: '*' })).toEqual([{ count: 1 }]);
  });

  it('asks a traveller the enabled traveller questions and records the answer as the traveller’s', async () => {
    const { token, booking } = await invitation('traveller');
    const { questions } = (await t.call(null, 'GET', `/backend/public/api/survey/${token}/questions`)).json();
    const expected = await t.db.knex('survey_question_traveller').where({ enabled: true }).orderBy('position').pluck('label');
    expect(questions.map((question: { label: string }) => question.label)).toEqual(expected);
    const dropdown = questions.find((question: { field_type: number }) => question.field_type === 30);
    expect(dropdown.options.length).toBeGreaterThan(1);
    const answered = await t.call(null, 'POST', `/backend/public/api/survey/${token}/answers`, { answers: answersFor(questions) });
    expect(answered.statusCode).toBe(201);
    expect(await t.db.knex('survey_reply').where({ id: answered.json().id }).first('traveller_id', 'user_id', 'booking_id')).toEqual({
      traveller_id: travellerId,
      user_id: null,
      booking_id: booking.id,
    });
  });

  it('keeps only one of two answers sent at once', async () => {
    const { token } = await invitation('user');
    const { questions } = (await t.call(null, 'GET', `/backend/public/api/survey/${token}/questions`)).json();
    const results = await Promise.all(
      [0, 1, 2].map(() => t.call(null, 'POST', `/backend/public/api/survey/${token}/answers`, { answers: answersFor(questions) })),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses answers that do not fit their questions, field by field, and keeps nothing', async () => {
    const { token, booking } = await invitation('traveller');
    const { questions } = (await t.call(null, 'GET', `/backend/public/api/survey/${token}/questions`)).json();
    const byType = (type: number) => questions.find((question: { field_type: number }) => question.field_type === type);
    const answers = answersFor(questions);
    answers[byType(10).id] = 'huit';
    answers[byType(30).id] = 'Sublime';
    delete answers[byType(40).id];
    answers[byType(20).id] = 'x'.repeat(256);
    answers['999999'] = 'hors sujet';
    const refused = await t.call(null, 'POST', `/backend/public/api/survey/${token}/answers`, { answers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ [byType(10).id]: 11, [byType(30).id]: 760, [byType(40).id]: 10, [byType(20).id]: 180, 999999: 400 });
    expect(await t.db.knex('survey_reply').where({ booking_id: booking.id }).first()).toBeUndefined();
    expect((await t.call(null, 'POST', `/backend/public/api/survey/${token}/answers`, {})).json().errors).toEqual({ answers: 10 });
  });

  it('takes a mark from 0 to 10 only', async () => {
    const { token, booking } = await invitation('traveller');
    const { questions } = (await t.call(null, 'GET', `/backend/public/api/survey/${token}/questions`)).json();
    const mark = questions.find((question: { field_type: number }) => question.field_type === 10).id;
    for (const value of [-47, -0.5, 10.5, 11]) {
      const refused = await t.call(null, 'POST', `/backend/public/api/survey/${token}/answers`, { answers: { ...answersFor(questions), [mark]: value } });
      expect([refused.statusCode, refused.json().errors]).toEqual([400, { [mark]: 'score_out_of_range' }]);
    }
    expect(await t.db.knex('survey_reply').where({ booking_id: booking.id }).first()).toBeUndefined();
    const kept = await t.call(null, 'POST', `/backend/public/api/survey/${token}/answers`, { answers: { ...answersFor(questions), [mark]: 0 } });
    expect(kept.statusCode).toBe(201);
  });

  it('answers an unknown or malformed link with 205', async () => {
    for (const token of ['0'.repeat(64), 'not-a-token']) {
      const response = await t.call(null, 'GET', `/backend/public/api/survey/${token}/questions`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(205);
    }
    const answer = await t.call(null, 'POST', `/backend/public/api/survey/${'f'.repeat(64)}/answers`, { answers: {} });
    expect(answer.json().code).toBe(205);
  });
});

describe('answering signed in', () => {
  it('lists the user’s own pending surveys with the user questions, and answers one once', async () => {
    await surveyAll();
    const booking = await completedStay();
    await inviteAfterStays(t.db.knex);
    const mine = (await invitationsOf(booking.id)).find((row) => row.kind === 'user')!;

    const list = await t.call('user', 'GET', '/backend/api/survey/questions');
    expect(list.statusCode).toBe(200);
    const { surveys, questions } = list.json();
    expect(surveys.map((survey: { id: number }) => survey.id)).toEqual([mine.id]);
    expect(surveys[0].booking.ref).toBe(booking.ref);
    expect(questions.length).toBeGreaterThan(0);

    // The manager of the same company neither sees nor answers the user's survey.
    expect((await t.call('manager', 'GET', '/backend/api/survey/questions')).json().surveys).toEqual([]);
    expect((await t.call('manager', 'POST', `/backend/api/survey/${mine.id}/answers`, { answers: answersFor(questions) })).statusCode).toBe(404);

    const answered = await t.call('user', 'POST', `/backend/api/survey/${mine.id}/answers`, { answers: answersFor(questions) });
    expect(answered.statusCode).toBe(201);
    const again = await t.call('user', 'POST', `/backend/api/survey/${mine.id}/answers`, { answers: answersFor(questions) });
    expect([again.statusCode, again.json().code]).toEqual([409, 650]);
    expect((await t.call('user', 'GET', '/backend/api/survey/questions')).json()).toEqual({ surveys: [], questions: [] });
  });

  it('is for signed-in company users only', async () => {
    expect((await t.call(null, 'GET', '/backend/api/survey/questions')).statusCode).toBe(401);
    expect((await t.call('hotel', 'GET', '/backend/api/survey/questions')).statusCode).toBe(403);
  });
});
