/**
 * The demo data reads like real use: what an agent browses in the back office is filled in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../entities/bookingStatus.ts';
import { openPhaseOf } from '../../entities/validationRules.ts';
import { testApp, usernameOf, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('demo mail log', () => {
  it('has every logged mail filled: no {{placeholder}} left in a subject or a body', async () => {
    const total = await t.db.knex('maillog').count<{ count: string }[]>('* as count');
    expect(Number(total[0].count)).toBeGreaterThan(100);
    const unfilled = await t.db.knex('maillog').where('subject', 'like', '%{{%').orWhere('body', 'like', '%{{%').select('id', 'template', 'subject');
    expect(unfilled).toEqual([]);
  });

  it('gives the booking mails the booking they are about, with its reference and dates', async () => {
    const mail = await t.db
      .knex('maillog as m')
      .join('booking as b', 'b.id', 'm.booking_id')
      .where('m.template', 'booking.confirmed')
      .first('m.subject', 'm.body', 'b.ref', 'b.id', 'b.arrival_date');
    expect(mail.subject).toContain(mail.ref);
    const [year, month, day] = String(mail.arrival_date instanceof Date ? mail.arrival_date.toISOString() : mail.arrival_date)
      .slice(0, 10)
      .split('-');
    expect(mail.body).toContain(`${day}/${month}/${year}`);
    expect(mail.body).toContain(`/booking/${mail.id}/show`);
  });
});

describe('demo bookings', () => {
  /** Whether an online booking's form was sent: it left "incomplete" (a draft or a booking disabled unfinished never did). */
  const formSent = async (id: number) => {
    const steps = await t.db.knex('booking_history').where({ booking_id: id }).whereNotNull('status_to').pluck('status_to');
    return steps.some((status: number) => ![0, 5, -1].includes(status));
  };

  it('gives every online booking its offer as quoted, and the sent ones their rooms and travellers', async () => {
    const bookings = await t.db.knex('booking').where({ is_online: true }).orderBy('id');
    expect(bookings.length).toBeGreaterThan(100);
    let sent = 0;
    for (const booking of bookings) {
      const what = `${booking.ref} (status ${booking.status})`;
      for (const column of [
        'provider',
        'hotel_key',
        'offer_key',
        'hotel_name',
        'hotel_address',
        'room_label',
        'price_per_night',
        'total_price',
        'public_token',
        'payment_mode',
      ]) {
        expect(booking[column], `${what}: ${column}`).not.toBeNull();
      }
      expect(booking.single_rooms + booking.double_rooms, what).toBeGreaterThan(0);
      // Single and double rooms are never mixed online.
      expect(booking.single_rooms * booking.double_rooms, what).toBe(0);
      if (!(await formSent(booking.id))) continue;
      sent++;
      expect(booking.rooms, what).toHaveLength(booking.single_rooms + booking.double_rooms);
      const linked = await t.db.knex('booking_traveller').where({ booking_id: booking.id }).count<{ count: string }[]>('* as count');
      const seated = (booking.rooms as { travellers: number[] }[]).reduce((sum, room) => sum + room.travellers.length, 0);
      expect(Number(linked[0].count), what).toBe(seated);
      if (seated > 0) expect(booking.travellers, what).toBeTruthy();
    }
    expect(sent).toBeGreaterThan(bookings.length / 2);
  });

  it('gives every offline request its rooms, whom to answer, and what the agency did with it', async () => {
    const bookings = await t.db.knex('booking').where({ is_online: false }).orderBy('id');
    expect(bookings.length).toBeGreaterThan(50);
    const kinds = new Set<string | null>();
    for (const booking of bookings) {
      const what = `${booking.ref} (status ${booking.status}, ${booking.request_kind ?? 'plain'})`;
      kinds.add(booking.request_kind);
      expect(booking.single_rooms + booking.double_rooms, what).toBeGreaterThan(0);
      expect(booking.rooms, what).toHaveLength(booking.single_rooms + booking.double_rooms);
      expect(booking.comments, what).toBeTruthy();
      expect(booking.public_token, what).toBeTruthy();
      if (booking.request_kind === 'offline') {
        // A public-link request: a visitor with no account, who is its contact.
        expect(booking.user_id, what).toBeNull();
        expect(booking.requester, what).toMatchObject({ firstName: expect.any(String), lastName: expect.any(String), email: expect.stringContaining('@') });
        expect(booking.contacts, what).toHaveLength(1);
      } else {
        expect(booking.user_id, what).not.toBeNull();
      }
      if (booking.request_kind === 'group' || booking.request_kind === 'seminar') {
        expect(booking.request_details.participants, what).toBeGreaterThan(0);
        if (booking.request_kind === 'seminar')
          expect(booking.request_details.meetingRoom, what).toMatchObject({ people: expect.any(Number), layout: expect.any(String) });
      }
      if (booking.request_kind === null) {
        expect(booking.priority, what).not.toBeNull();
        expect(booking.contacts.length, what).toBeGreaterThan(0);
      }
      const steps: number[] = await t.db.knex('booking_history').where({ booking_id: booking.id }).whereNotNull('status_to').pluck('status_to');
      if (steps.includes(40)) expect(booking.agent_id, what).not.toBeNull();
      if (steps.includes(45)) expect(booking.proposal, what).toBeTruthy();
      if (steps.includes(60)) expect([booking.hotel_name, booking.total_price, booking.booking_base_id], what).not.toContain(null);
    }
    expect([...kinds].sort()).toEqual(['group', 'offline', 'seminar', null].sort());
  });

  it('shows an agent the rooms and travellers of a demo request, and the provider tab of a demo online booking', async () => {
    const request = await t.db.knex('booking').where({ is_online: false }).whereNull('request_kind').where('status', 40).orderBy('id').first('id');
    const detail = (await t.call('agent', 'GET', `/backend/api/booking/offline/${request.id}`)).json();
    expect(detail.single + detail.double).toBeGreaterThan(0);
    expect(detail.travellers.length).toBeGreaterThan(0);
    expect(detail.comments).toBeTruthy();

    const online = await t.db.knex('booking').where({ is_online: true, status: 60 }).orderBy('id').first('id');
    const shown = (await t.call('agent', 'GET', `/backend/api/bookings/${online.id}`)).json();
    expect(shown).toMatchObject({ provider: 'simulator', hotel_name: expect.any(String), room_label: expect.any(String) });
    expect(Number(shown.total_price)).toBeGreaterThan(0);
  });

  it('asks a manager of the company about every booking awaiting a decision, by a link that opens and decides it', async () => {
    const waiting = await t.db.knex('booking').whereIn('status', [STATUS.awaiting_authorisation, STATUS.awaiting_validation]).orderBy('id');
    expect(waiting.length).toBeGreaterThan(2);
    for (const booking of waiting) {
      const phase = openPhaseOf(booking.status)!;
      const questions = await t.db
        .knex('booking_manager as q')
        .join('user as u', 'u.id', 'q.user_id')
        .where({ 'q.booking_id': booking.id, 'q.phase': phase })
        .whereNull('q.decision')
        .select('q.token', 'u.company_id', 'u.roles', 'q.expires_at');
      expect(questions.length, booking.ref).toBeGreaterThan(0);
      for (const question of questions) {
        expect(question.company_id, booking.ref).toBe(booking.company_id);
        expect(question.roles, booking.ref).toContain('ROLE_MANAGER');
        expect(new Date(question.expires_at).getTime(), booking.ref).toBeGreaterThan(Date.now());
      }
    }
    // The demo manager decides one from the list of the bookings waiting for them, and it moves on.
    const { id: manager } = await t.db
      .knex('user')
      .where({ email: usernameOf('manager') })
      .first('id');
    const asked = await t.db
      .knex('booking_manager as q')
      .join('booking as b', 'b.id', 'q.booking_id')
      .where({ 'q.user_id': manager, 'b.status': STATUS.awaiting_authorisation })
      .whereNull('q.decision')
      .first('b.id', 'q.token');
    const page = await t.call(null, 'GET', `/backend/public/api/booking/validation/${asked.token}`);
    expect(page.statusCode, page.body).toBe(200);
    const decided = await t.call('manager', 'POST', `/backend/api/booking/${asked.id}/allow`, {});
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await t.db.knex('booking').where({ id: asked.id }).first('status')).status).not.toBe(STATUS.awaiting_authorisation);
  });

  it('records the decisions already taken on the bookings that moved on', async () => {
    const refused = await t.db
      .knex('booking_manager as q')
      .join('booking as b', 'b.id', 'q.booking_id')
      .where({ 'b.status': STATUS.refused, 'q.phase': 'pre' })
      .select('q.decision', 'q.decided_at');
    expect(refused.length).toBeGreaterThan(0);
    for (const question of refused) expect(question).toMatchObject({ decision: 'deny', decided_at: expect.any(Date) });
  });
});
