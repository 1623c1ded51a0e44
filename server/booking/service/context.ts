import type { Knex } from 'knex';
import type { Mailer } from '../../mail/mailer.ts';
import type { OfferProviders } from '../../offers/providers.ts';
import { type BookingNotifier, bookingNotifier } from './notifications.ts';

/** What the booking service works with: the database, the mails of each step, the live offers. */
export interface BookingContext {
  knex: Knex;
  notifier: BookingNotifier;
  offers: OfferProviders;
}

/** The context from the app's shared services (server/plugins/), built once by each route file. */
export function bookingContext({ knex, mailer, offers }: { knex: Knex; mailer: Mailer; offers: OfferProviders }): BookingContext {
  return { knex, notifier: bookingNotifier(mailer), offers };
}
