/** Strings of the company rules on the home page, the user enable switch, the voucher choice and the group alias check. */
export default {
  panel: {
    title: 'Règles de votre entreprise',
    max_price: 'Prix maximum : %{amount} par chambre et par nuit',
    non_free_cancellation: 'Offres sans annulation gratuite exclues',
    unknown_breakfast: 'Offres au prix du petit-déjeuner inconnu exclues',
    meal_contribution: 'Participation aux repas : %{amount}',
    policy_10: 'Politique voyage : les dépassements sont signalés',
    policy_20: 'Politique voyage : un dépassement demande l’accord d’un responsable',
    policy_30: 'Politique voyage : les offres hors politique sont exclues',
    season: ' (du %{from} au %{to})',
    pre_validation: 'Validation d’un responsable avant réservation',
    online_disabled: 'Réservation en ligne non activée : passez par une demande hors ligne',
    offline_disabled: 'Demandes hors ligne non activées',
  },
  users: {
    enable: 'Activer',
    disable: 'Désactiver',
    enable_label: 'Activer %{name}',
    disable_label: 'Désactiver %{name}',
    confirm_title: 'Désactiver %{name} ?',
    confirm_text: '%{name} ne pourra plus se connecter tant que son compte restera désactivé. Ses réservations sont conservées.',
    enabled_done: 'Compte de %{name} activé.',
    disabled_done: 'Compte de %{name} désactivé.',
  },
  profile: {
    title: 'Bons d’échange',
    send_voucher: 'Envoyer les bons d’échange (vouchers) directement aux voyageurs',
    send_voucher_hint: 'À chaque réservation confirmée, les voyageurs qui ont une adresse e-mail reçoivent le bon d’échange.',
  },
  alias: {
    taken: 'Alias déjà utilisé',
  },
};
