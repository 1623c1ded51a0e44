import type { Knex } from 'knex';
import { BOOKING_STATUS_VALUES, type BookingStatus, STATUS } from '../entities/bookingStatus.ts';
import { CANCELLATION_REASONS } from '../entities/bookingFlow.ts';
import { type Decision, decisionsOf, openPhaseOf, type ValidationPhase } from '../entities/validationRules.ts';
import { managerQuestions } from '../server/booking/queries/columns.ts';
import { fillTemplate, mailDate, type MailTemplate } from '../server/mail/fill.ts';
import { OFFER_HOTEL_COLUMNS } from '../server/offers/simulation.ts';
import { newLinkToken } from '../server/tokens.ts';
import { CONTINGENT_HOTELS } from './reference/contingents.ts';
import { type Company, demoContent, type Hotel, REMARKS, type Traveller, type User } from './lib/bookingContent.ts';
import { addDays, anchorOf, DEMO_ORIGIN, insertChunked, Random } from './lib/random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Statuses the user is still waiting on: the stay is ahead. */
const AHEAD: readonly number[] = [0, 4, 5, 10, 20, 40, 45, 50, 55, 65, 70];

const STATUS_WEIGHTS: readonly (readonly [BookingStatus, number])[] = [
  [60, 22], [90, 20], [80, 10], [20, 5], [40, 5], [50, 4], [10, 5], [45, 4], [55, 3], [65, 3], [70, 3], [30, 4], [0, 3], [4, 3], [5, 2], [-1, 3],
];

const CANCEL_REASONS = ['Mission reportée', 'Réunion annulée par le client', 'Changement de voyageur', 'Dates modifiées, nouvelle réservation faite', 'Grève SNCF'];
const REFUSAL_REASONS = ['Budget du service dépassé', 'Déplacement non prioritaire ce trimestre', 'Merci de choisir un hôtel sous le plafond', 'Réunion possible en visioconférence'];

/**
 * The statuses a booking went through to reach its final one. Online: incomplete (0) while the user books, an
 * authorisation (10) when the company requires one, awaiting confirmation (50) from the supplier, then confirmed (60)
 * and the rest of its life. Offline: a request (20) taken up by an agent (40) who makes a proposal or books.
 */
export function statusPath(status: BookingStatus, online: boolean, preValidation: boolean): BookingStatus[] {
  if (online) {
    const booked: BookingStatus[] = preValidation ? [0, 10, 50] : [0, 50];
    switch (status) {
      case 0: return [0];
      case 4: return [4];
      case 5: return [0, 5];
      case 10: return [0, 10];
      case 30: return [0, 10, 30];
      case 45: case 55: case 50: return status === 50 ? booked : [...booked, status];
      case 60: return [...booked, 60];
      case 65: case 70: case 90: return [...booked, 60, status];
      case 80: return [...booked, 60, 80];
      case -1: return [0, -1];
      default: return [status];
    }
  }
  const requested: BookingStatus[] = preValidation ? [10, 20, 40] : [20, 40];
  switch (status) {
    case 4: return [4];
    case 20: return [20];
    case 40: return [20, 40];
    case 10: return [10];
    case 30: return [10, 30];
    case 45: case 50: case 55: case 60: return [...requested, status];
    case 65: case 70: case 90: return [...requested, 60, status];
    case 80: return [...requested, 60, 70, 80];
    case -1: return [20, -1];
    default: return [status];
  }
}

/**
 * ~400 bookings over the companies with their history and the mails they triggered. Their content is what the flows
 * store (lib/bookingContent.ts): an online booking holds the simulator's offer as quoted and, once its form was sent,
 * its rooms and travellers; an offline request its rooms, contacts, services and comments, a group or seminar its
 * details, a public-link request its requester; the agency's proposal and confirmation what the agent typed.
 */
