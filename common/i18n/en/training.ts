/** Strings of the training site (formation.*). */
export default {
  signing_in: 'Signing in to the demo account…',
  unavailable: 'The demo account is not available. Try again later or contact your agency.',
  nav: {
    online: 'Book online',
    offline: 'Training request',
  },
  home: {
    title: 'Training site',
    intro: 'Practise with the demo account of %{company}: bookings made here stay in the training data.',
    online_title: 'Book online',
    online_text: 'Search a hotel, compare the offers and book a room as on the platform.',
    online_action: 'Start a search',
    offline_title: 'Request a training',
    offline_text: 'Your agency shows you the platform and answers within %{hours} working hours.',
    offline_action: 'Fill in the request',
  },
  offline: {
    title: 'Training request',
    intro: 'Describe the trip you would like to be trained on: the agency answers within %{hours} working hours.',
    agency: 'A question? %{email} – %{phone}',
    sent_title: 'Request sent',
    sent_text: 'Your request %{ref} was sent. The agency answers within %{hours} working hours.',
    again: 'New request',
    home: 'Back to home',
  },
};
