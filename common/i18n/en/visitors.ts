/** Strings of a visitor's own travellers on a company's generated link (/offline/booking/gen/{uid}). */
export default {
  travellers: {
    title: 'Travellers',
    intro: 'Choose who is staying among the travellers saved from this browser, or add one.',
    loading: 'Loading your travellers…',
    none: 'No traveller saved yet.',
    add: 'Add a traveller',
    search: 'Search a traveller',
    search_hint: 'First name, last name or email (at least 3 letters)',
    more: '%{shown} of %{total} travellers shown: search by name or email.',
    no_match: 'No traveller matches this search.',
    chosen: '%{smart_count} traveller chosen |||| %{smart_count} travellers chosen',
    max: 'At most %{max} travellers per request.',
    unknown: 'One of the chosen travellers is no longer available: untick it, then add it again.',
    failed: 'Your travellers could not be loaded.',
  },
};