export async function seed(knex: Knex, today: string): Promise<void> {
  const random = new Random(707);
  const now = anchorOf(today);
  const companies: Company[] = await knex('company').orderBy('id').select(
    'id', 'name', 'offline_enabled', 'payment_mode', 'order_number_required', 'order_number_pattern', 'require_manager_pre_validation', 'booking_fees_global_online', 'booking_fees_global_offline',
    'booking_fees_global_label', 'booking_fees_per_room_online', 'booking_fees_per_room_offline', 'booking_fees_per_room_label', 'bba_contact_id',
  );
  const users: User[] = await knex('user').whereNotNull('company_id').orderBy('id').select('id', 'email', 'first_name', 'last_name', 'company_id', 'roles', 'enabled');
  const travellers: Traveller[] = await knex('traveller')
    .where({ enabled: true }).orderBy('id').select('id', 'first_name', 'last_name', 'email', 'mobile_phone', 'company_id');
  const agents: { id: number }[] = await knex('user').whereNull('company_id').where({ enabled: true }).whereRaw("'ROLE_BBA_AGENT' = ANY(roles)").orderBy('id').select('id');
  // The content's own draws: the main sequence stays as it was, so statuses, dates and hotels do not move.
  const detail = new Random(7071);
  const hotels: Hotel[] = await knex('hotel').orderBy('id').select(...OFFER_HOTEL_COLUMNS);
  const templates: ({ ref: string } & MailTemplate)[] = await knex('mailtpl').select('ref', 'subject', 'body_html', 'body_text');

  const byCity = new Map<string, Hotel[]>();
  for (const hotel of hotels) byCity.set(hotel.city, [...(byCity.get(hotel.city) ?? []), hotel]);
  const cityWeights = [...byCity.entries()].map(([city, list]) => [city, list.length] as const);
  const contingentHotels = CONTINGENT_HOTELS.map((seed) => hotels.find((hotel) => hotel.ref === seed.ref)!);

  interface Planned {
    booking: Record<string, unknown>;
    history: Record<string, unknown>[];
    mails: { template: string; user: User; date: number }[];
    /** The company travellers linked to the booking (booking_traveller), by room. */
    linked: { traveller_id: number; room: number }[];
    /** What the booking's manager was asked, phase by phase, and answered once the booking moved on. */
    questions: { manager: number; phase: ValidationPhase; decision: Decision | null; decidedAt: number | null }[];
  }
  const planned: Planned[] = [];

  const { onlineContent, offlineContent } = demoContent(detail, agents);

  for (const [index, company] of companies.entries()) {
    const staff = users.filter((user) => user.company_id === company.id && user.enabled);
    const bookers = staff.filter((user) => user.roles.includes('ROLE_USER'));
    const managers = staff.filter((user) => user.roles.includes('ROLE_MANAGER'));
    const demoUser = staff.find((user) => user.email === 'user@acme-demo.fr');
    const demoManager = staff.find((user) => user.email === 'manager@acme-demo.fr');
    const people = travellers.filter((traveller) => traveller.company_id === company.id);
    const count = index === 0 ? 48 : index === 1 ? 24 : index === 2 ? 18 : random.int(6, 11);

    for (let n = 0; n < count; n++) {
      // Acme and Globex go through every status first, so each list and filter has rows to show.
      let status: BookingStatus = index < 2 && n < BOOKING_STATUS_VALUES.length ? BOOKING_STATUS_VALUES[n] : random.weighted(STATUS_WEIGHTS);
      let online = [0, 5].includes(status) ? true : [4, 20, 40].includes(status) ? false : random.chance(0.6);
      if (!company.offline_enabled && !online) {
        online = true;
        if ([4, 20, 40].includes(status)) status = 60;
      }
      const preValidation = company.require_manager_pre_validation;
      const path = statusPath(status, online, preValidation);

      const nights = random.weighted([[1, 35], [2, 30], [3, 15], [4, 12], [5, 8]] as const);
      const offset = status === 90 ? random.int(-180, -6 - nights)
        : AHEAD.includes(status) ? random.int(1, 180)
          : status === 60 ? random.int(-3, 180)
            : random.int(-180, 180);
      const arrival = addDays(today, offset);
      const departure = addDays(arrival, nights);

      const contingent = random.chance(0.08) ? random.weighted(contingentHotels.map((hotel, i) => [hotel, [3, 3, 2, 2][i]] as const)) : null;
      const city = contingent?.city ?? random.weighted(cityWeights);
      const matched = online || !path.every((step) => [4, 10, 20, 30, 40, -1].includes(step));
      const hotel = matched ? (contingent ?? random.pick(byCity.get(city)!)) : null;

      const party = random.sample(people, Math.min(people.length, random.weighted([[1, 70], [2, 22], [3, 8]] as const)));
      const booker = index === 0 && demoUser && random.chance(0.5) ? demoUser
        : index === 0 && demoManager && random.chance(0.3) ? demoManager
          : random.pick(bookers.length ? bookers : staff);
      const manager = demoManager ?? managers[0] ?? booker;

      // Dates of the events: created before the stay, each step some hours later, finished the morning after departure.
      const arrivalMs = Date.parse(`${arrival}T15:00:00Z`);
      let at = offset > 0 ? now - random.int(9, 75) * DAY - random.int(0, 23) * HOUR : arrivalMs - random.int(8, 40) * DAY - random.int(0, 9) * HOUR;
      const createdAt = at;
      const history: Record<string, unknown>[] = [{ date: new Date(at).toISOString(), type: 'created', status_from: null, status_to: path[0], user_id: booker.id, comment: null }];
      const mails: Planned['mails'] = [];
      let cancellation: { reason: string; comment: string } | null = null;
      if (path[0] === 10) mails.push({ template: 'booking.validation', user: manager, date: at + 60_000 });
      const questions: Planned['questions'] = [];
      const firstPhase = openPhaseOf(path[0]);
      if (firstPhase) questions.push({ manager: manager.id, phase: firstPhase, decision: null, decidedAt: null });
      if (random.chance(0.15)) history.push({ date: new Date(at + 5 * 60_000).toISOString(), type: 'comment', status_from: null, status_to: null, user_id: booker.id, comment: random.pick(REMARKS) });
      for (let step = 1; step < path.length; step++) {
        const from = path[step - 1];
        const to = path[step];
        at = to === 90 ? Date.parse(`${departure}T07:00:00Z`) + random.int(0, 180) * 60_000 : at + random.int(1, 30) * HOUR;
        const actor = from === 10 ? manager.id : [65, 70].includes(to) || (from === 0 && to === 50) || (online && to === 80) ? booker.id : null;
        // As the flows write them: what people typed in `comment`, the service's own notes as an event and its data.
        const cancelled = to === 70 || (to === 80 && from === 60);
        const comment = to === 30 ? random.pick(REFUSAL_REASONS)
          : cancelled ? random.pick(CANCEL_REASONS)
            : to === -1 ? 'Doublon'
              : to === 65 ? 'Une nuit de plus'
                : null;
        const reason = cancelled ? random.pick(CANCELLATION_REASONS) : null;
        if (reason) cancellation = { reason, comment: comment! };
        const note = reason ? { event: 'cancellation', data: JSON.stringify({ reason }) } : {};
        history.push({ date: new Date(at).toISOString(), type: 'status', status_from: from, status_to: to, user_id: actor, comment, ...note });
        if (to === 60) mails.push({ template: 'booking.confirmed', user: booker, date: at + 60_000 });
        if (to === 80) mails.push({ template: 'booking.cancelled', user: booker, date: at + 60_000 });
        if (to === 10 || to === 45) mails.push({ template: 'booking.validation', user: manager, date: at + 60_000 });
        const asked = openPhaseOf(to);
        if (asked) questions.push({ manager: manager.id, phase: asked, decision: null, decidedAt: null });
        const answered = questions.find((question) => question.phase === openPhaseOf(from) && !question.decision);
        if (answered) Object.assign(answered, { decision: to === STATUS.refused ? 'deny' : decisionsOf(answered.phase).find((decision) => decision !== 'deny'), decidedAt: at });
      }
      for (const mail of mails) {
        history.push({ date: new Date(mail.date).toISOString(), type: 'mail', status_from: null, status_to: null, user_id: null, comment: null, event: 'mail_sent', data: JSON.stringify({ template: mail.template, to: mail.user.email }) });
      }

      const content = online
        ? onlineContent({ hotel: hotel!, company, party, arrival, departure, path, cancellation })
        : offlineContent({ company, party, arrival, departure, city, path, status, hotelName: hotel?.name ?? null, nights, booker });
      if (!online && content.comments) history[0].comment = content.comments;

      planned.push({
        linked: content.linked,
        questions,
        booking: {
          ref: '',
          booking_base_id: online && hotel && path.includes(50) ? `HRS-${String(random.int(10_000_000, 99_999_999))}` : null,
          status,
          is_online: online,
          arrival_date: arrival,
          departure_date: departure,
          destination: city,
          travellers: party.map((person) => `${person.first_name} ${person.last_name}`).join(', ') || null,
          company_id: company.id,
          user_id: booker.id,
          hotel_id: hotel?.id ?? null,
          booking_fees_global: online ? company.booking_fees_global_online : company.booking_fees_global_offline,
          booking_fees_global_label: (online ? company.booking_fees_global_online : company.booking_fees_global_offline) != null ? company.booking_fees_global_label : null,
          booking_fees_per_room: online ? company.booking_fees_per_room_online : company.booking_fees_per_room_offline,
          booking_fees_per_room_label: (online ? company.booking_fees_per_room_online : company.booking_fees_per_room_offline) != null ? company.booking_fees_per_room_label : null,
          created_at: new Date(createdAt).toISOString(),
          public_token: newLinkToken(),
          ...content.columns,
          // A public-link request comes from a visitor, who has no account.
          ...(content.visitor && { user_id: null }),
        },
        history,
        mails,
      });
    }
  }

  // References follow the creation order, as the platform would have given them.
  planned.sort((a, b) => String(a.booking.created_at).localeCompare(String(b.booking.created_at)));
  planned.forEach((entry, index) => { entry.booking.ref = `BK${100001 + index}`; });
  const ids: { id: number; ref: string }[] = [];
  for (let start = 0; start < planned.length; start += 500) {
    ids.push(...(await knex('booking').insert(planned.slice(start, start + 500).map((entry) => entry.booking)).returning(['id', 'ref'])));
  }
  const idOf = new Map(ids.map((row) => [row.ref, row.id]));

  await insertChunked(knex, 'booking_traveller', planned.flatMap((entry) => entry.linked.map((link) => ({ ...link, booking_id: idOf.get(String(entry.booking.ref)) }))));
  await insertChunked(knex, 'booking_history', planned.flatMap((entry) => entry.history.map((row) => ({ ...row, booking_id: idOf.get(String(entry.booking.ref)) }))));

  // Asked as the flows ask (one private link each, valid until the stay ends), answered where the booking moved on.
  await insertChunked(knex, 'booking_manager', planned.flatMap((entry) => entry.questions.flatMap((question) =>
    managerQuestions(idOf.get(String(entry.booking.ref))!, [question.manager], question.phase, String(entry.booking.departure_date))
      .map((row) => ({ ...row, ...(question.decision && { decision: question.decision, decided_at: new Date(question.decidedAt!).toISOString() }) })))));

  const templateOf = new Map(templates.map((template) => [template.ref, template]));
  const companyName = new Map(companies.map((company) => [company.id, company.name]));
  const hotelName = new Map(hotels.map((hotel) => [hotel.id, hotel.name]));
  const userName = new Map(users.map((user) => [user.id, `${user.first_name} ${user.last_name}`]));
  await insertChunked(knex, 'maillog', planned.flatMap((entry) => entry.mails.map((mail) => {
    const { booking } = entry;
    const ref = String(booking.ref);
    const destination = String(booking.destination);
    // Filled as the platform fills them (server/booking/service/notifications.ts), so the mail log reads like real mail.
    const rendered = fillTemplate(templateOf.get(mail.template)!, {
      ref,
      firstName: mail.user.first_name,
      hotel: hotelName.get(booking.hotel_id as number) ?? destination,
      destination,
      arrival: mailDate(String(booking.arrival_date)),
      departure: mailDate(String(booking.departure_date)),
      travellers: booking.travellers as string | null,
      company: companyName.get(booking.company_id as number),
      booker: userName.get(booking.user_id as number),
      manager: userName.get(mail.user.id),
      link: `${DEMO_ORIGIN}/booking/${idOf.get(ref)}/show`,
    });
    const sent = new Date(mail.date).toISOString();
    return {
      send_at: sent,
      state: 'sent',
      attempts: 1,
      sent_at: sent,
      mail_rcpt: mail.user.email,
      mail_bcc: mail.template === 'booking.confirmed' ? 'copie-reservations@agence-demo.fr' : null,
      subject: rendered.subject,
      template: mail.template,
      body: rendered.html,
      company_id: entry.booking.company_id,
      user_id: mail.user.id,
      booking_id: idOf.get(ref),
    };
  })));
}
