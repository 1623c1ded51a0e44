import type { Knex } from 'knex';
import { CONTINGENT_HOTELS, hotelColumns } from './reference/contingents.ts';
import { allotmentRows, releasedRooms, roomTaker, WINDOW } from './lib/allotment.ts';
import { nightsBetween } from '../entities/bookingRules.ts';
import { addDays } from '../entities/contingentRules.ts';
import { anchorOf, insertChunked, Random } from './lib/random.ts';
import { AGENCY_TIME_ZONE } from '../entities/agencyTime.ts';

/** Statuses of a booking that holds its rooms. */
const HOLDING: readonly number[] = [10, 20, 40, 45, 50, 55, 60, 65, 70];

/**
 * The contingents space: four hotels with their room types, allotment templates and release rules, sixty days of
 * allotment from today, the bookings that took rooms from it and the rooms released back to the hotels. The demo
 * hotel accounts manage the Paris hotel; a second pair of accounts manages the Lyon one.
 */
export async function seed(knex: Knex, today: string): Promise<void> {
  const random = new Random(808);
  const now = anchorOf(today);

  // Hotel accounts: the demo pair (Paris) and a Lyon pair, with the demo accounts' password.
  const { password } = await knex('user').where({ email: 'hotel@hotel-demo.fr' }).first('password');
  const lyonUsers: { id: number; email: string }[] = await knex('user')
    .insert([
      {
        email: 'accueil@hotel-lyon-demo.fr',
        first_name: 'Léa',
        last_name: 'Chabert',
        gender: 'mrs',
        roles: ['ROLE_HOTEL'],
        password,
        position: 'Réceptionniste',
        landline: '+33 4 78 62 40 15',
      },
      {
        email: 'direction@hotel-lyon-demo.fr',
        first_name: 'Marc',
        last_name: 'Vial',
        gender: 'mr',
        roles: ['ROLE_ADMIN_HOTEL', 'ROLE_HOTEL'],
        password,
        position: 'Directeur',
        mobile_phone: '+33 6 71 20 48 93',
      },
    ])
    .returning(['id', 'email']);
  const parisAdmin = await knex('user').where({ email: 'hotel-admin@hotel-demo.fr' }).first('id');
  const lyonAdmin = lyonUsers.find((user) => user.email === 'direction@hotel-lyon-demo.fr')!;

  const hotels: { id: number }[] = await knex('contingent_hotel')
    .insert(
      CONTINGENT_HOTELS.map((hotel, index) => ({
        ...hotelColumns(hotel),
        hrs_ref: hotel.ref,
        contingent_email: hotel.contingent_email,
        hotel_user_id: index === 0 ? parisAdmin.id : index === 1 ? lyonAdmin.id : null,
        enable_virtual_card: index % 2 === 0,
        enabled: true,
      })),
    )
    .returning('id');
  await knex('user').whereIn('email', ['hotel@hotel-demo.fr', 'hotel-admin@hotel-demo.fr']).update({ hotel_id: hotels[0].id });
  await knex('user')
    .whereIn(
      'id',
      lyonUsers.map((user) => user.id),
    )
    .update({ hotel_id: hotels[1].id });

  // Room types; Lyon also has a family room it no longer allots.
  const gammeRows = CONTINGENT_HOTELS.flatMap((hotel, h) =>
    hotel.rooms.map((room) => ({ hotel_id: hotels[h].id, description: room.description, enabled: true })),
  );
  gammeRows.push({ hotel_id: hotels[1].id, description: 'Chambre familiale', enabled: false });
  const gammes: { id: number; hotel_id: number; description: string }[] = await knex('hotelgamme')
    .insert(gammeRows)
    .returning(['id', 'hotel_id', 'description']);
  const gammeOf = (h: number, description: string) => gammes.find((gamme) => gamme.hotel_id === hotels[h].id && gamme.description === description)!;

  // Allotment templates: one per room type for every customer, and negotiated ones reserved to a company.
  const companies: { id: number; name: string; booking_fees_global_offline: number | null; booking_fees_global_online: number | null }[] = await knex('company')
    .orderBy('id')
    .select('id', 'name', 'booking_fees_global_offline', 'booking_fees_global_online');
  const [acme, globex, initech] = companies;
  const configs = CONTINGENT_HOTELS.flatMap((hotel, h) =>
    hotel.rooms.map((room) => ({
      hotel_id: hotels[h].id,
      hotel_gamme_id: gammeOf(h, room.description).id,
      company_id: null as number | null,
      qte_init: room.qte,
      prix_achat: room.achat,
      prix_vente: room.vente,
      prix_achat_etape: room.achatEtape,
      prix_vente_etape: room.venteEtape,
      taxe_sejour: hotel.tax,
      cancel_day: hotel.cancel_day,
      cancel_hour: hotel.cancel_hour,
      enabled: true,
    })),
  );
  // Never on the very first room type: its general allotment stays the only one (the API tests create there).
  configs.push(
    { ...configs[1], company_id: acme.id, qte_init: 3, prix_achat: 168, prix_vente: 189, prix_achat_etape: 199, prix_vente_etape: 228 },
    { ...configs.find((config) => config.hotel_id === hotels[1].id)!, company_id: globex.id, qte_init: 4, prix_achat: 94, prix_vente: 109 },
    {
      ...configs.find((config) => config.hotel_id === hotels[2].id && config.hotel_gamme_id === gammeOf(2, 'Suite').id)!,
      company_id: initech.id,
      qte_init: 2,
      enabled: false,
    },
  );
  await knex('configcontingent').insert(configs);

  const rows = allotmentRows(configs, today);
  const take = roomTaker(rows, today);

  // Contingent bookings: the platform's bookings of these hotels, and requests phoned in to the agency.
  const catalogue: { id: number; ref: string }[] = await knex('hotel')
    .whereIn(
      'ref',
      CONTINGENT_HOTELS.map((hotel) => hotel.ref),
    )
    .select('id', 'ref');
  const hotelIndexOf = new Map(catalogue.map((hotel) => [hotel.id, CONTINGENT_HOTELS.findIndex((seed) => seed.ref === hotel.ref)]));
  const bookings: {
    id: number;
    hotel_id: number;
    company_id: number;
    status: number;
    is_online: boolean;
    arrival_date: string;
    departure_date: string;
    destination: string;
    travellers: string | null;
    booking_fees_global: number | null;
  }[] = await knex('booking')
    .whereIn(
      'hotel_id',
      catalogue.map((hotel) => hotel.id),
    )
    .orderBy('id')
    .select('id', 'hotel_id', 'company_id', 'status', 'is_online', 'arrival_date', 'departure_date', 'destination', 'travellers', 'booking_fees_global');
  const travellers: { first_name: string; last_name: string; company_id: number }[] = await knex('traveller')
    .where({ enabled: true })
    .orderBy('id')
    .select('first_name', 'last_name', 'company_id');

  const contingentBookings: Record<string, unknown>[] = [];
  const book = (entry: {
    booking_id: number | null;
    h: number;
    company_id: number;
    status: number;
    is_online: boolean;
    arrival_date: string;
    departure_date: string;
    travellers: string | null;
    fees: number | null;
  }) => {
    const hotel = CONTINGENT_HOTELS[entry.h];
    const quantity = Math.max(1, Math.min(3, (entry.travellers ?? '').split(',').length - (random.chance(0.5) ? 1 : 0)));
    const nights = nightsBetween(entry.arrival_date, entry.departure_date);
    for (const room of random.sample(hotel.rooms, hotel.rooms.length)) {
      const gamme = gammeOf(entry.h, room.description).id;
      if (HOLDING.includes(entry.status) && !take(gamme, entry.company_id, entry.arrival_date, entry.departure_date, quantity)) continue;
      contingentBookings.push({
        booking_id: entry.booking_id,
        hotel_id: hotels[entry.h].id,
        hotel_gamme_id: gamme,
        company_id: entry.company_id,
        status: entry.status,
        is_online: entry.is_online,
        is_etape: room.venteEtape != null && nights <= 2 && random.chance(0.3),
        arrival_date: entry.arrival_date,
        departure_date: entry.departure_date,
        quantite: quantity,
        destination: hotel.city,
        travellers: entry.travellers,
        fees: entry.fees,
      });
      return;
    }
  };
  // A hotel never sees a booking still being made (incomplete, draft).
  for (const booking of bookings.filter((candidate) => ![0, 4, 5].includes(candidate.status))) {
    book({
      booking_id: booking.id,
      h: hotelIndexOf.get(booking.hotel_id)!,
      company_id: booking.company_id,
      status: booking.status,
      is_online: booking.is_online,
      arrival_date: booking.arrival_date,
      departure_date: booking.departure_date,
      travellers: booking.travellers,
      fees: booking.booking_fees_global,
    });
  }
  for (let n = 0; n < 36; n++) {
    const h = n % CONTINGENT_HOTELS.length;
    const company = n % 6 === 0 ? acme : n % 6 === 1 ? globex : random.pick(companies);
    const past = n % 5 === 4;
    const arrival = addDays(today, past ? random.int(-90, -6) : random.int(0, WINDOW - 5));
    const status = past
      ? random.weighted([
          [90, 4],
          [80, 1],
        ] as const)
      : random.weighted([
          [60, 8],
          [50, 2],
          [70, 1],
          [80, 2],
          [10, 1],
          [45, 1],
        ] as const);
    const party = random.sample(
      travellers.filter((traveller) => traveller.company_id === company.id),
      random.int(1, 3),
    );
    book({
      booking_id: null,
      h,
      company_id: company.id,
      status,
      is_online: false,
      arrival_date: arrival,
      departure_date: addDays(arrival, random.int(1, 3)),
      travellers: party.map((person) => `${person.first_name} ${person.last_name}`).join(', '),
      fees: company.booking_fees_global_offline,
    });
  }
  contingentBookings.sort((a, b) => String(a.arrival_date).localeCompare(String(b.arrival_date)));
  contingentBookings.forEach((entry, index) => {
    entry.ref = `CT${200001 + index}`;
  });
  await knex('contingent_booking').insert(contingentBookings);

  // Release rules, applied to the unsold rooms of the coming days: each release is a retrocession row.
  const rules = CONTINGENT_HOTELS.flatMap((hotel, h) => hotel.retrocessions.map((rule) => ({ hotel_id: hotels[h].id, ...rule })));
  const ruleIds: { id: number }[] = await knex('hotelretrocession').insert(rules).returning('id');
  const retrocessions = releasedRooms(rows, rules, ruleIds, today, now);

  await knex.raw(
    `INSERT INTO contingent (hotel_id, hotel_gamme_id, company_id, contingent_date, qte_init, qte_resa, qte_retro, prix_achat, prix_achat_etape,
                             prix_vente, prix_vente_etape, taxe_sejour, cancellation_deadline)
     SELECT r.hotel_id, r.hotel_gamme_id, r.company_id, r.contingent_date, r.qte_init, r.qte_resa, r.qte_retro, r.prix_achat, r.prix_achat_etape,
            r.prix_vente, r.prix_vente_etape, r.taxe_sejour,
            -- the deadline is cancel_day days before the night, at cancel_hour o'clock in Paris
            ((r.contingent_date - r.cancel_day) + make_time(r.cancel_hour, 0, 0)) AT TIME ZONE '${AGENCY_TIME_ZONE}'
     FROM json_to_recordset(?::json) AS r(hotel_id int, hotel_gamme_id int, company_id int, contingent_date date, qte_init int, qte_resa int,
                                          qte_retro int, prix_achat numeric, prix_achat_etape numeric, prix_vente numeric, prix_vente_etape numeric,
                                          taxe_sejour numeric, cancel_day int, cancel_hour int)
     ORDER BY r.contingent_date, r.hotel_id, r.hotel_gamme_id, r.company_id NULLS FIRST`,
    [JSON.stringify(rows)],
  );
  await insertChunked(knex, 'retrocession', retrocessions);
}
