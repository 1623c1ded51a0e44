import type { Knex } from 'knex';
import { FIRST_NAMES, LAST_NAMES } from './reference/names.ts';
import { slug } from './lib/random.ts';

/** Refs of the large set start with this prefix ('BL0000001'…), apart from the demo bookings ('BK…'). */
export const LARGE_REF_PREFIX = 'BL';

export interface LargeOptions {
  bookings?: number;
  travellers?: number;
  /** Told each step and its duration. */
  log?: (message: string) => void;
}

export interface LargeResult {
  skipped: boolean;
  bookings: number;
  history: number;
  travellers: number;
}

/**
 * The benchmark data set: 200,000 bookings (one or two history rows each) and 20,000 travellers spread over the
 * companies of the demo data, written by a few INSERT … SELECT over generate_series. Values are drawn from
 * hashint4 of the row number, so two runs give the same rows (dates are relative to the day it runs).
 * Runs once: when the first large booking exists, it does nothing and says so.
 */
export async function seedLarge(knex: Knex, { bookings = 200_000, travellers = 20_000, log = () => {} }: LargeOptions = {}): Promise<LargeResult> {
  let last = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    log(`${name}: ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
  return knex.transaction(async (trx) => {
    // One large set per database, even when two runs race: the second waits here, then sees the first one's rows.
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', ['seeds/large']);
    if (
      await trx('booking')
        .where({ ref: `${LARGE_REF_PREFIX}${'1'.padStart(7, '0')}` })
        .first('id')
    ) {
      return { skipped: true, bookings: 0, history: 0, travellers: 0 };
    }
    const [{ count: companies }] = await trx('company').count<{ count: number }[]>({ count: '*' });
    const [{ count: hotels }] = await trx('hotel').count<{ count: number }[]>({ count: '*' });
    if (!Number(companies) || !Number(hotels)) throw new Error('seedLarge needs the demo data (companies, users, hotels): seed the database first');

    // Bulk-load settings: the secondary indexes are built once at the end rather than row by row, and a superuser
    // skips the foreign-key triggers (every reference is taken from existing rows).
    await trx.raw("SET LOCAL maintenance_work_mem = '256MB'");
    const {
      rows: [role],
    } = await trx.raw('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
    if (role?.rolsuper) await trx.raw('SET LOCAL session_replication_role = replica');
    const { rows: indexes } = await trx.raw<{ rows: { name: string; definition: string }[] }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i WHERE i.indrelid IN ('booking'::regclass, 'booking_history'::regclass, 'traveller'::regclass)
         AND NOT i.indisprimary AND NOT i.indisunique
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    );
    for (const index of indexes) await trx.raw(`DROP INDEX ${index.name}`);
    step('drop indexes');
    const firstNames = FIRST_NAMES.map(([name]) => name);
    const lastNames = [...LAST_NAMES];
    const firstSlugs = firstNames.map((name) => slug(name, '.'));
    const lastSlugs = lastNames.map((name) => slug(name, '.'));
    // hashint4 of a row number, salted, as a non-negative integer.
    const hash = (salt: number) => `((hashint4(g + ${salt})::bigint & 2147483647)::int)`;

    const travellerResult = await trx.raw(
      `INSERT INTO traveller (first_name, last_name, email, mobile_phone, company_id, enabled, created_at)
       SELECT (:first::text[])[1 + f], (:last::text[])[1 + l],
              CASE WHEN h % 10 = 0 THEN NULL
                   ELSE (:firstSlugs::text[])[1 + f] || '.' || (:lastSlugs::text[])[1 + l] || '.' || g || '@' || c.domains[1 + g % c.n] END,
              CASE WHEN h % 4 = 0 THEN NULL ELSE '+33 6 ' || lpad((h % 100)::text, 2, '0') || ' ' || lpad((h / 100 % 100)::text, 2, '0') || ' '
                   || lpad((h / 10000 % 100)::text, 2, '0') || ' ' || lpad((h / 1000000 % 100)::text, 2, '0') END,
              c.ids[1 + g % c.n], h % 23 <> 0, now() - (h % 900) * interval '1 day'
       FROM (SELECT g, ${hash(0)} AS h, ${hash(101)} % :firstCount AS f, ${hash(202)} % :lastCount AS l FROM generate_series(1, :travellers) g) s
       CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n,
                          array_agg(split_part(coalesce(mail_company, 'contact@exemple.fr'), '@', 2) ORDER BY id) AS domains FROM company) c`,
      { first: firstNames, last: lastNames, firstSlugs, lastSlugs, firstCount: firstNames.length, lastCount: lastNames.length, travellers },
    );

    step('travellers');
    const [{ max: lastDemoId }] = await trx('booking').max<{ max: number | null }[]>({ max: 'id' });
    // Past stays are mostly finished or cancelled; stays ahead are in every live status. The mode of the booking
    // follows its status (requests and drafts are offline, incomplete ones online), the fees the company's settings.
    const bookingResult = await trx.raw(
      `WITH c AS (
         SELECT row_number() OVER (ORDER BY c.id)::int - 1 AS idx, c.*, u.users, cardinality(u.users) AS user_count
         FROM company c
         JOIN LATERAL (SELECT array_agg(id ORDER BY id) AS users FROM "user" WHERE company_id = c.id AND enabled AND 'ROLE_USER' = ANY(roles)) u
           ON u.users IS NOT NULL
       ),
       h AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(city ORDER BY id) AS cities, count(*)::int AS n FROM hotel),
       s AS (
         SELECT g, ${hash(0)} AS h1, ${hash(7919)} AS h2, ${hash(104729)} AS h3,
                current_date - 365 + (${hash(0)} % 730)::int AS arrival
         FROM generate_series(1, :bookings) g
       ),
       t AS (
         SELECT s.*, 1 + (h2 % 5)::int AS nights,
                CASE WHEN arrival < current_date - 5 THEN (ARRAY[90, 90, 90, 90, 90, 90, 80, 80, 30, -1, 60])[1 + (h2 / 7 % 11)::int]
                     WHEN arrival <= current_date THEN 60
                     ELSE (ARRAY[60, 60, 60, 60, 50, 45, 55, 65, 70, 80, 10, 20, 40, 0, 4, 5])[1 + (h2 / 7 % 16)::int] END AS status
         FROM s
       ),
       r AS (
         SELECT t.*, CASE WHEN status IN (4, 20, 40) THEN false WHEN status IN (0, 5) THEN true ELSE h3 % 100 < 60 END AS online
         FROM t
       )
       INSERT INTO booking (ref, booking_base_id, status, is_online, arrival_date, departure_date, destination, travellers, company_id, user_id,
                            hotel_id, booking_fees_global, booking_fees_global_label, booking_fees_per_room, booking_fees_per_room_label, created_at)
       SELECT :prefix || lpad(r.g::text, 7, '0'),
              CASE WHEN r.online AND r.status NOT IN (0, 5, 10, 30, -1) THEN 'HRS-' || (10000000 + r.h3 % 90000000) END,
              r.status, r.online, r.arrival, r.arrival + r.nights, h.cities[1 + r.h1 % h.n],
              (:first::text[])[1 + r.h2 % :firstCount] || ' ' || (:last::text[])[1 + r.h3 % :lastCount]
                || CASE WHEN r.h1 % 4 = 0 THEN ', ' || (:first::text[])[1 + r.h3 % :firstCount] || ' ' || (:last::text[])[1 + r.h1 % :lastCount] ELSE '' END,
              c.id, c.users[1 + r.h3 % c.user_count],
              CASE WHEN r.status IN (4, 20, 40) THEN NULL ELSE h.ids[1 + r.h1 % h.n] END,
              CASE WHEN r.online THEN c.booking_fees_global_online ELSE c.booking_fees_global_offline END,
              CASE WHEN (CASE WHEN r.online THEN c.booking_fees_global_online ELSE c.booking_fees_global_offline END) IS NOT NULL THEN c.booking_fees_global_label END,
              CASE WHEN r.online THEN c.booking_fees_per_room_online ELSE c.booking_fees_per_room_offline END,
              CASE WHEN (CASE WHEN r.online THEN c.booking_fees_per_room_online ELSE c.booking_fees_per_room_offline END) IS NOT NULL THEN c.booking_fees_per_room_label END,
              LEAST(now() - interval '1 hour',
                    (r.arrival - 7 - (r.h3 % 40)::int) + time '08:00' + (r.h1 % 600) * interval '1 minute')
       FROM r
       JOIN c ON c.idx = r.g % (SELECT count(*) FROM c)
       CROSS JOIN h`,
      { bookings, prefix: LARGE_REF_PREFIX, first: firstNames, last: lastNames, firstCount: firstNames.length, lastCount: lastNames.length },
    );

    step('bookings');
    // Every booking was created in its first status; those that moved on have the change that brought them there.
    const initial = `CASE WHEN status = 4 THEN 4 WHEN is_online THEN 0 ELSE 20 END`;
    const created = await trx.raw(
      `INSERT INTO booking_history (booking_id, date, type, status_from, status_to, user_id, comment)
       SELECT id, created_at, 'created', NULL, ${initial}, user_id, CASE WHEN is_online THEN 'Réservation en ligne' ELSE 'Demande hors ligne' END
       FROM booking WHERE id > :after ORDER BY id`,
      { after: lastDemoId ?? 0 },
    );
    step('history: created');
    const moved = await trx.raw(
      `INSERT INTO booking_history (booking_id, date, type, status_from, status_to, user_id, comment)
       SELECT id, LEAST(now(), CASE WHEN status = 90 THEN departure_date + time '09:00' ELSE created_at + (1 + id % 48) * interval '1 hour' END),
              'status', ${initial}, status, CASE WHEN status IN (65, 70) THEN user_id END,
              CASE WHEN status = 80 THEN 'Motif d''annulation : mission reportée' WHEN status = 30 THEN 'Refusée par le manager' END
       FROM booking WHERE id > :after AND status <> ${initial} ORDER BY id`,
      { after: lastDemoId ?? 0 },
    );
    step('history: status');
    for (const index of indexes) await trx.raw(index.definition);
    step('build indexes');
    await trx.raw('ANALYZE traveller, booking, booking_history');
    step('analyze');
    return { skipped: false, bookings: bookingResult.rowCount, history: created.rowCount + moved.rowCount, travellers: travellerResult.rowCount };
  });
}
