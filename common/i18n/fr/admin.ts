/** Strings of the back office beyond the resource labels (resources.ts) and react-admin's own (ra-language-french). */
export default {
  title: 'Back-office',
  empty: 'Aucun écran n’est encore disponible dans ce back-office.',
  more: '+%{smart_count}',
  filters: {
    from: '%{field} (du)',
    to: '%{field} (au)',
  },
  inputs: {
    html: 'Code HTML du contenu',
    password_unchanged: 'Laisser vide pour conserver le mot de passe actuel',
    one_per_line: 'Une valeur par ligne',
    url: 'Adresse (URL) du fichier',
  },
  configuration: {
    card: {
      menu: 'Carte de paiement',
      title: 'Carte de paiement',
      edit_title: 'Modifier la carte de paiement',
      intro: 'La carte de l’agence, donnée en garantie des réservations. Son numéro et son cryptogramme sont chiffrés et ne sont plus jamais affichés.',
      not_configured: 'Aucune carte n’est enregistrée.',
      saved: 'La carte de paiement est enregistrée',
      fields: {
        number_masked: 'Numéro',
        number: 'Numéro de carte',
        holder: 'Titulaire',
        expiry: 'Date d’expiration',
        cvc: 'Cryptogramme',
        scheme: 'Réseau',
      },
      helpers: {
        number: 'La carte entière est saisie à chaque modification',
        expiry: 'MM/AA',
        cvc: '3 chiffres au dos de la carte, 4 au recto pour American Express',
      },
      schemes: {
        visa: 'Visa',
        mastercard: 'Mastercard',
        amex: 'American Express',
      },
    },
    banner: {
      menu: 'Bandeau d’information',
      title: 'Bandeau d’information',
      edit_title: 'Modifier le bandeau d’information',
      intro: 'Un message affiché en haut de toutes les pages, page de connexion comprise, jusqu’à sa date d’expiration.',
      saved: 'Le bandeau d’information est enregistré',
      preview: 'Aperçu, tel que les utilisateurs le voient aujourd’hui',
      not_shown: 'Le bandeau n’est pas affiché : il est désactivé, vide ou expiré.',
      fields: {
        text: 'Texte',
        expires: 'Date d’expiration',
        enabled: 'Affiché',
      },
      helpers: {
        text: '500 caractères au maximum',
        expires: 'Dernier jour d’affichage ; vide pour l’afficher sans limite',
      },
    },
  },
};
