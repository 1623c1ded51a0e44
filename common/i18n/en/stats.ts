/** Strings of the statistics page and of the white-label contacts. */
export default {
  nav: 'Statistics',
  title: 'Statistics',
  scope_company: 'Bookings of the whole company %{company}.',
  scope_user: 'Your bookings.',
  by_year: 'By year',
  by_month: 'By month',
  group: 'Grouping',
  year: 'Year',
  totals: {
    bookings: 'Bookings',
    nights: 'Room nights',
    spend: 'Spend',
    compliance: 'Compliance',
    cancelled: '%{count} cancelled',
  },
  charts: {
    bookings: 'Bookings',
    nights: 'Room nights (nights × rooms)',
    spend: 'Spend',
    compliance: 'Travel policy compliance',
  },
  compliance: {
    ok: 'Within policy',
    ko: 'Outside policy',
    unknown: 'Not checked',
  },
  empty: 'No booking in this period.',
  tooltip: '%{period} · %{series}: %{value}',
  months: {
    '01': 'Jan', '02': 'Feb', '03': 'Mar', '04': 'Apr', '05': 'May', '06': 'Jun',
    '07': 'Jul', '08': 'Aug', '09': 'Sep', '10': 'Oct', '11': 'Nov', '12': 'Dec',
  },
  contact: {
    title: 'Contact',
    agency: 'Your travel agency',
    phone: 'Phone: %{phone}',
    emergency: 'Emergencies: %{phone}',
    email: 'Email: %{email}',
    hours: 'Opening hours: %{hours}',
    logo: '%{company} logo',
  },
};
