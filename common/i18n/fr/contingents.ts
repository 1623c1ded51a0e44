/** Strings of the hotel contingents site. */
export default {
  name: 'Espace hôtels',
  login: {
    subtitle: 'Gérez les contingents de chambres de votre hôtel.',
  },
  home: {
    greeting: 'Bonjour %{name}',
    signed_in: 'Vous êtes connecté à l’espace hôtels avec le compte %{username}.',
  },
};
