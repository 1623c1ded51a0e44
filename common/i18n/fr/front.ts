/** Strings of the front office of the default site, and of its training variant. */
export default {
  login: {
    subtitle: 'Réservez les hôtels des déplacements professionnels de votre entreprise.',
  },
  training: {
    badge: 'Formation',
    notice: 'Site de formation : les réservations faites ici ne sont pas réelles.',
  },
  nav: {
    search: 'Rechercher un hôtel',
    offline: 'Demande hors ligne',
    bookings: 'Mes réservations',
  },
  home: {
    greeting: 'Bonjour %{name}',
    signed_in: 'Vous êtes connecté avec le compte %{username}.',
    signed_in_company: 'Vous êtes connecté avec le compte %{username} de la société %{company}.',
  },
};
