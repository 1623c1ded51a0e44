import type fr from '../fr/front.ts';

/** Strings of the front office of the default site, and of its training variant. */
export default {
  login: {
    subtitle: 'Book the hotels for your company’s business trips.',
  },
  training: {
    badge: 'Training',
    notice: 'Training site: bookings made here are not real.',
  },
  nav: {
    search: 'Find a hotel',
    offline: 'Offline request',
    bookings: 'My bookings',
  },
  home: {
    greeting: 'Hello %{name}',
    signed_in: 'You are signed in with the account %{username}.',
    signed_in_company: 'You are signed in with the account %{username} of %{company}.',
  },
} satisfies typeof fr;
