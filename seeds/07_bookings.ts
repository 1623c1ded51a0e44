import type { Knex } from 'knex';
import { BOOKING_STATUS_VALUES, type BookingStatus } from '../entities/bookingStatus.ts';
import { managerQuestions } from '../server/booking/queries/columns.ts';
import type { MailTemplate } from '../server/mail/fill.ts';
import { OFFER_HOTEL_COLUMNS } from '../server/offers/simulation.ts';
import { newLinkToken } from '../server/tokens.ts';
import { CONTINGENT_HOTELS } from './reference/contingents.ts';
import { type Company, demoContent, type Hotel, type Traveller, type User } from './lib/bookingContent.ts';
import { bookingEvents, type PlannedBooking, statusPath } from './lib/bookingLife.ts';
import { mailLogRows } from './lib/bookingMails.ts';
import { addDays } from '../entities/contingentRules.ts';
import { anchorOf, insertChunked, Random } from './lib/random.ts';

/** Statuses the user is still waiting on: the stay is ahead. */
const AHEAD: readonly number[] = [0, 4, 5, 10, 20, 40, 45, 50, 55, 65, 70];

const STATUS_WEIGHTS: readonly (readonly [BookingStatus, number])[] = [
  [60, 22],
  [90, 20],
  [80, 10],
  [20, 5],
  [40, 5],
  [50, 4],
  [10, 5],
  [45, 4],
  [55, 3],
  [65, 3],
  [70, 3],
  [30, 4],
  [0, 3],
  [4, 3],
  [5, 2],
  [-1, 3],
];

/**
 * ~400 bookings over the companies with their history and the mails they triggered. Their content is what the flows
 * store (lib/bookingContent.ts): an online booking holds the simulator's offer as quoted and, once its form was sent,
 * its rooms and travellers; an offline request its rooms, contacts, services and comments, a group or seminar its
 * details, a public-link request its requester; the agency's proposal and confirmation what the agent typed.
 */
export async function seed(knex: Knex, today: string): Promise<void> {
  const random = new Random(707);
  const now = anchorOf(today);
  const companies: Company[] = await knex('company')
    .orderBy('id')
    .select(
      'id',
      'name',
      'offline_enabled',
      'payment_mode',
      'order_number_required',
      'order_number_pattern',
      'require_manager_pre_validation',
      'booking_fees_global_online',
      'booking_fees_global_offline',
      'booking_fees_global_label',
      'booking_fees_per_room_online',
      'booking_fees_per_room_offline',
      'booking_fees_per_room_label',
      'bba_contact_id',
    );
  const users: User[] = await knex('user')
    .whereNotNull('company_id')
    .orderBy('id')
    .select('id', 'email', 'first_name', 'last_name', 'company_id', 'roles', 'enabled');
  const travellers: Traveller[] = await knex('traveller')
    .where({ enabled: true })
    .orderBy('id')
    .select('id', 'first_name', 'last_name', 'email', 'mobile_phone', 'company_id');
  const agents: { id: number }[] = await knex('user')
    .whereNull('company_id')
    .where({ enabled: true })
    .whereRaw("'ROLE_BBA_AGENT' = ANY(roles)")
    .orderBy('id')
    .select('id');
  // The content's own draws: the main sequence stays as it was, so statuses, dates and hotels do not move.
  const detail = new Random(7071);
  const hotels: Hotel[] = await knex('hotel')
    .orderBy('id')
    .select(...OFFER_HOTEL_COLUMNS);
  const templates: ({ ref: string } & MailTemplate)[] = await knex('mailtpl').select('ref', 'subject', 'body_html', 'body_text');

  const byCity = new Map<string, Hotel[]>();
  for (const hotel of hotels) byCity.set(hotel.city, [...(byCity.get(hotel.city) ?? []), hotel]);
  const cityWeights = [...byCity.entries()].map(([city, list]) => [city, list.length] as const);
  const contingentHotels = CONTINGENT_HOTELS.map((seed) => hotels.find((hotel) => hotel.ref === seed.ref)!);

  const planned: PlannedBooking[] = [];

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

      const nights = random.weighted([
        [1, 35],
        [2, 30],
        [3, 15],
        [4, 12],
        [5, 8],
      ] as const);
      const offset =
        status === 90
          ? random.int(-180, -6 - nights)
          : AHEAD.includes(status)
            ? random.int(1, 180)
            : status === 60
              ? random.int(-3, 180)
              : random.int(-180, 180);
      const arrival = addDays(today, offset);
      const departure = addDays(arrival, nights);

      const contingent = random.chance(0.08) ? random.weighted(contingentHotels.map((hotel, i) => [hotel, [3, 3, 2, 2][i]] as const)) : null;
      const city = contingent?.city ?? random.weighted(cityWeights);
      const matched = online || !path.every((step) => [4, 10, 20, 30, 40, -1].includes(step));
      const hotel = matched ? (contingent ?? random.pick(byCity.get(city)!)) : null;

      const party = random.sample(
        people,
        Math.min(
          people.length,
          random.weighted([
            [1, 70],
            [2, 22],
            [3, 8],
          ] as const),
        ),
      );
      const booker =
        index === 0 && demoUser && random.chance(0.5)
          ? demoUser
          : index === 0 && demoManager && random.chance(0.3)
            ? demoManager
            : random.pick(bookers.length ? bookers : staff);
      const manager = demoManager ?? managers[0] ?? booker;

      const { createdAt, history, mails, questions, cancellation } = bookingEvents(random, { now, offset, arrival, departure }, path, online, {
        booker,
        manager,
      });

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
          booking_fees_global_label:
            (online ? company.booking_fees_global_online : company.booking_fees_global_offline) != null ? company.booking_fees_global_label : null,
          booking_fees_per_room: online ? company.booking_fees_per_room_online : company.booking_fees_per_room_offline,
          booking_fees_per_room_label:
            (online ? company.booking_fees_per_room_online : company.booking_fees_per_room_offline) != null ? company.booking_fees_per_room_label : null,
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
  planned.forEach((entry, index) => {
    entry.booking.ref = `BK${100001 + index}`;
  });
  const ids: { id: number; ref: string }[] = [];
  for (let start = 0; start < planned.length; start += 500) {
    ids.push(
      ...(await knex('booking')
        .insert(planned.slice(start, start + 500).map((entry) => entry.booking))
        .returning(['id', 'ref'])),
    );
  }
  const idOf = new Map(ids.map((row) => [row.ref, row.id]));

  await insertChunked(
    knex,
    'booking_traveller',
    planned.flatMap((entry) => entry.linked.map((link) => ({ ...link, booking_id: idOf.get(String(entry.booking.ref)) }))),
  );
  await insertChunked(
    knex,
    'booking_history',
    planned.flatMap((entry) => entry.history.map((row) => ({ ...row, booking_id: idOf.get(String(entry.booking.ref)) }))),
  );

  // Asked as the flows ask (one private link each, valid until the stay ends), answered where the booking moved on.
  await insertChunked(
    knex,
    'booking_manager',
    planned.flatMap((entry) =>
      entry.questions.flatMap((question) =>
        managerQuestions(idOf.get(String(entry.booking.ref))!, [question.manager], question.phase, String(entry.booking.departure_date)).map((row) => ({
          ...row,
          ...(question.decision && { decision: question.decision, decided_at: new Date(question.decidedAt!).toISOString() }),
        })),
      ),
    ),
  );

  await insertChunked(knex, 'maillog', mailLogRows(planned, idOf, { templates, companies, hotels, users }));
}
