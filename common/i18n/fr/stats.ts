/** Strings of the statistics page and of the white-label contacts. */
export default {
  nav: 'Statistiques',
  title: 'Statistiques',
  scope_company: 'Réservations de toute la société %{company}.',
  scope_user: 'Vos réservations.',
  by_year: 'Par année',
  by_month: 'Par mois',
  group: 'Regroupement',
  year: 'Année',
  totals: {
    bookings: 'Réservations',
    nights: 'Nuitées',
    spend: 'Dépense',
    compliance: 'Conformité',
    cancelled: '%{count} annulée(s)',
  },
  charts: {
    bookings: 'Réservations',
    nights: 'Nuitées (nuits × chambres)',
    spend: 'Dépense',
    compliance: 'Respect de la politique voyage',
  },
  compliance: {
    ok: 'Conforme',
    ko: 'Hors politique',
    unknown: 'Non évaluée',
  },
  empty: 'Aucune réservation sur cette période.',
  tooltip: '%{period} · %{series} : %{value}',
  months: {
    '01': 'janv.', '02': 'févr.', '03': 'mars', '04': 'avr.', '05': 'mai', '06': 'juin',
    '07': 'juil.', '08': 'août', '09': 'sept.', '10': 'oct.', '11': 'nov.', '12': 'déc.',
  },
  contact: {
    title: 'Contact',
    agency: 'Votre agence de voyage',
    phone: 'Téléphone : %{phone}',
    emergency: 'Urgences : %{phone}',
    email: 'E-mail : %{email}',
    hours: 'Horaires : %{hours}',
    logo: 'Logo de %{company}',
  },
};
