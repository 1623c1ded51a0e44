/**
 * Selling the allotment (docs/glossary.md, contingent): the contingent offer provider in the search, the online booking
 * of its offers paid by transfer, the hotel's mail, cancelling, and on the real PostgreSQL, 100 parallel bookings of
 * the last 10 rooms.
 */
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyToday } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';
import { ContingentOffers } from '../../server/offers/contingent.ts';
import { contingentAddresses } from '../../server/offers/contingentMail.ts';
import { OfferNotAvailable } from '../../server/offers/provider.ts';
import { listQuery, testApp, totalOf, type TestApp } from '../support/app.ts';
import { ORDER_COLUMNS, orderOf } from '../support/bookings.ts';

let t: TestApp;
let paris: number;
/** The catalogue hotel of the Paris contingent hotel (same ref): its key is the one the search lists the hotel under. */
let parisCatalogue: number;
let gamme: number;
let acme: number;
let initech: number;
let provider: ContingentOffers;

const day = (offset: number) => addDays(agencyToday(), offset);
const SERVICES = { breakfast: false, internet: true, catering: false, parking: false, disabledAccess: false };
const keyOf = (gammeId: number, companyId: number, from: number, to: number, rooms = 1) => `ctg-${gammeId}.${companyId}.${day(from)}.${day(to)}.1.${rooms}`;

/** A room type of the Paris hotel with `days` of stock: general rows and, when asked, a company's own. */
async function stockedRoomType(description: string, days: number[], { qte = 10, price = (offset: number) => 100 + offset, company = null as null | { id: number; qte: number; price: number } } = {}) {
  const [room] = await t.db.knex('hotelgamme').insert({ hotel_id: paris, description, enabled: true }).returning('id');
  const rows = days.flatMap((offset) => {
    const base = { hotel_id: paris, hotel_gamme_id: room.id, contingent_date: day(offset), prix_achat: 80, cancellation_deadline: t.db.knex.raw(`(?::date - 1 + time '18:00') AT TIME ZONE 'Europe/Paris'`, [day(offset)]) };
    return [
      { ...base, company_id: null, qte_init: qte, prix_vente: price(offset) },
      ...(company ? [{ ...base, company_id: company.id, qte_init: company.qte, prix_vente: company.price }] : []),
    ];
  });
  await t.db.knex('contingent').insert(rows);
  return room.id as number;
}

const nightsOf = (gammeId: number, companyId: number | null = null) => t.db.knex('contingent')
  .where({ hotel_gamme_id: gammeId })
  .where((where) => (companyId === null ? where.whereNull('company_id') : where.where('company_id', companyId)))
  .orderBy('contingent_date')
  .select('contingent_date', 'qte_init', 'qte_resa', 'qte_retro', 'qte_dispo');

interface JudgedOffer { key: string; pricePerNight: number; totalPrice: number; freeCancellation: boolean; cancellationDeadline: string | null; roomLabel: string }
interface Hotel { key: string; name: string; offers: JudgedOffer[]; excluded: JudgedOffer[] }

async function searchAs(role: Parameters<TestApp['call']>[0], from: number, to: number, single = 1) {
  const response = await t.call(role, 'POST', '/backend/api/hrs/hotels/offers', { destination: { city: 'Paris' }, startDate: day(from), endDate: day(to), single, double: 0, services: SERVICES });
  expect(response.statusCode, response.body).toBe(200);
  const hotels = response.json().hotels as Hotel[];
  const hotel = hotels.find((candidate) => candidate.key === `sim-${parisCatalogue}`);
  return { hotel, hotels, offers: hotel ? [...hotel.offers, ...hotel.excluded] : [] };
}

