import type fr from '../fr/contingents.ts';

/** Strings of the hotel contingents site. */
export default {
  name: 'Hotel space',
  login: {
    subtitle: 'Manage your hotel’s room contingents.',
  },
  home: {
    greeting: 'Hello %{name}',
    signed_in: 'You are signed in to the hotel space with the account %{username}.',
  },
} satisfies typeof fr;
