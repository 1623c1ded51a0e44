import type { Knex } from 'knex';

/**
 * Prices and travel-policy results for the demo bookings that were made, so the statistics have spend and compliance
 * to draw: a nightly price from 70 to 219 € picked by the booking id, and, for companies with a travel policy, four
 * bookings in five within it. Bookings that already carry a price keep it.
 * And survey invitations for three completed stays of Acme not answered by their booker, the demo user's first: the
 * scheduler mails them on the first start (server/survey/scheduler.ts), and user@acme-demo.fr finds his under
 * "Enquêtes".
 */
export async function seed(knex: Knex): Promise<void> {
  await knex.raw(`
    UPDATE booking b
       SET price_per_night = 70 + (b.id * 53) % 150,
           total_price = (70 + (b.id * 53) % 150) * (b.departure_date - b.arrival_date) * greatest(b.single_rooms + b.double_rooms, 1),
           travel_policy_ok = CASE WHEN EXISTS (SELECT 1 FROM travel_policy p WHERE p.company_id = b.company_id)
                                   THEN (b.id * 13) % 10 < 8 END
     WHERE b.total_price IS NULL AND b.status IN (45, 50, 55, 60, 65, 70, 80, 90)`);

  await knex.raw(`
    INSERT INTO survey_invitation (token, kind, booking_id, company_id, user_id, email)
    SELECT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'user', b.id, b.company_id, u.id, u.email
      FROM booking b JOIN "user" u ON u.id = b.user_id JOIN company c ON c.id = b.company_id
     WHERE c.name = 'Acme Industries' AND b.status = 90
       AND NOT EXISTS (SELECT 1 FROM survey_reply r WHERE r.booking_id = b.id AND r.user_id = b.user_id)
     ORDER BY u.email = 'user@acme-demo.fr' DESC, b.departure_date DESC, b.id DESC
     LIMIT 3`);
}