/** Polls `read` until it answers rows (a mail logged after the request answered), at most 5 s. */
async function eventually<T>(read: () => Promise<T[]>): Promise<T[]> {
  for (let tries = 0; ; tries++) {
    const rows = await read();
    if (rows.length > 0 || tries >= 50) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Valid values for every required custom field of the caller's company. */
async function customValues(role: Parameters<TestApp['call']>[0]) {
  const fields = (await t.call(role, 'GET', '/backend/api/me/company-custom-fields')).json() as { id: number; type: number; required: boolean; mask: string | null; options: { value: string }[] }[];
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (!field.required) continue;
    values[field.id] = field.type === 30 ? field.options[0].value : field.mask === '??-####' ? 'AB-1234' : 'x';
  }
  return values;
}

beforeAll(async () => {
  t = await testApp();
  paris = (await t.db.knex('user').where({ email: 'hotel-admin@hotel-demo.fr' }).first('hotel_id')).hotel_id;
  const { hrs_ref: parisRef } = await t.db.knex('contingent_hotel').where({ id: paris }).first('hrs_ref');
  parisCatalogue = (await t.db.knex('hotel').where({ ref: parisRef }).first('id')).id;
  acme = (await t.db.knex('company').where({ name: 'Acme Industries' }).first('id')).id;
  initech = (await t.db.knex('company').where({ name: 'Initech Services' }).first('id')).id;
  gamme = await stockedRoomType('Chambre contingent', [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], { company: { id: acme, qte: 2, price: 90 } });
  provider = new ContingentOffers(t.db.knex);
});
afterAll(() => t.close());

describe('contingent offers in the search', () => {
  it('offers a room type whose every night has rooms left, priced night by night', async () => {
    const { hotel, offers } = await searchAs('initech user', 6, 8);
    expect(hotel?.name).toBe('Le Grand Hôtel Opéra Affaires');
    const offer = offers.find((candidate) => candidate.key === keyOf(gamme, 0, 6, 8));
    expect(offer).toMatchObject({ roomLabel: 'Chambre contingent', totalPrice: 106 + 107, pricePerNight: 106.5, freeCancellation: true });
    // The first night's deadline: the day before at 18:00 in Paris.
    const deadline = await t.db.knex('contingent').where({ hotel_gamme_id: gamme, contingent_date: day(6), company_id: null }).first('cancellation_deadline');
    expect(offer!.cancellationDeadline).toBe(deadline.cancellation_deadline.toISOString());
  });

  it("sells a company its own allotment when it covers the stay, else the general one", async () => {
    const own = await searchAs('user', 6, 8);
    expect(own.offers.find((candidate) => candidate.key.startsWith(`ctg-${gamme}.`))).toMatchObject({ key: keyOf(gamme, acme, 6, 8), totalPrice: 180 });
    // Three rooms: Acme's allotment has two a night.
    const more = await searchAs('user', 6, 8, 3);
    expect(more.offers.find((candidate) => candidate.key.startsWith(`ctg-${gamme}.`))).toMatchObject({ key: keyOf(gamme, 0, 6, 8, 3), totalPrice: (106 + 107) * 3 });
    // Another company never sees Acme's.
    expect((await searchAs('initech user', 6, 8)).offers.some((candidate) => candidate.key === keyOf(gamme, acme, 6, 8))).toBe(false);
  });

  it('offers nothing when one night is full or has no stock, and the quote checks again', async () => {
    const key = keyOf(gamme, 0, 6, 8);
    expect(await provider.quote(key)).not.toBeNull();
    await t.db.knex('contingent').where({ hotel_gamme_id: gamme, contingent_date: day(7), company_id: null }).update({ qte_resa: 10 });
    try {
      expect((await searchAs('initech user', 6, 8)).offers.some((candidate) => candidate.key.startsWith(`ctg-${gamme}.`))).toBe(false);
      expect(await provider.quote(key)).toBeNull();
      await expect(provider.book(key, { ref: 'NOPE', travellers: [], row: null })).rejects.toBeInstanceOf(OfferNotAvailable);
    } finally {
      await t.db.knex('contingent').where({ hotel_gamme_id: gamme, contingent_date: day(7), company_id: null }).update({ qte_resa: 0 });
    }
    // Day 16 has no stock.
    expect((await searchAs('initech user', 14, 17)).offers.some((candidate) => candidate.key.startsWith(`ctg-${gamme}.`))).toBe(false);
    expect(await provider.quote(keyOf(gamme, 0, 14, 17))).toBeNull();
    expect(await provider.quote('ctg-garbage')).toBeNull();
    expect(provider.owns(key)).toBe(true);
    expect(provider.owns('sim-1.0.2026-01-01.2026-01-02.1.1')).toBe(false);
  });

  it('lists a contingent hotel that is also in the catalogue once, with its allotment next to the supplier offers', async () => {
    const { hotel, hotels, offers } = await searchAs('initech user', 6, 8);
    expect(hotels.filter((candidate) => candidate.name === 'Le Grand Hôtel Opéra Affaires')).toHaveLength(1);
    expect(hotels.some((candidate) => candidate.key === `ctg-${paris}`)).toBe(false);
    expect(hotel).toBeDefined();
    expect(offers.some((offer) => offer.key.startsWith('ctg-'))).toBe(true);
    expect(offers.some((offer) => offer.key.startsWith('sim-'))).toBe(true);
    // The hotel's own offers page (hotelKey) has both too.
    const page = await t.call('initech user', 'POST', '/backend/api/hrs/hotels/offers', { hotelKey: `sim-${parisCatalogue}`, startDate: day(6), endDate: day(8), single: 1, double: 0, services: SERVICES });
    expect(page.statusCode, page.body).toBe(200);
    const [only] = page.json().hotels as Hotel[];
    const all = [...only.offers, ...only.excluded];
    expect(all.some((offer) => offer.key === keyOf(gamme, 0, 6, 8))).toBe(true);
    expect(all.some((offer) => offer.key.startsWith('sim-'))).toBe(true);
  });

  it('does not sell the allotment of a disabled config, and sells it again once enabled', async () => {
    const room = await stockedRoomType('Chambre suspendue', [6, 7]);
    const [config] = await t.db.knex('configcontingent').insert({
      hotel_id: paris, hotel_gamme_id: room, company_id: null, qte_init: 10, prix_achat: 80, prix_vente: 100, cancel_day: 1, cancel_hour: 18, enabled: false,
    }).returning('id');
    const key = keyOf(room, 0, 6, 8);
    expect((await searchAs('initech user', 6, 8)).offers.some((offer) => offer.key === key)).toBe(false);
    expect(await provider.quote(key)).toBeNull();
    await expect(provider.book(key, { ref: 'DISABLED-1', travellers: [], row: null })).rejects.toBeInstanceOf(OfferNotAvailable);
    expect((await nightsOf(room)).every((night) => night.qte_resa === 0)).toBe(true);
    await t.db.knex('configcontingent').where({ id: config.id }).update({ enabled: true });
    expect((await searchAs('initech user', 6, 8)).offers.some((offer) => offer.key === key)).toBe(true);
    expect(await provider.quote(key)).not.toBeNull();
  });

  it('describes the hotel of its offers', async () => {
    expect(await provider.detail(`ctg-${paris}`)).toMatchObject({ key: `ctg-${paris}`, name: 'Le Grand Hôtel Opéra Affaires', city: 'Paris' });
    expect(await provider.detail('ctg-999999')).toBeNull();
  });

  it('reads the contingent addresses separated by commas or semicolons', () => {
    expect(contingentAddresses('a@hotel.fr; b@hotel.fr,c@hotel.fr , ')).toEqual(['a@hotel.fr', 'b@hotel.fr', 'c@hotel.fr']);
    expect(contingentAddresses(null)).toEqual([]);
  });
});

describe('booking contingent rooms', () => {
  it('books online, paid by transfer, takes a room each night and mails the hotel', async () => {
    const offerKey = keyOf(gamme, 0, 9, 11);
    const search = { destination: 'Paris', from: day(9), to: day(11), single: 1, double: 0, services: SERVICES };
    const started = await t.call('initech user', 'POST', '/backend/api/booking/online', { offerKey, search });
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json();
    expect(await t.db.knex('booking').where({ id }).first('payment_mode', 'provider', 'total_price')).toEqual({ payment_mode: 'transfer', provider: 'contingent', total_price: 109 + 110 });

    const [traveller] = await t.db.knex('traveller').where({ company_id: initech, enabled: true }).orderBy('id').limit(1).pluck('id');
    const body = { rooms: [{ occupancy: 1, travellers: [traveller] }], customFields: await customValues('initech user'), confirmationKey: `ctg-${Date.now()}` };
    const statements: { sql: string; name?: string }[] = [];
    const listener = (query: { sql: string; options?: { name?: string } }) => statements.push({ sql: query.sql, name: query.options?.name });
    t.db.knex.on('query', listener);
    const finalised = await t.call('initech user', 'POST', `/backend/api/booking/${id}/finalise`, body).finally(() => t.db.knex.off('query', listener));
    expect(finalised.statusCode, finalised.body).toBe(200);
    expect(finalised.json().status).toBe(60);
    // The last rooms sell to many bookers at once: the confirmation's round trips stay few, each planned once per
    // connection (a prepared statement), and the rooms are taken just before the commit: only the hotel's mail is
    // queued after them (its log row here, its job on the same connection).
    const sent = statements.map((statement) => statement.sql);
    const commit = sent.findIndex((sql) => /^COMMIT/i.test(sql));
    expect(commit + 1, sent.join('\n')).toBeLessThanOrEqual(9);
    expect(sent[commit - 2]).toMatch(/^WITH taken AS \(UPDATE contingent SET qte_resa/);
    expect(sent[commit - 1]).toMatch(/^insert into "maillog"/);
    expect(statements.filter((statement) => !statement.name && !/^(BEGIN|COMMIT)/i.test(statement.sql)).map((statement) => statement.sql)).toEqual([]);

    const nights = await nightsOf(gamme);
    expect(nights.filter((night) => night.qte_resa === 1).map((night) => night.contingent_date)).toEqual([day(9), day(10)]);
    const booking = await t.db.knex('booking').where({ id }).first('ref', 'booking_base_id');
    const contingentBooking = await t.db.knex('contingent_booking').where({ booking_id: id }).first();
    expect(contingentBooking).toMatchObject({ ref: booking.booking_base_id, hotel_id: paris, hotel_gamme_id: gamme, company_id: initech, status: 60, quantite: 1, is_online: true, arrival_date: day(9), departure_date: day(11) });
    expect(contingentBooking.ref).toMatch(/^CT\d+$/);
    // The hotel's mail is queued with the booking, and goes out once it has committed.
    const [mail] = await eventually(() => t.db.knex('maillog').where({ booking_id: id, template: 'contingent.booking' }).select('mail_rcpt', 'subject', 'body'));
    expect(mail.mail_rcpt).toBe('reservations@hotel-demo.fr;direction@hotel-demo.fr');
    expect(mail.subject).toContain(booking.ref);
    expect(mail.body).toContain('Chambre contingent');
    // It names the company the rooms are for.
    expect(mail.body).toContain('(Initech Services)');
    // The hotel reads French dates and reaches the booking on its contingents site in one click.
    expect(mail.body).toContain(`du ${day(9).split('-').reverse().join('/')} au ${day(11).split('-').reverse().join('/')}`);
    expect(mail.body).toContain(`href="http://contingents.booking.test/admin/contingentbookings/${contingentBooking.id}/show"`);

    // The booker cancels: the rooms come back, and the hotel hears of it.
    const cancelled = await t.call('initech user', 'POST', `/backend/api/booking/${id}/cancel`, { reason: 'trip_cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await nightsOf(gamme)).every((night) => night.qte_resa === 0)).toBe(true);
    expect((await t.db.knex('contingent_booking').where({ booking_id: id }).first('status')).status).toBe(80);
    // The notice is linked to the booking in the mail log, as the booking mail is (logged once the cancellation commits).
    const notice = await eventually(() => t.db.knex('maillog').where({ booking_id: id, template: 'contingent.cancelled' }).select('mail_rcpt', 'subject'));
    expect(notice).toEqual([{ mail_rcpt: 'reservations@hotel-demo.fr;direction@hotel-demo.fr', subject: expect.stringContaining(booking.ref) }]);
  });

  it('offers the stopover rate when every night has one, and books it as a stopover', async () => {
    const room = await stockedRoomType('Chambre étape', [20, 21, 22]);
    await t.db.knex('contingent').where({ hotel_gamme_id: room }).whereIn('contingent_date', [day(20), day(21)]).update({ prix_vente_etape: 150 });
    const labels = async (from: number, to: number) => (await searchAs('initech user', from, to)).offers
      .filter((offer) => offer.key.startsWith(`ctg-${room}.`)).map((offer) => [offer.roomLabel, offer.pricePerNight, offer.key.endsWith('.e')]);
    expect(await labels(20, 22)).toEqual(expect.arrayContaining([['Chambre étape', 120.5, false], ['Chambre étape – formule étape', 150, true]]));
    // The third night has no stopover price: only the room is offered, and a crafted stopover key is not quoted.
    expect(await labels(20, 23)).toEqual([['Chambre étape', 121, false]]);
    expect(await provider.quote(`${keyOf(room, 0, 20, 23)}.e`)).toBeNull();

    const key = `${keyOf(room, 0, 20, 22)}.e`;
    expect(await provider.quote(key)).toMatchObject({ roomLabel: 'Chambre étape – formule étape', totalPrice: 300 });
    const { reference } = await provider.book(key, { ref: 'DIRECT-STOPOVER', travellers: ['Jeanne Testeuse'], row: null });
    expect(await t.db.knex('contingent_booking').where({ ref: reference }).first('is_etape', 'quantite')).toEqual({ is_etape: true, quantite: 1 });
    await provider.cancel(key, reference);
  });

  it('takes no night of a stay one of whose nights is full, and writes no contingent booking', async () => {
    const room = await stockedRoomType('Chambre presque complète', [30, 31, 32], { qte: 2 });
    await t.db.knex('contingent').where({ hotel_gamme_id: room, contingent_date: day(31) }).update({ qte_resa: 2 });
    await expect(provider.book(keyOf(room, 0, 30, 33), { ref: 'DIRECT-FULL', travellers: [], row: null })).rejects.toBeInstanceOf(OfferNotAvailable);
    expect((await nightsOf(room)).map((night) => night.qte_resa)).toEqual([0, 2, 0]);
    expect(await t.db.knex('contingent_booking').where({ hotel_gamme_id: room }).pluck('id')).toEqual([]);
  });

  it('gives the rooms back once however often a booking is cancelled', async () => {
    const key = keyOf(gamme, 0, 12, 14);
    const { reference } = await provider.book(key, { ref: 'DIRECT-1', travellers: ['Jeanne Testeuse'], row: null });
    expect((await nightsOf(gamme)).filter((night) => night.qte_resa === 1).map((night) => night.contingent_date)).toEqual([day(12), day(13)]);
    await provider.cancel(key, reference);
    await provider.cancel(key, reference);
    expect((await nightsOf(gamme)).every((night) => night.qte_resa === 0)).toBe(true);
  });

  it("sells a company's reserved allotment to that company only, whoever crafts the key", async () => {
    const key = keyOf(gamme, acme, 12, 14);
    // No platform booking of Acme behind it (a direct call), then an Initech one: both refused, nothing taken.
    await expect(provider.book(key, { ref: 'DIRECT-2', travellers: [], row: null })).rejects.toBeInstanceOf(OfferNotAvailable);
    const initechBooking = await t.db.knex('booking').where({ company_id: initech }).first(...ORDER_COLUMNS);
    await expect(provider.book(key, orderOf(initechBooking))).rejects.toBeInstanceOf(OfferNotAvailable);
    expect((await nightsOf(gamme, acme)).every((night) => night.qte_resa === 0)).toBe(true);
    // Through the API, another company's user is refused as soon as the booking starts, not at its confirmation.
    const search = { destination: 'Paris', from: day(12), to: day(14), single: 1, double: 0, services: SERVICES };
    const started = await t.call('initech user', 'POST', '/backend/api/booking/online', { offerKey: key, search });
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('not_available');
    // An Acme booking takes it.
    const acmeBooking = await t.db.knex('booking').where({ company_id: acme }).first(...ORDER_COLUMNS);
    const { reference } = await provider.book(key, orderOf(acmeBooking));
    expect((await nightsOf(gamme, acme)).filter((night) => night.qte_resa === 1).map((night) => night.contingent_date)).toEqual([day(12), day(13)]);
    await provider.cancel(key, reference);
    expect((await nightsOf(gamme, acme)).every((night) => night.qte_resa === 0)).toBe(true);
  });
});

describe('concurrent bookings on the real PostgreSQL', () => {
  let wide: Knex;
  beforeAll(() => {
    // A pool of its own, wide enough for the attempts to really overlap in the database.
    wide = knexFactory({ client: 'pg', connection: t.db.knex.client.config.connection, pool: { min: 0, max: 25 } });
  });
  afterAll(() => wide.destroy());

  it('100 parallel attempts on the last 10 rooms: exactly 10 bookings, nothing oversold', async () => {
    const room = await stockedRoomType('Chambre disputée', [20, 21, 22], { qte: 12 });
    // Two rooms already gone each night: 10 left.
    await t.db.knex('contingent').where({ hotel_gamme_id: room }).update({ qte_resa: 2 });
    const racer = new ContingentOffers(wide);
    const key = keyOf(room, 0, 20, 23);
    const attempts = await Promise.allSettled(Array.from({ length: 100 }, (_, index) => racer.book(key, { ref: `RACE-${index}`, travellers: [], row: null })));
    const booked = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected');
    expect(booked).toHaveLength(10);
    expect(refused.every((attempt) => attempt.reason instanceof OfferNotAvailable)).toBe(true);
    const nights = await nightsOf(room);
    expect(nights).toHaveLength(3);
    for (const night of nights) expect(night).toMatchObject({ qte_init: 12, qte_resa: 12, qte_dispo: 0 });
    const rows = await t.db.knex('contingent_booking').where({ hotel_gamme_id: room }).select('quantite', 'status');
    expect(rows).toHaveLength(10);
    // Booked quantities equal the bookings (plus the two rooms held before).
    expect(rows.reduce((sum, row) => sum + row.quantite, 0) + 2).toBe(nights[0].qte_resa);
    expect(await racer.quote(key)).toBeNull();
  });
});

describe('the contingent bookings list', () => {
  it('lists every contingent booking with its hotel, room type, quantity and stopover flag, a hotel only its own', async () => {
    const everything = Number((await t.db.knex('contingent_booking').count<{ count: string }[]>({ count: '*' }))[0].count);
    const own = Number((await t.db.knex('contingent_booking').where({ hotel_id: paris }).count<{ count: string }[]>({ count: '*' }))[0].count);
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(everything);

    const agency = await t.call('admin', 'GET', `/backend/api/contingentbookings${listQuery({ range: [0, 999] })}`);
    expect(agency.statusCode, agency.body).toBe(200);
    expect(totalOf(agency)).toBe(everything);
    const rows = agency.json() as Record<string, unknown>[];
    expect(rows).toHaveLength(everything);
    for (const row of rows) {
      expect(row).toEqual(expect.objectContaining({ ref: expect.any(String), hotel: expect.any(Number), hotel_gamme: expect.any(Number), quantite: expect.any(Number), is_etape: expect.any(Boolean) }));
    }
    // A booking made through the search is there, as the hotel sees it.
    const made = await t.db.knex('contingent_booking').where({ hotel_id: paris, hotel_gamme_id: gamme }).first('id', 'ref', 'quantite');
    expect(rows.find((row) => row.id === made.id)).toMatchObject({ ref: made.ref, hotel: paris, hotel_gamme: gamme, quantite: made.quantite, is_etape: false });

    for (const role of ['hotel', 'hotel admin'] as const) {
      const mine = await t.call(role, 'GET', `/backend/api/contingentbookings${listQuery({ range: [0, 999] })}`);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(totalOf(mine)).toBe(own);
      expect((mine.json() as { hotel: number }[]).every((row) => row.hotel === paris)).toBe(true);
      // Asking for another hotel's finds nothing, and another hotel's booking is not found.
      const other = await t.db.knex('contingent_booking').whereNot({ hotel_id: paris }).first('id', 'hotel_id');
      expect(totalOf(await t.call(role, 'GET', `/backend/api/contingentbookings${listQuery({ filter: { hotel: other.hotel_id } })}`))).toBe(0);
      expect((await t.call(role, 'GET', `/backend/api/contingentbookings/${other.id}`)).statusCode).toBe(404);
    }
    expect((await t.call('user', 'GET', '/backend/api/contingentbookings')).statusCode).toBe(403);
  });
});
