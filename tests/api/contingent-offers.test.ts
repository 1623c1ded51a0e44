/**
 * Selling the allotment (docs/glossary.md, contingent): the online booking of its offers paid by transfer, the hotel's
 * mail, cancelling, and the contingent bookings list. Its offers in the search are in contingent-search.test.ts, 100
 * parallel bookings of the last 10 rooms in contingent-race.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ContingentOffers } from '../../server/offers/contingent.ts';
import { OfferNotAvailable } from '../../server/offers/provider.ts';
import { fileApp, listQuery, type TestApp, totalOf } from '../support/app.ts';
import { ORDER_COLUMNS, orderOf } from '../support/bookings.ts';
import { keyOf, nightsOf as stockNights, searchParis, SERVICES, stockedParis, stockedRoomType as stockParis } from '../support/contingent-offers.ts';
import { day } from '../support/days.ts';

const t = fileApp();
let paris: number;
/** The catalogue hotel of the Paris contingent hotel (same ref): its key is the one the search lists the hotel under. */
let parisCatalogue: number;
let gamme: number;
let acme: number;
let initech: number;
let provider: ContingentOffers;

const stockedRoomType = (description: string, days: number[], options?: Parameters<typeof stockParis>[4]) => stockParis(t, paris, description, days, options);
const nightsOf = (gammeId: number, companyId: number | null = null) => stockNights(t, gammeId, companyId);
const searchAs = (role: Parameters<TestApp['call']>[0], from: number, to: number, single = 1) => searchParis(t, role, parisCatalogue, from, to, single);

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
  const fields = (await t.call(role, 'GET', '/backend/api/me/company-custom-fields')).json() as {
    id: number;
    type: number;
    required: boolean;
    mask: string | null;
    options: { value: string }[];
  }[];
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (!field.required) continue;
    values[field.id] = field.type === 30 ? field.options[0].value : field.mask === '??-####' ? 'AB-1234' : 'x';
  }
  return values;
}

beforeAll(async () => {
  ({ paris, parisCatalogue, acme, gamme, provider } = await stockedParis(t));
  initech = await t.companyId('Initech Services');
});

describe('booking contingent rooms', () => {
  it('books online, paid by transfer, takes a room each night and mails the hotel', async () => {
    const offerKey = keyOf(gamme, 0, 9, 11);
    const search = { destination: 'Paris', from: day(9), to: day(11), single: 1, double: 0, services: SERVICES };
    const started = await t.call('initech user', 'POST', '/backend/api/booking/online', { offerKey, search });
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json();
    expect(await t.db.knex('booking').where({ id }).first('payment_mode', 'provider', 'total_price')).toEqual({
      payment_mode: 'transfer',
      provider: 'contingent',
      total_price: 109 + 110,
    });

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
    expect(contingentBooking).toMatchObject({
      ref: booking.booking_base_id,
      hotel_id: paris,
      hotel_gamme_id: gamme,
      company_id: initech,
      status: 60,
      quantite: 1,
      is_online: true,
      arrival_date: day(9),
      departure_date: day(11),
    });
    expect(contingentBooking.ref).toMatch(/^CT\d+$/);
    // The hotel's mail is queued with the booking, and goes out once it has committed.
    const [mail] = await eventually(() =>
      t.db.knex('maillog').where({ booking_id: id, template: 'contingent.booking' }).select('mail_rcpt', 'subject', 'body'),
    );
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
    await t.db
      .knex('contingent')
      .where({ hotel_gamme_id: room })
      .whereIn('contingent_date', [day(20), day(21)])
      .update({ prix_vente_etape: 150 });
    const labels = async (from: number, to: number) =>
      (await searchAs('initech user', from, to)).offers
        .filter((offer) => offer.key.startsWith(`ctg-${room}.`))
        .map((offer) => [offer.roomLabel, offer.pricePerNight, offer.key.endsWith('.e')]);
    expect(await labels(20, 22)).toEqual(
      expect.arrayContaining([
        ['Chambre étape', 120.5, false],
        ['Chambre étape – formule étape', 150, true],
      ]),
    );
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
    await t.db
      .knex('contingent')
      .where({ hotel_gamme_id: room, contingent_date: day(31) })
      .update({ qte_resa: 2 });
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
    const initechBooking = await t.db
      .knex('booking')
      .where({ company_id: initech })
      .first(...ORDER_COLUMNS);
    await expect(provider.book(key, orderOf(initechBooking))).rejects.toBeInstanceOf(OfferNotAvailable);
    expect((await nightsOf(gamme, acme)).every((night) => night.qte_resa === 0)).toBe(true);
    // Through the API, another company's user is refused as soon as the booking starts, not at its confirmation.
    const search = { destination: 'Paris', from: day(12), to: day(14), single: 1, double: 0, services: SERVICES };
    const started = await t.call('initech user', 'POST', '/backend/api/booking/online', { offerKey: key, search });
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('not_available');
    // An Acme booking takes it.
    const acmeBooking = await t.db
      .knex('booking')
      .where({ company_id: acme })
      .first(...ORDER_COLUMNS);
    const { reference } = await provider.book(key, orderOf(acmeBooking));
    expect((await nightsOf(gamme, acme)).filter((night) => night.qte_resa === 1).map((night) => night.contingent_date)).toEqual([day(12), day(13)]);
    await provider.cancel(key, reference);
    expect((await nightsOf(gamme, acme)).every((night) => night.qte_resa === 0)).toBe(true);
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
      expect(row).toEqual(
        expect.objectContaining({
          ref: expect.any(String),
          hotel: expect.any(Number),
          hotel_gamme: expect.any(Number),
          quantite: expect.any(Number),
          is_etape: expect.any(Boolean),
        }),
      );
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
