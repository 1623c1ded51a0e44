/** Strings of the training site (formation.*). */
export default {
  signing_in: 'Connexion au compte de démonstration…',
  unavailable: 'Le compte de démonstration n’est pas disponible. Réessayez plus tard ou contactez votre agence.',
  nav: {
    online: 'Réserver en ligne',
    offline: 'Demande de formation',
  },
  home: {
    title: 'Site de formation',
    intro: 'Entraînez-vous avec le compte de démonstration de %{company} : les réservations faites ici restent dans les données de formation.',
    online_title: 'Réserver en ligne',
    online_text: 'Recherchez un hôtel, comparez les offres et réservez une chambre comme sur la plateforme.',
    online_action: 'Commencer une recherche',
    offline_title: 'Demander une formation',
    offline_text: 'Votre agence vous présente la plateforme et vous répond sous %{hours} heures ouvrées.',
    offline_action: 'Remplir la demande',
  },
  offline: {
    title: 'Demande de formation',
    intro: 'Décrivez le déplacement sur lequel vous souhaitez être formé : l’agence vous répond sous %{hours} heures ouvrées.',
    agency: 'Une question ? %{email} – %{phone}',
    sent_title: 'Demande envoyée',
    sent_text: 'Votre demande %{ref} est envoyée. L’agence vous répond sous %{hours} heures ouvrées.',
    again: 'Nouvelle demande',
    home: 'Retour à l’accueil',
  },
};
