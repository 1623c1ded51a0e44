/** Strings of the front office's news, help, notifications and events. */
export default {
  nav: {
    more: 'More',
    news: 'News',
    help: 'Help',
    notifications: 'Notifications',
    events: 'Events',
  },
  news: {
    title: 'News',
    intro: 'News from your agency.',
    empty: 'No news.',
    unread: 'New',
    unread_count: '%{smart_count} unread news item |||| %{smart_count} unread news items',
    loading: 'Loading news',
    more: 'Show more',
  },
  help: {
    title: 'Help',
    intro: 'Answers to the most frequent questions. For anything else, write to your agency.',
    empty: 'No help page.',
    contact: 'Write to the agency',
  },
  notifications: {
    title: 'Notifications',
    empty: 'No notification.',
    unread: 'Unread',
    kind: { news: 'News', help: 'Help' },
    loading: 'Loading notifications',
    back: 'All notifications',
    more: 'Show more',
  },
  events: {
    title: 'Events',
    intro: 'Trade fairs and major events: hotels fill up quickly around these dates.',
    from: 'From',
    to: 'To',
    search: 'Show',
    empty: 'No event in this period.',
    window: 'The period covers %{days} days at most.',
    dates: 'From %{from} to %{to}',
  },
};
