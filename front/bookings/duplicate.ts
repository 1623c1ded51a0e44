import type { NavigateFunction } from 'react-router-dom';
import { HOME } from '../rules.ts';
import { loadSearch, parisDay, saveSearch, SERVICE_NAMES } from '../search/searchState.ts';
import type { BookingDetail } from './bookingsApi.ts';

type Duplicated = Pick<
  BookingDetail,
  'arrival_date' | 'departure_date' | 'nights' | 'destination' | 'single_rooms' | 'double_rooms' | 'services' | 'is_online'
>;

/** The search form, filled from a booking to book the same stay again (online), or the offline form's starting point. */
function duplicateSearch(booking: Duplicated) {
  const base = loadSearch();
  const today = parisDay(0);
  const past = booking.arrival_date < today;
  const services = { ...base.services };
  for (const name of SERVICE_NAMES) if (typeof booking.services?.[name] === 'boolean') services[name] = booking.services[name];
  saveSearch({
    ...base,
    destination: booking.destination ? { kind: 'city', label: booking.destination, city: booking.destination } : base.destination,
    favoriteHotel: null,
    bedrooms: { single: booking.double_rooms > 0 ? booking.single_rooms : Math.max(1, booking.single_rooms), double: booking.double_rooms },
    from: past ? today : booking.arrival_date,
    to: past ? parisDay(Math.max(1, booking.nights)) : booking.departure_date,
    services,
    context: booking.is_online ? 'online' : 'offline',
  });
}

/**
 * "Duplicate" (the booking page's button and /booking/{id}/duplicate): the same stay searched again, online on the
 * search page, offline on the request form. `replace` stands the search in for the route that asked for it.
 */
export function duplicateBooking(booking: Duplicated, navigate: NavigateFunction, replace = false) {
  duplicateSearch(booking);
  navigate(booking.is_online ? HOME : '/offline/home', { replace });
}
